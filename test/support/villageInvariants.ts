/**
 * The invariants a persona's state must keep at every tick, checked by the graph tests. Each returns the list of
 * violations (empty when all hold) so a failing test says what went wrong, where and when.
 */
import type { Scratch } from "../../state/persona.js";
import { scheduleTotal } from "../../state/schedule.js";
import type { TownMap } from "../../tools/world/townMap.js";

/** Once planned, the day adds up to 1440 minutes of positive entries. */
export function scheduleProblems(s: Scratch, dayMinutes = 1440): string[] {
  if (!s.fDailySchedule.length) return [];
  const problems: string[] = [];
  const total = scheduleTotal(s.fDailySchedule);
  if (total !== dayMinutes) problems.push(`${s.name}: schedule sums to ${total}, not ${dayMinutes}`);
  for (const [activity, minutes] of s.fDailySchedule) {
    if (!(minutes > 0)) problems.push(`${s.name}: "${activity}" lasts ${minutes} minutes`);
  }
  return problems;
}

/** True when a description nests subtasks, "x (a) (b)" or "x (a (b))": a subtask decomposed again. */
export function nests(activity: string): boolean {
  return (activity.match(/\(/g) ?? []).length > 1;
}

/**
 * Subtasks ("<task> (<subtask>)") come in 5-minute steps, never nest, and each task's subtasks fill whole hourly
 * blocks. (Grouping by the text before the first " (" alone would take "x (a) (b)" for a subtask of "x".)
 */
export function decompositionProblems(s: Scratch, granularity = 5): string[] {
  const problems: string[] = [];
  const current: { group: { main: string; minutes: number } | null } = { group: null };
  const close = () => {
    const group = current.group;
    if (group && group.minutes % 60 !== 0) problems.push(`${s.name}: subtasks of "${group.main}" sum to ${group.minutes}`);
    current.group = null;
  };
  for (const [activity, minutes] of s.fDailySchedule) {
    const open = activity.indexOf(" (");
    if (open < 0) {
      close();
      continue;
    }
    const main = activity.slice(0, open);
    if (nests(activity)) problems.push(`${s.name}: a subtask was decomposed again: "${activity}"`);
    if (/sleeping|asleep|in bed/i.test(main)) problems.push(`${s.name}: sleep was decomposed: "${activity}"`);
    if (minutes % granularity !== 0) problems.push(`${s.name}: subtask "${activity}" lasts ${minutes} minutes`);
    if (current.group?.main !== main) {
      close();
      current.group = { main, minutes: 0 };
    }
    current.group!.minutes += minutes;
  }
  close();
  return problems;
}

/** The current action's address is somewhere on the map (or a partner, a waiting spot, a random arena tile). */
export function addressProblems(s: Scratch, map: TownMap): string[] {
  const address = s.actAddress;
  if (!address || address.startsWith("<persona> ") || address.startsWith("<waiting> ")) return [];
  const place = address.endsWith(":<random>") ? address.slice(0, -":<random>".length) : address;
  return map.tilesOf(place).length ? [] : [`${s.name}: address "${address}" has no tiles`];
}
