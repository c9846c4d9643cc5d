/**
 * A progress line for a town run, on stderr: simulated time, step, LLM calls, fallbacks, % done and ETA. The step is
 * numbered as everything else the user reads numbers it (run files, replay page, history, interview --at): from
 * midnight of the run's start date (drivers/town/stepNumbers.ts), not from the run's first tick.
 *
 * On a terminal it redraws one line in place (\r, at most ~10 times a second); elsewhere (CI logs, pipes) it prints
 * a plain line each time another `everyPercent` % of the simulated span is done, and once at the end: "done in" when
 * the run got there, "stopped after" (no ETA) when it stopped before.
 * The ETA is the wall time per simulated second so far (since `start`) times the simulated seconds left.
 */
import { parseGameTime } from "../state/gameTime.js";

/** The part of a stream the bar uses (process.stderr fits; tests pass a fake). */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressBarOptions {
  /** Game time where the span counted as 0 % starts (the run's start). */
  from: string;
  /** Game time where it ends (the run's `until`). */
  until: string;
  /** Default: process.stderr. */
  stream?: ProgressStream;
  /** Non-TTY: print a line every this many percent (default 10). */
  everyPercent?: number;
  /** TTY: least milliseconds between redraws (default 100). */
  minRedrawMs?: number;
  /** Wall clock in milliseconds (default Date.now); tests pass their own. */
  now?: () => number;
  /** Text before the line (default "town"). */
  label?: string;
}

export interface ProgressUpdate {
  /** Game time now. */
  time: string;
  /** The step at `time`, from midnight of the run's start date (`stepOfTick`, `stepOfClock`). */
  step: number;
  /** LLM calls so far. */
  calls: number;
  fallbacks: number;
}

const seconds = (from: string, to: string) => (parseGameTime(to).getTime() - parseGameTime(from).getTime()) / 1000;

/**
 * Wall milliseconds left: (wall ms per simulated second so far) × simulated seconds left. Null until some simulated
 * time has passed.
 */
export function estimateEtaMs(wallElapsedMs: number, simulatedElapsedSeconds: number, simulatedRemainingSeconds: number): number | null {
  if (!(simulatedElapsedSeconds > 0) || wallElapsedMs < 0) return null;
  return (wallElapsedMs / simulatedElapsedSeconds) * Math.max(0, simulatedRemainingSeconds);
}

/** 3_725_000 -> "1h02m", 65_000 -> "1m05s", 4_000 -> "4s"; null -> "--". */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return "--";
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (h > 0) return `${h}h${two(m)}m`;
  if (m > 0) return `${m}m${two(sec)}s`;
  return `${sec}s`;
}

/**
 * How the line of one stretch of a run ends: "stopped" when it reached no state, "paused" whenever the run waits
 * (before its end, or at it for a whisper or a kept answer: an interactive session goes on), "done" only when the
 * run ended there. (A pause at the run's end once read "100.0% ... done".)
 */
export function progressEnding(reached: { time: string; paused: boolean } | undefined, endTime: string): "stopped" | "paused" | "done" {
  if (!reached) return "stopped";
  return reached.paused || reached.time < endTime ? "paused" : "done";
}

export class ProgressBar {
  private readonly stream: ProgressStream;
  private readonly tty: boolean;
  private readonly everyPercent: number;
  private readonly minRedrawMs: number;
  private readonly now: () => number;
  private readonly label: string;
  private readonly total: number;
  private wallStart: number | null = null;
  private simStart: string | null = null;
  private last: ProgressUpdate | null = null;
  private lastDraw = -Infinity;
  private lastBucket = -1;
  private drawn = false;
  private finished = false;
  /** A note on the line while it holds (a live run paused from its page), and since when (wall ms). */
  private noted: { text: string; since: number } | null = null;

  constructor(private readonly options: ProgressBarOptions) {
    this.stream = options.stream ?? process.stderr;
    this.tty = this.stream.isTTY === true;
    this.everyPercent = options.everyPercent ?? 10;
    this.minRedrawMs = options.minRedrawMs ?? 100;
    this.now = options.now ?? Date.now;
    this.label = options.label ?? "town";
    this.total = Math.max(0, seconds(options.from, options.until));
  }

