/**
 * Persona cognition as jobs (the coordinator's side). A run with workers keeps its clock, its scheduler and its
 * resolve step in the coordinator's process (advanceTown, runAhead); each persona's thinking for a tick becomes a
 * BullMQ job on Redis, run by a worker process on any machine (personaWorker.ts) against the run's Postgres store:
 * on the worker that thought the persona's last tick when it is still connected (stickyRoutes, below), else on any.
 *
 * A job's id is made from the run (its database and thread), the persona's memory branch, the persona and the tick,
 * plus a hash of everything the tick is given: a retried job, a job a killed worker left behind (BullMQ's stalled-job
 * recovery runs it again) and the job a resumed coordinator asks for again are the same job, and a finished job's
 * result is taken as it is. The persona graph is deterministic for its input (seeded choices, memory keys numbered
 * by the cursor, memoryStream.ts), so a job run twice writes the same memory keys with the same values.
 *
 * A job's result carries the warnings the worker raised while thinking (fail-safe answers, unknown places): they are
 * given to the run's logger here, as the embedded run gives them in its own process. A run that counts its memory
 * reads (the code-only run setting `memoryReads`, benchmarks) asks each job to count its own on the worker and adds
 * them up here; other runs' jobs count nothing.
 *
 * Redis is asked first, quickly (redisTrouble): one that is not there, or that wants a password, is one sentence at
 * once, not a wait. What stops a run later, with one sentence, at its last checkpoint (resume continues it): a job
 * that failed on a worker, Redis unreachable for `lostAfterSeconds`, or no worker connected for `lostAfterSeconds`
 * while jobs wait; a few seconds into either wait the run's logger says what it waits for.
 */
import { createHash } from "node:crypto";
import { invokedAs } from "../../servers/invocation.js";
import { setMaxListeners } from "node:events";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { Job, Queue, QueueEvents } from "bullmq";
import type { ThoughtResult } from "../../state/town.js";
import { addMemoryReads, type MemoryReads } from "../../state/townMetrics.js";
import type { UsageRecord } from "../../nodes/persona/runtime.js";
import { stableStringify } from "../../tools/random.js";
import { consoleLogger } from "../../prompts/runner.js";
import { warnOnce } from "../../prompts/warnOnce.js";
import { readRunSettings } from "../../state/runContext.js";
import type { PromptLogger } from "../../state/modelSource.js";
import { parsePostgresUrl, urlWithoutPassword, withoutPassword } from "./runSpec.js";
import { WorkersStoppedError } from "./workersStopped.js";
import { reachRedis, REDIS_RETRY_SECONDS, redisHasPassword, redisPasswordOption, redisTroubleSentence, withPasswordPlaceholder } from "./redisAccess.js";
import type { PersonaThought, PersonaThinker } from "../../nodes/town/thinkPersona.js";

export { WorkersStoppedError } from "./workersStopped.js";

/** The queue prefix: each store database has its queue, served by the workers started with that --store. */
export const PERSONA_QUEUE = "simulacra-persona-ticks";

/** The queue of the runs whose memories are in `database` (BullMQ refuses ":" in names). */
export function queueOf(database: string): string {
  return `${PERSONA_QUEUE}.${database.replace(/:/g, "_")}`;
}

/** A worker's own queue (personaWorker.ts): the ticks of the personas it thought for last. */
export function ownQueueOf(queueName: string, worker: string): string {
  return `${queueName}.w.${worker.replace(/:/g, "_")}`;
}

/** What a job carries: the tick's input, the run's plain settings, and which database its memories are in. */
export interface PersonaJobData {
  thought: PersonaThought;
  /** The run context without live objects (loggers, models passed in code). */
  context: Record<string, unknown>;
  /** The Postgres database name of the run's store: a worker on another database refuses the job. */
  database: string;
  /** Set when the run counts memory reads: the worker counts this job's and returns them (not part of the job id). */
  countMemoryReads?: true;
}

/** A warning a worker raised during a job: the coordinator gives it to the run's logger (`once`: its warnOnce key). */
export interface RaisedWarning {
  message: string;
  once?: string;
}

/** What a job returns: the tick's result, the warnings raised while it was thought, and its memory reads if asked. */
export type PersonaJobResult = ThoughtResult & { warnings?: RaisedWarning[]; worker?: string; memoryReads?: MemoryReads };

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
  return {
    url,
    ...redisPasswordOption(),
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    retryStrategy: (times: number) => Math.min(times * 200, REDIS_RETRY_SECONDS * 1000),
  };
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
  /**
   * Sticky routing (stickyRoutes, below); default on. Off, every tick goes to the shared queue: a benchmark's
   * comparison (bench/workers.bench.ts), also through the environment's SIMULACRA_STICKY_ROUTES=off.
   */
  stickyRoutes?: boolean;
  /** How the user gives the Redis URL again, named in the sentence when Redis refuses or is not there (default "--workers"). */
  giveWith?: string;
}

