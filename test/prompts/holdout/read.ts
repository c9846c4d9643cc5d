/**
 * Reading a held-out answer the way the prompt runner does: text cases and structured objects through the corpus's
 * readers (test/prompts/corpus/read.ts); a structured case whose server sent something other than a JSON object
 * (`raw`: cut off, broken) as the runner reads it in structured mode: the JSON object if one can be found, else the
 * text parser.
 */
import { readStructuredAnswer } from "../../../prompts/structured.js";
import { readStructured, readText, type Outcome } from "../corpus/read.js";
import type { PromptCorpus, StructuredCase } from "../corpus/types.js";

export { readText, verdict, type Outcome, type Verdict } from "../corpus/read.js";

export function readHeldOutStructured<V>(corpus: PromptCorpus<V>, c: StructuredCase<V>): Outcome<V> {
  if (c.raw === undefined) return readStructured(corpus, c);
  const { prompt } = corpus;
  const inputs = prompt.inputSchema.parse(c.inputs ?? corpus.inputs);
  const reading = readStructuredAnswer(prompt.structured, c.raw, inputs);
  if ("problem" in reading) return { fallback: reading.problem };
  if ("value" in reading) {
    const problem = prompt.validate?.(reading.value, inputs) ?? null;
    return problem === null ? { value: reading.value } : { fallback: problem };
  }
  return readText(corpus, { style: "gpt-4o-mini", answer: c.raw, expected: c.expected });
}
