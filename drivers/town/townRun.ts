/**
 * A town run on disk: a run folder with run.json (what was asked), the checkpoints (SQLite file by default,
 * MemorySaver, or Postgres), the memories (a SQLite store next to the checkpoints), and the outputs. Runs advance in
 * chunks of simulated time, one checkpoint per chunk (`checkpointEveryMinutes`): a run killed anywhere resumes from
 * its last chunk and ends exactly as an uninterrupted run. Forks continue any checkpoint on a new thread whose
 * memories branch off at that tick, optionally with a whispered thought.
 *
 * Every operation on a run says in one sentence when its Postgres server went away meanwhile: what it did and did
 * not do, and what to do once the server is back (postgresLoss.ts, `guardPostgres`).
 */
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { BaseCheckpointSaver, BaseStore, LangGraphRunnableConfig } from "@langchain/langgraph";
import { Command, InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { townBuilder } from "../../graphs/town.js";
import { addMinutes, GameTimeSchema, isCalendarTime } from "../../state/gameTime.js";
import { mergeUsage, mergeUsageByPersonaDay } from "../../state/usage.js";
import { readRunSettings } from "../../state/runContext.js";
import type { MovementRecord } from "../../nodes/town/resolve.js";
import type { UsageRecord } from "../../nodes/persona/runtime.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { TOWN_STEP_MINUTES } from "../../nodes/town/advanceTown.js";
import type { TownPersona, TownStateType } from "../../state/town.js";
import { personaNamed, whisperProblem, type CommandReply, type PauseRequest, type SteeringEntry, type TownCommand } from "../../state/townPause.js";
import { forkCursor } from "../../tools/memory/memoryStream.js";
import { whisperInto } from "../../tools/memory/whisper.js";
import { RECORDING_FILE } from "../../tools/models/recording.js";
import { SqliteStore } from "../../tools/stores/sqliteStore.js";
import { stepNumbering, stepOfTick } from "./stepNumbers.js";
import type { JobThinker } from "./personaJobs.js";
import { reachRedis } from "./redisAccess.js";
import { guardPostgres, lastCheckpoint, listenToPools, withoutSecrets } from "./postgresLoss.js";
import { LOCK_FILE, lockFolder, lockThread, type HeldLock } from "./runLock.js";
import { lastMovementStep } from "./runOutputs.js";
import { PERSONA_THINKER } from "../../nodes/town/thinkPersona.js";
import { copyVisibleMemory } from "../../tools/memory/branchCopy.js";
import { writePersonaGraph } from "./personaDrawing.js";
import { commandLine, shownPath } from "../../servers/invocation.js";
import {
  checkNewRunSpec, isPostgres, makeFolder, newThreadId, parsePostgresUrl, parseRunSpec, readRunSpec, RUN_FILE, withoutPassword, withWorkers,
  writeRunSpec, type NewRunSpec, type RunSpec,
} from "./runSpec.js";

export { RunSpecSchema, type NewRunSpec, type RunSpec } from "./runSpec.js";

/**
 * An open run folder: its spec (run.json), the compiled town graph with its checkpointer and store, and the thread it
 * runs on. Made by `openRun`; close it with `close()`.
 */
export interface TownRun {
  folder: string;
  spec: RunSpec;
  graph: ReturnType<typeof townBuilder.compile>;
  checkpointer: BaseCheckpointSaver;
  store: BaseStore;
  thread: { configurable: { thread_id: string } };
  context: Record<string, unknown>;
  /** A run with workers: its job queue (queue round trips for benchmarks). */
  jobs?: JobThinker;
  /** Closes the run's checkpointer, store and workers, and lets go of the run folder's lock. */
  close(): Promise<void>;
}

export interface OpenRunOptions {
  /**
   * A run with workers: its Redis URL given again (a typo fixed, a password), kept in run.json (without password)
   * once Redis answers; or false for a command that does not run the town (history, interview, a fork's parent),
   * which then needs no Redis.
   */
  workers?: string | false;
  /**
   * A command that only reads the run (history, interview, a fork's parent): it takes no writer lock, so it works
   * while another process writes the run. Absent: the run is opened to be written, and refused in one sentence
   * naming the process that writes it now (runLock.ts).
   */
  readOnly?: boolean;
}

/**
 * Opens the run in `folder`, or creates it when `spec` is given. A new run is checked whole first, then its
 * workers' Redis is asked and its checkpointer opened, and only then is run.json written: a start that fails leaves
 * nothing behind (the files it made are removed, and the folder when it made it). Opening refuses a folder whose
 * data files are gone rather than starting over on empty ones.
 *
 * A new run gets a thread of its own (`newThreadId`: its folder's name and a random suffix) unless `spec` names one;
 * a named thread that already has checkpoints is refused: it is another run's, and continuing it would mix the two.
 *
 * Unless `readOnly`, the run is held for this process until `close` (runLock.ts): its folder, and on Postgres its
 * thread; a run another process writes is refused before anything is read or written.
 */
export async function openRun(folder: string, spec?: NewRunSpec, options: OpenRunOptions = {}): Promise<TownRun> {
  let parsed: RunSpec;
  let opened: Awaited<ReturnType<typeof persistence>>;
  let before: Set<string> | null = null;
  let givenAgain = false;
  let folderLock: HeldLock | undefined;
  let threadLock: HeldLock | undefined;
  if (spec) {
    parsed = checkNewRunSpec(parseRunSpec({ ...spec, threadId: spec.threadId ?? newThreadId(folder) }));
    if (existsSync(path.join(folder, RUN_FILE))) {
      throw new Error(`${folder} is already a run folder: continue it with resume, or choose another folder.`);
    }
    if (parsed.workers) await reachRedis(parsed.workers, "--workers");
    before = contentsOf(folder);
    makeFolder(folder);
    // Two commands starting a run in one folder at once: the second is refused here and removes nothing.
    folderLock = lockFolder(folder);
    try {
      if (existsSync(path.join(folder, RUN_FILE))) {
        throw new Error(`${folder} is already a run folder: continue it with resume, or choose another folder.`);
      }
      opened = await persistence(parsed.checkpointer, folder, true);
      try {
        if (isPostgres(parsed.checkpointer)) threadLock = await lockThread(opened.checkpointer, parsed.threadId, `The run's thread "${parsed.threadId}"`);
        if (await opened.checkpointer.getTuple({ configurable: { thread_id: parsed.threadId } })) {
          const where = isPostgres(parsed.checkpointer) ? `the Postgres database at ${withoutPassword(parsed.checkpointer)}` : path.join(folder, CHECKPOINT_FILE);
          throw new Error(`The thread "${parsed.threadId}" already holds another run's checkpoints in ${where}: give the new run another threadId, or none (it then gets one of its own).`);
        }
        writeRunSpec(folder, parsed);
        if (parsed.ablate?.length) await writePersonaGraph(folder, parsed.ablate);
      } catch (error) {
        await threadLock?.release();
        await opened.close();
        throw error;
      }
    } catch (error) {
      removeAdded(folder, before);
      await folderLock.release();
      throw error;
    }
  } else {
    parsed = readRunSpec(folder);
    if (typeof options.workers === "string") {
      givenAgain = withoutPassword(options.workers) !== withoutPassword(parsed.workers ?? "");
      parsed = withWorkers(parsed, options.workers, folder);
    }
    const lockMade = !options.readOnly && !existsSync(path.join(folder, LOCK_FILE));
    if (!options.readOnly) folderLock = lockFolder(folder);
    try {
      opened = await persistence(parsed.checkpointer, parsed.dataDir ?? folder, false);
      try {
        if (!options.readOnly && isPostgres(parsed.checkpointer)) {
          threadLock = await lockThread(opened.checkpointer, parsed.threadId, `${folder} (its thread "${parsed.threadId}" in ${withoutPassword(parsed.checkpointer)})`);
        }
        await refuseLostCheckpoints(folder, parsed, opened.checkpointer);
      } catch (error) {
        await threadLock?.release();
        await opened.close();
        throw error;
      }
    } catch (error) {
      // A folder this open could not use keeps no lock file of it.
      if (lockMade) rmSync(path.join(folder, LOCK_FILE), { force: true });
      await folderLock?.release();
      throw error;
    }
  }
  const { checkpointer, store } = opened;
  const persisted = opened.close;
  // The locks go last: the run's files are closed before another writer may open them.
  let close = async () => {
    try {
      await threadLock?.release();
      await persisted();
    } finally {
      await folderLock?.release();
    }
  };
  const context = runContextOf(parsed, folder);
  // With workers, every persona tick is a job (personaJobs.ts); the coordinator keeps the clock and the resolve step.
  let jobs: JobThinker | undefined;
  if (parsed.workers && options.workers !== false) {
    // How to give a stored URL again: the command that continues the run.
    const giveWith = spec || options.workers ? "--workers" : commandLine`resume --run ${folder} --workers`;
    try {
      // Loaded here: BullMQ and Redis's client only for a run with workers.
      const { jobThinker } = await import("./personaJobs.js");
      jobs = await jobThinker({ redis: parsed.workers, checkpointer: parsed.checkpointer, threadId: parsed.threadId, giveWith });
    } catch (error) {
      if (spec) removeAdded(folder, before);
      await close();
      throw error;
    }
    if (givenAgain) writeRunSpec(folder, parsed);
    context[PERSONA_THINKER] = jobs.think;
    const closeRun = close;
    close = async () => {
      await jobs!.close();
      await closeRun();
    };
  }
  const graph = townBuilder.compile({ checkpointer, store });
  graph.name = "town";
  return {
    folder,
    spec: parsed,
    graph,
    checkpointer,
    store,
    thread: { configurable: { thread_id: parsed.threadId } },
    context,
    ...(jobs ? { jobs } : {}),
    close,
  };
}

/**
 * A run whose checkpoints are gone while its outputs are not (a checkpoint file emptied or replaced, a Postgres
 * database reset) is refused: opened as it is, it would start over from its start and write its steps again.
 */
async function refuseLostCheckpoints(folder: string, spec: RunSpec, checkpointer: BaseCheckpointSaver): Promise<void> {
  if (await checkpointer.getTuple({ configurable: { thread_id: spec.threadId } })) return;
  const steps = lastMovementStep(folder);
  if (steps < 0) return; // killed before its first step: starting it is right
  if (spec.checkpointer === "memory") {
    throw new Error(`${folder} kept its checkpoints in memory (--checkpointer memory), which ended with the process that ran it: it cannot be resumed, forked, listed or interviewed; a run on sqlite (the default) can.`);
  }
  const where = isPostgres(spec.checkpointer) ? `the Postgres database at ${withoutPassword(spec.checkpointer)}` : path.join(spec.dataDir ?? folder, CHECKPOINT_FILE);
  throw new Error(`${folder} has steps in its movement log but ${where} holds none of its checkpoints (thread "${spec.threadId}"): restore its checkpoints from a copy of the run folder.`);
}

/** The names in a folder (null when there is no folder), to undo what a failed start adds. */
function contentsOf(folder: string): Set<string> | null {
  return existsSync(folder) ? new Set(readdirSync(folder)) : null;
}

function removeAdded(folder: string, before: Set<string> | null): void {
  if (!before) rmSync(folder, { recursive: true, force: true });
  else if (existsSync(folder)) for (const name of readdirSync(folder)) if (!before.has(name)) rmSync(path.join(folder, name), { recursive: true, force: true });
}

/** The run context of a run folder's spec (fields left out take the run context's defaults). */
function runContextOf(spec: RunSpec, folder: string): Record<string, unknown> {
  const context: Record<string, unknown> = {
    model: spec.model,
    seed: spec.seed,
    maxConcurrentCalls: spec.maxConcurrentCalls,
    answerMode: spec.answerMode,
    cognition: spec.cognition,
    ablate: spec.ablate?.length ? spec.ablate : undefined,
    requestTimeoutSeconds: spec.requestTimeoutSeconds,
    maxFailedRequestsInARow: spec.maxFailedRequestsInARow,
    maxTokens: spec.maxTokens,
    thresholds: spec.thresholds,
    record: spec.record ? path.join(path.resolve(folder), RECORDING_FILE) : undefined,
  };
  return Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined));
}

