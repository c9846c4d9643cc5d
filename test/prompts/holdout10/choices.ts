/**
 * The usual ways models write a one-word choice in a JSON object ({"knew": "yes"}), shared by this corpus's experiment
 * prompts; each file gives its field, the right word, the other words and its own translations.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, heading, html, qthink, tag } from "./forms.js";

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
    text("good", "mistral-small-3", j(c.right), c.right),
    text("good", "llama-4-scout", j(c.right) + "\n", c.right),
    text("good", "granite-3", j(c.right), c.right),
    text("good", "nemotron", j(c.right), c.right),
    text("good", "hermes-3", j(c.right), c.right),
    text("good", "aya-expanse", j(c.right), c.right),
    text("good", "phi-4", `${j(c.right)}\n\n${c.why}`, c.right),
    text("good", "deepseek-v3", fence("json", j(c.right)), c.right),
    text("good", "olmo-2", j(c.right), c.right),
    text("good", "gemma-3", fence("json", `{\n  "${c.field}": "${c.right}"\n}`), c.right),
    text("good", "qwen3-think", qthink(c.why, j(c.right)), c.right),
    text("format", "gemma-3", `{'${c.field}': '${c.right}'}`, c.right),
    text("format", "olmo-2", `{"${c.field}": "${c.right}",}`, c.right),
    text("format", "mistral-small-3", `{\n  // ${c.why}\n  "${c.field}": "${c.right}"\n}`, c.right),
    text("format", "llama-4-scout", `Based on the answer, the JSON is ${j(c.right)}.`, c.right),
    text("format", "granite-3", html(j(c.right)), c.right),
    text("format", "nemotron", boxed(`\\text{${c.right}}`), c.right),
    text("format", "hermes-3", heading(c.right), c.right),
    text("format", "phi-4", `${c.field} = ${c.right}`, c.right),
    text("format", "deepseek-v3", tag("answer", j(c.right)), c.right),
    text("format", "olmo-2", `Final answer: ${c.right}`, c.right),
    text("format", "gemma-3", `**Answer**: ${c.right.charAt(0).toUpperCase() + c.right.slice(1)}`, c.right),
    text("format", "hermes-3", `{"${c.field}": "${c.right}"}\n{"${c.field}": "${c.right}"}`, c.right),
    text("format", "granite-3", `{"${c.field}": "${c.right}" | "${c.other}"}`, "fallback"),
    text("placeholder", "llama-4-scout", `{"${c.field}": "<answer>"}`, "fallback"),
    text("refusal", "safety-tuned", "I'm not able to make judgements about what real people said in interviews.", "fallback"),
    text("loop", "q3-3b", `{"${c.field}": "${c.right.repeat(12)}`, "fallback"),
    capped("nemotron", `{"${c.field}": "`, "fallback"),
    text("ellipsis", "q3-3b", `{"${c.field}": "..."}`, "fallback"),
  ];
  for (const [style, t, v] of c.translated) cases.push(text("format", style, t, v));
  return cases;
}

export function choiceObjects<V extends string>(c: Choice<V>, renamed: string): Array<StructuredCase<V>> {
  return [
    object("good", "valid", { [c.field]: c.right }, c.right),
    object("good", "the other word", { [c.field]: c.other }, c.other),
    object("format", "capitalised", { [c.field]: c.right.toUpperCase() }, c.right),
    object("renamed-field", renamed, { [renamed]: c.right }, c.right),
    object("extra-field", "reason beside", { [c.field]: c.right, reason: c.why }, c.right),
    rawAnswer("format", "python dict", `{'${c.field}': '${c.right}'}`, c.right),
    rawAnswer("format", "json in a sentence", `The answer is {"${c.field}": "${c.right}"}.`, c.right),
    rawAnswer("cut-off", "cut", `{"${c.field}": "${c.right.slice(0, 2)}`, "fallback", { finishReason: "length" }),
    object("malformed", "not a word of the list", { [c.field]: "probably" }, "fallback"),
  ];
}
