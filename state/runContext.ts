/**
 * The run context every graph accepts (LangGraph's `context`, editable in Studio): which models to use and how to
 * talk to them (answer mode, timeouts, retries, token caps, recording), the seed, threshold and fail-safe overrides.
 * Code callers may also pass live objects (a chat model, a logger).
 */
import { Annotation, type AnnotationRoot, type LastValue } from "@langchain/langgraph";
import { z } from "zod/v4";
import type { AnswerModeSetting, ChatModelSource, PromptLogger, PromptModel } from "./modelSource.js";
import type { MemoryReads, TownMetrics } from "./townMetrics.js";
import { nearestName } from "./nearestName.js";
import { resolveThresholds, ThresholdOverridesSchema, type Thresholds } from "./thresholds.js";
import { AblationsSchema, type Ablation } from "./ablation.js";
import type { StudioThresholds } from "./studioThresholds.js";

const TokenCapsSchema = z.strictObject({
  /** Every prompt's cap times this (e.g. 4 for a reasoning model). */
  scale: z.number().positive().default(1),
  /** Caps below this are raised to it: room for a short preamble before the answer. */
  min: z.number().int().nonnegative().default(64),
  /** A prompt's cap outright, by prompt id (wins over scale and min). */
  byPrompt: z.record(z.string(), z.number().int().positive()).default({}),
});
export type TokenCaps = z.output<typeof TokenCapsSchema>;

/**
 * The run context a graph reads its settings from (`invoke(input, { context })`, Studio's settings form): model,
 * embeddings, seed, thresholds, cognition, timeouts, token caps, recording.
 */
export const RunContext = z.object({
  /** Chat model: "simulated" (default), "openai/<model>" or "replay:<recording file>". */
  model: z.string().min(1).optional(),
  /** Embeddings: "hashing" (default) or "openai/<model>". */
  embeddings: z.string().min(1).optional(),
  /** Seed of the simulated model and of every seeded choice (default 0). */
  seed: z.number().int().optional(),
  /** Overrides of named thresholds, e.g. { chatCooldownTicks: 400 }. */
  thresholds: ThresholdOverridesSchema.optional(),
  /** Overrides of prompts' fail-safe values by prompt id, e.g. { decide_to_talk: false }. */
  failSafes: z.record(z.string(), z.unknown()).optional(),
  /** Model calls in flight at once across concurrently thinking personas (default 8). */
  maxConcurrentCalls: z.number().int().positive().optional(),
  /** "auto" (default: structured output where the model supports it), "structured" or "text". */
  answerMode: z.enum(["auto", "structured", "text"]).optional(),
  /**
   * How a persona's thinking asks the model: "faithful" (default: one question per call, as the original; the
   * reference for fidelity) or "economical" (a new action, or the steps of a split task, grounded in one answer, a
   * tick's perceived events scored in one call, a reflect step's thoughts noted in one call, answers reused where the
   * inputs that matter did not change; see docs/cognition.md).
   */
  cognition: z.enum(["faithful", "economical"]).optional(),
  /**
   * Stages of the persona graph replaced by their no-op: "observation", "reflection", "planning" (the paper's
   * ablations, state/ablation.ts; default none).
   */
  ablate: AblationsSchema.optional(),
  /** Seconds a model request may take before it counts as failed (default 120). */
  requestTimeoutSeconds: z.number().positive().optional(),
  /** Retries of a request that failed in transport: timeout, HTTP 429 or 5xx, dropped connection (default 2). */
  requestRetries: z.number().int().nonnegative().optional(),
  /** Failed requests in a row after which the run stops at its last checkpoint (default 6). */
  maxFailedRequestsInARow: z.number().int().positive().optional(),
  /** Token caps: { scale, min, byPrompt } (defaults 1, 64, {}). */
  maxTokens: TokenCapsSchema.partial().optional(),
  /** A file that every model exchange of the run is appended to (JSON Lines; `--record` puts it in the run folder). */
  record: z.string().min(1).optional(),
  /** Code only: a chat model instance (or factory), or a prompt model, used instead of `model`. */
  chatModel: z.custom<ChatModelSource | PromptModel>().optional(),
  /** Code only: where fallbacks are reported (default: console.warn). */
  logger: z.custom<PromptLogger>().optional(),
  /** Code only: an object a town run adds its measurements to (state/townMetrics.ts; none taken without it). */
  metrics: z.custom<TownMetrics>().optional(),
  /** Code only: an object the personas' memory streams count their store reads in (state/townMetrics.ts; none without it). */
  memoryReads: z.custom<MemoryReads>().optional(),
});
/** "faithful": one question per call (the original's way); "economical": fewer, combined and reused calls. */
export type Cognition = "faithful" | "economical";

