/**
 * A town run on disk: a run folder with run.json (what was asked), the checkpoints (SQLite file by default,
 * MemorySaver, or Postgres), the memories (a SQLite store next to the checkpoints), and the outputs. Runs advance in
 * chunks of simulated time, one checkpoint per chunk (`checkpointEveryMinutes`): a run killed anywhere resumes from
 * its last chunk and ends exactly as an uninterrupted run. Forks continue any checkpoint on a new thread whose
 * memories branch off at that tick, optionally with a whispered thought.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BaseCheckpointSaver, BaseStore, LangGraphRunnableConfig } from "@langchain/langgraph";
import { InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import { PostgresStore } from "@langchain/langgraph-checkpoint-postgres/store";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { z } from "zod/v4";
import { townBuilder } from "../../graphs/town.js";
import { addMinutes, GameTimeSchema } from "../../state/gameTime.js";
import { mergeUsage, mergeUsageByPersonaDay } from "../../state/usage.js";
import { readRunSettings } from "../../state/runContext.js";
import type { MovementRecord } from "../../nodes/town/resolve.js";
import { TOWN_STEP_MINUTES } from "../../nodes/town/advanceTown.js";
import type { TownPersona, TownStateType } from "../../state/town.js";
import { forkCursor, MemoryStream } from "../../tools/memory/memoryStream.js";
import { modelsFor } from "../../tools/models/runModels.js";
import { whisperToMemory } from "../../tools/memory/whisper.js";
import { RECORDING_FILE } from "../../tools/models/recording.js";
import { SqliteStore } from "../../tools/stores/sqliteStore.js";

export const RunSpecSchema = z.object({
  /** Base simulation folder and map folder; absent: the package's own village. */
  scenario: z.object({ baseDir: z.string(), mapDir: z.string(), history: z.string().optional() }).optional(),
  startTime: GameTimeSchema.optional(),
  endTime: GameTimeSchema,
  secondsPerTick: z.number().positive().optional(),
  model: z.string().default("simulated"),
  seed: z.number().int().default(0),
  /** "sqlite" (a file in the run folder), "memory", or a postgres:// connection string. */
  checkpointer: z.string().default("sqlite"),
  /** Simulated minutes between checkpoints. */
  checkpointEveryMinutes: z.number().positive().default(60),
  maxConcurrentCalls: z.number().int().positive().default(8),
  /** How the model is asked and waited for (run context fields of the same names; absent: their defaults). */
  answerMode: z.enum(["auto", "structured", "text"]).optional(),
  requestTimeoutSeconds: z.number().positive().optional(),
  maxFailedRequestsInARow: z.number().int().positive().optional(),
  maxTokens: z.object({ scale: z.number().positive().optional(), min: z.number().int().nonnegative().optional() }).optional(),
  /** Every model exchange is appended to model-exchanges.jsonl in the run folder (resume and forks too). */
  record: z.boolean().optional(),
  threadId: z.string().min(1),
  /** Where the checkpoint and memory files are (forks share their parent's). */
  dataDir: z.string().optional(),
  /** The run this one was forked from. */
  forkedFrom: z
    .object({
      folder: z.string(),
      checkpointId: z.string(),
      time: z.string(),
      /** The thought whispered at the fork (the replay page shows it). */
      whisper: z.object({ persona: z.string(), text: z.string() }).optional(),
    })
    .optional(),
});
export type RunSpec = z.output<typeof RunSpecSchema>;

export interface TownRun {
  folder: string;
  spec: RunSpec;
  graph: ReturnType<typeof townBuilder.compile>;
  checkpointer: BaseCheckpointSaver;
  store: BaseStore;
  thread: { configurable: { thread_id: string } };
  context: Record<string, unknown>;
  close(): Promise<void>;
}

const RUN_FILE = "run.json";

