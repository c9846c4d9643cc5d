/**
 * The usual ways this corpus's models wrap a free-text value (a note, a status, a sentence, a draft), shared by the
 * free-text prompts so each file only says its own texts; every case still says what a careful reader keeps.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { echo, eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";

export interface FreeText {
  /** Three good values, each as a model writes it (after any label the template asks for). */
  good: [string, string, string];
  /** The label the template asks the line to start with ("Status", "Answer"), if any. */
  label?: string;
  /** The template's last instruction line, which some models echo before answering. */
  echoed: string;
  /** Values in other languages (kept as written), with the style that writes them. */
  translated: Array<[Style, string]>;
  /** A placeholder answer, a refusal, a looping answer and the start of an answer cut at the token cap. */
  placeholder: string;
  refusal: string;
  loop: string;
  cut: string;
  /** Whether a markdown heading or a closing line around the whole text is a wrapper (not for drafts a writer shapes). */
  wrappers?: boolean;
}

export function freeTextCases(f: FreeText): Array<TextCase<string>> {
  const [a, b, c] = f.good;
  const l = (v: string) => (f.label ? `${f.label}: ${v}` : v);
  const cases: Array<TextCase<string>> = [
    text("good", "grok-3-mini", l(a), a),
    text("good", "o4-mini", l(b), b),
    text("good", "internlm-3", l(c), c),
    text("good", "yi-1.5", l(a) + "\n", a),
    text("good", "command-a", l(b), b),
    text("good", "claude-sonnet-4", l(c), c),
    text("good", "jamba-1.7", l(a), a),
    text("good", "llamacpp-grammar", l(b), b),
    text("good", "hermes-3", l(c), c),
    text("good", "nemotron-nano", think("Keep it short, in the voice asked for, and only from what is given.", l(a)), a),
    text("format", "nemotron-nano", thinkOff(l(b)), b),
    text("format", "claude-sonnet-4", tag("answer", l(c)), c),
    text("format", "claude-sonnet-4", sonnetTags("What is asked is one short text; nothing to add beyond the facts given.", l(a)), a),
    text("format", "tgi-stop", tgiStop(l(b)), b),
    text("format", "tgi-stop", eos(l(c), "<|endoftext|>"), c),
    text("format", "internlm-3", eos(l(a), "<|im_end|>"), a),
    text("format", "yi-1.5", fence("", l(b)), b),
    text("format", "grok-3-mini", grokReasoning("The facts are given; say them briefly.", l(c)), c),
    text("format", "o4-mini", echo(f.echoed, l(a)), a),
    text("nested-json", "hermes-3", toolCall("respond", { text: b }), b),
    text("placeholder", "yi-1.5", f.placeholder, "fallback"),
    text("refusal", "safety-tuned", f.refusal, "fallback"),
    text("loop", "internlm-3", f.loop, "fallback"),
    capped("nemotron-nano", f.cut, "fallback"),
    text("ellipsis", "llamacpp-grammar", l("..."), "fallback"),
  ];
  if (f.wrappers !== false) {
    cases.push(
      text("format", "jamba-1.7", jamba(l(c), "I hope this helps! Let me know if you want it worded differently."), c),
      text("format", "command-a", `**${l(a)}**`, a),
    );
  }
  for (const [style, t] of f.translated) cases.push(text("format", style, l(t), t));
  return cases;
}

/** Structured answers of a free-text value under `field`; `renamed` is the name a model puts it under instead. */
export function freeTextObjects(field: string, renamed: string, f: FreeText): Array<StructuredCase<string>> {
  const [a, b, c] = f.good;
  return [
    object("good", "valid", { [field]: a }, a),
    object("good", "second", { [field]: b }, b),
    object("good", "third", { [field]: c }, c),
    object("renamed-field", renamed, { [renamed]: b }, b),
    object("extra-field", "reasoning beside", { reasoning: "Kept to the facts given.", [field]: c }, c),
    object("nested-json", "nested value", { [field]: { value: a } }, a),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ [field]: b }), b),
    rawAnswer("format", "whitespace after the object", whitespaceTail(JSON.stringify({ [field]: c })), c),
    rawAnswer("format", "fenced json", fence("json", JSON.stringify({ [field]: a }, null, 2)), a),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ [field]: b })), b),
    rawAnswer("cut-off", "cut inside the string", `{"${field}": ${JSON.stringify(c.slice(0, 28))}`.slice(0, -1), "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { [field]: "" }, "fallback"),
    object("placeholder", "slot echoed", { [field]: `<${field}>` }, "fallback"),
  ];
}
