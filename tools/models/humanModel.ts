/**
 * A person as a role's model (MetaGPT `is_human`, whose HumanProvider printed each prompt and read the answer from
 * the terminal). Here each request is a LangGraph interrupt carrying what is asked; the run stops there, and the
 * caller resumes it with the person's answer (`role.resume(text)`, `new Command({ resume: text })`). The answer then
 * goes through the prompt's parser like a model's: one the prompt cannot read is asked again, with the reason.
 */
import { interrupt } from "@langchain/langgraph";
import type { ModelReply, ModelRequest, PromptModel } from "../../state/modelSource.js";
import { createAnswerModes } from "../../prompts/answerModes.js";

/** What the interrupt of a human role carries. */
export interface HumanInputRequest {
  kind: "human input";
  /** Who answers: the role's "name(profile)". */
  role: string;
  /** The prompt being answered (e.g. "role_aask", "write_draft", "role_state"). */
  promptId: string;
  /** What is asked now: the rendered prompt, or on a second try the reason the last answer could not be used. */
  request: string;
}

/** The answer given to a resume: text as it is, `{ text }`, anything else as JSON. */
export function humanAnswerText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as { text?: unknown }).text === "string") return (value as { text: string }).text;
  return JSON.stringify(value ?? "");
}

/**
 * A prompt model whose answers a person gives (a role with `isHuman`): each request is an interrupt, resumed with the
 * answer.
 */
export function humanPromptModel(role: string): PromptModel {
  return {
    identity: `human:${role}`,
    answerModes: createAnswerModes("text", false),
    async ask(request: ModelRequest): Promise<ModelReply> {
      const asked = request.messages.filter((turn) => turn.role === "user").at(-1)?.content ?? "";
      const answer = interrupt<HumanInputRequest, unknown>({ kind: "human input", role, promptId: request.prompt.id, request: asked });
      return { text: humanAnswerText(answer), inputTokens: 0, outputTokens: 0 };
    },
  };
}