/** Opens (or creates, when `spec` is given) the run in `folder`. */
export async function openRun(folder: string, spec?: z.input<typeof RunSpecSchema>): Promise<TownRun> {
  const file = path.join(folder, RUN_FILE);
  let parsed: RunSpec;
  if (spec) {
    mkdirSync(folder, { recursive: true });
    parsed = RunSpecSchema.parse(spec);
    // run.json never holds a database password: a resumed Postgres run takes it from PGPASSWORD.
    writeFileSync(file, `${JSON.stringify({ ...parsed, checkpointer: withoutPassword(parsed.checkpointer) }, null, 2)}\n`);
  } else {
    if (!existsSync(file)) throw new Error(`${folder} is not a run folder (no ${RUN_FILE}).`);
    const result = RunSpecSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`${file}: field "${issue.path.join(".")}": ${issue.message}.`);
    }
    parsed = result.data;
  }
  const dataDir = parsed.dataDir ?? folder;
  const { checkpointer, store, close } = await persistence(parsed.checkpointer, dataDir);
  const graph = townBuilder.compile({ checkpointer, store });
  graph.name = "town";
  return {
    folder,
    spec: parsed,
    graph,
    checkpointer,
    store,
    thread: { configurable: { thread_id: parsed.threadId } },
    context: runContextOf(parsed, folder),
    close,
  };
}

/** The run context of a run folder's spec (fields left out take the run context's defaults). */
function runContextOf(spec: RunSpec, folder: string): Record<string, unknown> {
  const context: Record<string, unknown> = {
    model: spec.model,
    seed: spec.seed,
    maxConcurrentCalls: spec.maxConcurrentCalls,
    answerMode: spec.answerMode,
    requestTimeoutSeconds: spec.requestTimeoutSeconds,
    maxFailedRequestsInARow: spec.maxFailedRequestsInARow,
    maxTokens: spec.maxTokens,
    record: spec.record ? path.join(path.resolve(folder), RECORDING_FILE) : undefined,
  };
  return Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined));
}

async function persistence(kind: string, dataDir: string) {
  if (kind === "memory") {
    return { checkpointer: new MemorySaver(), store: new InMemoryStore(), close: async () => {} };
  }
  if (kind === "sqlite") {
    mkdirSync(dataDir, { recursive: true });
    const checkpointer = SqliteSaver.fromConnString(path.join(dataDir, "checkpoints.sqlite"));
    const store = new SqliteStore(path.join(dataDir, "memories.sqlite"));
    return {
      checkpointer,
      store,
      close: async () => {
        store.close();
        checkpointer.db.close();
      },
    };
  }
  if (kind.startsWith("postgres://") || kind.startsWith("postgresql://")) {
    return postgres(kind);
  }
  throw new Error(`Unknown checkpointer "${kind}": use "sqlite", "memory" or a postgres:// connection string.`);
}

/** A connection string with its password removed (other strings unchanged). */
export function withoutPassword(connection: string): string {
  if (!/^postgres(ql)?:\/\//.test(connection)) return connection;
  try {
    const url = new URL(connection);
    url.password = "";
    url.searchParams.delete("password");
    return url.toString();
  } catch {
    return connection;
  }
}

/** Checkpoints and memories in Postgres; a failure to connect is one sentence that never shows the password. */
async function postgres(connection: string) {
  let url: URL;
  try {
    url = new URL(connection);
  } catch {
    throw new Error("The Postgres connection string is not a valid URL: use postgres://user:password@host:5432/database.");
  }
  const checkpointer = PostgresSaver.fromConnString(connection);
  const store = PostgresStore.fromConnString(connection);
  const close = async () => {
    await Promise.all([checkpointer.end(), store.stop()]);
  };
  try {
    await checkpointer.setup();
    await store.setup();
  } catch (error) {
    await close().catch(() => {});
    const where = `${url.protocol}//${url.username ? `${url.username}@` : ""}${url.host}${url.pathname}`;
    throw new Error(`Cannot use the Postgres database at ${where}: ${postgresReason(error, url)}.`);
  }
  return { checkpointer, store, close };
}

/** The driver's reason on one line, with any form of the connection's password masked. */
function postgresReason(error: unknown, url: URL): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  let text = code === "ECONNREFUSED" ? "connection refused (is the server running and listening there?)"
    : code === "ENOTFOUND" ? "host not found"
    : message || code || String(error);
  const secrets = [url.password, url.searchParams.get("password") ?? ""];
  try {
    secrets.push(decodeURIComponent(url.password));
  } catch {}
  for (const secret of secrets.filter(Boolean)) text = text.split(secret).join("***");
  return text.replace(/\s+/g, " ").trim().replace(/[.\s]+$/, "");
}