const CHECKPOINT_FILE = "checkpoints.sqlite";

/** The run's checkpointer and store; an existing run's SQLite files must be there (`create` false). */
async function persistence(kind: string, dataDir: string, create: boolean) {
  if (kind === "memory") {
    return { checkpointer: new MemorySaver(), store: new InMemoryStore(), close: async () => {} };
  }
  if (kind === "sqlite") {
    const file = path.join(dataDir, CHECKPOINT_FILE);
    if (!create && !existsSync(file)) {
      throw new Error(`The run's checkpoints (${file}) are missing: a run folder must be moved or copied whole.`);
    }
    // An emptied file would open as a new one and start the run over from its start.
    if (!create && statSync(file).size === 0) throw new Error(`The run's checkpoints (${file}) are empty: restore the file from a copy of the run folder.`);
    let checkpointer: SqliteSaver | undefined;
    let store: SqliteStore | undefined;
    let reading = file;
    try {
      checkpointer = SqliteSaver.fromConnString(file);
      // A file that is no SQLite database fails at its first read: here, naming it, not deep inside a later step.
      await checkpointer.getTuple({ configurable: { thread_id: "simulacra-open-check" } });
      reading = path.join(dataDir, "memories.sqlite");
      store = new SqliteStore(reading);
      await store.get(["simulacra-open-check"], "none");
    } catch (error) {
      store?.close();
      checkpointer?.db.close();
      throw new Error(`${reading} cannot be read as a SQLite database (${(error as Error).message}): restore it from a copy of the run folder.`, { cause: error });
    }
    const [saver, memories] = [checkpointer, store];
    return {
      checkpointer: saver,
      store: memories,
      close: async () => {
        memories.close();
        saver.db.close();
      },
    };
  }
  if (isPostgres(kind)) return postgres(kind);
  throw new Error(`Unknown checkpointer "${kind}": use "sqlite", "memory" or a postgres:// connection string.`);
}

