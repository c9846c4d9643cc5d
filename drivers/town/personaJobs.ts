/**
 * Persona cognition as jobs (the coordinator's side). A run with workers keeps its clock, its scheduler and its
 * resolve step in the coordinator's process (advanceTown, runAhead); each persona's thinking for a tick becomes a
 * BullMQ job on Redis, run by a worker process on any machine (personaWorker.ts) against the run's Postgres store.
 *
 * A job's id is made from the run (its database and thread), the persona's memory branch, the persona and the tick,
 * plus a hash of everything the tick is given: a retried job, a job a killed worker left behind (BullMQ's stalled-job
 * recovery runs it again) and the job a resumed coordinator asks for again are the same job, and a finished job's
 * result is taken as it is. The persona graph is deterministic for its input (seeded choices, memory keys numbered
 * by the cursor, memoryStream.ts), so a job run twice writes the same memory keys with the same values.
 *
 * A job's result carries the warnings the worker raised while thinking (fail-safe answers, unknown places): they are
 * given to the run's logger here, as the embedded run gives them in its own process.
 *
 * What stops a run here, with one sentence, at its last checkpoint (resume continues it): a job that failed on a
 * worker, Redis unreachable for `lostAfterSeconds`, or no worker connected for `lostAfterSeconds` while jobs wait.
 */
import { createHash } from "node:crypto";
import { setMaxListeners } from "node:events";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { Job, Queue, QueueEvents } from "bullmq";
import type { ThoughtResult } from "../../state/town.js";
import type { UsageRecord } from "../../nodes/persona/runtime.js";
import { stableStringify } from "../../tools/random.js";
import { consoleLogger } from "../../prompts/runner.js";
import { warnOnce } from "../../prompts/warnOnce.js";
import { readRunSettings } from "../../state/runContext.js";
import { parsePostgresUrl, urlWithoutPassword, withoutPassword } from "./runSpec.js";
import type { PersonaThought, PersonaThinker } from "../../nodes/town/thinkPersona.js";

/** The queue prefix: each store database has its queue, served by the workers started with that --store. */
export const PERSONA_QUEUE = "simulacra-persona-ticks";

/** The queue of the runs whose memories are in `database` (BullMQ refuses ":" in names). */
export function queueOf(database: string): string {
  return `${PERSONA_QUEUE}.${database.replace(/:/g, "_")}`;
}

/** What a job carries: the tick's input, the run's plain settings, and which database its memories are in. */
export interface PersonaJobData {
  thought: PersonaThought;
  /** The run context without live objects (loggers, models passed in code). */
  context: Record<string, unknown>;
  /** The Postgres database name of the run's store: a worker on another database refuses the job. */
  database: string;
}

/** A warning a worker raised during a job: the coordinator gives it to the run's logger (`once`: its warnOnce key). */
export interface RaisedWarning {
  message: string;
  once?: string;
}

/** What a job returns: the tick's result, and the warnings raised while it was thought. */
export type PersonaJobResult = ThoughtResult & { warnings?: RaisedWarning[] };

/** The database name of a Postgres connection string ("postgres" when it names none, as libpq does for user postgres). */
export function databaseOf(connection: string): string {
  const url = parsePostgresUrl(connection);
  return decodeURIComponent(url.pathname.replace(/^\//, "")) || decodeURIComponent(url.username) || "postgres";
}

/** A Redis URL as the run and its messages show it (no password). */
export const redisWithoutPassword = urlWithoutPassword;

/** A redis:// URL, or one sentence. */
export function checkRedisUrl(url: string, what = "--workers"): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what} must be a Redis URL like redis://127.0.0.1:6379, got "${redisWithoutPassword(url)}".`);
  }
  if (parsed.protocol !== "redis:" && parsed.protocol !== "rediss:") {
    throw new Error(`${what} must be a Redis URL like redis://127.0.0.1:6379, got "${redisWithoutPassword(url)}".`);
  }
  return url;
}

