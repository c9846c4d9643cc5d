/**
 * movement.jsonl: a run's movement log, one line per step, written as each tick is resolved. A line holds the
 * step, its game time and the personas whose movement entry changed since the line before (all of them on the
 * first line), in the original's entry shape: `{"step":720,"time":"2024-05-06T08:00:00","persona":{...}}`.
 *
 * It replaces the original's 8,640 movement/<step>.json files a day as the record everything else is derived
 * from (master_movement.json, timelines, transcripts, the replay page); those files are optional now. A resumed run
 * that replays steps from its last checkpoint cuts the log at the first replayed step and writes it again, and a
 * line a killed run left half-written is dropped, so the log always reads as an uninterrupted run's.
 */
import fs from "node:fs";
import path from "node:path";
import type { MovementFile, OriginalMovement } from "./runOutputs.js";

export const MOVEMENT_LOG = "movement.jsonl";

export interface MovementLogLine {
  step: number;
  time: string;
  /** The entries that changed since the line before (all of them on the first line). */
  persona: Record<string, OriginalMovement>;
}

/** One step with every persona's entry (a movement file's content, keyed by step and game time). */
export interface FullStep {
  step: number;
  time: string;
  persona: Record<string, OriginalMovement>;
}

const sameEntry = (a: OriginalMovement, b: OriginalMovement) => JSON.stringify(a) === JSON.stringify(b);

/** The lines of a log file with their byte offsets; a last line without its newline (a killed run's) is left out. */
export function* readLogLines(file: string): Generator<MovementLogLine & { offset: number; end: number }> {
  if (!fs.existsSync(file)) return;
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(1 << 20);
    let carry = Buffer.alloc(0);
    let offset = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) return;
      let data = Buffer.concat([carry, buffer.subarray(0, read)]);
      let newline: number;
      while ((newline = data.indexOf(10)) >= 0) {
        const text = data.subarray(0, newline).toString("utf8");
        const end = offset + newline + 1;
        if (text.trim()) {
          let line: MovementLogLine;
          try {
            line = JSON.parse(text) as MovementLogLine;
          } catch (err) {
            throw new Error(`${file}: unreadable line at byte ${offset} (${(err as Error).message})`, { cause: err });
          }
          yield { ...line, offset, end };
        }
        offset = end;
        data = data.subarray(newline + 1);
      }
      carry = Buffer.from(data);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Every step of a log with every persona's entry (the state after each line). */
export function* fullStepsOfLog(file: string): Generator<FullStep> {
  const state: Record<string, OriginalMovement> = {};
  for (const line of readLogLines(file)) {
    Object.assign(state, line.persona);
    yield { step: line.step, time: line.time, persona: { ...state } };
  }
}

/** The last step of a log (-1 when it has none). */
export function lastLoggedStep(file: string): number {
  let last = -1;
  for (const line of readLogLines(file)) last = line.step;
  return last;
}

/** Appends steps to a movement log; a step at or before the last one logged cuts the log there first. */
export class MovementLogWriter {
  private fd: number | null = null;
  /** Offset and step of each line on disk, in order. */
  private lines: Array<{ step: number; offset: number }> = [];
  private size = 0;
  private state: Record<string, OriginalMovement> = {};

  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const line of readLogLines(file)) {
      this.lines.push({ step: line.step, offset: line.offset });
      Object.assign(this.state, line.persona);
      this.size = line.end;
    }
  }

  /** The last step on disk (-1 when none). */
  get lastStep(): number {
    return this.lines.at(-1)?.step ?? -1;
  }

  append(step: number, time: string, persona: MovementFile["persona"]): void {
    if (this.lines.length && step <= this.lastStep) this.cut(step);
    const fd = this.open();
    const delta: Record<string, OriginalMovement> = {};
    for (const [name, entry] of Object.entries(persona)) {
      const before = this.state[name];
      if (!before || !sameEntry(before, entry)) delta[name] = entry;
      this.state[name] = entry;
    }
    const text = `${JSON.stringify({ step, time, persona: delta })}\n`;
    fs.writeSync(fd, text);
    this.lines.push({ step, offset: this.size });
    this.size += Buffer.byteLength(text);
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }

  private open(): number {
    if (this.fd === null) {
      this.fd = fs.openSync(this.file, "a");
      // Drop a half-written last line a killed run left (everything after the last whole line).
      if (fs.fstatSync(this.fd).size !== this.size) fs.ftruncateSync(this.fd, this.size);
    }
    return this.fd;
  }

  /** Removes the lines from `step` on and rebuilds the state from the lines kept. */
  private cut(step: number): void {
    const keep = this.lines.findIndex((l) => l.step >= step);
    const offset = this.lines[keep]!.offset;
    fs.ftruncateSync(this.open(), offset);
    this.lines = this.lines.slice(0, keep);
    this.size = offset;
    this.state = {};
    for (const line of readLogLines(this.file)) Object.assign(this.state, line.persona);
  }
}
