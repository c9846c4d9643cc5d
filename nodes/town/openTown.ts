/**
 * openTown: a new run reads its village (the package's own by default, an original Smallville base folder and map
 * folder, or a village spec it builds first), imports each persona's stored memories into the store at tick 0, stores the village's history (its
 * seed-memory CSV) as each persona's inner thoughts at the start time, and sets the clock.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { townSpanProblem, type Scenario, type TownPersona, type TownStateType } from "../../state/town.js";
import { readRunSettings } from "../../state/runContext.js";
import { MemoryStream, newMemoryCursor } from "../../tools/memory/memoryStream.js";
import { callLimiter } from "../../tools/models/callLimiter.js";
import { modelsFor } from "../../tools/models/runModels.js";
import { loadSeedMemories, loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { whisperToMemory } from "../../tools/memory/whisper.js";
import { mergeUsage, mergeUsageByPersonaDay, type UsageByPersonaDay, type UsageByPrompt } from "../../state/usage.js";
import { DEFAULT_VILLAGE, defaultStartTime } from "../../villages/index.js";
import { addMinutes } from "../../state/gameTime.js";
import type { Thresholds } from "../../state/thresholds.js";
import { defineVillage } from "../../tools/world/defineVillage.js";
import type { BuiltVillage } from "../../tools/world/villageBuilder.js";

/** Simulated minutes a run covers when no end time is given. */
export const DEFAULT_SPAN_MINUTES = 10;
import { storeOf, type UsageRecord } from "../persona/runtime.js";

export async function openTown(state: TownStateType, config?: LangGraphRunnableConfig) {
  const settings = readRunSettings(config);
  const own = state.villageSpec != null ? villageOfSpec(state, settings.thresholds) : undefined;
  const scenario = own?.scenario ?? state.scenario ?? { baseDir: DEFAULT_VILLAGE.baseDir, mapDir: DEFAULT_VILLAGE.mapDir, history: DEFAULT_VILLAGE.seedMemories };
  const { village, history } = readScenario(scenario, state.scenario != null);
  // No start given: the village's saved time (a spec's start); the package's own village at a busy moment (its saved
  // time is midnight).
  const start = state.startTime ?? defaultStartTime(state.scenario ?? own?.scenario, () => village.meta.startTime);
  const badSpan = state.until ? townSpanProblem(start, state.until) : null;
  if (badSpan) throw new Error(badSpan);
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

/**
 * A spec given as the town's input (Studio's form, an API call), checked and built (tools/world/defineVillage.ts):
 * every problem of a bad spec in one error, each sentence naming the field. Its thresholds reach the nodes only
 * through the run's context, so a spec whose thresholds the context does not carry is refused, naming them.
 */
function villageOfSpec(state: TownStateType, thresholds: Thresholds): BuiltVillage {
  if (state.scenario) throw new Error(`Town input: give "villageSpec" or "scenario", not both (a village spec is a world of its own).`);
  const built = defineVillage(state.villageSpec!, { label: `Town input "villageSpec"` });
  const missing = Object.entries(built.thresholds ?? {}).filter(([name, value]) => thresholds[name as keyof Thresholds] !== value);
  if (missing.length) {
    const named = missing.map(([name, value]) => `${name}: ${value}`).join(", ");
    throw new Error(`Town input "villageSpec": its world.thresholds (${named}) apply only through the run's context; set them under thresholds in the run's configuration (Studio's settings), or remove them from the spec.`);
  }
  return built;
}

/** The scenario's village and history; a scenario given in the input names itself in what fails to read. */
function readScenario(scenario: Scenario, given: boolean) {
  try {
    const village = loadSmallville(scenario.baseDir, scenario.mapDir);
    // Given the village's people, a history row naming someone else is refused by its row, before anything runs.
    const history = scenario.history ? loadSeedMemories(scenario.history, village.personas.map((p) => p.scratch.name)) : {};
    return { village, history };
  } catch (error) {
    if (!given || !(error instanceof Error)) throw error;
    throw new Error(`Town input "scenario": ${error.message}`, { cause: error });
  }
}

/** Memories of different runs (threads) never mix: the run's thread id names its memory branch. */
export function runBranchId(config?: LangGraphRunnableConfig): string {
  const thread = config?.configurable?.thread_id;
  return typeof thread === "string" && thread ? `run-${thread}` : "main";
}