export { withoutPassword } from "./runSpec.js";

/** Checkpoints and memories in Postgres; a failure to connect is one sentence that never shows the password. */
async function postgres(connection: string) {
  parsePostgresUrl(connection);
  // Loaded here: the Postgres client only for a run kept in Postgres.
  const [{ PostgresSaver }, { PostgresStore }] = await Promise.all([
    import("@langchain/langgraph-checkpoint-postgres"),
    import("@langchain/langgraph-checkpoint-postgres/store"),
  ]);
  const checkpointer = PostgresSaver.fromConnString(connection);
  const store = PostgresStore.fromConnString(connection);
  const close = async () => {
    await Promise.all([checkpointer.end(), store.stop()]);
  };
  // A server that goes away drops the pools' idle connections: heard here, told by the query that fails (advance).
  listenToPools([checkpointer, store], () => {});
  try {
    await checkpointer.setup();
    await store.setup();
  } catch (error) {
    await close().catch(() => {});
    // The driver's error stays the cause: a fork whose new run cannot connect says so as a lost server (fork).
    throw new Error(`Cannot use the Postgres database at ${withoutPassword(connection)}: ${postgresReason(error, connection)}.`, { cause: error });
  }
  return { checkpointer, store, close };
}

/** The driver's reason on one line, with any form of the connection's password masked. */
function postgresReason(error: unknown, connection: string): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const text = code === "ECONNREFUSED" ? "connection refused (is the server running and listening there?)"
    : code === "ENOTFOUND" ? "host not found"
    : message || code || String(error);
  return withoutSecrets(text, connection);
}

