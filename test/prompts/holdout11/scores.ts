/**
 * The usual ways 2026's models give one score from 1 to 10, shared by event_poignancy and chat_poignancy; each file
 * gives the score, the reasons and its own extra cases.
 */
import type { StructuredCase, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";

export interface Score {
  score: number;
  /** The score as a word ("three"). */
  word: string;
  /** One sentence of reasons. */
  why: string;
  /** A sentence that holds another number beside the score (the score is `score`). */
  withNumber: string;
  /** A sentence giving a general value and then the person's (the person's is `score`). */
  general: string;
}

export function scoreCases(s: Score): Array<TextCase<number>> {
  const n = String(s.score);
  return [
    text("good", "gpt-5-mini", n, s.score),
    text("good", "claude-haiku-4.5", n, s.score),
    text("good", "gemini-2.5-flash", n + "\n", s.score),
    text("good", "qwen3-nothink", n, s.score),
    text("good", "kimi-k2", n, s.score),
    text("good", "llama-3.3-70b", n, s.score),
    text("good", "command-r", n, s.score),
    text("good", "gemma-3n", n, s.score),
    text("good", "smollm3", n, s.score),
    text("good", "magistral", magThink(s.why, n), s.score),
    text("good", "deepseek-r1-distill", think(s.why, n), s.score),
    text("good", "gpt-oss-20b", harmony(s.why, n), s.score),
    text("good", "claude-haiku-4.5", `${n}\n\n${s.why}`, s.score),
    text("good", "gemini-2.5-flash", `${n}\n\n${s.why}`, s.score),
    text("good", "kimi-k2", `${n}\n`, s.score),
    text("format", "ollama-q4", eot(n), s.score),
    text("format", "qwen3-nothink", ollamaThinking(s.why, n), s.score),
    text("format", "gpt-oss-20b", tag("final", n), s.score),
    text("format", "claude-haiku-4.5", preamble(s.why, n), s.score),
    text("format", "llama-3.3-70b", `**${n}**`, s.score),
    text("label", "gemini-2.5-flash", `Score: ${n}`, s.score),
    text("format", "gpt-5-mini", `${n}/10`, s.score),
    text("format", "gemma-3n", `${n} out of 10`, s.score),
    text("format", "kimi-k2", `{"score": ${n}}`, s.score),
    text("format", "smollm3", `${n}\uFE0F\u20E3`, s.score),
    text("format", "command-r", `Rating: ${n}/10 — ${s.why}`, s.score),
    text("format", "gemini-2.5-flash", `Puntuación: ${n}`, s.score),
    text("format", "kimi-k2", `Bewertung: ${n}`, s.score),
    text("format", "qwen3-nothink", `评分：${n}`, s.score),
    text("number-words", "smollm3", s.word, s.score),
    text("number-words", "llama-3.3-70b", `I'd give it a ${s.word}.`, s.score),
    text("number-in-text", "gemini-2.5-flash", s.withNumber, s.score),
    text("general-value", "llama-3.3-70b", s.general, s.score),
    text("loop", "ollama-q4", `${n}\n${n}\n${n}\n${n}`, s.score),
    text("format", "command-r", `${s.score + 1}\n\nWait, actually, on reflection it matters less than that: ${n}`, s.score),
    text("format", "gemma-3n", `${n} or ${s.score + 1}`, "fallback"),
    text("format", "kimi-k2", `${n}-${s.score + 1}`, "fallback"),
    text("format", "smollm3", "12", "fallback"),
    text("placeholder", "smollm3", "<score>", "fallback"),
    text("refusal", "safety-tuned", "I don't think I can put a number on how much something matters to a person.", "fallback"),
    text("loop", "ollama-q4", "It matters matters matters matters matters matters matters matters matters matters matters matters", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${s.why} Compared to the anchors, 1 is tying shoes and 5 is a new project, so this is`, "fallback"),
    text("ellipsis", "gemma-3n", "...", "fallback"),
  ];
}

export function scoreObjects(s: Score): Array<StructuredCase<number>> {
  return [
    object("good", "valid", { score: s.score }, s.score),
    object("string-value", "string", { score: String(s.score) }, s.score),
    object("string-value", "out of ten", { score: `${s.score}/10` }, s.score),
    object("renamed-field", "poignancy", { poignancy: s.score }, s.score),
    object("extra-field", "reason beside", { score: s.score, reason: s.why }, s.score),
    object("nested-json", "under rating", { rating: { score: s.score } }, s.score),
    rawAnswer("format", "fenced", fence("json", `{"score": ${s.score}}`), s.score),
    rawAnswer("format", "number as raw text", String(s.score), s.score),
    rawAnswer("cut-off", "cut", '{"score": ', "fallback", { finishReason: "length" }),
    object("malformed", "11", { score: 11 }, "fallback"),
    object("malformed", "0", { score: 0 }, "fallback"),
  ];
}
