/**
 * State of the `experiment` graph: what a run looked like at the times asked (each person as the town's state held
 * them, with their memory cursors into the run's store), where people stood during the events (from the run's
 * movement log), and what the measurement found. An empty input measures the bundled example (a short Larkspur run).
 */
import { Annotation } from "@langchain/langgraph";
import { z } from "zod/v4";
import { TileSchema } from "./chatParty.js";
import { GameTimeSchema } from "./gameTime.js";
import { MemoryCursorSchema } from "./memoryCursor.js";
import type { Tile } from "./chatParty.js";
import { ExperimentSpecSchema, type AbsenceReason, type ExperimentSpec, type ExperimentSpecInput, type Stance } from "./experimentSpec.js";
import type { TownPersona } from "./town.js";
import { mergeUsage, type UsageByPrompt } from "./usage.js";

/** The run at one time asked: its checkpoint's clock and people. */
export interface RunSnapshot {
  time: string;
  tick: number;
  checkpointId?: string | null;
  order: string[];
  personas: Record<string, TownPersona>;
}

/** Where everyone stood at one step (the movement log's tiles), for the steps inside events. */
export interface StepTiles {
  time: string;
  tiles: Record<string, Tile>;
}

/** A memory shown as evidence: what a reader needs to check it against the run's memories. */
export interface EvidenceMemory {
  id: string;
  type: string;
  created: string;
  description: string;
  /** A conversation's lines that mention it (the description of a chat names only its topic). */
  lines?: string[];
}

/** One person's answer about one fact at one time, read and checked. */
export interface AwarenessAnswer {
  time: string;
  fact: string;
  person: string;
  question: string;
  answer: string;
  /** How the answer was read. */
  said: Stance;
  /** For a "yes": whether a memory mentions the fact (grounded) or none does (hallucinated); null otherwise. */
  grounded: boolean | null;
  /** Memories that mention the fact: those the answer cited first, else the person's newest one that does. */
  evidence: EvidenceMemory[];
  /** Whether any memory of the person mentioned the fact then (also for a "no": known but not recalled). */
  memoryHolds: boolean;
  fellBack: boolean;
}

/** One person's answer to "Do you know <other>?". */
export interface AcquaintanceAnswer {
  time: string;
  person: string;
  other: string;
  question: string;
  answer: string;
  said: Stance;
  grounded: boolean | null;
  evidence: EvidenceMemory[];
  fellBack: boolean;
}

/** Why a person who knew of an event stayed away, asked while it went on. */
export interface AbsenceAnswer {
  event: string;
  person: string;
  time: string;
  question: string;
  answer: string;
  reason: AbsenceReason;
  fellBack: boolean;
}

/**
 * The experiment's input fields as a caller types them, checked when an experiment starts (nodes/experiment/openExperiment.ts). Personas are checked by name and memory: the interview
 * reads the rest.
 */
export const ExperimentInputFieldsSchema = z.object({
  experiment: ExperimentSpecSchema.nullish(),
  snapshots: z
    .array(
      z.object({
        time: GameTimeSchema,
        tick: z.number().int().nonnegative(),
        order: z.array(z.string()),
        personas: z.record(z.string(), z.object({ scratch: z.object({ name: z.string().min(1) }), memory: MemoryCursorSchema })),
      }),
      { error: "expected a list of the run's states at the times asked ({ time, tick, order, personas })" },
    )
    .nullish(),
  steps: z.array(z.object({ time: GameTimeSchema, tiles: z.record(z.string(), TileSchema) }), { error: "expected a list of { time, tiles }" }).nullish(),
  village: z.object({ mapDir: z.string().min(1) }, { error: 'expected the run\'s map folder, { "mapDir": "..." }' }).nullish(),
  secondsPerStep: z.number().positive().nullish(),
  runStart: GameTimeSchema.nullish(),
});

export const ExperimentInput = Annotation.Root({
  /** What to measure (facts, events, times); absent: the bundled example's. */
  experiment: Annotation<ExperimentSpecInput | undefined>,
  /** The run at each time asked, oldest first; absent: the bundled example runs a short Larkspur day first. */
  snapshots: Annotation<RunSnapshot[] | undefined>,
  /** Where everyone stood at each step during the events (the movement log). */
  steps: Annotation<StepTiles[] | undefined>,
  /** The run's map folder (for the events' places). */
  village: Annotation<{ mapDir: string } | undefined>,
  /** Simulated seconds between two steps of `steps` (the run's tick; default 10). */
  secondsPerStep: Annotation<number | undefined>,
  /** When the run began (a fact first remembered then came from a person's history). */
  runStart: Annotation<string | undefined>,
});

export const ExperimentOutput = Annotation.Root({
  spec: Annotation<ExperimentSpec>,
  awareness: Annotation<AwarenessAnswer[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
  acquaintances: Annotation<AcquaintanceAnswer[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
  /** Per event: who stood in its place during it (with arrival, departure and minutes there). */
  presence: Annotation<Record<string, Presence[]>>,
  absences: Annotation<AbsenceAnswer[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
  /** Per fact and person: where they first had it from. */
  heardFrom: Annotation<HeardFrom[]>,
  /** The measurement's own model calls (the run's are in its usage.json). */
  usage: Annotation<UsageByPrompt>({ reducer: mergeUsage, default: () => ({}) }),
});

export const ExperimentState = Annotation.Root({
  ...ExperimentInput.spec,
  ...ExperimentOutput.spec,
});
export type ExperimentStateType = typeof ExperimentState.State;

/** Someone in an event's place during it. */
export interface Presence {
  person: string;
  arrived: string;
  left: string;
  /** Minutes counted on the place's tiles (steps there times the step length). */
  minutes: number;
}

/** Where a person first had a fact from: the first memory that mentions it, and the conversation that brought it. */
export interface HeardFrom {
  fact: string;
  person: string;
  /** "told" (whispered by the experiment), "history" (known from the start), "conversation", "seen" (an observation), or "unknown". */
  source: "told" | "history" | "conversation" | "seen" | "unknown";
  /** Who told them (a conversation with someone who knew it already). */
  from: string | null;
  /** When that conversation began. */
  conversationAt: string | null;
  firstMemory: EvidenceMemory;
}
