/**
 * Pure functions on a persona's day schedule (`[activity, minutes]` entries that start at midnight).
 *
 * They cover long-term planning (the hourly schedule) and short-term scheduling (which entry is current, which ones to
 * decompose into subtasks, filling the day). Every rule reads its number from a `Thresholds` argument. Action timing,
 * chat re-planning and cooldowns are in `replan.ts`.
 */
import type { ScheduleEntry } from "./persona.js";
import { hourOf, parseGameTime } from "./gameTime.js";
import type { Thresholds } from "./thresholds.js";

/** A unit conversion, not a rule. */
export const MINUTES_PER_HOUR = 60;

/** Filler for the hours before waking up and for the end of a short day (the original's word). */
export const SLEEPING = "sleeping";

/** Whole minutes since midnight; seconds are dropped, as the original's `hour*60 + minute` does. */
export function minutesIntoDay(time: string): number {
  const d = parseGameTime(time);
  return d.getUTCHours() * MINUTES_PER_HOUR + d.getUTCMinutes();
}

/**
 * The minute of the day an action taken at `time` starts in the schedule: rounded up to the whole minute, as its end
 * is (`actionEnd`: start rounded up + duration), so an action and its schedule entry end together (1440 at most).
 * (The original placed actions at the minute dropping seconds but ended them rounding up: a chat or wait begun at
 * hh:mm:20 ended a minute after its entry, and the persona resumed its day a minute late.)
 */
export function startMinuteOf(time: string): number {
  const d = parseGameTime(time);
  const seconds = d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds() + d.getUTCMilliseconds() / 1000;
  return Math.ceil(seconds / 60);
}

/** A duration counted in sums and lookups: zero for non-positive or non-finite garbage. */
const span = (minutes: number): number => (Number.isFinite(minutes) && minutes > 0 ? minutes : 0);

/** Total minutes of a schedule (non-positive durations count as zero). */
export function scheduleTotal(schedule: readonly ScheduleEntry[]): number {
  return schedule.reduce((sum, [, minutes]) => sum + span(minutes), 0);
}

// --- long-term planning ---------------------------------------------------------------------------------------------

/** Merges runs of the same hourly activity into one entry of 60 minutes per hour. */
export function compressHourly(activities: readonly string[]): ScheduleEntry[] {
  const out: ScheduleEntry[] = [];
  for (const activity of activities) {
    const last = out.at(-1);
    if (last && last[0] === activity) last[1] += MINUTES_PER_HOUR;
    else out.push([activity, MINUTES_PER_HOUR]);
  }
  return out;
}

/**
 * One activity per hour of the day: "sleeping" before the wake-up hour, then the generated activities.
 * A wake-up hour that is not a finite number uses the fail-safe; it is floored and kept inside the day. Activities
 * beyond the day are dropped and missing hours are "sleeping", so the list always covers the whole day.
 */
export function hourlyWithSleep(
  wakeUpHour: number,
  activitiesAfterWake: readonly string[],
  thresholds: Pick<Thresholds, "dayMinutes" | "wakeUpHourFailSafe">,
): string[] {
  const { hours, wake } = dayHours(wakeUpHour, thresholds);
  const awake = activitiesAfterWake.slice(0, hours - wake);
  return [
    ...Array<string>(wake).fill(SLEEPING),
    ...awake,
    ...Array<string>(hours - wake - awake.length).fill(SLEEPING),
  ];
}

/** Hours in the day and the usable wake-up hour (fail-safe when not finite, floored, inside the day). */
function dayHours(wakeUpHour: number, thresholds: Pick<Thresholds, "dayMinutes" | "wakeUpHourFailSafe">) {
  const hours = Math.floor(thresholds.dayMinutes / MINUTES_PER_HOUR);
  const raw = Number.isFinite(wakeUpHour) ? wakeUpHour : thresholds.wakeUpHourFailSafe;
  return { hours, wake: Math.min(hours, Math.max(0, Math.floor(raw))) };
}

/** True when the hourly schedule has enough distinct activities to be accepted without another try. */
export function hasEnoughDiversity(
  activities: readonly string[],
  thresholds: Pick<Thresholds, "hourlyScheduleMinDistinctActivities">,
): boolean {
  return new Set(activities).size >= thresholds.hourlyScheduleMinDistinctActivities;
}

/**
 * The diversity rule: ask for the waking hours up to `hourlyScheduleDiversityTries` times while the day has fewer than
 * `hourlyScheduleMinDistinctActivities` distinct activities; the last try is kept whatever its diversity (as the
 * original). Every try keeps the leading sleep (the original's retries lost it: `wake_up_hour` was already 0).
 * `generate(attempt, hours)` returns the activities for the `hours` waking hours.
 */
