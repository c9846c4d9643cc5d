/**
 * Reading a held-out answer the way the prompt runner does: through the corpus's readers
 * (test/prompts/corpus/read.ts, which go through prompts/reading.ts as a run does). A structured case whose server sent
 * something other than a JSON object (`raw`: cut off, broken) is read from that text, as the runner reads it in
 * structured mode; `finishReason` travels with the case.
 */
import { readStructured, type Outcome } from "../corpus/read.js";
import type { PromptCorpus, StructuredCase } from "../corpus/types.js";

export { readText, verdict, type Outcome, type Verdict } from "../corpus/read.js";

export function readHeldOutStructured<V>(corpus: PromptCorpus<V>, c: StructuredCase<V>): Outcome<V> {
  return readStructured(corpus, c.raw === undefined ? c : { ...c, answer: c.raw });
}
