/**
 * The usual ways this corpus's models write a one-word choice in a JSON object ({"knew": "yes"}), shared by the
 * experiment prompts; each file gives its field, the right word, the other words and its own translations.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { emptyThink, eot, fence, footnote, granitEnd, guidedTail, python, tag, think } from "./forms.js";

export interface Choice<V extends string> {
  field: string;
  /** The word a careful reader picks for this corpus's inputs, and another word of the list. */
  right: V;
  other: V;
  /** The same word in other languages (a careful reader takes it as the English word), with the style writing it. */
  translated: Array<[Style, string, V]>;
  /** One sentence of reasons a model adds after the object. */
  why: string;
}

export function choiceCases<V extends string>(c: Choice<V>): Array<TextCase<V>> {
  const j = (v: string) => `{"${c.field}": "${v}"}`;
  const cases: Array<TextCase<V>> = [
    text("good", "mistral-medium-3", j(c.right), c.right),
    text("good", "phi-4-mini", j(c.right), c.right),
    text("good", "granite-4", j(c.right), c.right),
    text("good", "glm-4.5", j(c.right), c.right),
    text("good", "llama-4-maverick", j(c.right) + "\n", c.right),
    text("good", "deepseek-v3.1", fence("json", j(c.right)), c.right),
    text("good", "gpt-4.1-nano", j(c.right), c.right),
    text("good", "ernie-4.5", `${j(c.right)}\n\n${c.why}`, c.right),
    text("good", "sarvam-m", fence("json", `{\n  "${c.field}": "${c.right}"\n}`), c.right),
    text("good", "deepseek-r1-distill", think(c.why, j(c.right)), c.right),
    text("format", "glm-4.5", emptyThink(j(c.right)), c.right),
    text("format", "lm-studio-q5", eot(j(c.right)), c.right),
    text("format", "phi-4-mini", eot(j(c.right), "<|end|>"), c.right),
    text("format", "granite-4", granitEnd(j(c.right)), c.right),
    text("format", "qwen2.5-coder", python("result", `{"${c.field}": "${c.right}"}`), c.right),
    text("format", "llama-4-maverick", tag("answer", j(c.right)), c.right),
    text("format", "mistral-medium-3", `**${c.field}**: ${c.right}`, c.right),
    text("format", "deepseek-v3.1", footnote(j(c.right), c.why), c.right),
    text("format", "gpt-4.1-nano", c.right, c.right),
    text("format", "ernie-4.5", `{"${c.field}":"${c.right.toUpperCase()}"}`, c.right),
    text("format", "sarvam-m", `{ "${c.field}" : "${c.right}" }\n<|im_end|>`, c.right),
    text("format", "lm-studio-q5", `${j(c.right)}\n${j(c.right)}`, c.right),
    text("format", "granite-4", `{"${c.field}": "${c.right}", "${c.field}": "${c.other}"}`, "fallback"),
    text("placeholder", "lm-studio-q5", `{"${c.field}": "<one word>"}`, "fallback"),
    text("refusal", "safety-tuned", "I can't assess what a real person knew or felt from an interview transcript.", "fallback"),
    text("loop", "lm-studio-q5", `{"${c.field}": ` + `{"${c.field}": `.repeat(14), "fallback"),
    capped("deepseek-r1-distill", `<think>\n${c.why} But let me read the answer again, carefully, word by`, "fallback"),
    text("ellipsis", "phi-4-mini", `{"${c.field}": ""}`, "fallback"),
  ];
  for (const [style, t, v] of c.translated) cases.push(text("format", style, t, v));
  return cases;
}

export function choiceObjects<V extends string>(c: Choice<V>, renamed: string): Array<StructuredCase<V>> {
  return [
    object("good", "valid", { [c.field]: c.right }, c.right),
    object("good", "the other word", { [c.field]: c.other }, c.other),
    object("format", "capitalised", { [c.field]: c.right.charAt(0).toUpperCase() + c.right.slice(1) }, c.right),
    object("renamed-field", renamed, { [renamed]: c.right }, c.right),
    object("extra-field", "confidence beside", { [c.field]: c.right, confidence: 0.85 }, c.right),
    object("nested-json", "nested", { [c.field]: { value: c.right } }, c.right),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(`{"${c.field}": "${c.right}"}`), c.right),
    rawAnswer("format", "end token after", `{"${c.field}": "${c.right}"}<|im_end|>`, c.right),
    rawAnswer("cut-off", "cut", `{"${c.field}": "${c.right.slice(0, 2)}`, "fallback", { finishReason: "length" }),
    object("placeholder", "the list echoed", { [c.field]: `${c.right} | ${c.other}` }, "fallback"),
    object("malformed", "not a word of the list", { [c.field]: "somewhat" }, "fallback"),
  ];
}
