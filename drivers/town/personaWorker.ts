/**
 * A worker process's side of persona cognition as jobs (personaJobs.ts): takes persona ticks from the queue and runs
 * the persona graph on them (thinkPersona, the same function a run without workers calls in its own process),
 * reading and writing memories in the run's Postgres store. Any number of workers, on any machines, may serve the
 * same queue; a worker killed mid-job loses nothing (a job of the shared queue is taken again once its lock runs
 * out, one of its own queue is asked for on the shared queue by the coordinator, and re-running a tick rewrites the
 * same memory keys with the same values).
 *
 * Model calls in flight are capped across all workers, per model endpoint (redisCallLimiter.ts): the run's
 * `maxConcurrentCalls` is the cap for the endpoint, whatever the number of workers. The warnings a tick raises here
 * (fail-safe answers, unknown places) go back with its result: the run's coordinator gives and counts them. So do
 * the job's memory reads (cache hits, store reads and rows) when the coordinator asks for them; otherwise none are counted.
 *
 * Redis may come up after the worker (it waits, saying so once a minute) and go away and come back (it reconnects,
 * saying so); a worker told to stop finishes its ticks in hand, and stops within seconds when Redis is away, its
 * ticks left to their lock as a killed worker's are (BullMQ's own close would wait for Redis for good).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { hostname } from "node:os";
import { Queue, Worker, type Job } from "bullmq";
import { Redis } from "ioredis";
import { PostgresStore } from "@langchain/langgraph-checkpoint-postgres/store";
import { thinkPersona } from "../../nodes/town/thinkPersona.js";
import { readRunSettings } from "../../state/runContext.js";
import { CALL_LIMITER } from "../../tools/models/callLimiter.js";
import { redisCallLimiter } from "../../tools/models/redisCallLimiter.js";
import type { PromptLogger } from "../../state/modelSource.js";
import { newMemoryReads } from "../../state/townMetrics.js";
import {
  checkRedisUrl, databaseOf, ownQueueOf, queueOf, redisConnection, redisWithoutPassword, type PersonaJobData, type PersonaJobResult, type RaisedWarning,
} from "./personaJobs.js";
import { REDIS_RETRY_SECONDS, redisPasswordOption, redisTrouble, redisTroubleSentence, troubleOf } from "./redisAccess.js";
import { listenToPools, withoutSecrets } from "./postgresLoss.js";
import { parsePostgresUrl, withoutPassword } from "./runSpec.js";

export interface PersonaWorkerOptions {
  redis: string;
  /** The Postgres connection of the runs' store (the same database as the coordinators' --checkpointer). */
  store: string;
  /** Persona ticks this process runs at once from each of its two queues (default 16; model calls are capped separately). */
  concurrency?: number;
  /** Seconds a job stays locked by a silent worker before another takes it (default 30). */
  lockSeconds?: number;
  queueName?: string;
  /** Where the worker says what it waits for (a Redis not up yet, a Redis lost); default: stderr. */
  say?: (line: string) => void;
}

/** Least milliseconds between two lines about the same wait for Redis. */
const SAY_AGAIN_MS = 60_000;

/** Milliseconds a stopping worker gives BullMQ to close once its ticks in hand are done. */
const CLOSE_AFTER_IDLE_MS = 3000;

export interface PersonaWorker {
  /** Jobs this process finished. */
  done(): number;
  close(): Promise<void>;
}

/**
 * The warnings of the job in hand (jobs run concurrently here: each has its own list). The models a worker builds
 * keep the logger of the job that built them; this one logger, shared by every job, sends each warning to the list
 * of the job whose call raised it, and a once-per-run warning with its key: the coordinator counts them all.
 */
const jobWarnings = new AsyncLocalStorage<RaisedWarning[]>();
const raise = (warning: RaisedWarning) => {
  const list = jobWarnings.getStore();
  if (list) list.push(warning);
  else console.warn(`[simulacra] ${warning.message}`);
};
const jobLogger: PromptLogger = {
  warn: (message) => raise({ message }),
  warnOnce: (once, message) => raise({ message, once }),
};