export interface JobThinker {
  think: PersonaThinker;
  /** Queue round trips (job added to result back, thinking included) in milliseconds, in the order they finished. */
  roundTrips: number[];
  /** The same less the time a worker spent on the job: what the queue itself costs (waiting, Redis, transfer). */
  queueTimes: number[];
  /** The town ticks that had jobs (each once): the ticks that waited for the queue. */
  ticks: Set<number>;
  close(): Promise<void>;
}

/** Context fields that are live objects in the coordinator's process: they do not travel with a job. */
const LIVE_FIELDS = new Set(["logger", "chatModel", "personaThinker", "callLimiter", "memoryReads"]);

/**
 * SIMULACRA_WORKERS_GRACE_SECONDS, or 30 when it is not set: a value that is no positive number ("3s", "-1") is refused
 * when the run starts, rather than read as 30 or as "lost at once".
 */
function graceSecondsFromEnvironment(): number {
  const given = process.env.SIMULACRA_WORKERS_GRACE_SECONDS;
  if (given === undefined || given.trim() === "") return 30;
  const seconds = Number(given);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`SIMULACRA_WORKERS_GRACE_SECONDS takes a positive number of seconds (how long the run waits for Redis or a worker), e.g. 60; got "${given}".`);
  }
  return seconds;
}

