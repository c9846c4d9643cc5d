/**
 * The run context every graph accepts (LangGraph's `context`, editable in Studio): which models to use, the seed,
 * threshold and fail-safe overrides. Code callers may also pass live objects (a chat model, a logger).
 */
import { z } from "zod/v4";
import type { ChatModelSource, PromptLogger } from "./modelSource.js";
import { resolveThresholds, type Thresholds } from "./thresholds.js";

export const RunContext = z.object({
  /** Chat model: "simulated" (default) or "openai/<model>". */
  model: z.string().min(1).optional(),
  /** Embeddings: "hashing" (default) or "openai/<model>". */
  embeddings: z.string().min(1).optional(),
  /** Seed of the simulated model and of every seeded choice (default 0). */
  seed: z.number().int().optional(),
  /** Overrides of named thresholds, e.g. { chatCooldownTicks: 400 }. */
  thresholds: z.record(z.string(), z.unknown()).optional(),
  /** Overrides of prompts' fail-safe values by prompt id, e.g. { decide_to_talk: false }. */
  failSafes: z.record(z.string(), z.unknown()).optional(),
  /** Model calls in flight at once across concurrently thinking personas (default 8). */
  maxConcurrentCalls: z.number().int().positive().optional(),
  /** Code only: a chat model instance (or factory) used instead of `model`. */
  chatModel: z.custom<ChatModelSource>().optional(),
  /** Code only: where fallbacks are reported (default: console.warn). */
  logger: z.custom<PromptLogger>().optional(),
});
export type RunContextInput = z.input<typeof RunContext>;

const SettingsSchema = z.object({
  model: z.string().min(1).default("simulated"),
  embeddings: z.string().min(1).default("hashing"),
  seed: z.number().int().default(0),
  thresholds: z.record(z.string(), z.unknown()).default({}),
  failSafes: z.record(z.string(), z.unknown()).default({}),
  maxConcurrentCalls: z.number().int().positive().default(8),
});

export interface RunSettings {
  model: string;
  embeddings: string;
  seed: number;
  thresholds: Thresholds;
  failSafes: Record<string, unknown>;
  maxConcurrentCalls: number;
  chatModel?: ChatModelSource;
  logger?: PromptLogger;
}

/** Reads and checks the context of a node's config (`context`, or `configurable` from older clients). */
export function readRunSettings(config?: { context?: unknown; configurable?: Record<string, unknown> }): RunSettings {
  const raw = { ...(config?.configurable ?? {}), ...((config?.context as Record<string, unknown>) ?? {}) };
  const plain = Object.fromEntries(
    ["model", "embeddings", "seed", "thresholds", "failSafes", "maxConcurrentCalls"]
      .filter((k) => raw[k] !== undefined && raw[k] !== null)
      .map((k) => [k, raw[k]]),
  );
  const parsed = SettingsSchema.safeParse(plain);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid run context field "${issue.path.join(".")}": ${issue.message}.`);
  }
  return {
    ...parsed.data,
    thresholds: resolveThresholds(parsed.data.thresholds),
    chatModel: raw.chatModel as ChatModelSource | undefined,
    logger: raw.logger as PromptLogger | undefined,
  };
}
