/**
 * State of the `town` graph: a village of personas on one map, ticking together.
 *
 * Checkpoints hold the personas' own state (scratch, spatial memory, memory cursors), the clock and the tick's
 * bookkeeping; never the memories themselves (they live in the store, keyed by branch), so a checkpoint stays small
 * as the run grows.
 */
import { Annotation } from "@langchain/langgraph";
import { z } from "zod/v4";
import { GameTimeSchema } from "./gameTime.js";
import { mergeUsage, mergeUsageByPersonaDay } from "./usage.js";
import type { UsageByPersonaDay, UsageByPrompt } from "./usage.js";
import type { MemoryCursor } from "./memoryCursor.js";
import type { Scratch, SpatialMemory } from "./persona.js";
import type { Movement, PersonaEffect, VillageRef } from "./personaTick.js";
import type { VillageSpecInput } from "./villageSpec.js";
import { appendSteering, type PausedAt, type PausePoints, type PauseRequest, type SteeringEntry } from "./townPause.js";

/**
 * One persona as the town's state holds it: its short-term state, spatial memory and memory cursor, and where it
 * stands.
 */
export interface TownPersona {
  scratch: Scratch;
  spatial: SpatialMemory;
  memory: MemoryCursor;
}

/** The town's clock: the simulated time, the tick and the tick's length. */
export interface TownClock {
  /** When the run began (game time). */
  start: string;
  /** Now (game time). */
  time: string;
  /** Ticks since the start; tags memory writes (forks, resumes). */
  tick: number;
  secondsPerTick: number;
}

/** Where a town comes from: a base simulation folder and a map folder (original formats). */
export interface Scenario {
  baseDir: string;
  mapDir: string;
  /**
   * The village's history: a seed-memory CSV (`Name,Whisper`, whispers separated by ";"), each whisper stored as
   * its persona's inner thought when the run starts (the original's "load history"). The package's own village
   * loads its own; an original base folder loads one only when given (e.g. the_ville/agent_history_init_n3.csv).
   */
  history?: string;
}

/** A chat or wait a persona started this tick, and its state had it not: the resolve step may undo it. */
export interface ReactionAttempt {
  mode: "chat" | "wait";
  /** Whom it talks to or waits for. */
  target: string;
  carryOn: Scratch;
}

/** What one persona's cognition produced in a tick, before the resolve step applies it. */
export interface ThoughtResult {
  persona: TownPersona;
  effects: PersonaEffect[];
  movement: Movement | null;
  usage: UsageByPrompt;
  attempt: ReactionAttempt | null;
}

/** What a town run takes: the village, start time, tick length, `until`, pause points and the scheduler's switches. */
export const TownInput = Annotation.Root({
  /** Which village (default: the package's own, Larkspur). Read once, when the town starts. */
  scenario: Annotation<Scenario | undefined>,
  /**
   * A village of your own instead of `scenario`: a village spec (the object a village.yaml holds: world, places,
   * people; docs/villages.md) or the path of a village.yaml or its folder. Checked whole and built when the town
   * starts; a bad spec is refused with every problem named by field. Its start and tick length are the run's unless
   * given; its `world.thresholds` must be set in the run's context too (the graph cannot change its own context).
   */
  villageSpec: Annotation<VillageSpecInput | string | undefined>,
  /** Start time (default: the village's saved time; for the package's own village, 09:00 of its first day; a spec's start). */
  startTime: Annotation<string | undefined>,
  /** Simulated seconds per tick (default: the village's, 10 in the originals). */
  secondsPerTick: Annotation<number | undefined>,
  /** Run until this game time (exclusive); the graph returns when the clock reaches it. */
  until: Annotation<string | undefined>,
  /** Run every persona's cognition graph every tick (slow; for checking the fast path). */
  alwaysThink: Annotation<boolean | undefined>,
  /** Every persona waits for everyone at every tick (slower; for checking that running ahead changes nothing). */
  lockstep: Annotation<boolean | undefined>,
  /**
   * How the town finds the personas near one: "grid" (default, a spatial index) or "everyone" (every persona looked
   * at: slower in a big town; the reference a test compares the grid against).
   */
  neighbourSearch: Annotation<"grid" | "everyone" | undefined>,
  /** Pause for a person (an interrupt) at a time, after some ticks, or on an event; see state/townPause.ts. */
  pause: Annotation<PauseRequest | null | undefined>,
});