/** The run's current state (undefined before its first chunk). */
export async function currentState(run: TownRun): Promise<TownStateType | undefined> {
  const snapshot = await run.graph.getState(run.thread);
  const values = snapshot.values as TownStateType;
  return values?.clock ? values : undefined;
}

export interface AdvanceOptions {
  /** Stop at this game time (default: the run's end). */
  until?: string;
  onRecord?(record: MovementRecord): void;
  /** Called with the state after each checkpointed chunk. */
  onChunk?(state: TownStateType): void;
  signal?: AbortSignal;
}

/** Runs the town forward in checkpointed chunks until `until`; returns the final state. */
export async function advance(run: TownRun, options: AdvanceOptions = {}): Promise<TownStateType> {
  const until = options.until ?? run.spec.endTime;
  let state = await currentState(run);
  for (;;) {
    const now = state?.clock.time ?? run.spec.startTime;
    if (state && now && now >= until) return state;
    const chunkEnd = now ? minTime(until, addMinutes(now, run.spec.checkpointEveryMinutes)) : until;
    const input = state
      ? { until: chunkEnd }
      : { scenario: run.spec.scenario, startTime: run.spec.startTime, secondsPerTick: run.spec.secondsPerTick, until: chunkEnd };
    const steps = Math.ceil(run.spec.checkpointEveryMinutes / TOWN_STEP_MINUTES) + 2;
    const config: LangGraphRunnableConfig & Record<string, unknown> = {
      ...run.thread,
      context: run.context,
      streamMode: ["custom"],
      durability: "exit",
      recursionLimit: steps + 10,
      signal: options.signal,
    };
    const stream = await run.graph.stream(input, config as never);
    for await (const chunk of stream as AsyncIterable<unknown>) {
      const record = (Array.isArray(chunk) ? chunk[1] : chunk) as MovementRecord;
      if (record?.kind === "movement") options.onRecord?.(record);
    }
    state = await currentState(run);
    if (!state) throw new Error("The town run ended without a state: the checkpointer saved nothing.");
    options.onChunk?.(state);
  }
}

const minTime = (a: string, b: string) => (a < b ? a : b);

export interface CheckpointInfo {
  checkpointId: string;
  time: string;
  tick: number;
  createdAt: string;
}

/** The run's checkpoints, newest first, with their simulated times. */
export async function history(run: TownRun): Promise<CheckpointInfo[]> {
  const rows: CheckpointInfo[] = [];
  for await (const snapshot of run.graph.getStateHistory(run.thread)) {
    const values = snapshot.values as Partial<TownStateType>;
    if (!values.clock) continue;
    rows.push({
      checkpointId: snapshot.config.configurable?.checkpoint_id as string,
      time: values.clock.time,
      tick: values.clock.tick,
      createdAt: snapshot.createdAt ?? "",
    });
  }
  return rows;
}

/**
 * Moves the run back to its newest checkpoint at or before `tick` (a new checkpoint on the same thread, holding that
 * one's state), when its latest is later. A run's outputs are written as its steps stream out, and the checkpoint at
 * the end of a chunk can be saved before the last of them are on disk; a run killed in between resumes from a
 * checkpoint its outputs reach. Returns the simulated time it continues from, or null when nothing changed.
 */
