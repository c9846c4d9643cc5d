/**
 * What every role prompt shares: the role's system prefix, and the history as the role's model sees it (the memory
 * builder's messages: the role's own words as `assistant`, everything else as `user`, others in `{...}` blocks).
 */
import { z } from "zod/v4";

export { ChatLineSchema } from "../../state/roleGraph.js";
export type { ChatLine } from "../../state/roleGraph.js";
import { ChatLineSchema, type ChatLine } from "../../state/roleGraph.js";

/** Inputs of an LLM-backed role action (WriteDraft, ReviewDraft, instruction actions, user prompt actions). */
export const RoleActionInputSchema = z.object({
  /** The role's system prefix (who it is, its goal, constraints, team). */
  prefix: z.string().default(""),
  /** The role's name ("" when unnamed). */
  roleName: z.string().default(""),
  /** The history from the role's point of view, oldest first. */
  history: z.array(ChatLineSchema).default([]),
  /** The plan task being worked on (plan_and_act), "" otherwise. */
  task: z.string().default(""),
});
export type RoleActionInput = z.output<typeof RoleActionInputSchema>;
export type RoleActionInputRaw = z.input<typeof RoleActionInputSchema>;

/** The history as a transcript between two fences, so the model reads it as material, not as orders. */
export function renderTranscript(history: readonly ChatLine[]): string {
  if (history.length === 0) return "(nothing has been said yet)";
  return history.map((line) => `[${line.role}] ${line.content}`).join("\n");
}

/** The latest thing asked of the role: the task if there is one, else the last `user` message's text. */
/** The placeholders every role action prompt shares: the role's prefix, the transcript, the task at hand. */
export function roleActionVariables({ prefix, history, task }: RoleActionInput): Record<string, string> {
  return { prefix, history: renderTranscript(history), task: task ? `The task at hand: ${task}\n` : "" };
}

export function latestRequest(inputs: Pick<RoleActionInput, "history" | "task">): string {
  if (inputs.task.trim() !== "") return inputs.task.trim();
  for (let i = inputs.history.length - 1; i >= 0; i--) {
    const line = inputs.history[i]!;
    if (line.role === "user") return stripContext(line.content);
  }
  return "";
}

/** The text after a `{...}` context block (the part addressed to the role), or the block's last line. */
export function stripContext(content: string): string {
  const text = content.trim();
  if (!text.startsWith("{")) return text;
  const close = text.lastIndexOf("}");
  const after = close >= 0 ? text.slice(close + 1).trim() : "";
  if (after !== "") return after;
  const inside = text.slice(1, close >= 0 ? close : undefined).split("\n").at(-1) ?? "";
  return inside.replace(/^[^：:]*[：:]/, "").trim();
}

/** The latest `assistant` or context line written by someone (used by reviewers to find the draft). */
export function latestContribution(history: readonly ChatLine[]): string {
  for (let i = history.length - 1; i >= 0; i--) {
    const line = history[i]!;
    if (line.role === "system") continue;
    return stripContext(line.content);
  }
  return "";
}

/** Parses free text: trimmed, must not be empty. */
export function parseText(raw: string): string {
  const text = raw.trim();
  if (text === "") throw new Error("empty answer");
  return text;
}

/** A few words of a text, for simulated answers. */
export function gist(text: string, words = 8): string {
  const parts = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const head = parts.slice(0, words).join(" ");
  return parts.length > words ? `${head}…` : head;
}

export function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length]!;
}
