/**
 * Action timing, conversation length, re-planning a window of the schedule around an inserted chat or wait, and
 * the per-tick chat bookkeeping (cooldowns). Pure functions; every rule reads its number from `Thresholds`.
 */
import type { ScheduleEntry, Scratch, Utterance } from "./persona.js";
import { addMinutes, formatGameTime, gameTimeMs, parseGameTime } from "./gameTime.js";
import { fillDay, fitToMinutes, scheduleIndexAt, scheduleTotal, SLEEPING, startMinuteOf } from "./schedule.js";
import type { Thresholds } from "./thresholds.js";

// --- action timing --------------------------------------------------------------------------------------------------

/** The time rounded up to the next whole minute when it has seconds (the original's rule for starts and chat ends). */
export function ceilToMinute(time: string): string {
  const ms = parseGameTime(time).getTime();
  const minute = 60_000;
  return formatGameTime(new Date(Math.ceil(ms / minute) * minute));
}

type ActionClock = Pick<Scratch, "actAddress" | "actStartTime" | "actDuration" | "chattingWith" | "chattingEndTime">;

/**
 * When the current action ends, or null when there is none (no address, start or duration): the original's
 * `act_check_finished` end. Chatting: `chattingEndTime`; otherwise the start rounded up to the minute + duration.
 */
export function actionEnd(scratch: ActionClock): string | null {
  if (!scratch.actAddress) return null;
  if (scratch.chattingWith && scratch.chattingEndTime) return scratch.chattingEndTime;
  if (!scratch.actStartTime || scratch.actDuration === null) return null;
  return addMinutes(ceilToMinute(scratch.actStartTime), scratch.actDuration);
}

/**
 * True when the action is over: no action, or `now >= end` on full date-times. (The original tested H:M:S equality,
 * so a step that skipped the exact second never finished the action, and it ignored the date.)
 */
export function actionFinished(scratch: ActionClock, now: string): boolean {
  // actionEnd's time in milliseconds, without writing it out: asked of every persona every tick.
  if (!scratch.actAddress) return true;
  let end: number;
  if (scratch.chattingWith && scratch.chattingEndTime) end = gameTimeMs(scratch.chattingEndTime);
  else if (!scratch.actStartTime || scratch.actDuration === null) return true;
  else end = Math.ceil(gameTimeMs(scratch.actStartTime) / 60_000) * 60_000 + scratch.actDuration * 60_000;
  return gameTimeMs(now) >= end;
}

// --- conversation ---------------------------------------------------------------------------------------------------

/**
 * Minutes a conversation takes: spoken words / `conversationWordsPerMinute`, rounded up, at least 1. Only the
 * utterances count (the original estimated words as characters / 8 of "speaker: utterance" lines, names included).
 */
export function chatDurationMinutes(
  transcript: readonly Utterance[],
  thresholds: Pick<Thresholds, "conversationWordsPerMinute">,
): number {
  const words = transcript.reduce((n, [, said]) => n + said.split(/\s+/).filter(Boolean).length, 0);
  const minutes = Math.ceil(words / thresholds.conversationWordsPerMinute);
  return Number.isFinite(minutes) && minutes > 1 ? minutes : 1;
}

/** When a chat starting now ends: now rounded up to the minute + its minutes (the original used the target's clock). */
export function chatEndTime(now: string, minutes: number): string {
  return addMinutes(ceilToMinute(now), minutes);
}

// --- re-planning around an inserted action --------------------------------------------------------------------------

export interface ReplanWindow {
  /** Minutes since midnight, inclusive. */
  startMinute: number;
  /** Minutes since midnight, exclusive. */
  endMinute: number;
}

/**
 * The part of the day re-planned around a chat or wait (the original's `_create_react`): the hourly block holding
 * now when it lasts at least `replanWindowMinutes`, else that block and the next (the original's `elif` was always
 * true, so its "+2 hours" branch never ran). The last block alone when there is no next one (the original raised
 * IndexError); an empty window at now when no block holds now. With `hourlyOrg` empty, the schedule's own entries
 * are the blocks.
 */
export function replanWindow(
  hourlyOrg: readonly ScheduleEntry[],
  schedule: readonly ScheduleEntry[],
  now: string,
  thresholds: Pick<Thresholds, "replanWindowMinutes">,
): ReplanWindow {
  const blocks = hourlyOrg.length > 0 ? hourlyOrg : schedule;
  const minute = startMinuteOf(now);
  const index = scheduleIndexAt(blocks, minute);
  const current = blocks[index];
  if (!current) return { startMinute: minute, endMinute: minute };
  const startMinute = scheduleTotal(blocks.slice(0, index));
  if (current[1] >= thresholds.replanWindowMinutes) return { startMinute, endMinute: startMinute + current[1] };
  const next = blocks[index + 1];
  return { startMinute, endMinute: startMinute + current[1] + Math.max(0, next?.[1] ?? 0) };
}

