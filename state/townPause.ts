/**
 * A person steering a town run (LangGraph's human in the loop): where the run pauses, what it shows while paused,
 * and what the person answers (`Command({ resume })`): go on, whisper a thought to a persona, interview one, keep an
 * interview answer as a memory. The run's steering log (what was whispered or kept, when) is part of its state, so
 * its history shows where it happened.
 */
import { z } from "zod/v4";
import { GameTimeSchema, parseGameTime } from "./gameTime.js";
import { UtteranceSchema } from "./persona.js";
import { editDistance, nearestName } from "./nearestName.js";

/** Named events a run can pause on: a conversation starts, a persona reflects (the insight reflection). */
export const PAUSE_EVENTS = ["conversation", "reflection"] as const;
/** An event a town run can pause on: a conversation starting, or a persona reflecting. */
export type PauseEvent = (typeof PAUSE_EVENTS)[number];

/** Where to pause, as a person asks for it (the `pause` input, or a `continue` command): whichever comes first. */
export const PauseRequestSchema = z.strictObject({
  /** At this game time: the run pauses at the first tick boundary at or after it. */
  at: GameTimeSchema.optional().describe('pause at this game time, e.g. "2024-05-06T09:30:00"'),
  /** After this many ticks from now (0: at once). */
  ticks: z.number().int().nonnegative().optional().describe("pause after this many ticks from now (0: at once)"),
  /** At this tick since the run's first (the run folder's files number steps from midnight: step = first step + tick). */
  tick: z.number().int().nonnegative().optional().describe("pause at this tick since the run's start"),
  /** When one of these happens; the tick it happens in is finished first. */
  on: z.array(z.enum(PAUSE_EVENTS)).optional().describe('pause when "conversation" starts or a persona makes a "reflection"'),
});
/**
 * Where a town run pauses for a person: at a time, after some ticks, at a tick, or on an event (conversation,
 * reflection).
 */
export type PauseRequest = z.input<typeof PauseRequestSchema>;

/** The pause points a run holds: absolute, so every chunk of a run reads them the same way. */
export interface PausePoints {
  time: string | null;
  tick: number | null;
  on: PauseEvent[];
}

export const NO_PAUSE: PausePoints = { time: null, tick: null, on: [] };

/** A request read against the run's clock (`ticks` counts from `tick`, the clock's tick now). */
export function pausePointsOf(request: PauseRequest, tick: number): PausePoints {
  const parsed = PauseRequestSchema.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const fields = Object.keys(PauseRequestSchema.shape);
    if (issue.code === "unrecognized_keys") {
      const typed = issue.keys[0]!;
      const meant = nearestName(typed, fields);
      throw new Error(`Invalid pause field "pause.${typed}": no such field${meant ? `; did you mean "${meant}"?` : ""} (a pause takes ${fields.join(", ")}).`);
    }
    if (issue.path.length === 0) {
      throw new Error(`Invalid pause ${JSON.stringify(request)}: give an object with any of ${fields.join(", ")}, e.g. { "ticks": 6 } or { "on": ["conversation"] }.`);
    }
    throw new Error(`Invalid pause field "pause.${issue.path.join(".")}": ${issue.message}.`);
  }
  const r = parsed.data;
  const ticks = [r.tick, r.ticks === undefined ? undefined : tick + r.ticks].filter((t): t is number => t !== undefined);
  return { time: r.at ?? null, tick: ticks.length ? Math.min(...ticks) : null, on: [...new Set(r.on ?? [])] };
}

/**
 * The tick a step ending at `endTick` stops at, given the pause points: an earlier time or tick point (one already
 * passed pauses at once), and which one it was.
 */
export function stopTick(
  points: PausePoints | null | undefined,
  clock: { time: string; tick: number; secondsPerTick: number },
  endTick: number,
): { endTick: number; reason: "time" | "tick" | null } {
  let stop = { endTick, reason: null as "time" | "tick" | null };
  if (points?.time) {
    const seconds = (parseGameTime(points.time).getTime() - parseGameTime(clock.time).getTime()) / 1000;
    const at = clock.tick + Math.max(0, Math.ceil(seconds / clock.secondsPerTick));
    if (at <= stop.endTick) stop = { endTick: at, reason: "time" };
  }
  if (points?.tick !== null && points?.tick !== undefined) {
    const at = Math.max(clock.tick, points.tick);
    if (at < stop.endTick || (at === stop.endTick && !stop.reason)) stop = { endTick: at, reason: "tick" };
  }
  return stop;
}

/** A memory as an interview answer cites it. */
export interface RecalledMemory {
  id: string;
  type: "event" | "thought" | "chat";
  created: string;
  description: string;
}

/**
 * The longest whisper: a thought is a sentence or a few. One of any size was stored whole (a 128 KB fork whisper, a
 * 1 MB one in a session) and `history` printed it whole.
 */
export const MAX_WHISPER_CHARS = 1000;

/** Why a whisper's text cannot be whispered, in one sentence (empty or too long), or null. */
export function whisperProblem(text: string): string | null {
  if (!text.trim()) return "A whisper needs a thought after the persona's name.";
  if (text.length > MAX_WHISPER_CHARS) return `A whisper is a thought of at most ${MAX_WHISPER_CHARS.toLocaleString("en-US")} characters; this one has ${text.length.toLocaleString("en-US")}.`;
  return null;
}

