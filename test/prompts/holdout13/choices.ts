/**
 * The usual ways this corpus's models write a one-word choice in a JSON object ({"knew": "yes"}), shared by the
 * experiment prompts; each file gives its field, the right word, the other words and its own translations.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";

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
    text("good", "grok-3-mini", j(c.right), c.right),
    text("good", "o4-mini", j(c.right), c.right),
    text("good", "internlm-3", j(c.right), c.right),
    text("good", "yi-1.5", j(c.right) + "\n", c.right),
    text("good", "command-a", fence("json", j(c.right)), c.right),
    text("good", "jamba-1.7", fence("json", `{\n  "${c.field}": "${c.right}"\n}`), c.right),
    text("good", "llamacpp-grammar", `{"${c.field}":"${c.right}"}`, c.right),
    text("good", "hermes-3", `${j(c.right)}\n\n${c.why}`, c.right),
    text("good", "nemotron-nano", think(c.why, j(c.right)), c.right),
    text("format", "nemotron-nano", thinkOff(j(c.right)), c.right),
    text("format", "claude-sonnet-4", tag("answer", j(c.right)), c.right),
    text("format", "claude-sonnet-4", sonnetTags(c.why, j(c.right)), c.right),
    text("format", "tgi-stop", tgiStop(j(c.right)), c.right),
    text("format", "internlm-3", eos(j(c.right), "<|im_end|>"), c.right),
    text("format", "grok-3-mini", grokReasoning(c.why, j(c.right)), c.right),
    text("format", "o4-mini", c.right, c.right),
    text("format", "command-a", `**${c.field}:** ${c.right}`, c.right),
    text("format", "jamba-1.7", jamba(j(c.right), c.why), c.right),
    text("format", "yi-1.5", `{'${c.field}': '${c.right}'}`, c.right),
    text("nested-json", "hermes-3", toolCall("record_answer", { [c.field]: c.right }), c.right),
    text("format", "llamacpp-grammar", `{"${c.field}": "${c.right}", "${c.field}": "${c.other}"}`, "fallback"),
    text("placeholder", "yi-1.5", `{"${c.field}": "..." }`.replace("...", `${c.right}|${c.other}`), "fallback"),
    text("refusal", "safety-tuned", "I'm not able to judge what a real person said or meant in an interview.", "fallback"),
    text("loop", "internlm-3", `{"${c.field}": `.repeat(16), "fallback"),
    capped("nemotron-nano", `<think>\n${c.why} Still, let me weigh every sentence of the answer once more before I`, "fallback"),
    text("ellipsis", "o4-mini", `{"${c.field}": ""}`, "fallback"),
  ];
  for (const [style, t, v] of c.translated) cases.push(text("format", style, t, v));
  return cases;
}

export function choiceObjects<V extends string>(c: Choice<V>, renamed: string): Array<StructuredCase<V>> {
  return [
    object("good", "valid", { [c.field]: c.right }, c.right),
    object("good", "the other word", { [c.field]: c.other }, c.other),
    object("format", "upper case", { [c.field]: c.right.toUpperCase() }, c.right),
    object("renamed-field", renamed, { [renamed]: c.right }, c.right),
    object("extra-field", "rationale beside", { rationale: c.why, [c.field]: c.right }, c.right),
    object("nested-json", "nested", { [c.field]: { answer: c.right } }, c.right),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ [c.field]: c.right }), c.right),
    rawAnswer("format", "whitespace to the cap after the object", whitespaceTail(`{"${c.field}": "${c.right}"}`), c.right),
    rawAnswer("format", "stop sequence left in", tgiStop(`{"${c.field}": "${c.right}"}`, "</s>"), c.right),
    rawAnswer("cut-off", "cut", `{"${c.field}": "`, "fallback", { finishReason: "length" }),
    object("placeholder", "the list echoed", { [c.field]: `${c.right} | ${c.other}` }, "fallback"),
    object("malformed", "not a word of the list", { [c.field]: "partly" }, "fallback"),
  ];
}