/** A run context as given (defaults left out). */
export type RunContextInput = z.input<typeof RunContext>;

/** Fields only code can pass (live objects): Studio's settings form leaves them out. */
const CODE_ONLY_FIELDS = ["chatModel", "logger", "metrics", "memoryReads"] as const;
type CodeOnlyField = (typeof CODE_ONLY_FIELDS)[number];
/** The run settings as Studio edits them (thresholds by name, each with its meaning, default and range: studioThresholds.ts). */
export type StudioRunContext = Omit<RunContextInput, CodeOnlyField | "thresholds"> & {
  /** Overrides of named thresholds, e.g. { chatCooldownTicks: 400 }. */
  thresholds?: StudioThresholds;
};


/**
 * The run context as every graph declares it (`new StateGraph({ stateSchema, input, output }, RunContextSchema)`; the
 * positional form: with a `context:` key LangGraph types the input so that the server no longer reads it). The LangGraph
 * server reads its type for `/assistants/{id}/schemas`, so Studio shows a settings form (each threshold by name, with
 * its comment). Every field optional, so `invoke(input, { context: { seed: 1 } })` type-checks. An annotation rather
 * than the zod object itself: given a zod context, the server would describe the context alone and lose the input's
 * form, and LangGraph would reject a bad value with a raw zod dump; nodes check the values with `readRunSettings`.
 */
export const RunContextSchema = Annotation.Root(
  Object.fromEntries(Object.keys(RunContext.shape).map((key) => [key, Annotation()])),
) as unknown as AnnotationRoot<{ [K in keyof StudioRunContext]?: LastValue<StudioRunContext[K]> }>;

const SettingsSchema = z.object({
  model: z.string().min(1).default("simulated"),
  embeddings: z.string().min(1).default("hashing"),
  seed: z.number().int().default(0),
  thresholds: z.record(z.string(), z.unknown()).default({}),
  failSafes: z.record(z.string(), z.unknown()).default({}),
  maxConcurrentCalls: z.number().int().positive().default(8),
  answerMode: z.enum(["auto", "structured", "text"]).default("auto"),
  cognition: z.enum(["faithful", "economical"]).default("faithful"),
  ablate: AblationsSchema.default([]),
  requestTimeoutSeconds: z.number().positive().default(120),
  requestRetries: z.number().int().nonnegative().default(2),
  maxFailedRequestsInARow: z.number().int().positive().default(6),
  maxTokens: TokenCapsSchema.default({ scale: 1, min: 64, byPrompt: {} }),
  record: z.string().min(1).optional(),
});

/**
 * A run context read and checked (`readRunSettings`), with the code-only settings (a chat model instance, a logger,
 * metrics).
 */
export interface RunSettings {
  model: string;
  embeddings: string;
  seed: number;
  thresholds: Thresholds;
  failSafes: Record<string, unknown>;
  maxConcurrentCalls: number;
  answerMode: AnswerModeSetting;
  cognition: Cognition;
  ablate: Ablation[];
  requestTimeoutSeconds: number;
  requestRetries: number;
  maxFailedRequestsInARow: number;
  maxTokens: TokenCaps;
  record?: string;
  chatModel?: ChatModelSource | PromptModel;
  logger?: PromptLogger;
  metrics?: TownMetrics;
  memoryReads?: MemoryReads;
}

const PLAIN_FIELDS = [
  "model",
  "embeddings",
  "seed",
  "thresholds",
  "failSafes",
  "maxConcurrentCalls",
  "answerMode",
  "cognition",
  "ablate",
  "requestTimeoutSeconds",
  "requestRetries",
  "maxFailedRequestsInARow",
  "maxTokens",
  "record",
];

/**
 * Reads and checks the run settings of a node's config: its `context`, and settings given under `configurable` (where
 * Studio's assistant form and the SDK let people put them too), the context winning field by field. The LangGraph
 * server keeps `configurable` on the thread and an assistant's `configurable` for its every run, so a setting given
 * there applies to later runs there until one gives it again; a bad one fails the run with a sentence saying where it
 * was given.
 */
export function readRunSettings(config?: { context?: unknown; configurable?: unknown }): RunSettings {
  const raw = (config?.context as Record<string, unknown> | undefined) ?? NO_CONTEXT;
  const fromConfigurable = settingsUnderConfigurable(config?.configurable, raw);
  // Every node of every persona's thought reads the run's settings: the same context, read once while it is unchanged.
  const fields = SETTING_FIELDS.map((k) => raw[k] ?? fromConfigurable[k]);
  const known = settingsRead.get(raw);
  if (known && fields.every((value, i) => value === known.fields[i])) return known.settings;
  const settings = parseRunSettings({ ...fromConfigurable, ...definedFields(raw) }, new Set(Object.keys(fromConfigurable)));
  settingsRead.set(raw, { fields, settings });
  return settings;
}

