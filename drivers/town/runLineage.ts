/**
 * Run folders and the forks between them, read from their run.json files alone (no checkpointer is opened): a
 * fork's lineage, the step each branch left its parent at, and what a run's recorder needs to write its outputs
 * in the original's shape (the ancestors its master_movement starts with, the names reverie/meta.json gives).
 */
import fs from "node:fs";
import path from "node:path";
import { loadSmallville, type LoadedSmallville } from "../../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";
import { MOVEMENT_LOG, MovementLogWriter } from "./movementLog.js";
import { stepsOfRun, type RunRecorderOptions } from "./runOutputs.js";
import { readRunSpec, type RunSpec } from "./runSpec.js";
import { stepNumbering, stepOfTime, type StepNumbering } from "./stepNumbers.js";

export { readRunSpec } from "./runSpec.js";

/** A run and the runs it was forked from, nearest first (a parent folder that is gone ends the list). */
export function runLineage(folder: string): Array<{ folder: string; spec: RunSpec }> {
  const out = [{ folder: path.resolve(folder), spec: readRunSpec(folder) }];
  for (let from = out[0]!.spec.forkedFrom; from && fs.existsSync(path.join(from.folder, "run.json")); ) {
    const spec = readRunSpec(from.folder);
    out.push({ folder: from.folder, spec });
    from = spec.forkedFrom;
  }
  return out;
}

/** The village a run simulates, and the clock it started (a fork keeps its root's start). */
export function villageOfRun(spec: RunSpec): { village: LoadedSmallville; start: string; secondsPerStep: number } {
  const village = loadSmallville(spec.scenario?.baseDir ?? DEFAULT_VILLAGE.baseDir, spec.scenario?.mapDir ?? DEFAULT_VILLAGE.mapDir);
  const start = spec.startTime ?? village.meta.startTime;
  const secondsPerStep = spec.secondsPerTick ?? village.meta.secondsPerTick;
  return { village, start, secondsPerStep };
}

/** How a run's files number their steps (from midnight of its start date; stepNumbers.ts). */
export function numberingOfRun(spec: RunSpec): StepNumbering {
  const { start, secondsPerStep } = villageOfRun(spec);
  return stepNumbering(start, secondsPerStep);
}

/** What a run's recorder needs besides its personas and clock: movement files or not, ancestors, meta names. */
export function recorderOptionsFor(
  folder: string,
  spec: RunSpec,
  movementFiles: boolean,
): Pick<RunRecorderOptions, "movementFiles" | "ancestors" | "meta" | "placeOf"> {
  const { village } = villageOfRun(spec);
  const baseDir = spec.scenario?.baseDir ?? DEFAULT_VILLAGE.baseDir;
  // The original's fork_sim_code: the simulation this one continues (a base names itself).
  let forkSimCode = spec.forkedFrom ? path.basename(spec.forkedFrom.folder) : path.basename(baseDir);
  if (!spec.forkedFrom) {
    try {
      const base = JSON.parse(fs.readFileSync(path.join(baseDir, "reverie", "meta.json"), "utf8")) as { fork_sim_code?: unknown };
      if (typeof base.fork_sim_code === "string" && base.fork_sim_code) forkSimCode = base.fork_sim_code;
    } catch {
      // loadSmallville has read this file already; a missing name keeps the folder's.
    }
  }
  return {
    // A resumed run keeps writing the movement files it started with.
    movementFiles: movementFiles || fs.existsSync(path.join(folder, "movement")),
    ancestors: stepsBeforeFork(folder, spec),
    meta: { forkSimCode, mazeName: village.meta.mapName },
    placeOf: (tile) => village.map.addressOf(tile, "arena"),
  };
}

/** Where a fork keeps its ancestors' steps before the fork (a movement log of their own). */
export const BEFORE_FORK = "before-fork";

/**
 * A fork's history before it left its parent, as the recorder's one ancestor: the ancestors' steps before the fork,
 * copied into the fork's own `before-fork/movement.jsonl` the first time (the original's fork is a copy of its
 * parent's folder). A fork moved or copied without its parent still writes its master_movement.json whole.
 */
function stepsBeforeFork(folder: string, spec: RunSpec): Array<{ folder: string; forkStep: number }> {
  if (!spec.forkedFrom) return [];
  // Steps as every file numbers them (from midnight of the root's start date), in the fork and its ancestors alike.
  const numbering = numberingOfRun(spec);
  const forkStep = stepOfTime(numbering, spec.forkedFrom.time);
  const dir = path.join(folder, BEFORE_FORK);
  const log = path.join(dir, MOVEMENT_LOG);
  if (!fs.existsSync(log)) {
    const parent = spec.forkedFrom.folder;
    if (!fs.existsSync(path.join(parent, "run.json"))) return []; // the parent was gone before anything was copied
    // The parent's own history before its fork (its copy), then its steps up to this fork.
    const ancestors = [...stepsBeforeFork(parent, readRunSpec(parent)), { folder: parent, forkStep }];
    const partial = `${log}.tmp`;
    fs.rmSync(partial, { force: true });
    const writer = new MovementLogWriter(partial);
    try {
      for (const ancestor of ancestors) {
        for (const { step, time, persona } of stepsOfRun(ancestor.folder, numbering)) {
          if (step >= ancestor.forkStep) break;
          writer.append(step, time, persona);
        }
      }
    } finally {
      writer.close();
    }
    if (!fs.existsSync(partial)) fs.writeFileSync(partial, ""); // no steps before the fork (a fork at the start)
    fs.renameSync(partial, log);
  }
  return [{ folder: dir, forkStep }];
}
