/**
 * The usual ways 2026's models write a one-word choice in a JSON object ({"knew": "yes"}), shared by this corpus's
 * experiment prompts; each file gives its field, the right word, the other words and its own translations.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";

export interface Choice<V extends string> {
  field: string;
  /** The word a careful reader picks for this corpus's inputs, and another word of the list. */
  right: V;
  other: V;
  /** The same word in other languages (a careful reader takes it as the English word), with the style writing it. */
  translated: Array<[Style, string, V]>;
  /** One sentence of reasons a model adds. */
  why: string;
}

export function choiceCases<V extends string>(c: Choice<V>): Array<TextCase<V>> {
  const j = (v: string) => `{"${c.field}": "${v}"}`;
  const cases: Array<TextCase<V>> = [
    text("good", "gpt-5-mini", j(c.right), c.right),
    text("good", "claude-haiku-4.5", j(c.right), c.right),
    text("good", "gemini-2.5-flash", fence("json", j(c.right)), c.right),
    text("good", "qwen3-nothink", j(c.right), c.right),
    text("good", "kimi-k2", `{\n  "${c.field}": "${c.right}"\n}`, c.right),
    text("good", "llama-3.3-70b", j(c.right) + "\n", c.right),
    text("good", "command-r", j(c.right), c.right),
    text("good", "gemma-3n", fence("json", j(c.right)) + "\n", c.right),
    text("good", "smollm3", j(c.right), c.right),
    text("good", "magistral", magThink(c.why, j(c.right)), c.right),
    text("good", "deepseek-r1-distill", think(c.why, j(c.right)), c.right),
    text("good", "gpt-oss-20b", harmony(c.why, j(c.right)), c.right),
    text("good", "claude-haiku-4.5", `${j(c.right)}\n\n${c.why}`, c.right),
    text("good", "gemini-2.5-flash", `${j(c.right)}\n\n${c.why}`, c.right),
    text("good", "llama-3.3-70b", fence("json", `{\n  "${c.field}": "${c.right}"\n}`), c.right),
    text("format", "ollama-q4", eot(j(c.right)), c.right),
    text("format", "qwen3-nothink", ollamaThinking(c.why, j(c.right)), c.right),
    text("format", "claude-haiku-4.5", preamble("Looking at the answer:", j(c.right)), c.right),
    text("format", "gpt-oss-20b", tag("final", j(c.right)), c.right),
    text("format", "kimi-k2", `{"${c.field}":"${c.right}"}`, c.right),
    text("format", "gemini-2.5-flash", `${c.field}: ${c.right}`, c.right),
    text("format", "smollm3", `{${c.field}: "${c.right}"}`, c.right),
    text("format", "llama-3.3-70b", `The answer is "${c.right}".\n\n${j(c.right)}`, c.right),
    text("format", "gemma-3n", `<${c.field}>${c.right}</${c.field}>`, c.right),
    text("format", "ollama-q4", `"${c.right}"`, c.right),
    text("format", "kimi-k2", `| ${c.field} |\n|---|\n| ${c.right} |`, c.right),
    text("nested-json", "gemini-2.5-flash", `{"result": {"${c.field}": "${c.right}"}}`, c.right),
    text("format", "gpt-5-mini", `{"${c.field}": "${c.right}", "${c.field}": "${c.other}"}`, "fallback"),
    text("format", "llama-3.3-70b", `Hard to say: "${c.right}" or maybe "${c.other}".`, "fallback"),
    text("placeholder", "smollm3", `{"${c.field}": "<one of the options>"}`, "fallback"),
    text("refusal", "safety-tuned", "I'd rather not label what a real person meant; interview answers can be read many ways.", "fallback"),
    text("loop", "ollama-q4", "Let me reread the answer. Let me reread the answer. Let me reread the answer. Let me reread the answer. Let me reread the answer. Let me reread the answer.", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${c.why} But wait, I should check the exact wording again. The question asks whether`, "fallback"),
    text("ellipsis", "gemma-3n", `{"${c.field}": ""}`, "fallback"),
  ];
  for (const [style, t, v] of c.translated) cases.push(text("format", style, t, v));
  return cases;
}

export function choiceObjects<V extends string>(c: Choice<V>, renamed: string): Array<StructuredCase<V>> {
  return [
    object("good", "valid", { [c.field]: c.right }, c.right),
    object("good", "the other word", { [c.field]: c.other }, c.other),
    object("format", "title case", { [c.field]: c.right.charAt(0).toUpperCase() + c.right.slice(1) }, c.right),
    object("format", "padded", { [c.field]: ` ${c.right} ` }, c.right),
    object("renamed-field", renamed, { [renamed]: c.right }, c.right),
    object("extra-field", "explanation beside", { explanation: c.why, [c.field]: c.right }, c.right),
    object("nested-json", "under answer", { answer: { [c.field]: c.right } }, c.right),
    rawAnswer("format", "json in a fence", fence("json", `{"${c.field}": "${c.right}"}`), c.right),
    rawAnswer("cut-off", "cut", `{"${c.field}": "`, "fallback", { finishReason: "length" }),
    object("malformed", "not a word of the list", { [c.field]: "maybe" }, "fallback"),
    object("placeholder", "placeholder", { [c.field]: `${c.right} | ${c.other}` }, "fallback"),
  ];
}
