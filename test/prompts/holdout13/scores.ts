/** The usual ways this corpus's models write a 1-10 score, shared by event_poignancy and chat_poignancy. */
import type { StructuredCase, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, rtl, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";

export interface Score {
  /** Three scores models give, and why (one sentence in the person's terms). */
  scores: [number, number, number];
  why: string;
  /** The score as a word ("five") for the first score. */
  word: string;
  /** The first score in Arabic-Indic digits. */
  arabic: string;
  /** A general value then the person's: "for most people a 3, but for X a 6", with its value. */
  general: [string, number];
}

export function scoreCases(s: Score): Array<TextCase<number>> {
  const [a, b, c] = s.scores;
  return [
    text("good", "grok-3-mini", `${a}`, a),
    text("good", "o4-mini", `${b}`, b),
    text("good", "internlm-3", `${c}`, c),
    text("good", "yi-1.5", `${a}\n`, a),
    text("good", "command-a", `${b}`, b),
    text("good", "claude-sonnet-4", `${c}`, c),
    text("good", "jamba-1.7", `${a}`, a),
    text("good", "llamacpp-grammar", `${b}`, b),
    text("good", "hermes-3", `${c}`, c),
    text("good", "nemotron-nano", think(s.why, `${a}`), a),
    text("format", "nemotron-nano", thinkOff(`${b}`), b),
    text("format", "claude-sonnet-4", tag("answer", `${c}`), c),
    text("format", "claude-sonnet-4", sonnetTags(s.why, `${a}`), a),
    text("format", "tgi-stop", tgiStop(`${b}`), b),
    text("format", "internlm-3", eos(`${c}`, "<|im_end|>"), c),
    text("format", "grok-3-mini", grokReasoning(s.why, `${a}`), a),
    text("format", "command-a", `**Score:** ${b}`, b),
    text("format", "jamba-1.7", `## Score\n\n**${c}/10**\n\n${s.why}`, c),
    text("format", "yi-1.5", `${a}/10`, a),
    text("format", "o4-mini", `${b} — ${s.why}`, b),
    text("format", "jais", rtl(s.arabic), a),
    text("format", "gigachat", `Оценка: ${b}`, b),
    text("format", "meltemi", `Βαθμολογία: ${c}`, c),
    text("nested-json", "hermes-3", toolCall("submit_score", { score: a }), a),
    text("number-words", "yi-1.5", `${s.word.charAt(0).toUpperCase()}${s.word.slice(1)}.`, a),
    text("general-value", "jamba-1.7", s.general[0], s.general[1]),
    text("format", "grok-3-mini", `${a}\n\nWait, actually ${c}.`, c),
    text("format", "internlm-3", `${a} or ${c}`, "fallback"),
    text("format", "o4-mini", "12", "fallback"),
    text("placeholder", "yi-1.5", "<score>", "fallback"),
    text("refusal", "safety-tuned", "I can't put a number on how much something matters to a person.", "fallback"),
    text("loop", "internlm-3", "Score: Score: Score: Score: Score: Score: Score: Score: Score: Score: Score: Score: Score:", "fallback"),
    capped("nemotron-nano", `<think>\n${s.why} On the other hand, it is a routine part of the week, so maybe lower, or`, "fallback"),
    text("ellipsis", "llamacpp-grammar", "", "fallback"),
  ];
}

export function scoreObjects(s: Score): Array<StructuredCase<number>> {
  const [a, b, c] = s.scores;
  return [
    object("good", "valid", { score: a }, a),
    object("good", "another", { score: b }, b),
    object("good", "a third", { score: c }, c),
    object("string-value", "score as a string", { score: `${b}` }, b),
    object("renamed-field", "rating", { rating: c }, c),
    object("extra-field", "reason beside", { score: a, reason: s.why }, a),
    object("nested-json", "nested", { score: { value: b } }, b),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ score: c }), c),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(`{"score": ${a}}`), a),
    rawAnswer("format", "fenced", fence("json", `{"score": ${b}}`), b),
    rawAnswer("cut-off", "cut", '{"score": ', "fallback", { finishReason: "length" }),
    object("malformed", "out of range", { score: 11 }, "fallback"),
    object("malformed", "zero", { score: 0 }, "fallback"),
  ];
}
