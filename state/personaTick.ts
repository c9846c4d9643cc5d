/**
 * State of the `persona` graph: one persona, one tick.
 *
 * The persona's own state (scratch, spatial memory, memory cursor) goes in and comes out. Everything about other
 * personas comes in as a read-only snapshot; what this persona does to them (a conversation it starts) comes out as
 * effects the caller applies. The associative memory stays in the store: only its cursor is checkpointed.
 */
import { Annotation } from "@langchain/langgraph";
import { z } from "zod/v4";
import { GameTimeSchema } from "./gameTime.js";
import { MemoryCursorSchema } from "./memoryCursor.js";
import { ScratchSchema, SpatialMemorySchema } from "./persona.js";
import { TileSchema } from "./chatParty.js";
import { mergeUsage } from "./usage.js";
import type { UsageByPrompt } from "./usage.js";
import type { MemoryCursor } from "./memoryCursor.js";
import type { Tile } from "./chatParty.js";
import type { MemoryNode, ScheduleEntry, Scratch, SpatialMemory, Triple, Utterance } from "./persona.js";

/** An event on a tile as the world shows it: "<subject> <predicate> <object>" plus its description. */
export interface TileEvent {
  tile: Tile;
  /** A persona name, or an object address "world:sector:arena:object". */
  subject: string;
  predicate: string | null;
  object: string | null;
  description: string | null;
}

/** What this persona can see of another persona (read-only). */
export interface OtherPersona {
  scratch: Scratch;
  memory: MemoryCursor;
}

/** Where the village's map is, so nodes can load it (cached per process). */
export interface VillageRef {
  mapDir: string;
  /** Everyone's home (name -> "world:sector:arena"), so a persona keeps out of the others' (a town passes it). */
  homes?: Record<string, string>;
}

/** A simulated clock: the time, the tick and the tick's length in seconds. */
export interface Clock {
  /** Now, in game time. */
  time: string;
  /** Ticks since the start of the run; tags memory writes for forks and resumes. */
  tick: number;
  /**
   * Simulated seconds per tick (the original's `sec_per_step`): the caller's clock is the one source (the town's,
   * a session's); rules that look one tick ahead (a chat ending this tick) read it here.
   */
  secondsPerTick: number;
}

/** A perceived event, as stored in memory this tick (or found among the latest). */
export interface PerceivedEvent {
  nodeId: string;
  subject: string;
  predicate: string;
  object: string;
  description: string;
}

/** What the persona recalled about one perceived event: related events and thoughts from its memory. */
export interface RetrievedForEvent {
  event: PerceivedEvent;
  events: MemoryNode[];
  thoughts: MemoryNode[];
}

/** What a persona decided about the persona it focused on: chat, wait, or nothing. */
export type Reaction =
  | { mode: "none"; reason: string }
  | { mode: "chat"; target: string }
  | { mode: "wait"; target: string; until: string };

/**
 * A conversation this persona started: the partner adopts the chat as its current action, with its schedule
 * re-planned around it and the cooldown on the initiator (the original wrote these into the partner directly).
 */
export interface JoinChatEffect {
  kind: "joinChat";
  /** Who must apply it. */
  persona: string;
  /** Who started the conversation. */
  with: string;
  transcript: Utterance[];
  /** "conversing about ...". */
  description: string;
  startTime: string;
  durationMinutes: number;
  endTime: string;
  cooldownTicks: number;
  /**
   * The rest of the partner's re-plan window after the chat, as the model planned it (null: nothing to plan). The
   * caller inserts the chat into the partner's schedule as it is after the partner's own tick (`applyEffect`), so a
   * decomposition or re-plan the partner made in the same tick is kept (the original wrote the schedule directly).
   */
  replanFill: ScheduleEntry[] | null;
  actEvent: Triple;
}
/** What a persona's tick does to another persona (joining a conversation); applied with `applyEffect`. */
export type PersonaEffect = JoinChatEffect;

/** What the frontend shows for this tick (the original's movement file entry). */
export interface Movement {
  tile: Tile;
  pronunciatio: string;
  description: string;
  chat: Utterance[] | null;
}

/** Whether this tick starts a day: "first day" (no time set before), "new day" (the date changed), else null. */
export type NewDay = "first day" | "new day" | null;

/** The input of one persona tick, as plain values. */
export interface PersonaTickValues {
  scratch: Scratch;
  spatial: SpatialMemory;
  memory: MemoryCursor;
  clock: Clock;
  village: VillageRef;
  events: TileEvent[];
  others: Record<string, OtherPersona>;
  /** In a town, the town moves the persona (see PersonaTickInput.movedByTown). */
  movedByTown?: boolean;
}

/**
 * The graph's input, output and state. `defaults` fills in what a caller leaves out: graphs/persona.ts passes the
 * default village's first persona, so the graph runs from an empty input (Studio); without it a missing channel
 * stays undefined. One declaration: the three schemas must share their channel objects.
 */