/** The run settings a config's `configurable` carries that its context does not (the server's own keys are no settings). */
function settingsUnderConfigurable(configurable: unknown, context: Record<string, unknown>): Record<string, unknown> {
  if (!configurable || typeof configurable !== "object") return NO_CONTEXT;
  const given = PLAIN_FIELDS.filter((k) => (configurable as Record<string, unknown>)[k] != null && context[k] == null);
  return given.length ? Object.fromEntries(given.map((k) => [k, (configurable as Record<string, unknown>)[k]])) : NO_CONTEXT;
}

function definedFields(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value != null));
}

/** The context fields a RunSettings is made from (what a cached read compares). */
const SETTING_FIELDS = [...PLAIN_FIELDS, ...CODE_ONLY_FIELDS];
const NO_CONTEXT: Record<string, unknown> = Object.freeze({});
const settingsRead = new WeakMap<object, { fields: unknown[]; settings: RunSettings }>();

/**
 * A key a few letters from a setting's name ("seeds", "threshold"): a typo, refused rather than left unread. Other
 * unknown keys pass (code gives the run's context keys of its own, e.g. a call limiter).
 */
function misspeltSetting(raw: Record<string, unknown>): { typed: string; meant: string } | null {
  for (const typed of Object.keys(raw)) {
    if ((SETTING_FIELDS as readonly string[]).includes(typed)) continue;
    const meant = nearestName(typed, PLAIN_FIELDS);
    if (meant) return { typed, meant };
  }
  return null;
}

/** What the settings that hold several values take, shown when one is given as something else (a list, a number). */
const SHAPE_EXAMPLES: Record<string, string> = {
  thresholds: '{ "chatCooldownTicks": 400 }',
  failSafes: '{ "decide_to_talk": false }',
  maxTokens: '{ "scale": 2, "byPrompt": { "decide_to_talk": 80 } }',
  "maxTokens.byPrompt": '{ "decide_to_talk": 80 }',
  ablate: '["reflection"]',
};

/**
 * A schema issue in words: a setting of several values given as something else says what it takes, with an example
 * (zod's "expected record" is no word a user knows); other issues as zod words them.
 */
function issueText(issue: z.core.$ZodIssue, key: string, given: Record<string, unknown>): string {
  const example = SHAPE_EXAMPLES[key];
  if (issue.code !== "invalid_type" || !example || !["record", "object", "array"].includes(issue.expected)) return issue.message;
  let value: unknown = given;
  for (const part of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[part];
  const json = JSON.stringify(value) ?? String(value);
  return `expected ${issue.expected === "array" ? "a list" : "an object"}, e.g. ${example}, got ${json.length > 60 ? `${json.slice(0, 57)}...` : json}`;
}

/** `underConfigurable`: the fields taken from `configurable`, which a bad value's sentence names as where it was given. */
function parseRunSettings(raw: Record<string, unknown>, underConfigurable: ReadonlySet<string> = new Set()): RunSettings {
  const where = (field: string) =>
    underConfigurable.has(field) ? ` (given under "configurable", which the LangGraph server keeps for later runs on the thread until one gives "${field}" again)` : "";
  const misspelt = misspeltSetting(raw);
  if (misspelt) throw new Error(`Invalid run context field "${misspelt.typed}": no setting has that name; did you mean "${misspelt.meant}"?`);
  const plain = Object.fromEntries(PLAIN_FIELDS.filter((k) => raw[k] !== undefined && raw[k] !== null).map((k) => [k, raw[k]]));
  const parsed = SettingsSchema.safeParse(plain);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.code === "unrecognized_keys" ? [...issue.path, ...issue.keys].join(".") : issue.path.join(".");
    throw new Error(`Invalid run context field "${key}": ${issueText(issue, key, plain)}${where(String(issue.path[0] ?? key))}.`);
  }
  let thresholds: Thresholds;
  try {
    thresholds = resolveThresholds(parsed.data.thresholds);
  } catch (error) {
    if (!underConfigurable.has("thresholds") || !(error instanceof Error)) throw error;
    throw new Error(`${error.message.replace(/\.$/, "")}${where("thresholds")}.`);
  }
  return {
    ...parsed.data,
    thresholds,
    chatModel: raw.chatModel as ChatModelSource | PromptModel | undefined,
    logger: raw.logger as PromptLogger | undefined,
    metrics: raw.metrics as TownMetrics | undefined,
    memoryReads: raw.memoryReads as MemoryReads | undefined,
  };
}
