/**
 * The original's simulation meta, reverie/meta.json, for a run folder (and its copy meta.json beside
 * master_movement.json, where the original's compressed_storage keeps it):
 *
 *   { fork_sim_code, start_date, start_time, curr_time, sec_per_step, maze_name, persona_names, step }
 *
 * The original starts every simulation at midnight and its demo computes the clock as start_date 00:00 plus
 * step x sec_per_step. Our runs start at any time of day, so their steps are numbered from midnight of the start
 * date (stepNumbers.ts): `step` and `curr_time` agree with that clock in every run and fork. `start_time` adds the
 * date and time of the run's first step (the original's readers ignore a key they do not know).
 */
import fs from "node:fs";
import path from "node:path";
import { formatOriginalTime } from "../../state/smallvilleFiles.js";

export interface ReverieMetaInfo {
  /** The simulation this one continues: the base folder's name for a run, the parent run's for a fork. */
  forkSimCode: string | null;
  /** The map's name (the original's maze_name, e.g. "the_ville"). */
  mazeName: string;
  /** Game time of the run's first step. */
  startTime: string;
  /** Game time of `step`. */
  currTime: string;
  /** The next step to simulate (steps from midnight of the start date). */
  step: number;
  secondsPerTick: number;
  personas: readonly string[];
}

export interface ReverieMetaFile {
  fork_sim_code: string | null;
  start_date: string;
  start_time: string;
  curr_time: string;
  sec_per_step: number;
  maze_name: string;
  persona_names: string[];
  step: number;
}

export function reverieMeta(info: ReverieMetaInfo): ReverieMetaFile {
  const start = formatOriginalTime(info.startTime);
  return {
    fork_sim_code: info.forkSimCode,
    start_date: start.replace(/, \d\d:\d\d:\d\d$/, ""),
    start_time: start,
    curr_time: formatOriginalTime(info.currTime),
    sec_per_step: info.secondsPerTick,
    maze_name: info.mazeName,
    persona_names: [...info.personas],
    step: info.step,
  };
}

/** Writes reverie/meta.json and meta.json in `folder`; returns their paths. */
export function writeReverieMeta(folder: string, info: ReverieMetaInfo): string[] {
  const text = `${JSON.stringify(reverieMeta(info), null, 2)}\n`;
  const files = [path.join(folder, "reverie", "meta.json"), path.join(folder, "meta.json")];
  for (const file of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.tmp`, text);
    fs.renameSync(`${file}.tmp`, file);
  }
  return files;
}