export function personaTickSchemas(defaults?: () => PersonaTickValues) {
  const channel = <T>(pick: (d: PersonaTickValues) => T) =>
    Annotation<T>({ reducer: (_, next) => next, default: () => (defaults ? pick(defaults()) : (undefined as T)) });
  const input = Annotation.Root({
    /** The persona's short-term state: identity, day plan, schedule, current action, path, chat state. */
    scratch: channel<Scratch>((d) => d.scratch),
    /** The places the persona knows, world > sector > arena > objects. */
    spatial: channel<SpatialMemory>((d) => d.spatial),
    /** The persona's cursor into its associative memory in the store (the memory itself is not checkpointed). */
    memory: channel<MemoryCursor>((d) => d.memory),
    /** The simulated clock: now, the tick, and the tick's length. */
    clock: channel<Clock>((d) => d.clock),
    /** Where the village's map is. */
    village: channel<VillageRef>((d) => d.village),
    /** Events on tiles this tick (personas' actions, objects in use); idle objects are implied by the map. */
    events: channel<TileEvent[]>((d) => d.events),
    /** Other personas by name (read-only snapshots). */
    others: channel<Record<string, OtherPersona>>((d) => d.others),
    /**
     * True in a town: the tick ends before the executor, and the town's resolve step moves every persona once all of
     * the tick's positions are known (a new path avoids target tiles where anyone stands). Alone: the persona moves.
     */
    movedByTown: Annotation<boolean | undefined>,
  });
  const output = Annotation.Root({
    scratch: input.spec.scratch,
    spatial: input.spec.spatial,
    memory: input.spec.memory,
    /** What this tick does to other personas (a conversation started), for the caller to apply with `applyEffect`. */
    effects: Annotation<PersonaEffect[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
    /**
     * Where the persona is and what it shows this tick (the frontend's movement entry); unset in a town, which moves
     * every persona itself.
     */
    movement: Annotation<Movement | null>,
    /** LLM calls, tokens, retries and fallbacks per prompt id. */
    usage: Annotation<UsageByPrompt>({ reducer: mergeUsage, default: () => ({}) }),
    /** What it decided about the persona it focused on: start a chat, wait for them, or nothing. */
    reaction: Annotation<Reaction | null>,
    /**
     * Its state just before it started a chat or a wait this tick (after its own scheduling), else null: a caller
     * that settles the tick after the fact (the town) puts it back when the chat or wait cannot happen.
     */
    carryOn: Annotation<Scratch | null>,
  });
  const state = Annotation.Root({
    ...input.spec,
    ...output.spec,
    /** Set by `perceive`: whether this tick starts a day, which decides how much is re-planned. */
    newDay: Annotation<NewDay>,
    /** Set by `perceive`: the events the persona noticed this tick, as stored in its memory. */
    perceived: Annotation<PerceivedEvent[]>,
    /** Set by `retrieve`: for each perceived event, the related events and thoughts the persona recalled. */
    retrieved: Annotation<RetrievedForEvent[]>,
  });
  return { input, output, state };
}

const schemas = personaTickSchemas();
/**
 * What the persona graph takes: the persona's own state, its clock and village, the events and other personas in view.
 */
export const PersonaTickInput = schemas.input;
/**
 * What the persona graph's input must hold, checked when a tick starts (nodes/persona/perceive.ts), so hand-typed
 * state (Studio's input form) is refused naming the field. Others are checked by their name and memory only: their
 * snapshots are read-only and a town passes many.
 */
export const PersonaTickInputSchema = z.object({
  scratch: ScratchSchema,
  spatial: SpatialMemorySchema.nullish(),
  memory: MemoryCursorSchema,
  clock: z.object({ time: GameTimeSchema, tick: z.number().int().nonnegative(), secondsPerTick: z.number().positive() }),
  village: z.object({ mapDir: z.string().min(1) }),
  events: z
    .array(z.object({ tile: TileSchema, subject: z.string(), predicate: z.string().nullable(), object: z.string().nullable(), description: z.string().nullable() }))
    .nullish(),
  others: z.record(z.string(), z.object({ scratch: z.object({ name: z.string().min(1) }), memory: MemoryCursorSchema })).nullish(),
});

/** What the persona graph returns: the persona's new state, its effects on others, its movement and its usage. */
export const PersonaTickOutput = schemas.output;
/** The persona graph's state: its input, its output and what the stages pass each other. */
export const PersonaTickState = schemas.state;
/** The persona graph's state as its nodes read it. */
export type PersonaTickStateType = typeof PersonaTickState.State;
/** What a persona graph node may return: any part of the state. */
export type PersonaTickUpdate = typeof PersonaTickState.Update;
