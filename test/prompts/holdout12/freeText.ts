/**
 * The usual ways this corpus's models wrap a free-text value (a note, a status, a sentence, a draft), shared by the
 * free-text prompts so each file only says its own texts; every case still says what a careful reader keeps.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, echo, emptyThink, eot, fence, granitEnd, guidedHead, guidedTail, python, tag, think } from "./forms.js";

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
  /** Whether a bold or markdown-heading wrapper around the whole text is a wrapper (not for drafts a writer shapes). */
  wrappers?: boolean;
}

export function freeTextCases(f: FreeText): Array<TextCase<string>> {
  const [a, b, c] = f.good;
  const l = (v: string) => (f.label ? `${f.label}: ${v}` : v);
  const cases: Array<TextCase<string>> = [
    text("good", "mistral-medium-3", l(a), a),
    text("good", "phi-4-mini", l(b), b),
    text("good", "granite-4", l(c), c),
    text("good", "glm-4.5", l(a), a),
    text("good", "llama-4-maverick", l(b) + "\n", b),
    text("good", "deepseek-v3.1", l(c), c),
    text("good", "gpt-4.1-nano", l(a), a),
    text("good", "ernie-4.5", l(b), b),
    text("good", "sarvam-m", l(c), c),
    text("good", "lm-studio-q5", l(a) + "\n\n", a),
    text("good", "deepseek-r1-distill", think("Short, and in the voice the request asks for. Use only what is given.", l(b)), b),
    text("format", "glm-4.5", emptyThink(l(c)), c),
    text("format", "lm-studio-q5", eot(l(a)), a),
    text("format", "phi-4-mini", eot(l(b), "<|end|>"), b),
    text("format", "granite-4", granitEnd(l(c)), c),
    text("format", "llama-4-maverick", tag("response", l(a)), a),
    text("format", "mistral-medium-3", fence("", l(b)), b),
    text("format", "deepseek-v3.1", `${l(c)}\n\nLet me know if you'd like it shorter or in a different tone.`, c),
    text("format", "ernie-4.5", echo(f.echoed, l(a)), a),
    text("format", "qwen2.5-coder", python("answer", JSON.stringify(b)), b),
    text("format", "gpt-4.1-nano", crlf(`${l(c)}\n`), c),
    text("placeholder", "lm-studio-q5", f.placeholder, "fallback"),
    text("refusal", "safety-tuned", f.refusal, "fallback"),
    text("loop", "lm-studio-q5", f.loop, "fallback"),
    capped("deepseek-r1-distill", f.cut, "fallback"),
    text("ellipsis", "phi-4-mini", l("..."), "fallback"),
  ];
  if (f.wrappers !== false) {
    cases.push(
      text("format", "llama-4-maverick", `**${l(a)}**`, a),
      text("format", "mistral-medium-3", `### Answer\n\n${b}`, b),
      text("format", "sarvam-m", `"${c}"`, c),
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
    object("renamed-field", renamed, { [renamed]: c }, c),
    object("extra-field", "language beside", { [field]: a, language: "en" }, a),
    object("nested-json", "nested text", { [field]: { text: b } }, b),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ [field]: c })), c),
    rawAnswer("format", "guided-JSON leading whitespace", guidedHead(JSON.stringify({ [field]: a })), a),
    rawAnswer("format", "fenced json", fence("json", JSON.stringify({ [field]: b }, null, 2)), b),
    rawAnswer("cut-off", "cut", `{"${field}": ${JSON.stringify(a.slice(0, 30))}`.slice(0, -1), "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { [field]: "" }, "fallback"),
    object("placeholder", "slot echoed", { [field]: `<${field}>` }, "fallback"),
  ];
}
