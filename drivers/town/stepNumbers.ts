/**
 * Step numbers in a run folder. The original starts every simulation at midnight, and its demo computes the clock as
 * `start_date` 00:00 + step x `sec_per_step`, reading master_movement.json from key "0". So every file of a run
 * folder (movement.jsonl, master_movement.json, movement/<step>.json, reverie/meta.json, the replay and its #step
 * URLs) numbers steps from midnight of the run's start date, in every branch: a run started at 07:00 with 10-second
 * steps has its first step 2520, and a fork taken at 08:00 its first step 2880. The town graph's own clock still
 * counts ticks from the run's start (its seeded choices and memory cursors rest on them): step = first step + tick.
 *
 * A start that is not a whole number of steps after midnight (07:00:05 with 10-second steps) is numbered from the
 * step before it; its files' times stay exact and the original's demo reads its clock up to one step early.
 *
 * Folders written before this numbering counted steps from the run's first step (0). Readers renumber their steps
 * from the time each step carries (`stepsOfRun` with a numbering), and a run resumed in such a folder has its
 * movement log and movement files renumbered in place first (`renumberOldSteps`); the reports its end writes
 * (master_movement.json, meta.json, transcripts) are derived again then, as at the end of every run.
 */
import fs from "node:fs";
import path from "node:path";
import { addSeconds, parseGameTime } from "../../state/gameTime.js";
import { parseOriginalTime } from "../../state/smallvilleFiles.js";
import { MOVEMENT_LOG, readLogLines } from "./movementLog.js";

export interface StepNumbering {
  /** Game time of the run's first tick (the root run's start, also in its forks). */
  start: string;
  secondsPerStep: number;
  /** The number of the run's first step: whole steps from midnight of the start date. */
  firstStep: number;
  /** Game time of step 0 (midnight of the start date, for a start on a whole step). */
  origin: string;
}

export function stepNumbering(start: string, secondsPerStep: number): StepNumbering {
  const at = parseGameTime(start);
  const intoDay = at.getUTCHours() * 3600 + at.getUTCMinutes() * 60 + at.getUTCSeconds();
  const firstStep = Math.floor(intoDay / secondsPerStep);
  return { start, secondsPerStep, firstStep, origin: addSeconds(start, -firstStep * secondsPerStep) };
}

/** The step of the town's tick (ticks count from the run's first step). */
export const stepOfTick = (n: StepNumbering, tick: number) => n.firstStep + tick;
export const tickOfStep = (n: StepNumbering, step: number) => step - n.firstStep;

/** The step a game time falls on. */
export function stepOfTime(n: StepNumbering, time: string): number {
  return n.firstStep + Math.round((parseGameTime(time).getTime() - parseGameTime(n.start).getTime()) / 1000 / n.secondsPerStep);
}

/** The step a town clock is at, as the run's files number it (what a person reads: history, interviews, the CLI). */
export function stepOfClock(clock: { start: string; secondsPerTick: number; tick: number }): number {
  return stepOfTick(stepNumbering(clock.start, clock.secondsPerTick), clock.tick);
}

export const timeOfStep = (n: StepNumbering, step: number) => addSeconds(n.start, (step - n.firstStep) * n.secondsPerStep);

const STEP_FILE = /^(\d+)\.json$/;

/**
 * Renumbers a folder written before steps counted from midnight: its movement log's lines and its movement files
 * take the step of their time. Returns whether anything changed (nothing does in a folder numbered this way).
 */
export function renumberOldSteps(folder: string, n: StepNumbering): boolean {
  let changed = false;
  const log = path.join(folder, MOVEMENT_LOG);
  const first = readLogLines(log).next();
  if (!first.done && first.value.step !== stepOfTime(n, first.value.time)) {
    const tmp = `${log}.${process.pid}.tmp`;
    const fd = fs.openSync(tmp, "w");
    try {
      for (const line of readLogLines(log)) {
        fs.writeSync(fd, `${JSON.stringify({ step: stepOfTime(n, line.time), time: line.time, persona: line.persona })}\n`);
      }
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, log);
    changed = true;
  }
  const dir = path.join(folder, "movement");
  if (fs.existsSync(dir)) {
    const steps = fs.readdirSync(dir).flatMap((f) => STEP_FILE.exec(f)?.slice(1, 2).map(Number) ?? []).sort((a, b) => a - b);
    const timeOf = (step: number) => {
      const file = path.join(dir, `${step}.json`);
      try {
        return parseOriginalTime((JSON.parse(fs.readFileSync(file, "utf8")) as { meta: { curr_time: string } }).meta.curr_time);
      } catch (err) {
        throw new Error(`${file}: unreadable movement file (${(err as Error).message})`, { cause: err });
      }
    };
    if (steps.length && stepOfTime(n, timeOf(steps[0]!)) !== steps[0]) {
      // New numbers are larger (steps only move later), so renaming from the last file never overwrites one.
      for (const step of steps.reverse()) fs.renameSync(path.join(dir, `${step}.json`), path.join(dir, `${stepOfTime(n, timeOf(step))}.json`));
      changed = true;
    }
  }
  return changed;
}
