/**
 * What one prompt is: everything the runner needs to ask a model and get a typed value back, and everything the
 * simulated model needs to answer it offline in the same format.
 */
import type { z } from "zod/v4";

export type { GenerationParams } from "../state/modelSource.js";
import type { GenerationParams } from "../state/modelSource.js";

/**
 * The shape of a prompt's answer as structured output: a JSON object the model is asked for (sent to an
 * OpenAI-compatible server as the JSON-schema response format), and how it maps to and from the prompt's value.
 */
export interface StructuredAnswer<I = any, O = any> {
  /** The answer object; its JSON schema is what the server is asked to follow. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The prompt's typed value from a schema-valid answer object (throws, like `parse`, when it is unusable). */
  toValue(answer: any, inputs: I): O;
  /** The answer object that stands for a value: the simulated model's structured answer, recorded fixtures. */
  fromValue(value: O, inputs: I): Record<string, unknown>;
}

/**
 * A prompt: its id and version, template, input schema, parser, validator, fail-safe value, generation settings and the
 * simulated model's answer.
 */
export interface PromptSpec<I = any, O = any, Raw = I> {
  /** Stable id: the key of usage counters, fail-safe overrides and the simulated model's registry. */
  id: string;
  /** Bumped whenever the template or parser changes meaning. */
  version: number;
  /** Template text with `{placeholder}` names filled from `variables(inputs)`. */
  template: string;
  /** Structured inputs; validated (defaults applied: Raw -> I) before anything is sent. */
  inputSchema: z.ZodType<I, Raw>;
  /** Placeholder values for the template, derived from the structured inputs. */
  variables(inputs: I): Record<string, string>;
  /**
   * The answer's shape for structured output (issue 9: every prompt declares it). `toValue` applies the same checks as
   * `parse` (an unknown name in a schema-valid object still throws).
   */
  structured: StructuredAnswer<I, O>;
  /** LLM text -> typed value; throws (with a short reason) when the text has no usable answer. */
  parse(raw: string, inputs: I): O;
  /** Extra checks on a parsed value; returns the problem, or null when the value is acceptable. */
  validate?(value: O, inputs: I): string | null;
  /**
   * Batched prompts (several items in one answer, each null when unusable and then asked alone): an answer cut off
   * by the length limit is read up to its last complete item, so only the rest is asked again. Other prompts ask
   * again for the whole answer (prompts/reading.ts).
   */
  keepsCompletePart?: boolean;
  /**
   * A value whose list may hold one entry many times and still be right (a schedule's hour-long "sleeping" rows): the
   * check that refuses a list looping on one item (prompts/reading.ts) leaves it alone.
   */
  repeatsEntries?: boolean;
  /**
   * The answer is a line someone says in the world (a chat turn, a character's reply): a question in it ("Would you
   * like tea or coffee?") is speech, not the model asking the requester back (prompts/reading.ts).
   */
  speaksInCharacter?: boolean;
  /**
   * The answer is a text kept as the model wrote it (an action's `_aask`): a bold label opening it ("**Critical
   * comment:** ...") is the writer's own, not a wrapper around the value (prompts/rawAnswer.ts).
   */
  keptAsWritten?: boolean;
  /** The value used when every attempt failed (the original's `fail_safe`). */
  failSafe(inputs: I): O;
  /**
   * What a run's `failSafes` override of this prompt must be, described in words (`.describe`; shared pieces in
   * prompts/failSafeValues.ts): checked when the run starts. Without it (a prompt user code registers) any value passes.
   */
  failSafeValue?: z.ZodType<O>;
  generation: GenerationParams;
  /**
   * The simulated model's answer: deterministic for the same inputs and random sources, and written in exactly
   * the format `parse` expects, so offline runs go through render -> model -> parse -> validate like real ones.
   * `random` is seeded by the whole request; `keyed`, which the simulated model always gives, by the run's seed and a
   * key only (see KeyedRandom).
   */
  simulate(inputs: I, random: () => number, keyed?: KeyedRandom): string;
}

/**
 * A random source seeded by the run's seed and the key the prompt names, nothing else: for decisions that must not
 * move when unrelated inputs change (whether someone goes to an event is one draw for the person, the event and the
 * day, whatever else the day's plan or a re-plan's inputs hold, and whichever prompt asks).
 */
export type KeyedRandom = (key: string) => () => number;

export type { PromptUsage, UsageByPrompt } from "../state/usage.js";
