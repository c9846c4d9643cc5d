/**
 * Run folders and the forks between them, read from their run.json files alone (no checkpointer is opened): a
 * fork's lineage, the step each branch left its parent at, and what a run's recorder needs to write its outputs
 * in the original's shape (the ancestors its master_movement starts with, the names reverie/meta.json gives).
 */
import fs from "node:fs";
import path from "node:path";
import { loadSmallville, type LoadedSmallville } from "../../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";
import type { RunRecorderOptions } from "./runOutputs.js";
import { stepNumbering, stepOfTime, type StepNumbering } from "./stepNumbers.js";
import { RunSpecSchema, type RunSpec } from "./townRun.js";

/** A run folder's run.json (the spec a run was started with). */
export function readRunSpec(folder: string): RunSpec {
  const file = path.join(folder, "run.json");
  if (!fs.existsSync(file)) throw new Error(`${folder} is not a run folder (no run.json).`);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message}).`, { cause: err });
  }
  const result = RunSpecSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: field "${issue.path.join(".")}": ${issue.message}.`);
  }
  return result.data;
}

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

/** A fork's ancestors, root first, each with the step its child left it at (none for a run that is no fork). */
export function forkAncestors(folder: string): Array<{ folder: string; forkStep: number }> {
  const lineage = runLineage(folder);
  const numbering = numberingOfRun(lineage.at(-1)!.spec);
  const out: Array<{ folder: string; forkStep: number }> = [];
  for (let i = 1; i < lineage.length; i++) {
    out.unshift({ folder: lineage[i]!.folder, forkStep: stepOfTime(numbering, lineage[i - 1]!.spec.forkedFrom!.time) });
  }
  return out;
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
    ancestors: forkAncestors(folder),
    meta: { forkSimCode, mazeName: village.meta.mapName },
    placeOf: (tile) => village.map.addressOf(tile, "arena"),
  };
}
