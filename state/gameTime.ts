/**
 * Simulated time. The towns have no time zone: a game time is an ISO local date-time string
 * ("2023-02-13T07:30:00") and is computed on in UTC so the host's zone never shifts it.
 */
import { z } from "zod/v4";

const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A game time as it travels in state and input: "YYYY-MM-DDTHH:MM[:SS]", a date and time that exist (2024-02-30 or
 * 25:00 would silently roll over into another day in every computation after it).
 */
export const GameTimeSchema = z
  .string()
  .regex(LOCAL_ISO, 'expected a game time like "2023-02-13T07:30:00"')
  .refine(isCalendarTime, "no such date or time in the calendar");

/** Whether the fields of a well-formed game time name a real moment (the date exists, hours < 24, minutes < 60). */
export function isCalendarTime(time: string): boolean {
  const m = LOCAL_ISO.exec(time);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
  // Date.UTC rolls impossible fields over (February 30 -> March 1): a real moment formats back to the same fields.
  return formatGameTime(date) === `${y}-${mo}-${d}T${h}:${mi}:${s ?? "00"}`;
}

/** A game time (`2024-05-06T09:00:00`) as a date; one not written like that is an error. */
export function parseGameTime(time: string): Date {
  return new Date(gameTimeMs(time));
}

/** Game times read so far (a town reads the same few thousand a day, every tick): milliseconds by string. */
const readTimes = new Map<string, number>();

/** A game time as milliseconds since the epoch (UTC), as `parseGameTime(time).getTime()`. */
export function gameTimeMs(time: string): number {
  const known = readTimes.get(time);
  if (known !== undefined) return known;
  const m = LOCAL_ISO.exec(time);
  if (!m) throw new Error(`Invalid game time "${time}": expected a game time like "2023-02-13T07:30:00".`);
  const [, y, mo, d, h, mi, s] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (readTimes.size >= 100_000) readTimes.clear();
  readTimes.set(time, ms);
  return ms;
}

/** A date as a game time (`2024-05-06T09:00:00`). */
export function formatGameTime(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** The hour of a game time (0 to 23). */
export function hourOf(time: string): number {
  return parseGameTime(time).getUTCHours();
}

export function addSeconds(time: string, seconds: number): string {
  return formatGameTime(new Date(parseGameTime(time).getTime() + seconds * 1000));
}

/** A game time moved by some minutes. */
export function addMinutes(time: string, minutes: number): string {
  return formatGameTime(new Date(parseGameTime(time).getTime() + minutes * 60_000));
}

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];
const pad = (n: number) => String(n).padStart(2, "0");

/** "February 13, 2023, 07:30:00" — the long form the original's prompts use. */
export function describeGameTime(time: string): string {
  const d = parseGameTime(time);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
