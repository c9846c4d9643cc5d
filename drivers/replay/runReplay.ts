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
import { lastMovementStep, movementFileOf, stepsOfRun } from "../town/runOutputs.js";
import { numberingOfRun, readRunSpec, villageOfRun } from "../town/runLineage.js";
import { stepNumbering, stepOfTick, stepOfTime, type StepNumbering } from "../town/stepNumbers.js";
import { history, openRun, type RunSpec, type TownRun } from "../town/townRun.js";
import { replayMap } from "./mapLayer.js";
import { parseReplayScript, REPLAY_DIR, REPLAY_FORMAT, REPLAY_PAGE, type ReplayForkInfo } from "./replayFormat.js";
import { registerFork, ReplayWriter, type ReplayRunInfo, type RunSnapshot } from "./replayWriter.js";

/** What the replay page of a run folder shows about the run. */
export function replayInfo(folder: string, spec: RunSpec = readRunSpec(folder)): ReplayRunInfo {
  const { village, start, secondsPerStep } = villageOfRun(spec);
  const numbering = stepNumbering(start, secondsPerStep);
  let fork: ReplayForkInfo | null = null;
  if (spec.forkedFrom) {
    const parent = spec.forkedFrom.folder;
    const parentSpec = fs.existsSync(path.join(parent, "run.json")) ? readRunSpec(parent) : null;
    fork = {
      parentFolder: path.relative(path.resolve(folder), parent).split(path.sep).join("/") || ".",
      parentRunId: parentSpec?.threadId ?? parentThreadOf(spec.threadId, parent),
      step: stepOfTime(numbering, spec.forkedFrom.time),
      time: spec.forkedFrom.time,
      whisper: spec.forkedFrom.whisper ?? null,
    };
  }
  return {
    runId: spec.threadId,
    title: path.basename(path.resolve(folder)),
    start: numbering.origin,
    secondsPerStep,
    firstStep: fork?.step ?? numbering.firstStep,
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

/**
 * A fork's parent's thread when the parent's run.json is not there: the fork's thread less its own suffix (townRun.ts,
 * `fork`), else the parent folder's name (the thread of a run made before runs had threads of their own).
 */
function parentThreadOf(forkThread: string, parentFolder: string): string {
  const parent = forkThread.replace(/-fork-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "");
  return parent !== forkThread ? parent : path.basename(parentFolder);
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
  const numbering = stepNumbering(state.clock.start, state.clock.secondsPerTick);
  const personas: RunSnapshot["personas"] = {};
  for (const name of state.order) {
    const persona = state.personas[name];
    if (!persona) continue;
    // Reading needs no embeddings; the stream asks for an embedder only to write or to score relevance.
    const stream = new MemoryStream({ store, cursor: persona.memory, tick: state.clock.tick, embeddings: NO_EMBEDDINGS, embedderId: "replay" });
    personas[name] = { schedule: persona.scratch.fDailySchedule, memories: await stream.all() };
  }
  return { step: stepOfTick(numbering, state.clock.tick), time: state.clock.time, personas };
}

/**
 * A run's replay written as the run goes: `record` each step, `checkpoint` each checkpointed state, `finish` at the
 * end. A resumed run passes the state it continues from, a fork the state it starts with (its first snapshot).
 */
export class RunReplay {
  private pending: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  private constructor(
    private readonly run: TownRun,
    readonly writer: ReplayWriter,
    private readonly order: string[],
    private readonly numbering: StepNumbering,
  ) {}

  static async open(run: TownRun, from?: TownStateType): Promise<RunReplay> {
    const info = replayInfo(run.folder, run.spec);
    const numbering = numberingOfRun(run.spec);
    // A resumed run keeps the replay of its steps so far: one written before steps counted from midnight is
    // written again first (the folder's steps are renumbered by then). A fork's parent likewise, so the fork's page
    // shows both on the same steps.
    if (from && replayFormatOf(run.folder) !== null && replayFormatOf(run.folder) !== REPLAY_FORMAT) await writeReplay(run);
    await updateParentReplay(run.spec);
    const writer = new ReplayWriter(run.folder, info, { resumeAt: from ? stepOfTick(numbering, from.clock.tick) : undefined });
    const replay = new RunReplay(run, writer, info.personas.map((p) => p.name), numbering);
    announceFork(run.folder, run.spec, info);
    if (from) replay.writer.snapshot(await runSnapshot(from, run.store));
    return replay;
  }

  record(record: MovementRecord): void {
    const { persona } = movementFileOf(record, this.order);
    this.writer.step({ step: stepOfTick(this.numbering, record.step), time: record.time, persona });
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

/** The format of a run folder's replay data (null when it has none). */
export function replayFormatOf(folder: string): number | null {
  const file = path.join(folder, REPLAY_DIR, "index.js");
  if (!fs.existsSync(file)) return null;
  return parseReplayScript(fs.readFileSync(file, "utf8"), "index")?.format ?? 0;
}

/** Whether a run folder has replay data the page reads (a folder from before the page, or an older format, has not). */
export function hasReplay(folder: string): boolean {
  return replayFormatOf(folder) === REPLAY_FORMAT && fs.existsSync(path.join(folder, REPLAY_PAGE));
}

/**
 * Why a run folder's replay data does not show the run whole, or null when it does: an index that cannot be read, a
 * chunk missing or unlike its index entry, steps of the movement log past the replay's last, or a replay still marked
 * live. A run killed with kill -9 leaves its replay up to a second behind its movement log (the writer flushes about
 * once a second) and marked live; `replay` then writes it again from the folder (a folder another process is writing
 * is live indeed, and left to its writer).
 */
export function replayShortfall(folder: string): string | null {
  const dir = path.join(folder, REPLAY_DIR);
  const indexFile = path.join(dir, "index.js");
  const index = fs.existsSync(indexFile) ? parseReplayScript(fs.readFileSync(indexFile, "utf8"), "index") : null;
  if (!index) return "its index cannot be read";
  for (const ref of index.chunks) {
    const file = path.join(dir, ref.file);
    const chunk = fs.existsSync(file) ? parseReplayScript(fs.readFileSync(file, "utf8"), "chunk") : null;
    if (!chunk) return `${ref.file} is missing or cannot be read`;
    if (chunk.from !== ref.from || chunk.to !== ref.to) return `${ref.file} holds steps ${chunk.from}-${chunk.to - 1}, its index entry ${ref.from}-${ref.to - 1}`;
  }
  const last = lastMovementStep(folder);
  if (last + 1 > index.toStep) return `its movement log reaches step ${last}, the replay step ${index.toStep - 1}`;
  if (index.live) return "it was left unfinished";
  return null;
}

/** A fork's parent with replay data of an older format gets it written again (its steps then match the fork's). */
async function updateParentReplay(spec: RunSpec): Promise<void> {
  const parent = spec.forkedFrom?.folder;
  if (!parent || !fs.existsSync(path.join(parent, "run.json"))) return;
  const format = replayFormatOf(parent);
  if (format !== null && format !== REPLAY_FORMAT) await buildReplay(parent);
}

/**
 * Writes a run folder's replay from what it holds: the movement log (or movement files) and its checkpoints'
 * states and memories. Returns the page's path.
 */
export async function buildReplay(folder: string): Promise<string> {
  const run = await openRun(path.resolve(folder), undefined, { workers: false });
  try {
    return await writeReplay(run);
  } finally {
    await run.close();
  }
}

/** buildReplay on an open run. */
async function writeReplay(run: TownRun): Promise<string> {
  const info = replayInfo(run.folder, run.spec);
  const numbering = numberingOfRun(run.spec);
  const writer = new ReplayWriter(run.folder, info, { flushEveryMs: 0 });
  // One snapshot per checkpointed step (a rewound run has several checkpoints there: the newest is the run's).
  const points = new Map<number, string>();
  for (const p of await history(run)) {
    // A run's start checkpoint (the village as loaded, before its first step) is no snapshot of the live replay.
    if (p.tick === 0 && !run.spec.forkedFrom) continue;
    if (p.leftBehind) continue; // a resume went back before it: not the run's
    if (!points.has(p.step)) points.set(p.step, p.checkpointId);
  }
  const steps = [...points.keys()].sort((a, b) => a - b);
  const snapshotAt = async (step: number) => {
    const at = { configurable: { ...run.thread.configurable, checkpoint_id: points.get(step)! } };
    const state = (await run.graph.getState(at)).values as TownStateType;
    writer.endChunk();
    if (state?.clock) writer.snapshot(await runSnapshot(state, run.store));
  };
  let next = 0;
  // Steps by their time: a folder written before steps counted from midnight reads as one written now.
  for (const step of stepsOfRun(run.folder, numbering)) {
    while (next < steps.length && steps[next]! <= step.step) await snapshotAt(steps[next++]!);
    writer.step(step);
  }
  while (next < steps.length) await snapshotAt(steps[next++]!);
  writer.finish();
  announceFork(run.folder, run.spec, info);
  return path.join(run.folder, REPLAY_PAGE);
}