/** The town graph's state: its input, the village, the clock and every persona, checkpointed at each step. */
export const TownState = Annotation.Root({
  ...TownInput.spec,
  /** The village being run: its map folder (set when the town opens). */
  village: Annotation<VillageRef>,
  /** The town's clock: when the run began, the time now, the tick and its length, shared by every persona. */
  clock: Annotation<TownClock>,
  /** Acting order: the village's persona order; effects are applied in it. */
  order: Annotation<string[]>,
  /** Every persona by name: its scratch (identity, plans, what it is doing), spatial memory and memory cursor. */
  personas: Annotation<Record<string, TownPersona>>,
  /** The last tick's movements (the original frontend's movement entries). */
  movements: Annotation<Record<string, Movement>>,
  usage: Annotation<UsageByPrompt>({ reducer: mergeUsage, default: () => ({}) }),
  /** The same usage by persona and day (the run's per persona-day statistics). */
  usageByPersona: Annotation<UsageByPersonaDay>({ reducer: mergeUsageByPersonaDay, default: () => ({}) }),
  /** The graph step this invocation began at (steps count across a thread's invocations; limits are per invocation). */
  runFromStep: Annotation<number>,
  /** Where the run pauses next (absolute; set from the `pause` input or a `continue` command). */
  pausePoints: Annotation<PausePoints | null>,
  /** Set while the run waits for a person at a pause point. */
  paused: Annotation<PausedAt | null>,
  /** Whispers and kept interview answers, in order: where a person changed the run. */
  steering: Annotation<SteeringEntry[]>({ reducer: appendSteering, default: () => [] }),
});
/** A town state's value, as a node or `getState` sees it. */
export type TownStateType = typeof TownState.State;
export type TownUpdate = typeof TownState.Update;

/** What each scalar field of the town's input accepts, said as the sentence a bad value is refused with. */
const TOWN_INPUT_FIELDS: Record<string, { accepts: string; schema: z.ZodType }> = {
  scenario: {
    accepts: 'an object { baseDir, mapDir, history? } of folder paths (or leave it out for the package\'s own village; a village.yaml goes in "villageSpec")',
    schema: z.object({ baseDir: z.string().min(1), mapDir: z.string().min(1), history: z.string().min(1).optional() }).strict(),
  },
  secondsPerTick: { accepts: "a positive whole number of simulated seconds per tick (10 in the originals)", schema: z.number().int().positive() },
  alwaysThink: { accepts: "true or false", schema: z.boolean() },
  lockstep: { accepts: "true or false", schema: z.boolean() },
  neighbourSearch: { accepts: '"grid" or "everyone"', schema: z.enum(["grid", "everyone"]) },
};

/**
 * The first problem with a town run's input (Studio's form, an API call), as one sentence naming the field, what it
 * accepts and what was given; null when there is none. Checked when a run starts, so a bad `startTime` is refused
 * there, not where the first prompt happens to read the clock (it once failed as `identity.currTime` of prompt
 * `inner_thought`). `villageSpec` and `pause` are checked whole where they are read (defineVillage, pausePointsOf).
 */
export function townInputProblem(input: Record<string, unknown>): string | null {
  const times = townTimesProblem(input);
  if (times) return times;
  for (const [field, { accepts, schema }] of Object.entries(TOWN_INPUT_FIELDS)) {
    const value = input[field];
    if (value === undefined || value === null || schema.safeParse(value).success) continue;
    return `Town input "${field}": expected ${accepts}, got ${JSON.stringify(value)}.`;
  }
  return null;
}

/** The first problem with a town run's `startTime` or `until`, as one sentence naming the field, or null. */
export function townTimesProblem(input: { startTime?: unknown; until?: unknown }): string | null {
  for (const field of ["startTime", "until"] as const) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    const parsed = GameTimeSchema.safeParse(value);
    if (!parsed.success) {
      return `Town input "${field}": ${parsed.error.issues[0]!.message}, got ${JSON.stringify(value)}.`;
    }
  }
  return null;
}

/**
 * A new run's end before its start, as the sentence it is refused with; null otherwise (an end at the start opens the
 * town and stops, as the CLI and the experiment do before their first chunk).
 */
export function townSpanProblem(start: string, until: string): string | null {
  if (until >= start) return null;
  return `Town input "until": the run would end at ${until}, before its start ${start}; give an "until" later than "startTime".`;
}