export async function hourlyWithDiversityRetries(
  generate: (attempt: number, hours: number) => Promise<readonly string[]>,
  wakeUpHour: number,
  thresholds: Pick<
    Thresholds,
    "dayMinutes" | "wakeUpHourFailSafe" | "hourlyScheduleDiversityTries" | "hourlyScheduleMinDistinctActivities"
  >,
): Promise<string[]> {
  const { hours, wake } = dayHours(wakeUpHour, thresholds);
  const wakingHours = hours - wake;
  const tries = Math.max(1, Math.floor(thresholds.hourlyScheduleDiversityTries));
  let hourly: string[] = [];
  for (let attempt = 1; attempt <= tries; attempt++) {
    hourly = hourlyWithSleep(wakeUpHour, await generate(attempt, wakingHours), thresholds);
    if (hasEnoughDiversity(hourly, thresholds)) break;
  }
  return hourly;
}

// --- short-term scheduling ------------------------------------------------------------------------------------------

/**
 * Index of the entry whose cumulative end is after `minutes` (the original's `get_f_daily_schedule_index`).
 * Returns `schedule.length` when the schedule ends at or before `minutes`; zero-length entries are never current.
 */
export function scheduleIndexAt(schedule: readonly ScheduleEntry[], minutes: number): number {
  let end = 0;
  for (const [index, [, duration]] of schedule.entries()) {
    end += span(duration);
    if (end > minutes) return index;
  }
  return schedule.length;
}

/**
 * The original's sleep rule (`determine_decomp`): "sleeping", "asleep" or "in bed" are never decomposed; other
 * "sleep" / "bed" activities (a nap, making the bed, also "bedroom") only when they last at most
 * `shortSleepMaxMinutes`.
 * Matching ignores case (the original's was case-sensitive, so "Sleeping" slipped through).
 */
export function sleepRuleAllows(
  activity: string,
  minutes: number,
  thresholds: Pick<Thresholds, "shortSleepMaxMinutes">,
): boolean {
  const a = activity.toLowerCase();
  if (["sleeping", "asleep", "in bed"].some((w) => a.includes(w))) return false;
  if (a.includes("sleep") || a.includes("bed")) return minutes <= thresholds.shortSleepMaxMinutes;
  return true;
}

/**
 * True for a subtask's name, "<activity> (<detail>)": what decomposition, an inserted chat or wait, and a re-plan that
 * kept them produce. The original never checked, so a subtask of 60 minutes or more (a re-plan fill can leave one)
 * was decomposed again into "<activity> (<detail>) (<subtask>)".
 */
export function isSubtaskName(activity: string): boolean {
  return /\S\s*\([^()]*\)\s*$/.test(activity);
}

/**
 * An entry is decomposed when it lasts at least `decompositionThresholdMinutes`, the sleep rule allows it, and it is
 * not a subtask already (`isSubtaskName`: never decomposed again).
 */
export function canDecompose(
  activity: string,
  minutes: number,
  thresholds: Pick<Thresholds, "decompositionThresholdMinutes" | "shortSleepMaxMinutes">,
): boolean {
  return minutes >= thresholds.decompositionThresholdMinutes && !isSubtaskName(activity) &&
    sleepRuleAllows(activity, minutes, thresholds);
}

/**
 * Indices of the entries to decompose now, in the order to splice them: highest first, so splicing one never moves
 * the next (the original computed them once and spliced lowest first, so its later indices went stale).
 * Candidates (the original's): the entry `decompositionLookAheadMinutes` ahead; when the current entry is the first
 * of the day, also the current entry and the one after the look-ahead entry. Nothing from `lateHourCutoff` on (the
 * original applied the cut-off to the look-ahead entry only; the first-entry branch can only reach 23:00 through a
 * day-long first entry, which is sleep anyway).
 */
export function entriesToDecompose(
  schedule: readonly ScheduleEntry[],
  now: string,
  thresholds: Pick<
    Thresholds,
    "decompositionLookAheadMinutes" | "lateHourCutoff" | "decompositionThresholdMinutes" | "shortSleepMaxMinutes"
  >,
): number[] {
  if (hourOf(now) >= thresholds.lateHourCutoff) return [];
  const minute = minutesIntoDay(now);
  const current = scheduleIndexAt(schedule, minute);
  const ahead = scheduleIndexAt(schedule, minute + thresholds.decompositionLookAheadMinutes);
  const candidates = current === 0 ? [0, ahead, ahead + 1] : [ahead];
  return [...new Set(candidates)]
    .filter((i) => {
      const entry = schedule[i];
      return entry !== undefined && canDecompose(entry[0], entry[1], thresholds);
    })
    .sort((a, b) => b - a);
}

