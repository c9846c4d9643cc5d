/**
 * A short errand in a day's plan ("stopping at Okafor Bakery for bread on her way home"): a plan written by the hour
 * gives it a whole hour, but a stop on the way takes minutes. Its steps take `ERRAND_MINUTES` and the rest of its block
 * goes on to what comes next, where the way was leading.
 */
import type { ScheduleEntry } from "./persona.js";
import { isSubtaskName, SLEEPING } from "./schedule.js";

/** How long a stop on the way takes, its steps together (walking in, choosing, paying, leaving). */
export const ERRAND_MINUTES = 20;

/** A stop made while going somewhere else: stopping, popping or dropping in, or anything done "on one's way". */
const ERRAND = /\b(?:stop(?:s|ping)? (?:at|by|in|off)|pop(?:s|ping)? (?:in|into|by|over|out)|drop(?:s|ping)? (?:off|by|in)|swing(?:s|ing)? by|call(?:s|ing)? in at|(?:on|along) (?:her|his|their|my|your|the) way)\b/i;

/** Whether a plan entry is a stop on the way rather than an activity of its own. */
export function isErrand(task: string): boolean {
  return ERRAND.test(task) && !isSubtaskName(task);
}

/**
 * The minutes the errand at `index` takes: `ERRAND_MINUTES` when it is a stop on the way that lasts longer and something
 * other than sleep follows it to go on to; else its whole entry.
 */
export function errandMinutes(schedule: readonly ScheduleEntry[], index: number): number {
  const [task, minutes] = schedule[index] ?? ["", 0];
  const next = schedule[index + 1];
  if (!isErrand(task) || minutes <= ERRAND_MINUTES || !next || next[0] === SLEEPING) return minutes;
  return ERRAND_MINUTES;
}

/**
 * The schedule with `rest` minutes given to the entry at `index` (what the errand before it was on the way to): a
 * plan entry not yet split starts earlier; one already split into steps is preceded by its activity for those minutes.
 */
export function goOnEarlier(schedule: readonly ScheduleEntry[], index: number, rest: number): ScheduleEntry[] {
  const copy = schedule.map(([a, m]): ScheduleEntry => [a, m]);
  const next = copy[index];
  if (rest <= 0 || !next) return copy;
  if (!isSubtaskName(next[0])) next[1] += rest;
  else copy.splice(index, 0, [next[0].replace(/\s*\([^()]*\)\s*$/, ""), rest]);
  return copy;
}
