/**
 * openTown: a new run reads its village (the package's own by default, or an original Smallville base folder and
 * map folder), imports each persona's stored memories into the store at tick 0, and sets the clock.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { TownPersona, TownStateType } from "../../state/town.js";
import { readRunSettings } from "../../state/runContext.js";
import { MemoryStream, newMemoryCursor } from "../../tools/memory/memoryStream.js";
import { modelsFor } from "../../tools/models/runModels.js";
import { loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE, DEFAULT_VILLAGE_BUSY_START } from "../../villages/index.js";
import { addMinutes } from "../../state/gameTime.js";

/** Simulated minutes a run covers when no end time is given. */
export const DEFAULT_SPAN_MINUTES = 10;
import { storeOf } from "../persona/runtime.js";

export async function openTown(state: TownStateType, config?: LangGraphRunnableConfig) {
  const scenario = state.scenario ?? { baseDir: DEFAULT_VILLAGE.baseDir, mapDir: DEFAULT_VILLAGE.mapDir };
  const village = loadSmallville(scenario.baseDir, scenario.mapDir);
  const settings = readRunSettings(config);
  const { embeddings } = await modelsFor(settings);
  const store = storeOf(config);
  const personas: Record<string, TownPersona> = {};
  for (const p of village.personas) {
    const stream = new MemoryStream({
      store,
      cursor: newMemoryCursor(p.scratch.name, runBranchId(config)),
      tick: 0,
      embeddings,
      embedderId: settings.embeddings,
    });
    if (p.memories.length) await stream.importNodes(p.memories, p.embeddings);
    personas[p.scratch.name] = { scratch: { ...p.scratch, currTile: p.tile }, spatial: p.spatial, memory: stream.cursor() };
  }
  // No start given: the village's saved time; the package's own village at a busy moment (its saved time is midnight).
  const start = state.startTime ?? (state.scenario ? village.meta.startTime : DEFAULT_VILLAGE_BUSY_START);
  return {
    scenario,
    village: { mapDir: scenario.mapDir },
    clock: { start, time: start, tick: 0, secondsPerTick: state.secondsPerTick ?? village.meta.secondsPerTick },
    // With no end given (e.g. a Studio run with an empty input), run a short span.
    until: state.until ?? addMinutes(start, DEFAULT_SPAN_MINUTES),
    order: village.meta.personaNames,
    personas,
    movements: {},
  };
}

/** Memories of different runs (threads) never mix: the run's thread id names its memory branch. */
export function runBranchId(config?: LangGraphRunnableConfig): string {
  const thread = config?.configurable?.thread_id;
  return typeof thread === "string" && thread ? `run-${thread}` : "main";
}