export async function startPersonaWorker(options: PersonaWorkerOptions): Promise<PersonaWorker> {
  checkRedisUrl(options.redis, "--redis");
  parsePostgresUrl(options.store);
  const database = databaseOf(options.store);
  const store = PostgresStore.fromConnString(options.store);
  // A connection the server drops (a restart) is an error on the pool: the next query connects again; without this
  // listener Node would end the worker.
  listenToPools([store], (error) => console.error(`worker: Postgres at ${withoutPassword(options.store)}: ${withoutSecrets(error.message, options.store)}.`));
  try {
    await setUpStore(store);
  } catch (error) {
    await store.stop().catch(() => {});
    const reason = (error as { code?: string; message?: string }).code === "ECONNREFUSED" ? "connection refused" : (error as Error).message;
    throw new Error(`Cannot use the Postgres store at ${withoutPassword(options.store)}: ${withoutSecrets(String(reason), options.store)}.`);
  }
  const say = options.say ?? ((line: string) => console.error(line));
  const where = redisWithoutPassword(options.redis);
  try {
    await untilRedisAnswers(options.redis, say);
  } catch (error) {
    await store.stop().catch(() => {});
    throw error;
  }
  // The model-call cap's own connection (a command that waits for Redis must not hold up the worker's).
  const limiterRedis = new Redis(options.redis, { ...redisPasswordOption(), maxRetriesPerRequest: null });
  limiterRedis.on("error", () => {}); // the worker's own connections report Redis trouble (below), once a minute
  // Redis lost after the start: said at once, then once a minute while it lasts, and when it is back.
  let lostSince: number | null = null;
  let saidAt = 0;
  const onError = (error: Error) => {
    const now = Date.now();
    const trouble = troubleOf(error, options.redis);
    if (trouble.kind === "unreachable") lostSince ??= now;
    if (now - saidAt < SAY_AGAIN_MS) return;
    saidAt = now;
    if (trouble.kind !== "unreachable") say(`worker: Redis at ${where}: ${trouble.reason}.`);
    else if (now === lostSince) say(`worker: lost Redis at ${where} (${trouble.reason}); reconnecting every ${REDIS_RETRY_SECONDS} s until it is back.`);
    else say(`worker: still no Redis at ${where} (${trouble.reason}) after ${formatSeconds(now - lostSince!)}; reconnecting every ${REDIS_RETRY_SECONDS} s.`);
  };
  limiterRedis.on("ready", () => {
    if (lostSince !== null) say(`worker: Redis at ${where} is back; taking persona ticks again.`);
    lostSince = null;
    saidAt = 0;
  });
  let done = 0;
  let inHand = 0;
  const lock = (options.lockSeconds ?? 30) * 1000;

  const name = `${hostname()}-${process.pid}`;
  const think = async (job: Job<PersonaJobData, PersonaJobResult>): Promise<PersonaJobResult> => {
    const { thought, context } = job.data;
    if (job.data.database !== database) {
      throw new Error(`this worker's store is the database "${database}", the run's is "${job.data.database}": start the worker with the run's --checkpointer database as --store`);
    }
    const settings = readRunSettings({ context });
    const limiter = redisCallLimiter(limiterRedis, endpointOf(settings.model), settings.maxConcurrentCalls, settings.requestTimeoutSeconds);
    const warnings: RaisedWarning[] = [];
    // This job's own count (jobs run concurrently here), only when its run counts memory reads.
    const memoryReads = job.data.countMemoryReads ? newMemoryReads() : undefined;
    inHand++;
    let result;
    try {
      result = await jobWarnings.run(warnings, () =>
        thinkPersona(thought, { store, context: { ...context, logger: jobLogger, [CALL_LIMITER]: limiter, ...(memoryReads ? { memoryReads } : {}) } }),
      );
    } finally {
      inHand--;
    }
    done++;
    return { ...result, warnings, worker: name, ...(memoryReads ? { memoryReads } : {}) };
  };
  // The shared queue (any worker), and this worker's own: the ticks of the personas it thought for last (the
  // coordinator sends them here while this worker is connected; their memories are in this process's cache).
  const shared = options.queueName ?? queueOf(database);
  const workers = [shared, ownQueueOf(shared, name)].map((queueName) => {
    const worker = new Worker<PersonaJobData, PersonaJobResult>(queueName, think, {
      connection: redisConnection(options.redis),
      // Kept on the jobs it takes (job.processedBy), and how the coordinator tells which workers are connected.
      name,
      concurrency: options.concurrency ?? 16,
      lockDuration: lock,
      stalledInterval: Math.max(1000, Math.floor(lock / 2)),
      maxStalledCount: 5,
    });
    // Redis going away shows as a stream of errors while BullMQ reconnects: said once a minute, not each time.
    worker.on("error", onError);
    return worker;
  });
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  /** Resolves once no tick is in hand, or Redis is away (a tick in hand then waits for it). */
  const untilIdle = async () => {
    while (inHand > 0 && lostSince === null) await sleep(100);
  };
  return {
    done: () => done,
    async close() {
      // BullMQ's close waits for Redis, for good while Redis is away or reconnecting: once the ticks in hand are done
      // (or Redis is away: they could not be handed back), it gets a few seconds, then the connections are dropped.
      const graceful = Promise.all(workers.map((worker) => worker.close()));
      const settled = await Promise.race([graceful.then(() => true), untilIdle().then(() => sleep(CLOSE_AFTER_IDLE_MS)).then(() => false)]);
      if (!settled) {
        if (inHand) say(`worker: stopped with ${inHand} persona tick(s) in hand while Redis at ${where} was away: another worker takes them once their lock runs out.`);
        for (const worker of workers) worker.disconnect().catch(() => {});
      } else {
        // Its own queue goes with it: coordinators send its personas' ticks to the shared queue from now on.
        const own = new Queue(ownQueueOf(shared, name), { connection: redisConnection(options.redis) });
        await Promise.race([own.obliterate({ force: true }).catch(() => {}), sleep(CLOSE_AFTER_IDLE_MS)]);
        own.disconnect().catch(() => {});
      }
      limiterRedis.disconnect();
      await store.stop();
    },
  };
}