/**
 * Model subtasks made safe: every duration a positive multiple of `subtaskGranularityMinutes`, summing exactly to
 * `total`. Entries with an empty name or a non-positive / non-finite duration are dropped; a duration is floored to
 * the granularity but kept at least one step (the original floored 1-4 minutes to nothing). A list too long is cut
 * at the total (the overshooting subtask shortened); a list too short has its last subtask lengthened (both as the
 * original). When `total` is not a multiple of the granularity, the last subtask also takes the odd minutes.
 * Consecutive equal names are merged. Returns [] when nothing usable is left or `total` is not positive.
 * Names are kept as the model wrote them (trimmed): `decomposeEntry` does the renaming.
 */
export function normalizeSubtasks(
  subtasks: readonly ScheduleEntry[],
  total: number,
  thresholds: Pick<Thresholds, "subtaskGranularityMinutes">,
): ScheduleEntry[] {
  if (!Number.isFinite(total) || total <= 0) return [];
  const step = thresholds.subtaskGranularityMinutes > 0 ? thresholds.subtaskGranularityMinutes : 1;
  const usable: ScheduleEntry[] = subtasks
    .filter(([name, minutes]) => typeof name === "string" && name.trim() !== "" && span(minutes) > 0)
    .map(([name, minutes]) => [name.trim(), Math.max(step, Math.floor(minutes / step) * step)]);
  const first = usable[0];
  if (!first) return [];
  const whole = Math.floor(total / step) * step;
  if (whole === 0) return [[first[0], total]];

  const out: ScheduleEntry[] = [];
  let sum = 0;
  for (const [name, minutes] of usable) {
    if (sum >= whole) break;
    const fitted = Math.min(minutes, whole - sum);
    const last = out.at(-1);
    if (last && last[0] === name) last[1] += fitted;
    else out.push([name, fitted]);
    sum += fitted;
  }
  out.at(-1)![1] += total - sum; // the shortfall (a multiple of the step) plus the odd minutes
  return out;
}

/** A subtask's own parentheses as commas ("kneading (rye)" -> "kneading, rye"): one level of "(...)" per name. */
function plainDetail(name: string): string {
  return name.replace(/\s*\(\s*([^()]*?)\s*\)/g, (_, inner: string) => (inner ? `, ${inner}` : "")).replace(/[()]/g, "").trim() || name;
}

/**
 * The entry `[task, total]` as subtasks named "<task> (<subtask>)" (the original's naming), normalised as above.
 * When the model gave nothing usable, the entry is kept whole (`[[task, total]]`), so a later tick may try again.
 */
export function decomposeEntry(
  task: string,
  subtasks: readonly ScheduleEntry[],
  total: number,
  thresholds: Pick<Thresholds, "subtaskGranularityMinutes">,
): ScheduleEntry[] {
  const normalized = normalizeSubtasks(subtasks, total, thresholds);
  if (normalized.length === 0) return [[task, total]];
  return normalized.map(([name, minutes]) => [`${task} (${plainDetail(name)})`, minutes]);
}

/** A new schedule with entry `index` replaced by `subtasks` (from `decomposeEntry`); unchanged if out of range. */
export function spliceDecomposition(
  schedule: readonly ScheduleEntry[],
  index: number,
  subtasks: readonly ScheduleEntry[],
): ScheduleEntry[] {
  const copy = schedule.map(([a, m]): ScheduleEntry => [a, m]);
  if (index < 0 || index >= schedule.length || subtasks.length === 0) return copy;
  copy.splice(index, 1, ...subtasks.map(([a, m]): ScheduleEntry => [a, m]));
  return copy;
}

/**
 * The day filled to `dayMinutes`: "sleeping" is appended only when the schedule is short, and non-positive entries
 * are dropped. (The original appended `1440 − Σ` on every call, piling up zero and negative entries.)
 */
export function fillDay(
  schedule: readonly ScheduleEntry[],
  thresholds: Pick<Thresholds, "dayMinutes">,
): ScheduleEntry[] {
  const kept = schedule.filter(([, minutes]) => span(minutes) > 0).map(([a, m]): ScheduleEntry => [a, m]);
  const short = thresholds.dayMinutes - scheduleTotal(kept);
  return short > 0 ? [...kept, [SLEEPING, short]] : kept;
}

/**
 * Entries fitted to exactly `total` minutes: non-positive entries dropped, the list cut where it overshoots (the
 * overshooting entry shortened) and the last entry lengthened when short. [] when nothing is left or `total` ≤ 0.
 */
export function fitToMinutes(entries: readonly ScheduleEntry[], total: number): ScheduleEntry[] {
  if (!Number.isFinite(total) || total <= 0) return [];
  const out: ScheduleEntry[] = [];
  let sum = 0;
  for (const [name, minutes] of entries) {
    if (sum >= total) break;
    if (span(minutes) === 0) continue;
    const fitted = Math.min(minutes, total - sum);
    out.push([name, fitted]);
    sum += fitted;
  }
  const last = out.at(-1);
  if (last) last[1] += total - sum;
  return out;
}
