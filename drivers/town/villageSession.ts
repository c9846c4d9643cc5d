/**
 * A village run one persona after another, the way the original server loop does, on top of the `persona` graph:
 * load a village, place the events of the tick on the map, run each persona's tick with a snapshot of the others,
 * apply the effects (conversations), advance the clock. The `town` graph does the same with fan-out and
 * checkpoints; this driver is the simple reference (and what tests and the usage report use).
 */
import type { BaseStore, LangGraphRunnableConfig } from "@langchain/langgraph";
import { InMemoryStore } from "@langchain/langgraph";
import { personaGraph } from "../../graphs/persona.js";
import { addSeconds } from "../../state/gameTime.js";
import type { Scratch, SpatialMemory } from "../../state/persona.js";
import { applyEffect } from "../../state/personaEffects.js";
import type { Clock, Movement, OtherPersona } from "../../state/personaTick.js";
import { tickEvents } from "../../nodes/town/tickEvents.js";

export { tickEvents };
import { mergeUsage } from "../../state/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { readRunSettings } from "../../state/runContext.js";
import { MemoryStream, newMemoryCursor, type MemoryCursor } from "../../tools/memory/memoryStream.js";
import { modelsFor } from "../../tools/models/runModels.js";
import { loadSmallville } from "../../tools/world/smallvilleLoader.js";

/** One persona of a village session: its short-term state, its spatial memory and the cursor into its memories. */
export interface PersonaSlot {
  scratch: Scratch;
  spatial: SpatialMemory;
  memory: MemoryCursor;
}

/**
 * A village run one persona after another (the original's order), without a graph around it: `openVillage` makes it,
 * `stepVillage` advances it a tick.
 */
export interface VillageSession {
  mapDir: string;
  /** The session's clock, its tick length included (the persona graph reads it there). */
  clock: Clock;
  /** In acting order. */
  personas: PersonaSlot[];
  store: BaseStore;
  usage: UsageByPrompt;
}

/** Loads a village (original formats) and imports each persona's stored memories at tick 0. */
export async function openVillage(
  paths: { baseDir: string; mapDir: string },
  options: {
    store?: BaseStore;
    context?: Record<string, unknown>;
    /** Start at this game time instead of the village's saved time. */
    startTime?: string;
    /** Simulated seconds per tick instead of the village's (10 in the originals). */
    secondsPerTick?: number;
  } = {},
): Promise<VillageSession> {
  const loaded = loadSmallville(paths.baseDir, paths.mapDir);
  const store = options.store ?? new InMemoryStore();
  const settings = readRunSettings({ context: options.context ?? {} });
  const { embeddings } = await modelsFor(settings);
  const personas: PersonaSlot[] = [];
  for (const p of loaded.personas) {
    const stream = new MemoryStream({
      store,
      cursor: newMemoryCursor(p.scratch.name),
      tick: 0,
      embeddings,
      embedderId: settings.embeddings,
    });
    if (p.memories.length) await stream.importNodes(p.memories, p.embeddings);
    personas.push({ scratch: { ...p.scratch, currTile: p.tile }, spatial: p.spatial, memory: stream.cursor() });
  }
  return {
    mapDir: paths.mapDir,
    clock: {
      time: options.startTime ?? loaded.meta.startTime,
      tick: 0,
      secondsPerTick: options.secondsPerTick ?? loaded.meta.secondsPerTick,
    },
    personas,
    store,
    usage: {},
  };
}

/** One tick of every persona, in order; returns each persona's movement. */
export async function stepVillage(session: VillageSession, config: LangGraphRunnableConfig = {}): Promise<Record<string, Movement>> {
  const movements: Record<string, Movement> = {};
  const events = tickEvents(session.personas);
  const runConfig: LangGraphRunnableConfig = { ...config, store: session.store };
  const { thresholds } = readRunSettings(runConfig);
  for (let i = 0; i < session.personas.length; i++) {
    const self = session.personas[i]!;
    const others: Record<string, OtherPersona> = {};
    for (const other of session.personas) {
      if (other !== self) others[other.scratch.name] = { scratch: other.scratch, memory: other.memory };
    }
    const out = await personaGraph.invoke(
      { ...self, clock: session.clock, village: { mapDir: session.mapDir }, events, others },
      runConfig,
    );
    session.personas[i] = { scratch: out.scratch, spatial: out.spatial, memory: out.memory };
    for (const effect of out.effects ?? []) {
      const j = session.personas.findIndex((p) => p.scratch.name === effect.persona);
      if (j >= 0) session.personas[j] = { ...session.personas[j]!, scratch: applyEffect(session.personas[j]!.scratch, effect, thresholds) };
    }
    session.usage = mergeUsage(session.usage, out.usage);
    if (out.movement) movements[self.scratch.name] = out.movement;
  }
  session.clock = {
    ...session.clock,
    time: addSeconds(session.clock.time, session.clock.secondsPerTick),
    tick: session.clock.tick + 1,
  };
  return movements;
}