/** The entries covering minutes [from, to), cut at both ends; non-positive entries skipped. */
export function entriesBetween(schedule: readonly ScheduleEntry[], from: number, to: number): ScheduleEntry[] {
  const out: ScheduleEntry[] = [];
  let start = 0;
  for (const [name, minutes] of schedule) {
    if (!(minutes > 0)) continue;
    const end = start + minutes;
    const cut = Math.min(end, to) - Math.max(start, from);
    if (cut > 0) out.push([name, cut]);
    start = end;
  }
  return out;
}

export interface Insertion {
  /** Entries before the window, as they were. */
  before: ScheduleEntry[];
  /** The window's entries already lived: from the window start to now, the current entry cut at now. */
  lived: ScheduleEntry[];
  /** The inserted chat or wait, starting now. */
  inserted: ScheduleEntry;
  /** The original plan from now to the window end (the interrupted entry's unspent part first): for the prompt. */
  originalRest: ScheduleEntry[];
  /** Minutes between the end of the inserted action and the window end, for the model (or fail-safe) to fill. */
  restMinutes: number;
  /** Entries from the window end on, as they were (the first one cut if it straddled the end). */
  after: ScheduleEntry[];
  /** The window actually used: widened to hold now and the whole inserted action when it would overrun. */
  window: ReplanWindow;
}

/**
 * Puts `inserted` into the schedule at now: the current entry is cut at now and the action starts there (the
 * original inserted it after the end of the current subtask: its truncation set a 0-minute entry and did not cut
 * the current one). The window is widened to hold the whole action. A non-positive inserted duration counts as 1.
 * Expects a schedule filled to the day (`fillDay`).
 */
export function insertAtNow(
  schedule: readonly ScheduleEntry[],
  now: string,
  window: ReplanWindow,
  inserted: ScheduleEntry,
): Insertion {
  const nowMinute = startMinuteOf(now);
  const duration = inserted[1] > 0 ? inserted[1] : 1;
  const startMinute = Math.min(window.startMinute, nowMinute);
  const endMinute = Math.max(window.endMinute, nowMinute + duration);
  return {
    before: entriesBetween(schedule, 0, startMinute),
    lived: entriesBetween(schedule, startMinute, nowMinute),
    inserted: [inserted[0], duration],
    originalRest: entriesBetween(schedule, nowMinute, endMinute),
    restMinutes: endMinute - nowMinute - duration,
    after: entriesBetween(schedule, endMinute, Math.max(endMinute, scheduleTotal(schedule))),
    window: { startMinute, endMinute },
  };
}

/**
 * "<main activity> (<inserted>)", the original's name for an inserted action in the schedule; main is the current
 * entry's text before its first "(".
 */
export function nestUnderMain(currentActivity: string, inserted: string): string {
  const main = currentActivity.split("(")[0]!.trim();
  return main ? `${main} (${inserted})` : inserted;
}

/**
 * Deterministic fill of the rest of the window: the original plan resumed from the interrupted entry and cut to
 * `restMinutes` (the original's fail-safe: the truncated plan followed by the original entries, trimmed to the total).
 * With no original plan left, the last lived entry (or the inserted action) is stretched.
 */
export function failSafeFill(insertion: Insertion): ScheduleEntry[] {
  const source = insertion.originalRest.length > 0
    ? insertion.originalRest
    : [insertion.lived.at(-1) ?? insertion.inserted];
  return fitToMinutes(source, insertion.restMinutes);
}

/** True when a model's fill can be used as is: named entries, positive durations, summing to `restMinutes`. */
export function fillFits(fill: readonly ScheduleEntry[], restMinutes: number): boolean {
  return fill.every(([name, minutes]) => name.trim() !== "" && Number.isFinite(minutes) && minutes > 0) &&
    scheduleTotal(fill) === restMinutes;
}

/** The re-planned schedule: the model's fill when it fits the rest of the window, else `failSafeFill`. */
export function assembleReplan(insertion: Insertion, fill: readonly ScheduleEntry[] | null): ScheduleEntry[] {
  const rest = fill && fillFits(fill, insertion.restMinutes)
    ? fill.map(([a, m]): ScheduleEntry => [a, m])
    : failSafeFill(insertion);
  return [...insertion.before, ...insertion.lived, insertion.inserted, ...rest, ...insertion.after];
}

type DayPlan = Pick<Scratch, "fDailySchedule" | "fDailyScheduleHourlyOrg">;

/**
 * `activity` (a chat's or a wait's description) put into a persona's day at now for `minutes`, named under the
 * current entry's main activity, in the re-plan window of its hourly plan: what the model is asked to fill.
 */
