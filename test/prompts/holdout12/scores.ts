/**
 * The usual ways this corpus's models write a 1-10 score where "the score only" was asked, shared by event_poignancy
 * and chat_poignancy; each file gives its score, its reasons and its own cases.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { emptyThink, eot, footnote, granitEnd, guidedTail, python, tag, think } from "./forms.js";

export interface Score {
  score: number;
  /** The score as a word ("seven"). */
  word: string;
  why: string;
  /** The score in a sentence of another language, with its style. */
  translated: Array<[Style, string]>;
}

export function scoreCases(s: Score): Array<TextCase<number>> {
  const n = String(s.score);
  const cases: Array<TextCase<number>> = [
    text("good", "mistral-medium-3", n, s.score),
    text("good", "phi-4-mini", n, s.score),
    text("good", "granite-4", n, s.score),
    text("good", "glm-4.5", n, s.score),
    text("good", "llama-4-maverick", `${n}\n`, s.score),
    text("good", "deepseek-v3.1", n, s.score),
    text("good", "gpt-4.1-nano", n, s.score),
    text("good", "ernie-4.5", `${n}\n\n${s.why}`, s.score),
    text("good", "sarvam-m", n, s.score),
    text("good", "deepseek-r1-distill", think(`${s.why} On the scale that is about ${n}.`, n), s.score),
    text("format", "glm-4.5", emptyThink(n), s.score),
    text("format", "lm-studio-q5", eot(n), s.score),
    text("format", "phi-4-mini", eot(n, "<|end|>"), s.score),
    text("format", "granite-4", granitEnd(n), s.score),
    text("format", "qwen2.5-coder", python("score", n), s.score),
    text("format", "mistral-medium-3", `**${n}/10**`, s.score),
    text("format", "llama-4-maverick", tag("score", n), s.score),
    text("format", "deepseek-v3.1", footnote(`Score: ${n}`, s.why), s.score),
    text("format", "gpt-4.1-nano", `${n}.`, s.score),
    text("number-words", "ernie-4.5", s.word.charAt(0).toUpperCase() + s.word.slice(1), s.score),
    text("number-in-text", "sarvam-m", `${n} — it matters for the next 2 or 3 days, not for 10 years.`, s.score),
    text("format", "granite-4", `Score: ${n}\nScore: ${n}`, s.score),
    text("format", "mistral-medium-3", `${n} or ${s.score + 2}`, "fallback"),
    text("malformed", "lm-studio-q5", "11", "fallback"),
    text("refusal", "safety-tuned", "I don't feel comfortable putting a number on someone's feelings.", "fallback"),
    text("placeholder", "lm-studio-q5", "<score>", "fallback"),
    text("loop", "lm-studio-q5", `${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}`, "fallback"),
    capped("deepseek-r1-distill", `<think>\n${s.why} Still, compared with the stoppage itself, maybe it`, "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ];
  for (const [style, t] of s.translated) cases.push(text("format", style, t, s.score));
  return cases;
}

export function scoreObjects(s: Score): Array<StructuredCase<number>> {
  return [
    object("good", "valid", { score: s.score }, s.score),
    object("string-value", "string", { score: String(s.score) }, s.score),
    object("renamed-field", "poignancy", { poignancy: s.score }, s.score),
    object("extra-field", "reason beside", { score: s.score, reason: s.why }, s.score),
    object("nested-json", "nested", { score: { value: s.score, scale: "1-10" } }, s.score),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(`{"score": ${s.score}}`), s.score),
    rawAnswer("format", "end token after", `{"score": ${s.score}}</s>`, s.score),
    rawAnswer("cut-off", "cut", `{"sco`, "fallback", { finishReason: "length" }),
    object("malformed", "out of range", { score: 0 }, "fallback"),
    object("string-value", "fraction", { score: `${s.score}/10` }, s.score),
  ];
}