/** What an operation that only reads leaves when the server goes away: nothing changed. */
const NOT_READ = (what: string) => `${what} not read; the run is unchanged; try again once the server is back`;

/** The run's current state (undefined before its first chunk). */
export async function currentState(run: TownRun): Promise<TownStateType | undefined> {
  return guardPostgres(run, () => NOT_READ("the run's state was"), async () => {
    const snapshot = await run.graph.getState(run.thread);
    const values = snapshot.values as TownStateType;
    return values?.clock ? values : undefined;
  });
}

/** How far `advance` takes a run, where it pauses, and the callbacks that report its steps, usage and checkpoints. */
export interface AdvanceOptions {
  /** Stop at this game time (default: the run's end). */
  until?: string;
  /**
   * Pause points from now on (state/townPause.ts): the run stops at the first one reached and `advance` returns its
   * state with `paused` set; call `advance` again to go on. Absent: none (a run's earlier pause points are dropped).
   */
  pause?: PauseRequest;
  /** Called with every movement record the run writes (each step's positions and actions), as it writes it. */
  onRecord?(record: MovementRecord): void;
  /** Called with the state after each checkpointed chunk (and at a pause). */
  onChunk?(state: TownStateType): void;
  /** Called with the usage of each prompt as the personas' model calls happen (the chunk's state has the totals). */
  onUsage?(usage: UsageByPrompt): void;
  signal?: AbortSignal;
}

/** The config of one invocation of a run's graph (a chunk, or a resumed pause). */
function runConfig(run: TownRun, signal?: AbortSignal): LangGraphRunnableConfig & Record<string, unknown> {
  const steps = Math.ceil(run.spec.checkpointEveryMinutes / TOWN_STEP_MINUTES) + 2;
  return { ...run.thread, context: run.context, streamMode: ["custom"], durability: "exit", recursionLimit: steps + 10, signal };
}

/** Runs the graph on an input (or a resume command), passing the movement records on. */
async function invokeRun(run: TownRun, input: unknown, options: Pick<AdvanceOptions, "onRecord" | "onUsage" | "signal">): Promise<void> {
  const stream = await run.graph.stream(input as never, runConfig(run, options.signal) as never);
  for await (const chunk of stream as AsyncIterable<unknown>) {
    const record = (Array.isArray(chunk) ? chunk[1] : chunk) as MovementRecord | UsageRecord;
    if (record?.kind === "movement") options.onRecord?.(record);
    else if (record?.kind === "usage") options.onUsage?.(record.usage);
  }
}