/** A whisper or kept answer as a listing shows it: on one line, cut after `max` characters. */
export const shortText = (text: string, max = 160) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** What a person can answer a paused run (the resume value). */
export const TownCommandSchema = z.discriminatedUnion("action", [
  z.strictObject({
    action: z.literal("continue"),
    /** New pause points (replacing the ones left); absent: keep them (a time or tick point is spent once reached). */
    pause: PauseRequestSchema.optional(),
  }),
  z.strictObject({ action: z.literal("whisper"), persona: z.string().min(1), text: z.string().min(1).max(MAX_WHISPER_CHARS, `a whisper is at most ${MAX_WHISPER_CHARS} characters`) }),
  z.strictObject({
    action: z.literal("interview"),
    persona: z.string().min(1),
    question: z.string().min(1),
    /** The interview so far ([speaker, line] pairs), for a question that follows up on an answer. */
    history: z.array(UtteranceSchema).optional(),
    /** Keep this question and answer as a memory of the persona (default: the interview leaves no trace). */
    keep: z.boolean().optional(),
  }),
  z.strictObject({
    action: z.literal("keep"),
    persona: z.string().min(1),
    question: z.string().min(1),
    answer: z.string().min(1),
    /** Ids of the memories the answer drew on (the kept memory cites them). */
    drewOn: z.array(z.string()).default([]),
  }),
]);
/** What a paused town takes as `Command({ resume })`: continue, interview, keep an answer, or whisper. */
export type TownCommand = z.input<typeof TownCommandSchema>;
export type TownCommandValue = z.output<typeof TownCommandSchema>;

/** The run's answer to the last command, shown with the next pause. */
export type CommandReply =
  | { action: "whisper"; persona: string; text: string; memoryId: string }
  | { action: "interview"; persona: string; question: string; answer: string; drewOn: RecalledMemory[]; keptAs: string | null }
  | { action: "keep"; persona: string; memoryId: string }
  | { action: "error"; error: string };

/** A paused run: why and when, and the conversation with the person so far. */
export interface PausedAt {
  /** A pause point ("time", "tick"), a watched event, or "asked": a person asked the running process to stop (its replay page). */
  reason: "time" | "tick" | PauseEvent | "asked";
  time: string;
  tick: number;
  /** What happened ("Ada Okafor and Tomas Reyes started a conversation."); empty for time and tick points. */
  events: string[];
  /** A command being carried out (between the pause and the node that does it). */
  command: TownCommandValue | null;
  reply: CommandReply | null;
}

/** One entry of the run's steering log: a change a person made to the run, and when. */
export interface SteeringEntry {
  kind: "whisper" | "kept answer";
  persona: string;
  text: string;
  time: string;
  tick: number;
  memoryId: string;
}

/** Reducer of the steering log: entries are only ever appended. */
export function appendSteering(log: readonly SteeringEntry[], added: readonly SteeringEntry[]): SteeringEntry[] {
  return [...log, ...added];
}

/** A command read from a person's resume value, or the one-sentence reason it cannot be carried out. */
export function readCommand(value: unknown): TownCommandValue | { error: string } {
  const parsed = TownCommandSchema.safeParse(value ?? { action: "continue" });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? `field "${issue.path.join(".")}"` : "the command";
  return {
    error:
      `Cannot read the resume value (${where}: ${issue.message}): use { "action": "continue" | "whisper" | "interview" | "keep", ... }.`,
  };
}

/**
 * The persona a person means, the one resolver of every name a user types (whisper, interview, keep, `fork --whisper`,
 * an experiment's told person, Studio's commands): the exact name, else the one name that matches ignoring case, or
 * whose first name (or the start of whose name) it is ("ada" -> "Ada Okafor"); otherwise a sentence naming the town's
 * personas, with the one a typo is a letter or two from ("Mai" -> did you mean Mei Lin?).
 */
export function personaNamed(names: readonly string[], given: string): { name: string } | { error: string } {
  const wanted = given.trim().toLowerCase();
  const exact = names.find((n) => n === given.trim()) ?? names.find((n) => n.toLowerCase() === wanted);
  if (exact) return { name: exact };
  const matches = names.filter((n) => wanted && (n.toLowerCase().split(/\s+/).includes(wanted) || n.toLowerCase().startsWith(wanted)));
  if (matches.length === 1) return { name: matches[0]! };
  if (matches.length > 1) return { error: `"${given}" could be ${matches.join(" or ")}: ${names.join(", ")}.` };
  const near = nearestPersona(names, wanted);
  return { error: `No persona "${given}" in this town${near ? ` (did you mean ${near}?)` : ""}: ${names.join(", ")}.` };
}

/** The one name whose full name or one of whose words is a letter or two from what was typed, or null. */
export function nearestPersona(names: readonly string[], wanted: string): string | null {
  if (wanted.length < 3) return null;
  const allowed = wanted.length < 6 ? 1 : 2;
  const near = names.filter((n) => [n.toLowerCase(), ...n.toLowerCase().split(/\s+/)].some((w) => editDistance(wanted, w) <= allowed));
  return near.length === 1 ? near[0]! : null;
}
