/**
 * What every persona node needs for one tick, built from its state and config: settings and thresholds, the
 * models, the memory stream on the run's store, the village map, seeded randomness, and `ask` (the prompt runner
 * with the run's settings, adding up usage for the node's update).
 */
import { InMemoryStore, type BaseStore, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { runPrompt } from "../../prompts/runner.js";
import { emptyUsage, mergeUsage } from "../../state/usage.js";
import type { PromptSpec, UsageByPrompt } from "../../prompts/types.js";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { readRunSettings, type RunSettings } from "../../state/runContext.js";
import type { Thresholds } from "../../state/thresholds.js";
import { MemoryStream, type MemoryCursor } from "../../tools/memory/memoryStream.js";
import { seededRandom } from "../../tools/random.js";
import { callLimiterOf } from "../../tools/models/callLimiter.js";
import { retrievalGlobals, retrieveForFocalPoints, type RetrievalWeights } from "../../tools/memory/retrieval.js";
import type { MemoryNode } from "../../state/persona.js";
import { answerCacheOf, modelsFor, withAnswerCache, type RunModels } from "../../tools/models/runModels.js";
import { keepAnswer, keptAnswer, reusedAnswer } from "../../tools/models/reusedAnswers.js";
import { loadTownMap } from "../../tools/world/smallvilleLoader.js";
import type { TownMap } from "../../tools/world/townMap.js";

/** Used when the graph runs without a store (plain `invoke` from code); the LangGraph server supplies its own. */
const processStore = new InMemoryStore();

/** The run's store: the one LangGraph passes (server, compiled-in, or `store` in the config), else the process's. */
export function storeOf(config?: LangGraphRunnableConfig): BaseStore {
  return config?.store ?? processStore;
}
const maps = new Map<string, TownMap>();

export function villageMap(mapDir: string): TownMap {
  let map = maps.get(mapDir);
  if (!map) {
    map = loadTownMap(mapDir);
    maps.set(mapDir, map);
  }
  return map;
}

/**
 * What `ask` streams (stream mode "custom") after each prompt: its usage, so a run's progress counts model calls as
 * they happen rather than when a checkpoint adds them up.
 */
export interface UsageRecord {
  kind: "usage";
  usage: UsageByPrompt;
}

export interface PersonaRuntime {
  settings: RunSettings;
  t: Thresholds;
  models: RunModels;
  store: BaseStore;
  stream: MemoryStream;
  map: TownMap;
  /** Seeded by (run seed, persona, tick, purpose): the same choice whatever runs concurrently. */
  random(purpose: string): () => number;
  ask<I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw, options?: { maxTokens?: number }): Promise<O>;
  /** Counts an execution of `promptId` answered by a reused answer (economical cognition): a run, cached, no call. */
  reused(promptId: string): void;
  /** A read-only view of another persona's memory (for the partner's side of a conversation). */
  streamOf(cursor: MemoryCursor): MemoryStream;
  /** Usage of every `ask` so far, for the node's update. */
  usage(): UsageByPrompt;
  /** Memories of `stream` most relevant to each focal point (retrieval weights from the persona and thresholds). */
  recall(
    stream: MemoryStream,
    weights: RetrievalWeights,
    focalPoints: readonly string[],
    k: number,
    options?: { readOnly?: boolean },
  ): Promise<Record<string, MemoryNode[]>>;
}

/**
 * Economical cognition: the answer `produce` gives, kept under (persona, inputs that matter) in the run's store and
 * given again when they come back (tools/models/reusedAnswers.ts); a reuse is counted as a cached run of `promptId`.
 */
export async function reused<T>(rt: PersonaRuntime, promptId: string, persona: string, inputs: unknown, produce: () => Promise<T>): Promise<T> {
  const { value, reused } = await reusedAnswer(rt.store, promptId, persona, inputs, produce);
  if (reused) rt.reused(promptId);
  return value;
}

/** Economical cognition: the answer kept under (persona, inputs), counted as a reuse of `promptId`; undefined if none. */
export async function keptReused<T>(rt: PersonaRuntime, promptId: string, persona: string, inputs: unknown): Promise<T | undefined> {
  const kept = await keptAnswer<T>(rt.store, promptId, persona, inputs);
  if (kept) rt.reused(promptId);
  return kept?.value;
}

/** Economical cognition: keeps an answer worked out here (one of a batched answer's) for `reused`/`keptReused`. */
export function keepForReuse<T>(rt: PersonaRuntime, promptId: string, persona: string, inputs: unknown, value: T): Promise<void> {
  return keepAnswer(rt.store, promptId, persona, inputs, value);
}

type RuntimeState = Pick<PersonaTickStateType, "scratch" | "memory" | "clock" | "village">;

export async function personaRuntime(state: RuntimeState, config?: LangGraphRunnableConfig): Promise<PersonaRuntime> {
  const settings = readRunSettings(config);
  const models = await modelsFor(settings);
  const store = storeOf(config);
  const tick = state.clock.tick;
  const open = (cursor: MemoryCursor) =>
    new MemoryStream({ store, cursor, tick, embeddings: models.embeddings, embedderId: settings.embeddings, reads: settings.memoryReads });
  let usage: UsageByPrompt = {};
  const limiter = callLimiterOf(config?.context, settings.maxConcurrentCalls);
  const chat = withAnswerCache(models.chat, answerCacheOf(store));
  return {
    settings,
    t: settings.thresholds,
    models,
    store,
    stream: open(state.memory),
    map: villageMap(state.village.mapDir),
    random: (purpose) => seededRandom(settings.seed, state.scratch.name, tick, purpose),
    async ask(prompt, inputs, options = {}) {
      const run = await limiter.run(() => runPrompt(prompt, inputs, {
        model: chat,
        maxAttempts: settings.thresholds.promptMaxAttempts,
        generation: options.maxTokens ? { maxTokens: options.maxTokens } : undefined,
        failSafe: settings.failSafes[prompt.id] as never,
        logger: settings.logger,
        signal: config?.signal,
      }));
      usage = mergeUsage(usage, run.usage);
      config?.writer?.({ kind: "usage", usage: run.usage } satisfies UsageRecord);
      return run.value;
    },
    reused(promptId) {
      const add: UsageByPrompt = { [promptId]: { ...emptyUsage(), runs: 1, cached: 1 } };
      usage = mergeUsage(usage, add);
      config?.writer?.({ kind: "usage", usage: add } satisfies UsageRecord);
    },
    streamOf: open,
    usage: () => usage,
    recall: (stream, weights, focalPoints, k, options = {}) =>
      retrieveForFocalPoints(stream, focalPoints, {
        now: state.clock.time,
        k,
        weights,
        globals: retrievalGlobals(settings.thresholds),
        readOnly: options.readOnly,
      }),
  };
}