/**
 * Runs the town forward in checkpointed chunks until `until`, or until a pause point; returns the state it stopped
 * in. A run waiting at a pause goes on from there (`Command({ resume })`), exactly as if it had never paused.
 */
export async function advance(run: TownRun, options: AdvanceOptions = {}): Promise<TownStateType> {
  const until = options.until ?? run.spec.endTime;
  // The last checkpoint this call saw (null until it read one).
  let state: TownStateType | undefined | null = null;
  const stopped = () => `the run stopped at ${lastCheckpoint(state)}; resume it once the server is back`;
  return guardPostgres(run, stopped, async () => {
    state = await currentState(run);
    // A fork starts from the checkpoint it was made with: without one its data is gone, and starting over is wrong.
    if (!state && run.spec.forkedFrom) throw new Error(`${run.folder} is a fork with no checkpoint: its data files are missing.`);
    // The pause points go with the first invocation only: later chunks keep what the run holds.
    let pause: PauseRequest | undefined = options.pause ?? {};
    for (;;) {
      const now = state?.clock.time ?? run.spec.startTime;
      const waiting = await waitingAtPause(run);
      if (!waiting && state && now && now >= until) return state;
      // A new run's first chunk ends where it starts: a checkpoint of the village as loaded (tick 0), which history
      // lists and a fork can branch from.
      const chunkEnd = !state && now ? now : now ? minTime(until, addMinutes(now, run.spec.checkpointEveryMinutes)) : until;
      const withPause = pause ? { pause } : {};
      const input = waiting
        ? new Command({ resume: { action: "continue", ...withPause } satisfies TownCommand })
        : state
          ? { until: chunkEnd, ...withPause, ...(run.spec.scenario ? { scenario: run.spec.scenario } : {}) }
          : { scenario: run.spec.scenario, startTime: run.spec.startTime, secondsPerTick: run.spec.secondsPerTick, until: chunkEnd, ...withPause };
      pause = undefined;
      await invokeRun(run, input, options);
      const started = !state;
      state = await currentState(run);
      if (!state) throw new Error("The town run ended without a state: the checkpointer saved nothing.");
      if (!started || state.clock.tick > 0) options.onChunk?.(state);
      if (state.paused && (await waitingAtPause(run))) return state;
    }
  });
}

/**
 * Makes the run wait for a person where it stands (a new run at its first tick, a stopped or finished one at its
 * clock), so it can be steered; returns its state. A run already waiting is left as it is.
 */
export async function pauseHere(run: TownRun, options: Pick<AdvanceOptions, "onRecord" | "onChunk" | "signal"> = {}): Promise<TownStateType> {
  let state: TownStateType | undefined | null = null;
  const notPaused = () => `the run was not paused; it is at ${lastCheckpoint(state)}; resume it once the server is back`;
  return guardPostgres(run, notPaused, async () => {
    state = await currentState(run);
    if (state && (await waitingAtPause(run))) return state;
    if (!state) return advance(run, { ...options, pause: { ticks: 0 } });
    await invokeRun(run, { pause: { ticks: 0 } }, options);
    return (await currentState(run))!;
  });
}

/** Whether the run waits for a person at a pause point (its interrupt is pending). */
export async function waitingAtPause(run: TownRun): Promise<boolean> {
  return guardPostgres(run, () => NOT_READ("the run's state was"), async () => isWaiting(await run.graph.getState(run.thread)));
}

function isWaiting(snapshot: { next: string[]; values: unknown }): boolean {
  return snapshot.next.includes("pauseTown") && Boolean((snapshot.values as Partial<TownStateType>).paused);
}

/** A command to a paused run as the sentence of a lost server tells it: not carried out, or carried out. */
const STEERING_TOLD: Record<Exclude<TownCommand, { action: "continue" }>["action"], { notDone: string; done: string }> = {
  whisper: { notDone: "the whisper was not stored", done: "the whisper was stored" },
  keep: { notDone: "the answer was not kept", done: "the answer was kept" },
  interview: { notDone: "the question was not answered", done: "the question was asked" },
};

/**
 * Carries out a person's command at the pause the run waits at (a whisper, an interview, a kept answer; see
 * state/townPause.ts) and returns the run's reply, with the state it leaves (still paused). Going on is `advance`.
 */
