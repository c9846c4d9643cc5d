/**
 * The usual ways 2026's models wrap a free-text value (a sentence, a note, a draft), shared by this corpus's free-text
 * prompts so each file only says its own texts; every case still says what a careful reader keeps.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, eot, fence, harmony, magThink, ollamaThinking, preamble, quote, tag, think, trailing } from "./forms.js";

export interface FreeText {
  /** Three good values, each as a model writes it (after any label the template asks for). */
  good: [string, string, string];
  /** The label the template asks the line to start with ("Status"), if any. */
  label?: string;
  /** A line of reasoning a thinking model writes first. */
  reasoning: string;
  /** Values in other languages (kept as written), with the style that writes them. */
  translated: Array<[Style, string]>;
  /** A placeholder answer, a refusal, a looping answer and the start of an answer cut at the token cap. */
  placeholder: string;
  refusal: string;
  loop: string;
  cut: string;
  /** Whether a bold label, a blockquote or a heading around the whole text is a wrapper (not for drafts a writer shapes). */
  wrappers?: boolean;
}

export function freeTextCases(f: FreeText): Array<TextCase<string>> {
  const [a, b, c] = f.good;
  const l = (v: string) => (f.label ? `${f.label}: ${v}` : v);
  const cases: Array<TextCase<string>> = [
    text("good", "gpt-5-mini", l(a), a),
    text("good", "claude-haiku-4.5", l(b), b),
    text("good", "gemini-2.5-flash", l(c) + "\n", c),
    text("good", "qwen3-nothink", l(a), a),
    text("good", "kimi-k2", l(b), b),
    text("good", "llama-3.3-70b", l(c), c),
    text("good", "command-r", l(a), a),
    text("good", "gemma-3n", l(b), b),
    text("good", "smollm3", l(c), c),
    text("good", "magistral", magThink(f.reasoning, l(a)), a),
    text("good", "deepseek-r1-distill", think(f.reasoning, l(b)), b),
    text("good", "gpt-oss-20b", harmony(f.reasoning, l(c)), c),
    text("good", "gemini-2.5-flash", l(a), a),
    text("good", "qwen3-nothink", l(c) + "\n", c),
    text("format", "ollama-q4", trailing(l(a)), a),
    text("format", "ollama-q4", eot(l(b)), b),
    text("format", "command-r", crlf(l(c) + "\n"), c),
    text("format", "qwen3-nothink", ollamaThinking(f.reasoning, l(a)), a),
    text("format", "claude-haiku-4.5", preamble("Here it is:", l(b)), b),
    text("format", "gpt-oss-20b", tag("final", l(a)), a),
    text("label", "gemini-2.5-flash", `${l(b)}\n\n(Note: I kept to the facts given above.)`, b),
    text("placeholder", "smollm3", f.placeholder, "fallback"),
    text("refusal", "claude-haiku-4.5", f.refusal, "fallback"),
    text("loop", "ollama-q4", f.loop, "fallback"),
    capped("gemini-2.5-flash", f.cut, "fallback"),
    capped("deepseek-r1-distill", `<think>\n${f.reasoning} Let me think about what matters most here, and then about the`, "fallback"),
    text("ellipsis", "smollm3", l("…"), "fallback"),
    text("ellipsis", "gemma-3n", "", "fallback"),
  ];
  if (f.wrappers !== false) {
    cases.push(
      text("format", "kimi-k2", quote(l(c)), c),
      text("format", "llama-3.3-70b", `“${c}”`, c),
      text("format", "gpt-5-mini", `**${l(a)}**`, a),
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
    object("extra-field", "reasoning beside", { reasoning: f.reasoning, [field]: a }, a),
    object("nested-json", "under response", { response: { [field]: b } }, b),
    object("format", "padded", { [field]: `  ${c}\n` }, c),
    rawAnswer("format", "json in a fence", fence("json", JSON.stringify({ [field]: a }, null, 2)), a),
    rawAnswer("cut-off", "cut", `{"${field}": ${JSON.stringify(b)}`.slice(0, 40), "fallback", { finishReason: "length" }),
    object("placeholder", "placeholder", { [field]: f.placeholder }, "fallback"),
    object("ellipsis", "empty", { [field]: "" }, "fallback"),
  ];
}
