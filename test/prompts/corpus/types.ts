/**
 * The realistic-answer corpus (issue 9): for every prompt, answers written the way real models write them, each with
 * the value a careful reader extracts from it, or "fallback" where no careful reader could. Used by the corpus test
 * (every case asserted) and by the benchmark (bench/answers.bench.ts).
 */
import type { PromptSpec } from "../../../prompts/types.js";

/**
 * Whose style an answer imitates ("mistral-7b" only in the fifth held-out corpus, "gemma-2-9b" to "0.5b" only in the
 * sixth, "mistral-nemo" to "smollm" only in the seventh, "hermes" to "mixtral" only in the eighth, "claude-3.5-haiku" to "q2-8b" only in the
 * ninth, "mistral-small-3" to "q3-3b" only in the tenth, "gpt-5-mini" to "ollama-q4" only in the
 * eleventh, "mistral-medium-3" to "ernie-4.5" only in the twelfth, "grok-3-mini" to "meltemi" only in the
 * thirteenth, so they are not in STYLES).
 */
export type Style =
  | "gpt-4o-mini"
  | "gpt-3.5"
  | "llama-3-8b"
  | "qwen2.5-7b"
  | "mistral-7b"
  | "1b"
  | "reasoning"
  | "refusal"
  | "gemma-2-9b"
  | "phi-3-mini"
  | "llama-3.1-70b"
  | "deepseek-r1-distill"
  | "claude"
  | "command-r"
  | "0.5b"
  | "mistral-nemo"
  | "llama-3.2-1b"
  | "llama-3.2-3b"
  | "qwen2.5-14b"
  | "qwen3"
  | "gemini"
  | "gpt-4.1"
  | "o3-mini"
  | "granite"
  | "tinyllama"
  | "smollm"
  | "hermes"
  | "yi-34b"
  | "phi-4"
  | "deepseek-v3"
  | "qwq"
  | "llama-3.3-70b"
  | "gemma-3"
  | "aya"
  | "olmo-2"
  | "mixtral"
  | "claude-3.5-haiku"
  | "command-r-plus"
  | "glm-4"
  | "internlm-2.5"
  | "minicpm"
  | "falcon-3"
  | "stablelm"
  | "zephyr"
  | "openchat"
  | "gemini-2-flash"
  | "q2-8b"
  | "mistral-small-3"
  | "qwen3-think"
  | "llama-4-scout"
  | "granite-3"
  | "nemotron"
  | "hermes-3"
  | "aya-expanse"
  | "safety-tuned"
  | "q3-3b"
  | "gpt-5-mini"
  | "claude-haiku-4.5"
  | "gemini-2.5-flash"
  | "qwen3-nothink"
  | "gpt-oss-20b"
  | "magistral"
  | "kimi-k2"
  | "gemma-3n"
  | "smollm3"
  | "ollama-q4"
  | "mistral-medium-3"
  | "phi-4-mini"
  | "granite-4"
  | "glm-4.5"
  | "llama-4-maverick"
  | "qwen2.5-coder"
  | "lm-studio-q5"
  | "deepseek-v3.1"
  | "gpt-4.1-nano"
  | "sarvam-m"
  | "ernie-4.5"
  | "grok-3-mini"
  | "nemotron-nano"
  | "internlm-3"
  | "yi-1.5"
  | "jamba-1.7"
  | "command-a"
  | "claude-sonnet-4"
  | "o4-mini"
  | "llamacpp-grammar"
  | "tgi-stop"
  | "gpt-sw3"
  | "gigachat"
  | "jais"
  | "sea-lion"
  | "meltemi";

export const STYLES: readonly Style[] = ["gpt-4o-mini", "gpt-3.5", "llama-3-8b", "qwen2.5-7b", "1b", "reasoning", "refusal"];

export interface TextCase<V> {
  style: Style;
  answer: string;
  /** What a careful reader extracts, or "fallback" when no careful reader could. */
  expected: V | "fallback";
  /** Inputs of this case when they differ from the corpus's. */
  inputs?: unknown;
  /**
   * An answer a careful reader could read but our parser deliberately does not (it falls back): why. Counted as
   * "fell back" in the benchmark, asserted as a fallback by the test.
   */
  miss?: string;
  /** Written after the parsers were done and not used to tune them (heldOut.ts). */
  heldOut?: boolean;
  /**
   * Why the model stopped, where the endpoint says so: "length" when the answer ran into the token cap (the text may
   * look whole). Absent: the endpoint said "stop", or the case does not depend on it.
   */
  finishReason?: FinishReason;
  /** The class of answer the case stands for (test/prompts/holdout/kinds.ts), for counting. */
  kind?: string;
}

/** An OpenAI-compatible endpoint's `finish_reason`. */
export type FinishReason = "stop" | "length";

export interface StructuredCase<V> {
  /** What the case is about ("valid", "unknown arena", ...). */
  note: string;
  /** The JSON object a model sent in structured mode, or the text it sent (malformed or cut-off JSON, prose). */
  answer: Record<string, unknown> | string;
  expected: V | "fallback";
  inputs?: unknown;
  /**
   * What the server sent when it is not a JSON object (cut off by the token cap, malformed): the runner then reads it
   * as text. `answer` is unused ({}) when this is set.
   */
  raw?: string;
  finishReason?: FinishReason;
  /** The class of answer the case stands for (test/prompts/holdout/kinds.ts), for counting. */
  kind?: string;
}

export interface PromptCorpus<V = any> {
  prompt: PromptSpec<any, V, any>;
  /** Raw inputs (before the prompt's input schema) shared by the cases. */
  inputs: unknown;
  text: Array<TextCase<V>>;
  structured: Array<StructuredCase<V>>;
}

export const corpusOf = <V>(corpus: PromptCorpus<V>): PromptCorpus<V> => corpus;
