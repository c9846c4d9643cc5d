/**
 * The replay of a town run folder: what its page shows about the run (personas, map, clock, the fork it is), the
 * snapshots of its checkpoints (schedules from the state, memories from the store), and the two ways its data gets
 * written: as the run goes (`RunReplay`, fed by the command line's run loop) or afterwards from what the folder
 * holds (`buildReplay`: the movement log and the checkpoints).
 */
import fs from "node:fs";
import path from "node:path";
import type { BaseStore } from "@langchain/langgraph";
import type { MovementRecord } from "../../nodes/town/resolve.js";
import type { TownStateType } from "../../state/town.js";
import { MemoryStream } from "../../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../../tools/models/hashingEmbeddings.js";
import { movementFileOf, stepsOfRun } from "../town/runOutputs.js";
import { readRunSpec, stepAt, villageOfRun } from "../town/runLineage.js";
import { history, openRun, type RunSpec, type TownRun } from "../town/townRun.js";
import { replayMap } from "./mapLayer.js";
import { REPLAY_DIR, REPLAY_PAGE, type ReplayForkInfo } from "./replayFormat.js";
import { registerFork, ReplayWriter, type ReplayRunInfo, type RunSnapshot } from "./replayWriter.js";

/** What the replay page of a run folder shows about the run. */
export function replayInfo(folder: string, spec: RunSpec = readRunSpec(folder)): ReplayRunInfo {
  const { village, start, secondsPerStep } = villageOfRun(spec);
  let fork: ReplayForkInfo | null = null;
  if (spec.forkedFrom) {
    const parent = spec.forkedFrom.folder;
    const parentSpec = fs.existsSync(path.join(parent, "run.json")) ? readRunSpec(parent) : null;
    fork = {
      parentFolder: path.relative(path.resolve(folder), parent).split(path.sep).join("/") || ".",
      parentRunId: parentSpec?.threadId ?? path.basename(parent),
      step: stepAt(start, secondsPerStep, spec.forkedFrom.time),
      time: spec.forkedFrom.time,
      whisper: spec.forkedFrom.whisper ?? null,
    };
  }
  return {
    runId: spec.threadId,
    title: path.basename(path.resolve(folder)),
    start,
    secondsPerStep,
    end: spec.endTime,
    personas: village.personas.map(({ scratch }) => ({
      name: scratch.name,
      firstName: scratch.firstName,
      age: scratch.age ?? null,
      innate: scratch.innate,
      currently: scratch.currently,
      lifestyle: scratch.lifestyle,
    })),
    map: replayMap(village.map),
    fork,
  };
}

/** Lists a fork in its parent's replay (its page then marks the fork and links to it). */
function announceFork(folder: string, spec: RunSpec, info: ReplayRunInfo): void {
  if (!info.fork || !spec.forkedFrom || !fs.existsSync(spec.forkedFrom.folder)) return;
  const parent = spec.forkedFrom.folder;
  registerFork(parent, info.fork.parentRunId, {
    folder: path.relative(parent, path.resolve(folder)).split(path.sep).join("/"),
    runId: info.runId,
    step: info.fork.step,
    time: info.fork.time,
    whisper: info.fork.whisper,
  });
}

const NO_EMBEDDINGS = new HashingEmbeddings();

/** What a checkpoint's state shows of each persona: its schedule, and every memory its cursor can see. */
export async function runSnapshot(state: TownStateType, store: BaseStore): Promise<RunSnapshot> {
  const personas: RunSnapshot["personas"] = {};
  for (const name of state.order) {
    const persona = state.personas[name];
    if (!persona) continue;
    // Reading needs no embeddings; the stream asks for an embedder only to write or to score relevance.
    const stream = new MemoryStream({ store, cursor: persona.memory, tick: state.clock.tick, embeddings: NO_EMBEDDINGS, embedderId: "replay" });
    personas[name] = { schedule: persona.scratch.fDailySchedule, memories: await stream.all() };
  }
  return { step: state.clock.tick, time: state.clock.time, personas };
}

/**
 * A run's replay written as the run goes: `record` each step, `checkpoint` each checkpointed state, `finish` at the
 * end. A resumed run passes the state it continues from, a fork the state it starts with (its first snapshot).
 */
export class RunReplay {
  private pending: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  private constructor(private readonly run: TownRun, readonly writer: ReplayWriter, private readonly order: string[]) {}

  static async open(run: TownRun, from?: TownStateType): Promise<RunReplay> {
    const info = replayInfo(run.folder, run.spec);
    const writer = new ReplayWriter(run.folder, info, { resumeAt: from?.clock.tick });
    const replay = new RunReplay(run, writer, info.personas.map((p) => p.name));
    announceFork(run.folder, run.spec, info);
    if (from) replay.writer.snapshot(await runSnapshot(from, run.store));
    return replay;
  }

  record(record: MovementRecord): void {
    const { persona } = movementFileOf(record, this.order);
    this.writer.step({ step: record.step, time: record.time, persona });
  }

  /** Ends the chunk at a checkpoint; its snapshot is read from the store while the run goes on. */
  checkpoint(state: TownStateType): void {
    this.writer.endChunk();
    this.pending = this.pending
      .then(async () => this.writer.snapshot(await runSnapshot(state, this.run.store)))
      .catch((error: unknown) => void (this.failure ??= error));
  }

  async finish(): Promise<string> {
    await this.pending;
    if (this.failure) throw this.failure;
    this.writer.finish();
    return path.join(this.run.folder, REPLAY_PAGE);
  }
}

/** Whether a run folder has replay data. */
export function hasReplay(folder: string): boolean {
  return fs.existsSync(path.join(folder, REPLAY_DIR, "index.js")) && fs.existsSync(path.join(folder, REPLAY_PAGE));
}

/**
 * Writes a run folder's replay from what it holds: the movement log (or movement files) and its checkpoints'
 * states and memories. Returns the page's path.
 */
export async function buildReplay(folder: string): Promise<string> {
  const run = await openRun(path.resolve(folder));
  try {
    const writer = new ReplayWriter(run.folder, replayInfo(run.folder, run.spec), { flushEveryMs: 0 });
    // One snapshot per checkpointed tick (a rewound run has several: the newest is the run's).
    const points = new Map<number, string>();
    for (const p of await history(run)) {
      // A run's start checkpoint (the village as loaded, before its first step) is no snapshot of the live replay.
      if (p.tick === 0 && !run.spec.forkedFrom) continue;
      if (!points.has(p.tick)) points.set(p.tick, p.checkpointId);
    }
    const ticks = [...points.keys()].sort((a, b) => a - b);
    const snapshotAt = async (tick: number) => {
      const at = { configurable: { ...run.thread.configurable, checkpoint_id: points.get(tick)! } };
      const state = (await run.graph.getState(at)).values as TownStateType;
      writer.endChunk();
      if (state?.clock) writer.snapshot(await runSnapshot(state, run.store));
    };
    let next = 0;
    for (const step of stepsOfRun(run.folder)) {
      while (next < ticks.length && ticks[next]! <= step.step) await snapshotAt(ticks[next++]!);
      writer.step(step);
    }
    while (next < ticks.length) await snapshotAt(ticks[next++]!);
    writer.finish();
    announceFork(run.folder, run.spec, replayInfo(run.folder, run.spec));
    return path.join(run.folder, REPLAY_PAGE);
  } finally {
    await run.close();
  }
}