export async function rewindTo(run: TownRun, tick: number): Promise<string | null> {
  const points = await history(run);
  const latest = points[0];
  if (!latest || latest.tick <= tick) return null;
  const point = points.find((p) => p.tick <= tick) ?? points.at(-1)!;
  if (point === latest) return null;
  // A new checkpoint on top of the earlier one (reducers such as the usage totals apply to its values, not the latest).
  const at = { configurable: { ...run.thread.configurable, checkpoint_id: point.checkpointId } };
  const snapshot = await run.graph.getState(at);
  await run.graph.updateState(at, { personas: (snapshot.values as TownStateType).personas }, "advanceTown");
  return point.time;
}

export interface ForkOptions {
  /** A checkpoint id, or a game time (the latest checkpoint at or before it). */
  at: string;
  /** A thought put into one persona's memory at the fork. */
  whisper?: { persona: string; text: string };
  /** The fork's run folder. */
  folder: string;
  /** The fork's end time (default: the parent's). */
  endTime?: string;
}

/**
 * Continues a checkpoint on a new thread in a new run folder. Each persona's memory gets a new branch that sees the
 * parent's memories up to the checkpoint and nothing the parent writes later; the parent is left untouched.
 */
export async function fork(parent: TownRun, options: ForkOptions): Promise<TownRun> {
  const points = await history(parent);
  const point = points.find((p) => p.checkpointId === options.at) ?? points.find((p) => p.time <= options.at);
  if (!point) throw new Error(`No checkpoint of ${parent.folder} matches "${options.at}" (see the history command).`);
  const snapshot = await parent.graph.getState({ configurable: { ...parent.thread.configurable, checkpoint_id: point.checkpointId } });
  const values = snapshot.values as TownStateType;
  const threadId = `${parent.spec.threadId}-fork-${Date.now().toString(36)}`;
  const child = await openRun(options.folder, {
    ...parent.spec,
    threadId,
    endTime: options.endTime ?? parent.spec.endTime,
    dataDir: parent.spec.dataDir ?? path.resolve(parent.folder),
    forkedFrom: { folder: path.resolve(parent.folder), checkpointId: point.checkpointId, time: point.time, whisper: options.whisper },
  });
  // The last tick the checkpoint holds is tick - 1: the fork sees the parent's memories written up to it.
  const branch = `run-${threadId}`;
  const personas: Record<string, TownPersona> = {};
  for (const [name, p] of Object.entries(values.personas)) {
    personas[name] = { ...p, memory: forkCursor(p.memory, values.clock.tick - 1, branch) };
  }
  // The fork's usage is its parent's up to the checkpoint, plus the whisper's calls (on the whisperer's day).
  let usage = values.usage ?? {};
  let usageByPersona = values.usageByPersona ?? {};
  if (options.whisper) {
    const name = options.whisper.persona;
    const target = personas[name];
    if (!target) throw new Error(`No persona "${name}" in this town: ${Object.keys(personas).join(", ")}.`);
    const whispered = await whisper(child, target, values.clock.time, values.clock.tick, options.whisper.text);
    target.memory = whispered.memory;
    usage = mergeUsage(usage, whispered.usage);
    usageByPersona = mergeUsageByPersonaDay(usageByPersona, { [name]: { [values.clock.time.slice(0, 10)]: whispered.usage } });
  }
  await child.graph.updateState(child.thread, { ...values, personas, usage, usageByPersona }, "advanceTown");
  return child;
}

/** Stores a whispered thought in one persona's memory as its inner thought (tools/memory/whisper.ts): model calls counted. */
async function whisper(run: TownRun, persona: TownPersona, now: string, tick: number, text: string) {
  const settings = readRunSettings({ context: run.context });
  const { chat, embeddings } = await modelsFor(settings);
  const stream = new MemoryStream({ store: run.store, cursor: persona.memory, tick, embeddings, embedderId: settings.embeddings });
  const { usage } = await whisperToMemory({ stream, persona: persona.scratch, now, text, model: chat, settings });
  return { memory: stream.cursor(), usage };
}