  /**
   * Starts the wall clock. `time` is the game time the run (re)starts at (default `from`; a resumed run passes the
   * checkpoint's time, so the ETA counts only the time simulated by this process).
   */
  start(time: string = this.options.from): void {
    this.wallStart = this.now();
    this.simStart = time;
  }

  /** Fraction of the span done at `time`, 0..1. */
  fraction(time: string): number {
    if (this.total === 0) return 1;
    return Math.min(1, Math.max(0, seconds(this.options.from, time) / this.total));
  }

  /** Wall milliseconds left at `time` (null before any simulated time has passed since `start`). */
  etaMs(time: string, wallNow: number = this.now()): number | null {
    if (this.wallStart === null || this.simStart === null) return null;
    return estimateEtaMs(wallNow - this.wallStart, seconds(this.simStart, time), seconds(time, this.options.until));
  }

  /** The progress text for an update (no control characters); without the ETA for a run that stopped. */
  line(u: ProgressUpdate, wallNow: number = this.now(), eta = true): string {
    const pct = this.fraction(u.time) * 100;
    const time = u.time.replace("T", " ");
    return (
      `${this.label} ${time} | step ${u.step} | ${u.calls} LLM call${u.calls === 1 ? "" : "s"}, ` +
      `${u.fallbacks} fallback${u.fallbacks === 1 ? "" : "s"} | ${pct.toFixed(1)}%` +
      (this.noted ? ` | ${this.noted.text}` : eta ? ` | ETA ${formatDuration(this.etaMs(u.time, wallNow))}` : "")
    );
  }

  /**
   * Holds a note on the line instead of the ETA ("paused at 08:15 from the replay page"), drawn at once; null takes
   * it off, and the time it held does not count in the ETA.
   */
  note(text: string | null): void {
    if (this.noted && this.wallStart !== null) this.wallStart += this.now() - this.noted.since;
    this.noted = text ? { text, since: this.now() } : null;
    if (this.finished || !this.last) return;
    if (this.tty) this.redraw(this.line(this.last));
    else if (text) this.stream.write(this.line(this.last) + "\n");
  }

  update(u: ProgressUpdate): void {
    if (this.finished) return;
    if (this.wallStart === null) this.start();
    this.last = u;
    const wallNow = this.now();
    if (this.tty) {
      if (wallNow - this.lastDraw < this.minRedrawMs) return;
      this.lastDraw = wallNow;
      this.redraw(this.line(u, wallNow));
      return;
    }
    const bucket = Math.floor((this.fraction(u.time) * 100 + 1e-9) / this.everyPercent);
    if (bucket > this.lastBucket) {
      this.lastBucket = bucket;
      this.stream.write(this.line(u, wallNow) + "\n");
    }
  }

  /** Prints a message above the progress line (a warning during the run) without garbling it. */
  log(message: string): void {
    if (this.tty && this.drawn) {
      this.stream.write(`\r\x1b[K${message}\n`);
      if (this.last && !this.finished) this.redraw(this.line(this.last));
    } else {
      this.stream.write(message + "\n");
    }
  }

  /** Draws the final state (`final`, or the last update; always, whatever the throttle) and ends the line. */
  done(final?: ProgressUpdate): void {
    this.end(final, "done");
  }

  /** Ends the line of a run that stopped before its end (the error says where it is): the last update, no ETA. */
  stopped(): void {
    this.end(undefined, "stopped");
  }

  /** Ends the line at a pause before the run's end (an interactive session): where it is, no ETA, not "done". */
  paused(final?: ProgressUpdate): void {
    this.end(final, "paused");
  }

  private end(final: ProgressUpdate | undefined, how: "done" | "stopped" | "paused"): void {
    if (this.finished) return;
    this.finished = true;
    if (final) this.last = final;
    if (!this.last) return;
    const took = formatDuration(this.wallStart === null ? null : this.now() - this.wallStart);
    const text = how === "done" ? `${this.line(this.last)} | done in ${took}` : `${this.line(this.last, this.now(), false)} | ${how} after ${took}`;
    if (this.tty) {
      this.redraw(text);
      this.stream.write("\n");
    } else {
      this.stream.write(text + "\n");
    }
  }

  private redraw(text: string): void {
    const width = this.stream.columns;
    const fitted = width && width > 1 && text.length >= width ? text.slice(0, width - 2) + "…" : text;
    this.stream.write(`\r${fitted}\x1b[K`);
    this.drawn = true;
  }
}