export async function steer(run: TownRun, command: Exclude<TownCommand, { action: "continue" }>, signal?: AbortSignal): Promise<{ reply: CommandReply; state: TownStateType }> {
  let pausedAt: string | undefined;
  let carriedOut = false;
  const told = STEERING_TOLD[command.action];
  const lost = () => carriedOut
    ? `${told.done} but the run's reply was not read; it is paused at its newest checkpoint; go on once the server is back`
    : `${told.notDone}; the run is still ${pausedAt ? `paused at its last checkpoint (${pausedAt})` : "at its last checkpoint"}; try again or go on once the server is back`;
  return guardPostgres(run, lost, async () => {
    const snapshot = await run.graph.getState(run.thread);
    if (!isWaiting(snapshot)) throw new Error(`${run.folder} is not paused: advance it with a pause point first.`);
    pausedAt = (snapshot.values as TownStateType).clock.time;
    await invokeRun(run, new Command({ resume: command }), { signal });
    carriedOut = true;
    const state = await currentState(run);
    const reply = state?.paused?.reply;
    if (!state || !reply) throw new Error("The run did not answer the command: it is no longer paused.");
    return { reply, state };
  });
}

const minTime = (a: string, b: string) => (a < b ? a : b);

/** Gives the run a new end (later or earlier), after where the run is now; run.json says it from then on. */
export async function setRunEnd(run: TownRun, endTime: string): Promise<void> {
  const unchanged = () => `the run's end was not changed (it still ends at ${run.spec.endTime}); try again once the server is back`;
  const now = (await guardPostgres(run, unchanged, () => currentState(run)))?.clock.time ?? run.spec.startTime;
  if (now !== undefined && endTime <= now) throw new Error(`The run's new end (${endTime}) must be after where it is now (${now}).`);
  run.spec = { ...run.spec, endTime };
  writeRunSpec(run.folder, run.spec);
}

/**
 * One checkpoint of a run as `history` lists it: its id, simulated time, tick and step, and the steering done there.
 */
export interface CheckpointInfo {
  checkpointId: string;
  time: string;
  /** The town's tick (from the run's start) and the step the run's files give it (from midnight; stepNumbers.ts). */
  tick: number;
  step: number;
  createdAt: string;
  /** Why the run was paused at this checkpoint, if it was ("time", "conversation", ...). */
  paused?: string;
  /** What a person changed in the run at this checkpoint (whispers, kept interview answers). */
  steered?: SteeringEntry[];
  /**
   * The checkpoint before it, when this one adds nothing to it (the same clock, personas and steering, and no pause):
   * what a chunk that began there and stopped before its end leaves (a model, worker or server that failed, a stop),
   * and what going on from a pause at the run's end or a resume that went back there writes. The command line does not
   * list it and a time never picks it; `fork --at <its id>` still takes it.
   */
  repeats?: string;
  /** Not on the run's line: a resume went back to an earlier checkpoint, where the run's outputs ended (rewindTo). */
  leftBehind?: true;
}

/**
 * The run's checkpoints, newest first, with their simulated times, pauses, what people changed, and which of them
 * repeat the one before or were left behind by a resume that went back.
 */
export async function history(run: TownRun): Promise<CheckpointInfo[]> {
  const rows: Array<CheckpointInfo & { steering: number; parent?: string }> = [];
  const logs: SteeringEntry[][] = [];
  // Unpaused checkpoints waiting for their parent (older, so later in the listing), with their personas to compare.
  const waiting = new Map<string, Array<{ row: number; personas: unknown }>>();
  await guardPostgres(run, () => NOT_READ("the run's checkpoints were"), async () => {
    for await (const snapshot of run.graph.getStateHistory(run.thread)) {
      const values = snapshot.values as Partial<TownStateType>;
      if (!values.clock) continue;
      const checkpointId = snapshot.config.configurable?.checkpoint_id as string;
      const parent = snapshot.parentConfig?.configurable?.checkpoint_id as string | undefined;
      const row = rows.push({
        checkpointId,
        time: values.clock.time,
        tick: values.clock.tick,
        step: stepOfTick(stepNumbering(values.clock.start, values.clock.secondsPerTick), values.clock.tick),
        createdAt: snapshot.createdAt ?? "",
        ...(values.paused ? { paused: values.paused.reason } : {}),
        steering: values.steering?.length ?? 0,
        ...(parent ? { parent } : {}),
      }) - 1;
      logs.push(values.steering ?? []);
      for (const child of waiting.get(checkpointId) ?? []) {
        const later = rows[child.row]!;
        const same = later.tick === values.clock.tick && later.steering === rows[row]!.steering;
        if (same && JSON.stringify(child.personas) === JSON.stringify(values.personas)) later.repeats = checkpointId;
      }
      waiting.delete(checkpointId);
      if (parent && !values.paused) waiting.set(parent, [...(waiting.get(parent) ?? []), { row, personas: values.personas }]);
    }
  });
  const byId = new Map(rows.map((r) => [r.checkpointId, r]));
  // A repeat of a repeat names the checkpoint both repeat (oldest first: a parent is settled before its children).
  for (const r of [...rows].reverse()) if (r.repeats) r.repeats = byId.get(r.repeats)?.repeats ?? r.repeats;
  // The run's line: the newest checkpoint and its ancestors. Others were left when a resume went back (rewindTo).
  const line = new Set<string>();
  for (let r = rows[0]; r && !line.has(r.checkpointId); r = r.parent ? byId.get(r.parent) : undefined) line.add(r.checkpointId);
  // The steering log only grows: a checkpoint shows the entries its older neighbour does not have.
  return rows.map(({ steering, parent: _parent, ...row }, i) => {
    const older = rows[i + 1];
    const added = older ? logs[i]!.slice(older.steering, steering) : [];
    return { ...row, ...(added.length ? { steered: added } : {}), ...(line.has(row.checkpointId) ? {} : { leftBehind: true as const }) };
  });
}

