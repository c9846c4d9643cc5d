/**
 * openTown: a new run reads its village (the package's own by default, or an original Smallville base folder and
 * map folder), imports each persona's stored memories into the store at tick 0, stores the village's history (its
 * seed-memory CSV) as each persona's inner thoughts at the start time, and sets the clock.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { townTimesProblem, type TownPersona, type TownStateType } from "../../state/town.js";
import { readRunSettings } from "../../state/runContext.js";
import { MemoryStream, newMemoryCursor } from "../../tools/memory/memoryStream.js";
import { callLimiter } from "../../tools/models/callLimiter.js";
import { modelsFor } from "../../tools/models/runModels.js";
import { loadSeedMemories, loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { whisperToMemory } from "../../tools/memory/whisper.js";
import { mergeUsage, mergeUsageByPersonaDay, type UsageByPersonaDay, type UsageByPrompt } from "../../state/usage.js";
import { DEFAULT_VILLAGE, defaultStartTime } from "../../villages/index.js";
import { addMinutes } from "../../state/gameTime.js";

/** Simulated minutes a run covers when no end time is given. */
export const DEFAULT_SPAN_MINUTES = 10;
import { storeOf, type UsageRecord } from "../persona/runtime.js";

export async function openTown(state: TownStateType, config?: LangGraphRunnableConfig) {
  const badTime = townTimesProblem(state);
  if (badTime) throw new Error(badTime);
  const scenario = state.scenario ?? { baseDir: DEFAULT_VILLAGE.baseDir, mapDir: DEFAULT_VILLAGE.mapDir, history: DEFAULT_VILLAGE.seedMemories };
  const village = loadSmallville(scenario.baseDir, scenario.mapDir);
  const history = scenario.history ? loadSeedMemories(scenario.history) : {};
  for (const name of Object.keys(history)) {
    if (!village.personas.some((p) => p.scratch.name === name)) {
      throw new Error(`${scenario.history}: no persona "${name}" in the village at ${scenario.baseDir}.`);
    }
  }
  // No start given: the village's saved time; the package's own village at a busy moment (its saved time is midnight).
  const start = state.startTime ?? defaultStartTime(state.scenario, () => village.meta.startTime);
  const settings = readRunSettings(config);
  const { chat, embeddings } = await modelsFor(settings);
  let usage: UsageByPrompt = {};
  let usageByPersona: UsageByPersonaDay = {};
  const store = storeOf(config);
  const personas: Record<string, TownPersona> = {};
  // Personas' memories are apart: their histories are written side by side (each in its own order), a whisper's
  // calls at a time within the run's maxConcurrentCalls.
  const limiter = callLimiter(settings.maxConcurrentCalls);
  await Promise.all(village.personas.map(async (p) => {
    const stream = new MemoryStream({
      store,
      cursor: newMemoryCursor(p.scratch.name, runBranchId(config)),
      tick: 0,
      embeddings,
      embedderId: settings.embeddings,
    });
    if (p.memories.length) await stream.importNodes(p.memories, p.embeddings);
    for (const text of history[p.scratch.name] ?? []) {
      const whispered = await limiter.run(() => whisperToMemory({ stream, persona: p.scratch, now: start, text, model: chat, settings }));
      usage = mergeUsage(usage, whispered.usage);
      usageByPersona = mergeUsageByPersonaDay(usageByPersona, { [p.scratch.name]: { [start.slice(0, 10)]: whispered.usage } });
      // Streamed as it happens, as every prompt's usage is (a progress line counts the calls).
      config?.writer?.({ kind: "usage", usage: whispered.usage } satisfies UsageRecord);
    }
    personas[p.scratch.name] = { scratch: { ...p.scratch, currTile: p.tile }, spatial: p.spatial, memory: stream.cursor() };
  }));
  return {
    scenario,
    village: { mapDir: scenario.mapDir },
    clock: { start, time: start, tick: 0, secondsPerTick: state.secondsPerTick ?? village.meta.secondsPerTick },
    // With no end given (e.g. a Studio run with an empty input), run a short span.
    until: state.until ?? addMinutes(start, DEFAULT_SPAN_MINUTES),
    order: village.meta.personaNames,
    personas: Object.fromEntries(village.personas.map((p) => [p.scratch.name, personas[p.scratch.name]!])),
    movements: {},
    usage,
    usageByPersona,
  };
}

/** Memories of different runs (threads) never mix: the run's thread id names its memory branch. */
export function runBranchId(config?: LangGraphRunnableConfig): string {
  const thread = config?.configurable?.thread_id;
  return typeof thread === "string" && thread ? `run-${thread}` : "main";
}
