/** Short ways to write held-out cases: the kind first, so a file reads as a list of classes. */
import type { FinishReason, StructuredCase, Style, TextCase } from "../corpus/types.js";
import type { Kind } from "./kinds.js";

interface More {
  inputs?: unknown;
  finishReason?: FinishReason;
}

/** A text answer of `style`, standing for `kind`, and what a careful reader extracts from it. */
export function text<V>(kind: Kind, style: Style, answer: string, expected: NoInfer<V> | "fallback", more: More = {}): TextCase<V> {
  return { kind, style, answer, expected, ...more };
}

/** A text answer the endpoint reported as cut off by the token cap (finish_reason "length"). */
export function capped<V>(style: Style, answer: string, expected: NoInfer<V> | "fallback", more: Omit<More, "finishReason"> = {}): TextCase<V> {
  return { kind: "cut-off", style, answer, expected, finishReason: "length", ...more };
}

/** A JSON object a model sent in structured mode. */
export function object<V>(kind: Kind, note: string, answer: Record<string, unknown>, expected: NoInfer<V> | "fallback", more: { inputs?: unknown } = {}): StructuredCase<V> {
  return { kind, note, answer, expected, ...more };
}

/** What a server sent in structured mode that is not a JSON object (read by the runner as text). */
export function rawAnswer<V>(kind: Kind, note: string, raw: string, expected: NoInfer<V> | "fallback", more: More = {}): StructuredCase<V> {
  return { kind, note, answer: {}, raw, expected, ...more };
}
