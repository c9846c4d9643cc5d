/**
 * role_aask: a free-text request an action writes itself (MetaGPT `Action._aask(prompt, system_msgs)`), asked with
 * the role's own model. The answer comes back as the model wrote it, so the action reads it its own way (MetaGPT's
 * tutorial takes the code out of a fenced block); only a reasoning block, an "Answer:" label, a fence marked as plain
 * text around the whole answer and bold around the whole answer are taken off, and an empty answer is asked again.
 *
 * What MetaGPT sent: the system messages given, else the role's prefix as the system message, then the prompt. Our
 * requests have no system turn, so the same text comes first in the one user turn, a blank line before the prompt.
 */
import { z } from "zod/v4";
import { isWholeSignOff, opensWithChat, withoutAnswerLabel, withoutReasoning } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { gist } from "./common.js";
import { TEXT } from "../failSafeValues.js";

export const RoleAaskInputSchema = z.object({
  /** The role's system prefix (MetaGPT's default system message); unused when `systemMsgs` is given. */
  prefix: z.string().default(""),
  /** The action's own prompt. */
  prompt: z.string().min(1),
  /** System messages replacing the prefix (MetaGPT `system_msgs`). */
  systemMsgs: z.array(z.string()).nullish(),
});
export type RoleAaskInput = z.output<typeof RoleAaskInputSchema>;
export type RoleAaskInputRaw = z.input<typeof RoleAaskInputSchema>;

/**
 * The answer as written, past a reasoning block and an "Answer:" label before it; throws when nothing is left. A fence
 * marked as plain text (```text, ```plaintext, ```txt) around the whole answer is formatting, unless the request itself
 * shows such a fence; a code fence is the writer's and stays, and so is a bare one unless it holds only sentences of
 * prose and the request shows no fence. Bold around the whole answer is emphasis; "Here it is:" on its own before the
 * answer is the model handing it over.
 */
export function parseAaskAnswer(raw: string, request = ""): string {
  // "**Answer:** ..." is the plain "Answer:" label in bold; another bold label opening the text is the writer's own.
  let text = withoutAnswerLabel(withoutReasoning(raw).trimStart().replace(/^\*\*((?:final )?answer)\s*(?::\*\*|\*\*\s*:)/i, "$1:"));
  // "Here's a quick answer: Bring ...": the "Answer:" label in chat form, the answer on its line.
  text = text.replace(/^here(?:['’]s| is) (?:a |the |my )?(?:quick |short |brief |simple )?answer\s*:[ \t]*(?=\S)/i, "");
  // "Here it is:\n\n...": an opening that names nothing, the model handing the answer over; "Here is the function:"
  // names what follows and is the writer's.
  text = text.replace(/^here (?:it is|you go|you are|goes)\s*[:.!]?[ \t]*\n\s*\n(?=\s*\S)/i, "");
  const plainFence = /^```(?:text|plaintext|plain|txt)[ \t]*\n([\s\S]*?)\n?```$/i.exec(text);
  if (plainFence && !/```(?:text|plaintext|plain|txt)\b/i.test(request)) text = plainFence[1]!.trim();
  // A bare fence around sentences of prose, when the request shows no fence: formatting, as a text fence is.
  const bareFence = /^```[ \t]*\n([\s\S]*?)\n?```$/.exec(text);
  if (bareFence && !request.includes("```") && isProse(bareFence[1]!)) text = bareFence[1]!.trim();
  // "...\n\nI hope this helps! Let me know if you want changes.": the model signing off to the asker after an answer
  // that starts straight in, a paragraph of its own. An answer that opens with its chat ("Sure! Here's the function:")
  // is kept as written whole, its closing with it; a letter's own closing inside the text stays.
  const paragraphs = text.trimEnd().split(/\n[ \t]*\n/);
  if (!opensWithChat(text)) while (paragraphs.length > 1 && isWholeSignOff(paragraphs.at(-1)!)) paragraphs.pop();
  text = paragraphs.join("\n\n");
  // Bold around the whole answer is emphasis; an emoji after it ("**...** 🐝") decorates it from outside.
  const bold = /^\*\*([^*\n][^*]*[^*\s])\*\*(?:\s*[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D]+)?$/u.exec(text);
  if (bold) text = bold[1]!;
  if (text === "") throw new Error("empty answer");
  return text;
}

/**
 * Whether a text is only sentences of prose: each line starts with a letter and ends a sentence, with no sign of code
 * (brackets, braces, "=", ";", "->", an indented line).
 */
function isProse(text: string): boolean {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return (
    lines.length > 0 &&
    lines.every((line) => /^\p{L}/u.test(line) && /[.!?]["”’)]?$/.test(line.trimEnd())) &&
    !/[{}[\]=;<>]|\(\)|->/.test(text)
  );
}

const AaskAnswerSchema = z.object({ text: z.string().describe("the answer, as you would write it in plain text") });

/** The `role_aask` prompt: what an action asks with `_aask`, answered as the model wrote it. */
export const roleAaskPrompt: PromptSpec<RoleAaskInput, string, RoleAaskInputRaw> = {
  id: "role_aask",
  version: 1,
  template: "{system}{prompt}",
  inputSchema: RoleAaskInputSchema,
  variables: ({ prefix, prompt, systemMsgs }) => {
    const system = (systemMsgs ?? [prefix]).map((m) => m.trim()).filter((m) => m !== "").join("\n");
    return { system: system ? `${system}\n\n` : "", prompt };
  },
  structured: {
    schema: AaskAnswerSchema,
    toValue: (answer: z.output<typeof AaskAnswerSchema>, { prompt }) => parseAaskAnswer(answer.text, prompt),
    fromValue: (text: string) => ({ text }),
  },
  parse: (raw, { prompt }) => parseAaskAnswer(raw, prompt),
  keptAsWritten: true,
  failSafe: () => "",
  failSafeValue: TEXT,
  generation: { temperature: 0.2, maxTokens: 1500 },
  // Offline: a reply in the shape the prompt asks for (a fenced block when it shows one), naming what was asked.
  simulate: ({ prompt }) => {
    const lines = prompt.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("```"));
    const ask = gist(lines[0] ?? prompt, 12);
    const fence = /```([\w-]*)/.exec(prompt);
    if (!fence) return `Here is my answer to "${ask}": done as asked, briefly.`;
    const comment = fence[1] === "python" || fence[1] === "" ? "#" : "//";
    return `\`\`\`${fence[1]}\n${comment} ${ask}\n\`\`\``;
  },
};
