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
}

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
    throw new Error(`Cannot use the Postgres store at ${withoutPassword(options.store)}: ${String(reason).split(options.store).join("***")}.`);
  }
  // The model-call cap's own connection (a command that waits for Redis must not hold up the worker's).
  const limiterRedis = new Redis(options.redis, { maxRetriesPerRequest: null });
  limiterRedis.on("error", () => {}); // the worker's own connection reports Redis trouble (below), once per failure
  let done = 0;
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
    const result = await jobWarnings.run(warnings, () =>
      thinkPersona(thought, { store, context: { ...context, logger: jobLogger, [CALL_LIMITER]: limiter, ...(memoryReads ? { memoryReads } : {}) } }),
    );
    done++;
    return { ...result, warnings, worker: name, ...(memoryReads ? { memoryReads } : {}) };
  };
  // The shared queue (any worker), and this worker's own: the ticks of the personas it thought for last (the
  // coordinator sends them here while this worker is connected; their memories are in this process's cache).
  const shared = options.queueName ?? queueOf(database);
  let saidAt = 0;
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
    // Redis going away shows as a stream of errors while BullMQ reconnects: say it once a minute, not each time.
    worker.on("error", (error) => {
      if (Date.now() - saidAt < 60_000) return;
      saidAt = Date.now();
      console.error(`worker: Redis at ${redisWithoutPassword(options.redis)}: ${error.message} (retrying; the jobs wait in Redis).`);
    });
    return worker;
  });
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  return {
    done: () => done,
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      // Its own queue goes with it: coordinators send its personas' ticks to the shared queue from now on.
      const own = new Queue(ownQueueOf(shared, name), { connection: redisConnection(options.redis) });
      await own.obliterate({ force: true }).catch(() => {});
      await own.close();
      limiterRedis.disconnect();
      await store.stop();
    },
  };
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