/**
 * Moves the run back to its newest checkpoint at or before `tick` (a new checkpoint on the same thread, holding that
 * one's state), when its latest is later. A run's outputs are written as its steps stream out, and the checkpoint at
 * the end of a chunk can be saved before the last of them are on disk; a run killed in between resumes from a
 * checkpoint its outputs reach. Returns the simulated time it continues from, or null when nothing changed.
 */
export async function rewindTo(run: TownRun, tick: number): Promise<string | null> {
  const notMoved = () => "the run was not moved back to where its outputs end; it is unchanged; resume it once the server is back";
  return guardPostgres(run, notMoved, async () => {
    const points = await history(run);
    const latest = points[0];
    if (!latest || latest.tick <= tick) return null;
    const point = points.find((p) => p.tick <= tick && !p.leftBehind) ?? points.at(-1)!;
    if (point === latest) return null;
    // A new checkpoint on top of the earlier one (reducers such as the usage totals apply to its values, not the latest).
    const at = { configurable: { ...run.thread.configurable, checkpoint_id: point.checkpointId } };
    const snapshot = await run.graph.getState(at);
    await run.graph.updateState(at, { personas: (snapshot.values as TownStateType).personas }, "advanceTown");
    return point.time;
  });
}

/**
 * Where `fork` branches a run off (a checkpoint id or a time), the whisper given there, and the fork's folder and end.
 */
export interface ForkOptions {
  /** A checkpoint id, or a game time (the latest checkpoint at or before it). */
  at: string;
  /** A thought put into one persona's memory at the fork. */
  whisper?: { persona: string; text: string };
  /** The fork's run folder. */
  folder: string;
  /** The fork's end time (default: the parent's); after the fork point. */
  endTime?: string;
  /** Threshold overrides of the fork, over its parent's. */
  thresholds?: Record<string, number>;
  /** The fork's workers' Redis URL (default: its parent's, without password). */
  workers?: string;
}

/** The checkpoint `at` names: its id, or the latest at or before a game time; one sentence when there is none. */
export function checkpointAt(points: CheckpointInfo[], given: string, folder: string): CheckpointInfo {
  const byId = points.find((p) => p.checkpointId === given);
  if (byId) return byId;
  const at = onTheRunsDay(points, given, folder);
  if (!isCalendarTime(at)) {
    throw new Error(`${shownPath(folder)} has no checkpoint "${given}" (${commandLine`history --run ${folder}`} lists its checkpoints and times).`);
  }
  const point = points.find((p) => p.time <= at && !p.repeats && !p.leftBehind);
  if (!point) {
    const first = points.at(-1);
    throw new Error(first ? `${given} is before ${shownPath(folder)}'s first checkpoint (${first.time}).` : `${shownPath(folder)} has no checkpoints yet.`);
  }
  return point;
}

/**
 * A time of day (`08:00`, as the interactive `until` takes it) on the day of a run's checkpoints; anything else as it
 * is. A run over several days needs the day: one sentence names them.
 */
function onTheRunsDay(points: CheckpointInfo[], at: string, folder: string): string {
  const time = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(at.trim());
  if (!time) return at;
  const days = [...new Set(points.map((p) => p.time.slice(0, 10)))].sort();
  const clock = `${time[1]!.padStart(2, "0")}:${time[2]}:${time[3] ?? "00"}`;
  if (days.length > 1) {
    throw new Error(`"${at}" is a time of day and ${shownPath(folder)} has checkpoints on ${days.join(", ")}: give the day too, e.g. ${days[0]}T${clock}.`);
  }
  return days.length ? `${days[0]}T${clock}` : at;
}

