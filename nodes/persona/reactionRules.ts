/**
 * The rule side of event reactions (the original's `_choose_retrieved`, `_should_react` / `lets_react` and
 * `_wait_react`): which perceived event to focus on, which gate keeps a persona from waiting for another, and what
 * the wait looks like. No model is asked here.
 */
import { addMinutes, hourOf, parseGameTime } from "../../state/gameTime.js";
import { ceilToMinute } from "../../state/replan.js";
import type { Thresholds } from "../../state/thresholds.js";

/** A perceived event as the choice needs it: its subject ("Name" for a persona, "w:s:a:obj" for an object). */
export interface PerceivedEvent {
  subject: string;
  description: string;
}

/** A random number in [0, 1), e.g. a seeded generator; Math.random works too. */
export type RandomSource = () => number;

const pick = <T>(items: readonly T[], random: RandomSource): T | null =>
  items[Math.min(items.length - 1, Math.max(0, Math.floor(random() * items.length)))] ?? null;

/**
 * The event to react to, or null: own events are dropped; another persona's event (subject without ":") is
 * preferred; else any event whose description is not "is idle". Ties are broken by `random`.
 * (The original deleted own events from the caller's dict; this returns a choice and mutates nothing.)
 */
export function chooseFocusedEvent<E extends PerceivedEvent>(
  perceived: readonly E[],
  selfName: string,
  random: RandomSource,
): E | null {
  const others = perceived.filter((e) => e.subject !== selfName);
  const personas = others.filter((e) => !e.subject.includes(":"));
  if (personas.length > 0) return pick(personas, random);
  return pick(others.filter((e) => !e.description.includes("is idle")), random);
}

/** Why a persona does not react at all (the top of the original's `_should_react`). */
export type ReactionGate = "already chatting" | "already waiting";

export function closedReactionGate(initiator: {
  chattingWith: string | null;
  actAddress: string | null;
}): ReactionGate | null {
  if (initiator.chattingWith) return "already chatting";
  if (initiator.actAddress?.includes("<waiting>")) return "already waiting";
  return null;
}

/** What the wait gates read of each persona (a Scratch or a ChatParty fits). */
export interface WaitParty {
  actAddress: string | null;
  actDescription: string | null;
  plannedPath: readonly unknown[];
}

/** The wait gate that closed, as a short phrase (null: all open, the model may be asked whether to wait). */
export type WaitGate =
  | "no current action"
  | "no current time"
  | "someone is sleeping"
  | "late hour"
  | "target is waiting"
  | "initiator has arrived"
  | "not the same place";

/**
 * The original's `lets_react` checks, in its order: both have an action address and description; nobody is
 * sleeping; the initiator's hour is before `lateHourCutoff` (the original: `!= 23`); the target's description does
 * not contain "waiting"; the initiator is still walking (non-empty planned path); both act at the same address.
 */
export function closedWaitGate(
  initiator: WaitParty & { currTime: string | null },
  target: WaitParty,
  thresholds: Pick<Thresholds, "lateHourCutoff">,
): WaitGate | null {
  const parties = [initiator, target];
  if (parties.some((p) => !p.actAddress || !p.actDescription)) return "no current action";
  if (parties.some((p) => p.actDescription!.includes("sleeping"))) return "someone is sleeping";
  if (!initiator.currTime) return "no current time";
  if (hourOf(initiator.currTime) >= thresholds.lateHourCutoff) return "late hour";
  if (target.actDescription!.includes("waiting")) return "target is waiting";
  if (initiator.plannedPath.length === 0) return "initiator has arrived";
  if (initiator.actAddress !== target.actAddress) return "not the same place";
  return null;
}

/**
 * The time to wait until: the minute before the target's action ends, its start rounded up + duration − 1 (the
 * original's "wait: <time>", from the start as it was: a target begun at hh:mm:20 ends a minute later than that).
 * Null when the target has no start or duration.
 */
export function waitUntil(target: { actStartTime: string | null; actDuration: number | null }): string | null {
  if (!target.actStartTime || target.actDuration === null) return null;
  return addMinutes(ceilToMinute(target.actStartTime), target.actDuration - 1);
}

/**
 * Minutes of the wait, counted from now rounded up to the minute (where the wait starts, as every action does) to
 * the minute after `until`: the wait ends when the target's action does (the original's "+ 1" with `until` a minute
 * before that end; counting from now without its seconds, a wait begun at hh:mm:20 ended a minute late). At least
 * 1. Computed on full date-times (the original's `h*60+m` went negative across midnight).
 */
export function waitMinutes(now: string, until: string): number {
  const wholeMinute = (t: string) => Math.floor(parseGameTime(t).getTime() / 60_000);
  return Math.max(1, wholeMinute(until) + 1 - wholeMinute(ceilToMinute(now)));
}

/**
 * The core of an action description: the text in its last parentheses ("painting (mixing colours)" → "mixing
 * colours"), else the whole description. (The original took the text after the last "(" minus its last character,
 * so "sleeping" became "sleepin".)
 */
export function coreActivity(actDescription: string): string {
  const open = actDescription.lastIndexOf("(");
  if (open < 0) return actDescription.trim();
  const inner = actDescription.slice(open + 1).replace(/\)\s*$/, "").trim();
  return inner || actDescription.slice(0, open).trim();
}

/** A step of getting to the place ("arriving", "walking over", "heading in"): done by whoever already waits there. */
const ARRIVAL = /^(?:arriv\w*|walk\w* (?:over|in|there|across)|head\w* (?:over|in|there|inside)|get\w* there|go\w* (?:over|in)|com\w* in)\b(?: (?:and|then) )?/i;

/**
 * What the wait is before: the core activity without a step of arriving ("arriving and finding a seat" → "finding a
 * seat"); the main activity when the core is only that step ("meeting (arriving)" → "meeting").
 */
export function awaitedActivity(actDescription: string): string {
  const core = coreActivity(actDescription);
  const rest = core.replace(ARRIVAL, "").trim();
  if (rest && rest !== core) return rest;
  if (rest) return core;
  const main = actDescription.replace(/\s*\([^]*$/, "").trim();
  return main && !ARRIVAL.test(main) ? main : core;
}

/**
 * "waiting before <what the persona was about to do>", from its own action (the original's `_wait_react`). Changed on
 * purpose: the original's "waiting to start <core>" read wrongly with most steps ("waiting to start arriving and
 * finding a seat", "waiting to start sitting down to eat"); "before" takes any step or activity as it is.
 */
export function waitActivity(actDescription: string): string {
  return `waiting before ${awaitedActivity(actDescription)}`;
}