/** BullMQ's connection options for a URL: commands wait for a reconnect rather than fail (BullMQ requires it). */
export function redisConnection(url: string) {
  return { url, maxRetriesPerRequest: null, enableOfflineQueue: true, retryStrategy: (times: number) => Math.min(times * 200, 2000) };
}

/** A job id: readable (run, branch, persona, tick) and exact (hash of the database, settings and input). */
export function personaJobId(runKey: string, threadId: string, data: PersonaJobData): string {
  const { thought } = data;
  const hash = createHash("sha256").update(stableStringify([runKey, data.context, thought])).digest("hex").slice(0, 16);
  // BullMQ refuses ":" in custom ids.
  return [threadId, thought.persona.memory.branch.id, thought.persona.scratch.name, String(thought.clock.tick), hash]
    .map((part) => part.replace(/:/g, "_"))
    .join("/");
}

export interface JobThinkerOptions {
  redis: string;
  /** The run's Postgres connection (its password is never used): names the database in job ids and job data. */
  checkpointer: string;
  threadId: string;
  /**
   * Seconds Redis may be unreachable, or no worker connected while jobs wait, before the run stops (default: the
   * environment's SIMULACRA_WORKERS_GRACE_SECONDS, else 30).
   */
  lostAfterSeconds?: number;
  queueName?: string;
}

export interface JobThinker {
  think: PersonaThinker;
  /** Queue round trips (job added to result back, thinking included) in milliseconds, in the order they finished. */
  roundTrips: number[];
  /** The same less the time a worker spent on the job: what the queue itself costs (waiting, Redis, transfer). */
  queueTimes: number[];
  close(): Promise<void>;
}

/** Context fields that are live objects in the coordinator's process: they do not travel with a job. */
const LIVE_FIELDS = new Set(["logger", "chatModel", "personaThinker", "callLimiter"]);

