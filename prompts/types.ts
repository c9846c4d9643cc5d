/**
 * What one prompt is: everything the runner needs to ask a model and get a typed value back, and everything the
 * simulated model needs to answer it offline in the same format.
 */
import type { z } from "zod/v4";

/** Model settings a prompt asks for (the original ran most prompts at temperature 0 with a token cap). */
export interface GenerationParams {
  temperature: number;
  maxTokens?: number;
  stop?: string[];
}

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
  /** LLM text -> typed value; throws (with a short reason) when the text has no usable answer. */
  parse(raw: string, inputs: I): O;
  /** Extra checks on a parsed value; returns the problem, or null when the value is acceptable. */
  validate?(value: O, inputs: I): string | null;
  /** The value used when every attempt failed (the original's `fail_safe`). */
  failSafe(inputs: I): O;
  generation: GenerationParams;
  /**
   * The simulated model's answer: deterministic for the same inputs and random source, and written in exactly
   * the format `parse` expects, so offline runs go through render -> model -> parse -> validate like real ones.
   */
  simulate(inputs: I, random: () => number): string;
}

/** Counters of one prompt id. */
export interface PromptUsage {
  /** Prompt executions (one per `runPrompt`). */
  runs: number;
  /** Model requests made, including retries and failed requests. */
  calls: number;
  /** Requests beyond the first of each execution. */
  retries: number;
  /** Executions that ended with the fail-safe value. */
  fallbacks: number;
  /** Requests that failed in transport (HTTP 5xx, timeouts, refused connections). */
  errors: number;
  /** Answers served from the cache (identical prompt at temperature 0): no model request made. */
  cached: number;
  inputTokens: number;
  outputTokens: number;
}

/** Usage by prompt id. Graph states carry it in a `usage` channel merged with `mergeUsage`. */
export type UsageByPrompt = Record<string, PromptUsage>;
