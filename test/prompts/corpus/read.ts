/**
 * Reading a corpus answer the way the prompt runner does (prompts/reading.ts): the shared checks (cut off, refusal),
 * then in text mode parse -> validate, in structured mode the JSON object fitted to the schema -> toValue -> validate.
 * Anything but a value is a fallback.
 */
import { isDeepStrictEqual } from "node:util";
import { readAnswer } from "../../../prompts/reading.js";
import type { PromptCorpus, StructuredCase, TextCase } from "./types.js";

export type Outcome<V> = { value: V } | { fallback: string };
export type Verdict = "right" | "fell back" | "wrong";

export function readText<V>(corpus: PromptCorpus<V>, c: TextCase<V>): Outcome<V> {
  const inputs = corpus.prompt.inputSchema.parse(c.inputs ?? corpus.inputs);
  return outcomeOf(readAnswer(corpus.prompt, c.answer, inputs, "text", { cutOff: c.finishReason === "length" }));
}

export function readStructured<V>(corpus: PromptCorpus<V>, c: StructuredCase<V>): Outcome<V> {
  if (!corpus.prompt.structured) return { fallback: "the prompt declares no structured answer" };
  const inputs = corpus.prompt.inputSchema.parse(c.inputs ?? corpus.inputs);
  const raw = typeof c.answer === "string" ? c.answer : JSON.stringify(c.answer);
  return outcomeOf(readAnswer(corpus.prompt, raw, inputs, "structured", { cutOff: c.finishReason === "length" }));
}

function outcomeOf<V>(reading: { value: V } | { problem: string }): Outcome<V> {
  return "value" in reading ? { value: reading.value } : { fallback: reading.problem };
}

/** Right: the expected value, or a fallback where one is expected (or a known miss). Wrong: any other value. */
export function verdict<V>(expected: V | "fallback", outcome: Outcome<V>): Verdict {
  if ("fallback" in outcome) return expected === "fallback" ? "right" : "fell back";
  return expected !== "fallback" && isDeepStrictEqual(outcome.value, expected) ? "right" : "wrong";
}
