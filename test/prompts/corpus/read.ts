/**
 * Reading a corpus answer the way the prompt runner does: text mode parse -> validate; structured mode schema ->
 * toValue -> validate. A thrown error or a validation problem is a fallback.
 */
import { isDeepStrictEqual } from "node:util";
import type { PromptCorpus, StructuredCase, TextCase } from "./types.js";

export type Outcome<V> = { value: V } | { fallback: string };
export type Verdict = "right" | "fell back" | "wrong";

export function readText<V>(corpus: PromptCorpus<V>, c: TextCase<V>): Outcome<V> {
  const { prompt } = corpus;
  const inputs = prompt.inputSchema.parse(c.inputs ?? corpus.inputs);
  try {
    const value = prompt.parse(c.answer, inputs);
    const problem = prompt.validate?.(value, inputs) ?? null;
    return problem === null ? { value } : { fallback: problem };
  } catch (error) {
    return { fallback: error instanceof Error ? error.message : String(error) };
  }
}

export function readStructured<V>(corpus: PromptCorpus<V>, c: StructuredCase<V>): Outcome<V> {
  const { prompt } = corpus;
  const structured = prompt.structured;
  if (!structured) return { fallback: "the prompt declares no structured answer" };
  const inputs = prompt.inputSchema.parse(c.inputs ?? corpus.inputs);
  const checked = structured.schema.safeParse(c.answer);
  if (!checked.success) return { fallback: `schema: ${checked.error.issues[0]?.message}` };
  try {
    const value = structured.toValue(checked.data, inputs);
    const problem = prompt.validate?.(value, inputs) ?? null;
    return problem === null ? { value } : { fallback: problem };
  } catch (error) {
    return { fallback: error instanceof Error ? error.message : String(error) };
  }
}

/** Right: the expected value, or a fallback where one is expected (or a known miss). Wrong: any other value. */
export function verdict<V>(expected: V | "fallback", outcome: Outcome<V>): Verdict {
  if ("fallback" in outcome) return expected === "fallback" ? "right" : "fell back";
  return expected !== "fallback" && isDeepStrictEqual(outcome.value, expected) ? "right" : "wrong";
}
