/**
 * A persona's day schedule read as clock times (entries start at midnight and follow each other): what an interview
 * tells the persona about its plan, and what the interactive session shows.
 */
import type { ScheduleEntry } from "./persona.js";
import { minutesIntoDay, scheduleIndexAt } from "./schedule.js";

export interface TimedEntry {
  /** "09:00" */
  start: string;
  /** "10:30"; "24:00" for an entry that runs to midnight. */
  end: string;
  activity: string;
  minutes: number;
  /** The entry `now` falls in. */
  current: boolean;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The schedule with each entry's start and end time; entries of no length are left out. */
export function timedSchedule(schedule: readonly ScheduleEntry[], now: string): TimedEntry[] {
  const currentIndex = scheduleIndexAt(schedule, minutesIntoDay(now));
  const out: TimedEntry[] = [];
  let start = 0;
  schedule.forEach(([activity, minutes], index) => {
    if (!(Number.isFinite(minutes) && minutes > 0)) return;
    out.push({ start: clock(start), end: clock(start + minutes), activity, minutes, current: index === currentIndex });
    start += minutes;
  });
  return out;
}

/** The rest of the day from the current entry on, one line an entry: "10:00-11:30 baking bread". */
export function planFromNow(schedule: readonly ScheduleEntry[], now: string): string[] {
  const timed = timedSchedule(schedule, now);
  const from = timed.findIndex((e) => e.current);
  return (from < 0 ? [] : timed.slice(from)).map((e) => `${e.start}-${e.end} ${e.activity}`);
}