/**
 * Waits until Redis answers: a worker may start before Redis does. Said at once when it does not, then once a minute;
 * a Redis that answers no (a password wanted or refused) is one sentence: waiting would not change it.
 */
async function untilRedisAnswers(url: string, say: (line: string) => void): Promise<void> {
  const where = redisWithoutPassword(url);
  const since = Date.now();
  let saidAt: number | null = null;
  for (;;) {
    const trouble = await redisTrouble(url);
    if (!trouble) {
      if (saidAt !== null) say(`worker: Redis at ${where} answers after ${formatSeconds(Date.now() - since)}.`);
      return;
    }
    if (trouble.kind !== "unreachable") throw new Error(redisTroubleSentence(trouble, url, "--redis", "this worker"));
    const now = Date.now();
    if (saidAt === null || now - saidAt >= SAY_AGAIN_MS) {
      say(saidAt === null
        ? `worker: cannot reach Redis at ${where} (${trouble.reason}); retrying every ${REDIS_RETRY_SECONDS} s until it is up.`
        : `worker: still cannot reach Redis at ${where} (${trouble.reason}) after ${formatSeconds(now - since)}; retrying every ${REDIS_RETRY_SECONDS} s.`);
      saidAt = now;
    }
    await sleep(REDIS_RETRY_SECONDS * 1000);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 75_000 -> "1m15s", 4_000 -> "4s". */
function formatSeconds(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

/**
 * Creates the store's tables when missing. Workers started together on a new database race to run the same
 * migrations (one of them meets the others' rows: a unique violation, or a table that now exists); the loser tries
 * again and finds them done.
 */
async function setUpStore(store: PostgresStore): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.setup();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== "23505" && code !== "42P07" && code !== "42710")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

/** The endpoint a model spec talks to: calls to one endpoint share one cap, whichever run or worker makes them. */
function endpointOf(model: string): string {
  return model.startsWith("openai/") ? `${process.env.OPENAI_BASE_URL ?? "https://api.openai.com/v1"}` : model;
}