/** The coordinator's thinker: each persona tick is a job; resolves with the worker's result. */
export async function jobThinker(options: JobThinkerOptions): Promise<JobThinker> {
  const queueName = options.queueName ?? queueOf(databaseOf(options.checkpointer));
  const connection = redisConnection(options.redis);
  const where = redisWithoutPassword(options.redis);
  const lostAfter = (options.lostAfterSeconds ?? graceSecondsFromEnvironment()) * 1000;
  const runKey = withoutPassword(options.checkpointer);
  const database = databaseOf(options.checkpointer);
  // Asked first, quickly: a Redis that is not there or wants a password is one sentence now, not a wait.
  await reachRedis(options.redis, options.giveWith ?? "--workers");
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

  // Redis answered a moment ago; should it go away now, the same sentence after the grace, not a hang.
  try {
    await withTimeout(Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), lostAfter);
  } catch {
    await shutDown(queue, events);
    throw new Error(redisTroubleSentence({ kind: "unreachable", reason: `no answer in ${lostAfter / 1000} s` }, options.redis, options.giveWith ?? "--workers"));
  }
  // What the run waits for, said a few seconds into a wait (the run's logger: above the progress line), and its end.
  let logger: PromptLogger = consoleLogger;
  const notice = (message: string) => (logger.notice ? logger.notice(message) : logger.warn(message));
  const noticeAfter = Math.min(5000, lostAfter / 3);
  const startWorker = `${invokedAs()} worker --redis ${redisHasPassword(options.redis) ? withPasswordPlaceholder(options.redis) : where} --store ${runKey}`;
  const told = { redis: false, workers: false };

  const routes = stickyRoutes(connection);
  const sticky = options.stickyRoutes ?? process.env.SIMULACRA_STICKY_ROUTES !== "off";
  // A wait said is said to be over, once: when a job is answered, or when the watchdog sees it over.
  const waitOver = (what: "redis" | "workers") => {
    if (told[what]) notice(what === "redis" ? `Redis at ${where} is back: the run goes on.` : `A worker connected to ${where}: the run goes on.`);
    told[what] = false;
  };
  const watchdog = setInterval(() => {
    if (!pending.size) {
      idleSince = null;
      if (lostSince === null) waitOver("redis");
      waitOver("workers");
      return;
    }
    const now = Date.now();
    if (lostSince !== null && now - lostSince > lostAfter) {
      stopAll(new WorkersStoppedError(`Lost Redis at ${where} for ${Math.round((now - lostSince) / 1000)} s`, "once Redis is back"));
      return;
    }
    if (lostSince !== null && now - lostSince > noticeAfter && !told.redis) {
      told.redis = true;
      notice(`Lost Redis at ${where}: the run waits for it to come back (it stops at its last checkpoint after ${lostAfter / 1000} s without it).`);
    }
    queue.getWorkers().then(
      (clients) => {
        lostSince = null; // Redis answered: the loss clock starts over
        waitOver("redis");
        // Connected workers by name (BullMQ names a worker's connections "<queue>:w:<worker name>").
        routes.connected(new Set(clients.map((client) => String(client.rawname ?? "").split(":w:")[1] ?? "")));
        const count = clients.length;
        if (count > 0) {
          idleSince = null;
          waitOver("workers");
        } else if ((idleSince ??= now) && now - idleSince > lostAfter) {
          stopAll(new WorkersStoppedError(`No worker has been connected to ${where} for ${Math.round((now - idleSince) / 1000)} s`, `once a worker runs (${startWorker})`));
        } else if (now - idleSince > noticeAfter && !told.workers) {
          told.workers = true;
          notice(`No worker is connected to ${where}: the run waits for one (start one: ${startWorker}); it stops at its last checkpoint after ${lostAfter / 1000} s without any.`);
        }
      },
      () => {},
    );
  }, 1000);
  watchdog.unref();

  const roundTrips: number[] = [];
  const queueTimes: number[] = [];
  const ticks = new Set<number>();
  const context = (config: LangGraphRunnableConfig): Record<string, unknown> => {
    const raw = (config.context as Record<string, unknown> | undefined) ?? {};
    if (raw.chatModel) throw new Error("A chat model passed in code cannot run on workers: name it with `model` (e.g. openai/<model>) instead.");
    return Object.fromEntries(Object.entries(raw).filter(([key, value]) => !LIVE_FIELDS.has(key) && value !== undefined));
  };

  const think: PersonaThinker = async (thought, config) => {
    if (stopped) throw stopped;
    const settings = readRunSettings(config);
    logger = settings.logger ?? consoleLogger;
    const counting = settings.memoryReads;
    const data: PersonaJobData = { thought, context: context(config), database, ...(counting ? { countMemoryReads: true } : {}) };
    const jobId = personaJobId(runKey, options.threadId, data);
    const persona = `${thought.persona.memory.branch.id}/${thought.persona.scratch.name}`;
    let finishedIn = queue;
    const started = performance.now();
    const { warnings = [], worker, memoryReads, ...result } = await new Promise<PersonaJobResult>((resolve, reject) => {
      pending.add(reject);
      const onAbort = () => settle(reject)(config.signal!.reason);
      const settle = <T>(fn: (v: T) => void) => (v: T) => {
        pending.delete(reject);
        config.signal?.removeEventListener("abort", onAbort);
        fn(v);
      };
      const run = async (on: Queue<PersonaJobData, PersonaJobResult>, heard: QueueEvents) => {
        let job: Job<PersonaJobData, PersonaJobResult> | undefined = await on.add("think", data, {
          jobId,
          removeOnComplete: { age: 24 * 3600, count: 100_000 },
          removeOnFail: { age: 24 * 3600 },
        });
        // The same job asked for again (a resumed run): one that failed earlier runs again.
        if (job && (await job.isFailed())) {
          await job.retry("failed");
          job = (await Job.fromId(on, jobId)) ?? job;
        }
        const result = await job.waitUntilFinished(heard);
        finishedIn = on;
        return result;
      };
      (async () => {
        // The worker that thought this persona's last tick, while connected; the shared queue when it goes away.
        const home = sticky ? routes.homeOf(persona) : undefined;
        if (home) {
          const away = routes.whenGone(home.worker);
          const done = routes.sent(home.worker);
          const own = await routes.queueOf(queueName, home);
          const there = await Promise.race([run(own.queue, own.events), away.promise]).finally(() => {
            away.cancel();
            done();
          });
          if (there) return there;
        }
        return run(queue, events);
      })().then(settle(resolve), settle((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        reject(new WorkersStoppedError(`A worker failed ${thought.persona.scratch.name}'s tick ${thought.clock.tick} (${reason.replace(/[.\s]+$/, "")})`, "once that is fixed"));
      }));
      config.signal?.addEventListener("abort", onAbort, { once: true });
    });
    // An answer ends any wait said: a worker took the tick, through Redis (the loss clock starts over).
    lostSince = null;
    waitOver("workers");
    waitOver("redis");
    const roundTrip = performance.now() - started;
    roundTrips.push(roundTrip);
    ticks.add(thought.clock.tick);
    // The persona's next tick goes to the worker that thought this one.
    if (worker && sticky) routes.thoughtBy(persona, worker);
    if (counting && memoryReads) addMemoryReads(counting, memoryReads);
    // The worker's own time on it, from the job's record (a finished job is kept for a day).
    Job.fromId(finishedIn, jobId).then(
      (job) => job?.finishedOn && job.processedOn && queueTimes.push(Math.max(0, roundTrip - (job.finishedOn - job.processedOn))),
      () => {},
    );
    // The usage the worker's prompts streamed there, and the warnings it raised: the run counts them here.
    if (Object.keys(result.usage).length) config.writer?.({ kind: "usage", usage: result.usage } satisfies UsageRecord);
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
    ticks,
    async close() {
      clearInterval(watchdog);
      stopAll(new Error("The run's job queue was closed."));
      await Promise.all([shutDown(queue, events), routes.close()]);
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

/**
 * Sticky routing: a persona's next tick goes to the worker that thought its last one, on that worker's own queue,
 * while the worker is connected (the persona's memories are in that process's cache, memoryStream.ts); a persona
 * with no such worker goes to the shared queue, where any worker takes it. A worker that goes away (the watchdog
 * sees it no longer connected) hands its personas back to the shared queue, and a tick waiting on its queue is asked
 * for there too, with the same job id (thought twice, a tick writes the same memories). Its queue is then removed:
 * nobody serves it any more. A worker with many more ticks in hand than the others' average (a worker that took many
 * personas' first ticks; the others joined later) gets no more: the persona's tick goes to the shared queue, and to
 * whichever worker takes it from then on.
 */
export function stickyRoutes(connection: ReturnType<typeof redisConnection>, unlimited: typeof setMaxListeners = setMaxListeners) {
  const homes = new Map<string, string>();
  let connected = new Set<string>();
  const inHand = new Map<string, number>(); // ticks sent to a worker's own queue, not answered yet
  const waiting = new Map<string, Set<() => void>>();
  const queues = new Map<string, Promise<{ queue: Queue<PersonaJobData, PersonaJobResult>; events: QueueEvents }>>();

  const drop = (worker: string) => {
    const own = queues.get(worker);
    queues.delete(worker);
    own?.then(async ({ queue, events }) => {
      await queue.obliterate({ force: true }).catch(() => {});
      await shutDown(queue, events);
    }, () => {});
  };

  return {
    homeOf(persona: string): { worker: string } | undefined {
      const worker = homes.get(persona);
      if (!worker || !connected.has(worker)) return undefined;
      const average = [...inHand.values()].reduce((sum, n) => sum + n, 0) / Math.max(1, connected.size);
      return (inHand.get(worker) ?? 0) > 1.5 * average + 2 ? undefined : { worker };
    },
    /** Counts a tick sent to a worker's own queue; the function returned counts its answer. */
    sent(worker: string): () => void {
      inHand.set(worker, (inHand.get(worker) ?? 0) + 1);
      return () => inHand.set(worker, (inHand.get(worker) ?? 1) - 1);
    },
    thoughtBy(persona: string, worker: string) {
      homes.set(persona, worker);
      connected.add(worker); // it just answered: connected until the watchdog sees it gone
    },
    queueOf(shared: string, home: { worker: string }) {
      let own = queues.get(home.worker);
      if (!own) {
        const name = ownQueueOf(shared, home.worker);
        const queue = new Queue<PersonaJobData, PersonaJobResult>(name, { connection });
        const events = new QueueEvents(name, { connection });
        unlimited(0, queue);
        unlimited(0, events);
        queue.on("error", () => {}); // Redis trouble is the shared queue's to report (the watchdog)
        events.on("error", () => {});
        own = Promise.all([queue.waitUntilReady(), events.waitUntilReady()]).then(() => ({ queue, events }));
        queues.set(home.worker, own);
      }
      return own;
    },
    /** Resolves (with nothing) when the worker is seen no longer connected. */
    whenGone(worker: string) {
      let cancel = () => {};
      const promise = new Promise<undefined>((resolve) => {
        const wake = () => resolve(undefined);
        if (!connected.has(worker)) return wake();
        const set = waiting.get(worker) ?? new Set();
        waiting.set(worker, set.add(wake));
        cancel = () => set.delete(wake);
      });
      return { promise, cancel };
    },
    /** The workers connected now (from the watchdog): those that left hand their personas and waiting ticks back. */
    connected(now: Set<string>) {
      for (const worker of connected) {
        if (now.has(worker)) continue;
        for (const wake of waiting.get(worker) ?? []) wake();
        waiting.delete(worker);
        inHand.delete(worker);
        drop(worker);
      }
      connected = now;
    },
    async close() {
      const open = [...queues.values()];
      queues.clear();
      await Promise.all(open.map((own) => own.then(({ queue, events }) => shutDown(queue, events), () => {})));
    },
  };
}