/** The coordinator's thinker: each persona tick is a job; resolves with the worker's result. */
export async function jobThinker(options: JobThinkerOptions): Promise<JobThinker> {
  const queueName = options.queueName ?? queueOf(databaseOf(options.checkpointer));
  const connection = redisConnection(options.redis);
  const where = redisWithoutPassword(options.redis);
  const lostAfter = (options.lostAfterSeconds ?? (Number(process.env.SIMULACRA_WORKERS_GRACE_SECONDS) || 30)) * 1000;
  const runKey = withoutPassword(options.checkpointer);
  const database = databaseOf(options.checkpointer);
  const queue = new Queue<PersonaJobData, PersonaJobResult>(queueName, { connection });
  const events = new QueueEvents(queueName, { connection });
  setMaxListeners(0, events);
  setMaxListeners(0, queue); // every job waited for listens for the queue closing
  const pending = new Set<(error: Error) => void>();
  let lostSince: number | null = null;
  let idleSince: number | null = null;
  let stopped: Error | null = null;
  const stopAll = (error: Error) => {
    stopped ??= error;
    for (const reject of pending) reject(stopped);
    pending.clear();
  };
  const onError = () => (lostSince ??= Date.now());
  queue.on("error", onError);
  events.on("error", onError);

  // First contact within the same grace: a Redis that is not there at the start is one sentence, not a hang.
  try {
    await withTimeout(Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), lostAfter);
  } catch {
    await shutDown(queue, events);
    throw new Error(`Cannot reach Redis at ${where} for the run's workers: is redis-server running there?`);
  }

  const watchdog = setInterval(() => {
    if (!pending.size) {
      idleSince = null;
      return;
    }
    const now = Date.now();
    if (lostSince !== null && now - lostSince > lostAfter) {
      stopAll(new Error(`Lost Redis at ${where} for ${Math.round((now - lostSince) / 1000)} s: the run stopped at its last checkpoint; resume it once Redis is back.`));
      return;
    }
    queue.getWorkersCount().then(
      (count) => {
        lostSince = null; // Redis answered: the loss clock starts over
        if (count > 0) idleSince = null;
        else if ((idleSince ??= now) && now - idleSince > lostAfter) {
          stopAll(new Error(`No worker has been connected to ${where} for ${Math.round((now - idleSince) / 1000)} s: the run stopped at its last checkpoint; start workers (npm start -- worker --redis ${where} --store <postgres://...>) and resume it.`));
        }
      },
      () => {},
    );
  }, 1000);
  watchdog.unref();

  const roundTrips: number[] = [];
  const queueTimes: number[] = [];
  const context = (config: LangGraphRunnableConfig): Record<string, unknown> => {
    const raw = (config.context as Record<string, unknown> | undefined) ?? {};
    if (raw.chatModel) throw new Error("A chat model passed in code cannot run on workers: name it with `model` (e.g. openai/<model>) instead.");
    return Object.fromEntries(Object.entries(raw).filter(([key, value]) => !LIVE_FIELDS.has(key) && value !== undefined));
  };

  const think: PersonaThinker = async (thought, config) => {
    if (stopped) throw stopped;
    const data: PersonaJobData = { thought, context: context(config), database };
    const jobId = personaJobId(runKey, options.threadId, data);
    const started = performance.now();
    const { warnings = [], ...result } = await new Promise<PersonaJobResult>((resolve, reject) => {
      pending.add(reject);
      const onAbort = () => settle(reject)(config.signal!.reason);
      const settle = <T>(fn: (v: T) => void) => (v: T) => {
        pending.delete(reject);
        config.signal?.removeEventListener("abort", onAbort);
        fn(v);
      };
      (async () => {
        let job: Job<PersonaJobData, PersonaJobResult> | undefined = await queue.add("think", data, {
          jobId,
          removeOnComplete: { age: 24 * 3600, count: 100_000 },
          removeOnFail: { age: 24 * 3600 },
        });
        // The same job asked for again (a resumed run): one that failed earlier runs again.
        if (job && (await job.isFailed())) {
          await job.retry("failed");
          job = (await Job.fromId(queue, jobId)) ?? job;
        }
        return job.waitUntilFinished(events);
      })().then(settle(resolve), settle((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        reject(new Error(`A worker failed ${thought.persona.scratch.name}'s tick ${thought.clock.tick} (${reason.replace(/[.\s]+$/, "")}): the run stopped at its last checkpoint; resume it once that is fixed.`));
      }));
      config.signal?.addEventListener("abort", onAbort, { once: true });
    });
    const roundTrip = performance.now() - started;
    roundTrips.push(roundTrip);
    // The worker's own time on it, from the job's record (a finished job is kept for a day).
    Job.fromId(queue, jobId).then(
      (job) => job?.finishedOn && job.processedOn && queueTimes.push(Math.max(0, roundTrip - (job.finishedOn - job.processedOn))),
      () => {},
    );
    // The usage the worker's prompts streamed there, and the warnings it raised: the run counts them here.
    if (Object.keys(result.usage).length) config.writer?.({ kind: "usage", usage: result.usage } satisfies UsageRecord);
    const logger = readRunSettings(config).logger ?? consoleLogger;
    for (const { message, once } of warnings) {
      if (once) warnOnce(logger, once, message);
      else logger.warn(message);
    }
    return result;
  };

  return {
    think,
    roundTrips,
    queueTimes,
    async close() {
      clearInterval(watchdog);
      stopAll(new Error("The run's job queue was closed."));
      await shutDown(queue, events);
    },
  };
}

/** Closes the queue's connections: gracefully when Redis answers, at once when it does not (a close would wait for it). */
async function shutDown(...parts: Array<Queue<PersonaJobData, PersonaJobResult> | QueueEvents>): Promise<void> {
  try {
    await withTimeout(Promise.all(parts.map((part) => part.close())), 2000);
  } catch {
    // Not awaited: a disconnect waits for a Redis that is gone too.
    for (const part of parts) part.disconnect().catch(() => {});
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timed out")), ms))),
  ]).finally(() => clearTimeout(timer));
}
