/**
 * The usual ways models wrap a free-text value (a sentence, a note, a draft), shared by this corpus's free-text
 * prompts so each file only says its own texts; every case still says what a careful reader keeps.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, html, qthink, tag } from "./forms.js";

export interface FreeText {
  /** Three good values, each as a model writes it (after any label the template asks for). */
  good: [string, string, string];
  /** The label the template asks the line to start with ("Status"), if any. */
  label?: string;
  /** Values in other languages (kept as written), with the style that writes them. */
  translated: Array<[Style, string]>;
  /** A placeholder answer, a refusal, a looping answer and the start of an answer cut at the token cap. */
  placeholder: string;
  refusal: string;
  loop: string;
  cut: string;
  /** Whether a bold or markdown-heading wrapper around the whole text is a wrapper (not for drafts a writer shapes). */
  wrappers?: boolean;
}

export function freeTextCases(f: FreeText): Array<TextCase<string>> {
  const [a, b, c] = f.good;
  const l = (v: string) => (f.label ? `${f.label}: ${v}` : v);
  const cases: Array<TextCase<string>> = [
    text("good", "mistral-small-3", l(a), a),
    text("good", "llama-4-scout", l(a) + "\n", a),
    text("good", "granite-3", l(b), b),
    text("good", "nemotron", l(c), c),
    text("good", "hermes-3", l(a), a),
    text("good", "aya-expanse", l(b), b),
    text("good", "phi-4", l(c), c),
    text("good", "deepseek-v3", l(a), a),
    text("good", "olmo-2", l(b), b),
    text("good", "gemma-3", l(c), c),
    text("good", "qwen3-think", qthink("Keep it short and in the voice asked for.", l(a)), a),
    text("format", "granite-3", html(l(b)), b),
    text("format", "nemotron", fence("text", l(c)), c),
    text("format", "hermes-3", tag("response", l(a)), a),
    text("format", "deepseek-v3", `${l(a)}\n\nI hope this helps! Let me know if you want any changes.`, a),
    text("format", "olmo-2", `Final answer: ${b}`, b),
    text("format", "phi-4", `"${c}"`, c),
    text("placeholder", "hermes-3", f.placeholder, "fallback"),
    text("refusal", "safety-tuned", f.refusal, "fallback"),
    text("loop", "q3-3b", f.loop, "fallback"),
    capped("nemotron", f.cut, "fallback"),
    text("ellipsis", "q3-3b", l("..."), "fallback"),
  ];
  if (f.wrappers !== false) {
    cases.push(
      text("format", "gemma-3", `**${l(a)}**`, a),
      text("format", "llama-4-scout", `### Answer\n\n${b}`, b),
      text("format", "mistral-small-3", `**Answer**: ${c}`, c),
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
    object("renamed-field", renamed, { [renamed]: c }, c),
    object("extra-field", "confidence beside", { [field]: a, confidence: 0.9 }, a),
    rawAnswer("format", "python dict", `{'${field}': ${JSON.stringify(b)}}`, b),
    rawAnswer("format", "json inside a sentence", `Sure, here it is: ${JSON.stringify({ [field]: c })} — hope that works.`, c),
    rawAnswer("cut-off", "cut", `{"${field}": ${JSON.stringify(a.slice(0, 30))}`.slice(0, -1), "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { [field]: "" }, "fallback"),
  ];
}
