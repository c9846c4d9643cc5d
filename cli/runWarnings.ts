/**
 * A run's warnings on the command line (the run context's `logger`): each on one line, clipped, printed above the
 * progress line (which is cleared and drawn again around it); a warning seen before is counted instead of printed
 * again, and the counts are printed once at the end ("(x6)"). A notice (what the run waits for, and how to end the
 * wait) is printed whole, each time.
 */
import type { PromptLogger } from "../state/modelSource.js";

/** Where the lines go: the progress bar's `log` (which keeps its line intact), or any writer in tests. */
export interface WarningSink {
  log(message: string): void;
}

/** Characters of a warning shown (the rest is cut, with "…"). */
export const WARNING_MAX_CHARS = 200;

export class RunWarnings implements PromptLogger {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly sink: WarningSink,
    private readonly prefix = "[simulacra] ",
  ) {}

  /** One warning: the first time printed, later only counted. */
  warn(message: string): void {
    const line = oneLine(message);
    const count = this.seen.get(line) ?? 0;
    this.seen.set(line, count + 1);
    if (count === 0) this.sink.log(this.prefix + line);
  }

  /** A line about the run (not counted, not clipped: it names what to start). */
  notice(message: string): void {
    this.sink.log(this.prefix + message.replace(/\s+/g, " ").trim());
  }

  /** Prints how often each repeated warning came, once, and forgets the counts. */
  flush(): void {
    for (const [line, count] of this.seen) if (count > 1) this.sink.log(`${this.prefix}${line} (x${count})`);
    this.seen.clear();
  }
}

/** A message on one line (line breaks and runs of spaces become one space), clipped to WARNING_MAX_CHARS. */
export function oneLine(message: string, max = WARNING_MAX_CHARS): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * A note before a short run that would show only sleep: no --start was given and the village's saved time is the
 * small hours (the original's the_ville saves midnight). Its first step plans each person's day, which is every model
 * call such a run makes, and nothing else happens until they wake; the note says which --start shows them awake.
 * (The original behaves the same: this explains it, it does not change it.)
 */
export function sleepingStartNote(start: string, end: string, startGiven: boolean): string | null {
  if (startGiven || Number(start.slice(11, 13)) >= 5) return null;
  const hours = (Date.parse(`${end}Z`) - Date.parse(`${start}Z`)) / 3_600_000;
  if (hours > 6) return null;
  return (
    `Note: the village starts at its saved time, ${start.slice(11, 16)}, when everyone sleeps: the first step plans each ` +
    `person's day (all of this run's model calls), then nothing happens until they wake. ` +
    `Give --start ${start.slice(0, 10)}T07:00:00 to see them awake.`
  );
}
