/**
 * What every role prompt shares: the role's system prefix, and the history as the role's model sees it (the memory
 * builder's messages: the role's own words as `assistant`, everything else as `user`, others in `{...}` blocks).
 */
import { z } from "zod/v4";
import { closesRoleText, CutOffAnswer, endsMidSentence, firstJsonObject, isPreambleLine, isRefusal, jsonField, plainText, VALUE_LABELS, withoutClosingNote, withoutReasoning, withoutValueLabel, withoutWrappingFence } from "../answerText.js";

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

/**
 * Free text as the role's result: past a reasoning block, without a preamble line ("Sure! Here's the draft:"), one
 * code fence wrapping the whole answer, or a closing remark ("Let me know if you'd like changes!"); the text itself
 * (markdown, line breaks) is kept. With `unwrapJson`, an answer that is only a JSON object with one text field (a
 * draft written as {"draft": "..."}) gives that text. Throws when nothing is left and on a refusal; with `prose` (a
 * text of full sentences is asked), also when its last sentence stops mid-way (CutOffAnswer).
 */
export function parseText(raw: string, { unwrapJson = false, prose = false } = {}): string {
  let text = withoutWrappingFence(withoutReasoning(raw).trim());
  // A text quoted as a whole ("> ..." on every line).
  if (/^>/.test(text) && text.split("\n").every((line) => !line.trim() || /^\s*>/.test(line))) text = text.replace(/^\s*>\s?/gm, "").trim();
  // "Sure thing! The children's race ...": an interjection before the text, on its line.
  text = text.replace(/^(?:sure(?: thing)?|certainly|of course|okay|ok|alright|got it|no problem|here you go)\s*[!,.:]+[ \t]*/i, "").trim();
  const paragraphs = text.split(/\n\s*\n/);
  while (paragraphs.length > 1 && (isPreambleLine(paragraphs[0]!.replace(/\n/g, " ")) || isLabelHeading(paragraphs[0]!))) paragraphs.shift();
  const closing = (paragraph: string) => {
    const plain = plainText(paragraph);
    return closesRoleText(plain) || /^explanation\s*:/i.test(plain);
  };
  while (paragraphs.length > 1 && closing(paragraphs.at(-1)!)) paragraphs.pop();
  // "---" and a remark after it ("*This draft reflects ...*"): the rule goes with the remark (a rule between two
  // parts of a text stays).
  const last = paragraphs.at(-1)!;
  const ruled = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*\n([\s\S]+)$/.exec(last);
  if (paragraphs.length > 1 && ruled && closing(ruled[1]!)) paragraphs.pop();
  while (paragraphs.length > 1 && /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(paragraphs.at(-1)!)) paragraphs.pop();
  // "**Review:** ...", "Draft: ...", "**Poster text:**": a label before the text is not part of it, nor a remark after it.
  text = withoutClosingNote(withoutValueLabel(paragraphs.join("\n\n").trim().replace(VALUE_LABEL, "").trim()));
  // The whole text in quotes, with none inside: the quotes only wrap it.
  const wrapped = /^["“]([^"“”]+)["”]$/.exec(text);
  if (wrapped) text = wrapped[1]!.trim();
  // "- Stalls come in by the ford road ...": one bulleted line is a text, not a list.
  if (!text.includes("\n")) text = text.replace(/^[-*•][ \t]+(?=\S)/, "");
  if (text === "") throw new Error("empty answer");
  if (isRefusal(text.split("\n")[0]!)) throw new Error("the answer is a refusal");
  const json = unwrapJson && /^\{[\s\S]*\}$/.test(text) ? firstJsonObject(text) : undefined;
  const field = json && jsonField(json, ["text", "draft", "review", "result", "answer"], true);
  if (json) {
    if (typeof field !== "string") throw new Error("the answer is a JSON object, not text");
    return parseText(field, { prose });
  }
  // Prose stopping mid-sentence ("... Come at sunset to see the") was cut at the token cap: asked again.
  if (prose && endsMidSentence(text.split("\n").filter((line) => line.trim()).at(-1)!)) throw new CutOffAnswer("the text stops mid-sentence");
  return text;
}

/**
 * A paragraph that only labels the text below it: "**Notice:**", "Flyer text:", "## Review:" (a few words and a
 * colon on a line of their own). A greeting ("Dear families:", "To all parents:") opens the text itself.
 */
function isLabelHeading(paragraph: string): boolean {
  const plain = plainText(paragraph);
  return /^[^.!?,\n]{1,30}:$/.test(plain) && plain.split(/\s+/).length <= 4 && !/^(?:dear|to|hi|hello|hey|attention|calling|greetings)\b/i.test(plain);
}

const VALUE_LABEL = new RegExp(`^(?:\\*\\*|__)?(?:${VALUE_LABELS.join("|")})(?:\\s*#?\\d{1,2})?\\s*:(?:\\*\\*|__)?[ \\t]*`, "i");

/** The structured answer of a free-text role action: {"text": "..."}. */
export const TextAnswerSchema = z.object({ text: z.string().describe("the result, as plain text") });

/** The structured form of free-text actions: the text field read like a text answer. */
export const textAnswer = {
  schema: TextAnswerSchema,
  toValue: (answer: z.output<typeof TextAnswerSchema>) => parseText(answer.text),
  fromValue: (text: string) => ({ text }),
};

/** The structured form of actions that write prose (a draft, a review): the text field read as prose. */
export const proseAnswer = {
  ...textAnswer,
  toValue: (answer: z.output<typeof TextAnswerSchema>) => parseText(answer.text, { prose: true }),
};

/** A few words of a text, for simulated answers. */
export function gist(text: string, words = 8): string {
  const parts = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const head = parts.slice(0, words).join(" ");
  return parts.length > words ? `${head}…` : head;
}

export function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length]!;
}