export function insertionFor(
  plan: DayPlan,
  now: string,
  activity: string,
  minutes: number,
  thresholds: Pick<Thresholds, "dayMinutes" | "replanWindowMinutes">,
): Insertion {
  const schedule = fillDay(plan.fDailySchedule, thresholds);
  const current = schedule[Math.min(scheduleIndexAt(schedule, startMinuteOf(now)), schedule.length - 1)]?.[0] ?? "";
  const window = replanWindow(plan.fDailyScheduleHourlyOrg, schedule, now, thresholds);
  return insertAtNow(schedule, now, window, [nestUnderMain(current, activity), minutes]);
}

/**
 * The day re-planned around `activity` at now with a fill planned earlier (`fill`: the model's rest of the window,
 * or null for the fail-safe). Applied to the plan as it is now, so it can be re-applied to a schedule that changed
 * since the fill was planned (a chat partner's own decomposition in the same tick); a fill that no longer fits the
 * window gives way to the fail-safe.
 */
export function replanWith(
  plan: DayPlan,
  now: string,
  activity: string,
  minutes: number,
  fill: readonly ScheduleEntry[] | null,
  thresholds: Pick<Thresholds, "dayMinutes" | "replanWindowMinutes">,
): ScheduleEntry[] {
  return assembleReplan(insertionFor(plan, now, activity, minutes, thresholds), fill);
}

/**
 * The rest of the day from now, for re-planning it around news: the current entry goes on to its end (the settled
 * part), and the window runs from now to the end of the day. Expects a plan with a schedule.
 */
export function newsInsertion(plan: DayPlan, now: string, thresholds: Pick<Thresholds, "dayMinutes">): Insertion {
  const schedule = fillDay(plan.fDailySchedule, thresholds);
  const minute = startMinuteOf(now);
  const index = Math.min(scheduleIndexAt(schedule, minute), schedule.length - 1);
  const current = schedule[index];
  const currentEnd = scheduleTotal(schedule.slice(0, index + 1));
  const window = { startMinute: minute, endMinute: Math.max(minute, thresholds.dayMinutes) };
  return insertAtNow(schedule, now, window, [current?.[0] ?? SLEEPING, Math.max(1, currentEnd - minute)]);
}

// --- chat bookkeeping -----------------------------------------------------------------------------------------------

/** The cooldown set on each side when a chat starts (`chatCooldownTicks` for the partner, merged into the buffer). */
export function startCooldown(
  buffer: Readonly<Record<string, number>>,
  partner: string,
  thresholds: Pick<Thresholds, "chatCooldownTicks">,
): Record<string, number> {
  return { ...buffer, [partner]: thresholds.chatCooldownTicks };
}

/**
 * One tick of cooldown: every entry but the current partner's loses 1, never below 0 (the original had no floor, and
 * its saved runs hold values like -1525). Non-finite garbage becomes 0.
 */
export function decrementCooldowns(
  buffer: Readonly<Record<string, number>>,
  chattingWith: string | null,
): Record<string, number> {
  const lowered: Record<string, number> = {};
  for (const name in buffer) {
    const ticks = buffer[name]!;
    lowered[name] = name === chattingWith ? ticks : Number.isFinite(ticks) ? Math.max(0, ticks - 1) : 0;
  }
  return lowered;
}

type ChatFields = Pick<Scratch, "actEvent" | "chattingWith" | "chat" | "chattingEndTime">;

/** True when the current action is no longer a chat (its event predicate is not "chat with"): its chat fields go. */
export function chatIsOver(scratch: Pick<Scratch, "actEvent">): boolean {
  return scratch.actEvent[1] !== "chat with";
}

/** Chat fields cleared when the current action is no longer a chat (chatIsOver). */
export function clearFinishedChat<S extends ChatFields>(scratch: S): S {
  if (!chatIsOver(scratch)) return scratch;
  return { ...scratch, chattingWith: null, chat: null, chattingEndTime: null };
}

/**
 * The end-of-plan bookkeeping of every tick, in the original's order: clear a finished chat, then lower cooldowns.
 * `changes` are set on the same copy (fields these rules do not read, such as the tick's time): it runs for every
 * persona every tick, and one copy of a persona's scratch costs less than three.
 */
export function tickChatState<S extends ChatFields & Pick<Scratch, "chattingWithBuffer">>(
  scratch: S,
  changes?: Partial<Omit<S, keyof ChatFields | "chattingWithBuffer">>,
): S {
  const over = chatIsOver(scratch);
  const chattingWithBuffer = decrementCooldowns(scratch.chattingWithBuffer, over ? null : scratch.chattingWith);
  return over
    ? { ...scratch, ...changes, chattingWith: null, chat: null, chattingEndTime: null, chattingWithBuffer }
    : { ...scratch, ...changes, chattingWithBuffer };
}