/**
 * Continues a checkpoint on a new thread in a new run folder. Each persona's memory gets a new branch that sees the
 * parent's memories up to the checkpoint and nothing the parent writes later; the parent is left untouched.
 *
 * A fork keeps its own files: its first checkpoint is written to its own checkpointer, and what its memory branches
 * can see of its parent's memories (and their embeddings) is copied into its own store (a Postgres run's fork shares
 * the database, where they already are). So a fork moved or copied without its parent keeps working; run.json
 * names the parent (relative path) only for the outputs and the replay page.
 */
export async function fork(parent: TownRun, options: ForkOptions): Promise<TownRun> {
  return guardPostgres(parent, () => "no fork was made; the parent run is unchanged; fork again once the server is back", () => forkRun(parent, options));
}

async function forkRun(parent: TownRun, options: ForkOptions): Promise<TownRun> {
  const point = checkpointAt(await history(parent), options.at, parent.folder);
  const endTime = options.endTime ?? parent.spec.endTime;
  if (endTime <= point.time) throw new Error(`The fork's end (${endTime}) must be after its fork point (${point.time}).`);
  const snapshot = await parent.graph.getState({ configurable: { ...parent.thread.configurable, checkpoint_id: point.checkpointId } });
  const values = snapshot.values as TownStateType;
  // The whisperer by full or first name, as everywhere a person names one (personaNamed).
  let whisper = options.whisper;
  if (whisper) {
    const found = personaNamed(values.order, whisper.persona);
    if ("error" in found) throw new Error(found.error);
    const problem = whisperProblem(whisper.text);
    if (problem) throw new Error(problem);
    whisper = { ...whisper, persona: found.name };
  }
  // A random id: forks made at the same moment (in one process or several) never share a thread or memory branch.
  const threadId = `${parent.spec.threadId}-fork-${randomUUID()}`;
  const { dataDir: _sharedFiles, ...spec } = parent.spec;
  const before = contentsOf(options.folder);
  const child = await openRun(options.folder, {
    ...spec,
    threadId,
    endTime,
    thresholds: options.thresholds ? { ...spec.thresholds, ...options.thresholds } : spec.thresholds,
    workers: options.workers ?? spec.workers,
    forkedFrom: { folder: path.resolve(parent.folder), checkpointId: point.checkpointId, time: point.time, whisper },
  });
  try {
    // The last tick the checkpoint holds is tick - 1 (the start checkpoint holds the village as loaded, tick 0): the
    // fork sees the parent's memories written up to it (the cursor's counts hide anything later in that tick).
    const seenTick = Math.max(0, values.clock.tick - 1);
    if (!isPostgres(parent.spec.checkpointer)) {
      const embedderId = readRunSettings({ context: parent.context }).embeddings;
      for (const p of Object.values(values.personas)) await copyVisibleMemory(parent.store, child.store, p.memory, seenTick, embedderId);
    }
    const branch = `run-${threadId}`;
    const personas: Record<string, TownPersona> = {};
    for (const [name, p] of Object.entries(values.personas)) {
      personas[name] = { ...p, memory: forkCursor(p.memory, seenTick, branch) };
    }
    // The fork's usage is its parent's up to the checkpoint, plus the whisper's calls (on the whisperer's day).
    let usage = values.usage ?? {};
    let usageByPersona = values.usageByPersona ?? {};
    if (whisper) {
      const name = whisper.persona;
      const target = personas[name]!;
      const runtime = { store: child.store, settings: readRunSettings({ context: child.context }) };
      const whispered = await whisperInto(target, whisper.text, values.clock, runtime, { replan: true });
      target.memory = whispered.memory;
      target.scratch = whispered.scratch;
      usage = mergeUsage(usage, whispered.usage);
      usageByPersona = mergeUsageByPersonaDay(usageByPersona, { [name]: { [values.clock.time.slice(0, 10)]: whispered.usage } });
    }
    // The fork starts unpaused: the parent's pause and pause points stay the parent's.
    const forked = { ...values, personas, usage, usageByPersona, paused: null, pausePoints: null, pause: null };
    await child.graph.updateState(child.thread, forked, "advanceTown");
  } catch (error) {
    await child.close();
    removeAdded(options.folder, before);
    throw error;
  }
  return child;
}
