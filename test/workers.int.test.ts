/**
 * Integration: persona cognition as jobs, against the real Redis (127.0.0.1:6379) and PostgreSQL (127.0.0.1:5432,
 * user postgres, trust auth) of the development and CI machines. Each test run makes its own database and drops it
 * at the end; worker processes are spawned here (`npm start -- worker`, as a user starts them) and killed by pid.
 *
 * What a user relies on: a run with workers ends exactly as the embedded one-process run (SQLite) does, movement
 * log, persona states and memories alike, and a worker killed with SIGKILL in the middle of a job changes nothing
 * (BullMQ's stalled-job recovery runs the job again on another worker). Without Redis or Postgres the tests are
 * skipped with the reason.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os, { hostname } from "node:os";
import path from "node:path";
import { Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";
import { advance, currentState, openRun, type TownRun } from "../drivers/town/townRun.js";
import { ownQueueOf, queueOf } from "../drivers/town/personaJobs.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { redisCallLimiter } from "../tools/models/redisCallLimiter.js";
import { removeQueuesOf } from "./support/workerQueues.js";
import { adminQuery, servicesUnreachable, TEST_POSTGRES as POSTGRES, TEST_REDIS as REDIS } from "./support/machineServices.js";

const REPO = path.resolve(import.meta.dirname, "..");

const skipReason = await servicesUnreachable();
if (skipReason) console.warn(`test/workers.int.test.ts is skipped: ${skipReason}.`);

/** A short run: the package's village, its three personas, 20 simulated minutes, a checkpoint every 5. */
const SPEC = { startTime: "2024-05-06T06:40:00", endTime: "2024-05-06T07:00:00", checkpointEveryMinutes: 5, threadId: "workers" };

/** The databases made here (one per test: its run's memories and checkpoints, its own job queue). */
const databases: string[] = [];
let tmp = "";

async function newDatabase(): Promise<string> {
  const database = `simulacra_workers_${process.pid}_${Date.now()}_${databases.length}`;
  databases.push(database);
  await adminQuery(`CREATE DATABASE ${database}`);
  return database;
}
const workers: ChildProcess[] = [];
const opened: TownRun[] = [];

/** A worker process as a user starts it; resolves once it takes jobs. Its lock is short so a killed one is noticed soon. */
async function startWorker(store: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...CLI, "worker", "--redis", REDIS, "--store", store, "--lock-seconds", "2"], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  workers.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("takes persona ticks")) resolve();
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`The worker exited (${code}) before taking jobs: ${output}`)));
  });
  return child;
}

/** The CLI (`npm start -- ...`) in the repo; resolves with its exit code and output. */
function cli(args: string[], onStart?: (child: ChildProcess) => void): Promise<{ code: number | null; signal: string | null; output: string }> {
  const child = spawn(process.execPath, [...CLI, ...args], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  onStart?.(child);
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, output })));
}

const linesOf = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).length : 0);

/**
 * Freezes the worker (SIGSTOP) and says whether it still holds the job: a job seen active may finish between that
 * query and a kill (a tick without model calls takes milliseconds), so the worker is killed only while frozen holding
 * it; otherwise it goes on (SIGCONT) and the caller looks again.
 */
async function stillHeldWhenFrozen(child: ChildProcess, queue: Queue, job: string): Promise<boolean> {
  process.kill(child.pid!, "SIGSTOP");
  if ((await queue.getJobState(job)) === "active") return true;
  process.kill(child.pid!, "SIGCONT");
  return false;
}

function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(child.pid!, signal);
  return exited;
}

/** A run's state as text, its own thread id (in its memory branch's name) written as "<thread>". */
const withoutThread = (run: TownRun, text: string) => text.replaceAll(`run-${run.spec.threadId}`, "run-<thread>");

/** What a run leaves: its movement log as written, the personas' final states, and every persona's memories. */
async function outcomeOf(run: TownRun, movements: string[]) {
  const state = (await currentState(run))!;
  const memories: Record<string, string> = {};
  for (const name of state.order) {
    const stream = new MemoryStream({ store: run.store, cursor: state.personas[name]!.memory, tick: state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" });
    memories[name] = JSON.stringify(await stream.all());
  }
  return { movements: movements.join("\n"), personas: withoutThread(run, JSON.stringify(state.personas)), memories, clock: state.clock };
}

async function runToEnd(folder: string, spec: Parameters<typeof openRun>[1], during?: (running: () => boolean) => Promise<void>) {
  const run = await openRun(folder, spec);
  opened.push(run);
  const movements: string[] = [];
  let running = true;
  const finished = advance(run, { onRecord: (record) => movements.push(JSON.stringify(record)) }).finally(() => (running = false));
  await Promise.all([finished, during?.(() => running)]);
  return { run, outcome: await outcomeOf(run, movements) };
}

// The runs with workers go at once, each on its own database, queues and workers: much of their time is waiting on
// the queue and on the slowed model, not CPU.
describe.skipIf(Boolean(skipReason))(`a town run with worker processes on Redis and Postgres${skipReason ? ` (skipped: ${skipReason})` : ""}`, { concurrent: true }, () => {
  let embedded: Awaited<ReturnType<typeof outcomeOf>>;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-workers-"));
    // The reference: the embedded default, one process, SQLite.
    embedded = (await runToEnd(path.join(tmp, "embedded"), { ...SPEC, checkpointer: "sqlite" })).outcome;
  });

  afterAll(async () => {
    await Promise.allSettled(opened.map((run) => run.close()));
    await Promise.allSettled(workers.map((child) => kill(child, "SIGKILL")));
    for (const database of databases) {
      await removeQueuesOf(REDIS, database);
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    }
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it("ends exactly as the one-process run, with two workers thinking for the personas", { timeout: 120_000 }, async ({ expect }) => {
    const store = `${POSTGRES}/${await newDatabase()}`;
    const pair = await Promise.all([startWorker(store), startWorker(store)]);
    const { run, outcome } = await runToEnd(path.join(tmp, "two-workers"), { ...SPEC, checkpointer: store, workers: REDIS });
    expect(outcome.clock.time).toBe("2024-05-06T07:00:00");
    expect(run.jobs!.roundTrips.length, "persona ticks went through the queue").toBeGreaterThan(0);
    expect(outcome.movements).toBe(embedded.movements);
    expect(outcome.personas).toBe(embedded.personas);
    expect(outcome.memories).toEqual(embedded.memories);
    await Promise.all(pair.map((child) => kill(child, "SIGTERM")));
  });

  it("ends exactly as the one-process run when a worker is killed with SIGKILL in the middle of a job", { timeout: 120_000 }, async ({ expect }) => {
    const database = await newDatabase();
    const store = `${POSTGRES}/${database}`;
    const [doomed] = await Promise.all([startWorker(store), startWorker(store)]);
    const connection = new Redis(REDIS, { maxRetriesPerRequest: null });
    const queue = new Queue(queueOf(database), { connection });
    const events = new QueueEvents(queueOf(database), { connection: { url: REDIS } });
    const stalled: string[] = [];
    events.on("stalled", ({ jobId }) => stalled.push(jobId));
    await events.waitUntilReady();
    let killedDuring = "";
    try {
      const { outcome } = await runToEnd(path.join(tmp, "killed-worker"), { ...SPEC, checkpointer: store, workers: REDIS }, async (running) => {
        // As soon as the doomed worker holds a job: SIGKILL, no chance to hand it back.
        while (running()) {
          const held = (await queue.getActive()).find((job) => job.processedBy?.endsWith(`-${doomed.pid}`));
          if (held && (await stillHeldWhenFrozen(doomed, queue, held.id!))) {
            killedDuring = held.id!;
            await kill(doomed, "SIGKILL");
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
      expect(killedDuring, "the worker was killed while it held a job").not.toBe("");
      expect(stalled, "the job it held was taken again").toContain(killedDuring);
      expect(outcome.movements).toBe(embedded.movements);
      expect(outcome.personas).toBe(embedded.personas);
      expect(outcome.memories).toEqual(embedded.memories);
    } finally {
      await events.close();
      await queue.close();
      connection.disconnect();
    }
  });

  it("ends exactly as the one-process run when the coordinator is killed with SIGKILL and resumed", { timeout: 150_000 }, async ({ expect }) => {
    const store = `${POSTGRES}/${await newDatabase()}`;
    const times = ["--start", SPEC.startTime, "--end", SPEC.endTime, "--checkpoint-every", "5"];
    // Both run folders are named "town", yet each run has a thread (and memory branch) of its own: compared without it.
    const embeddedFolder = path.join(tmp, "cli-embedded", "town");
    const folder = path.join(tmp, "cli-workers", "town");
    mkdirSync(path.dirname(embeddedFolder));
    mkdirSync(path.dirname(folder));
    await Promise.all([startWorker(store), startWorker(store)]);
    const [embeddedRun, killed] = await Promise.all([
      cli(["run", ...times, "--out", embeddedFolder]),
      cli(["run", ...times, "--out", folder, "--checkpointer", store, "--workers", REDIS], (child) => {
        // Killed past its first checkpoint (a line per tick; 30 ticks in 5 minutes), before its end.
        const timer = setInterval(() => {
          if (linesOf(path.join(folder, "movement.jsonl")) > 45) {
            clearInterval(timer);
            process.kill(child.pid!, "SIGKILL");
          }
        }, 5);
        child.once("exit", () => clearInterval(timer));
      }),
    ]);
    expect(embeddedRun.code, embeddedRun.output).toBe(0);
    expect(killed.signal, "the coordinator was killed before its end").toBe("SIGKILL");
    expect(linesOf(path.join(folder, "movement.jsonl"))).toBeLessThan(120);
    const resumed = await cli(["resume", "--run", folder]);
    expect(resumed.code, resumed.output).toBe(0);
    expect(readFileSync(path.join(folder, "movement.jsonl"), "utf8")).toBe(readFileSync(path.join(embeddedFolder, "movement.jsonl"), "utf8"));
    const a = await openRun(folder);
    const b = await openRun(embeddedFolder);
    opened.push(a, b);
    const [ours, theirs] = [await outcomeOf(a, []), await outcomeOf(b, [])];
    expect(ours.personas).toBe(theirs.personas);
    expect(ours.memories).toEqual(theirs.memories);
  });

  // Alone, after the others: it reads the killed worker's queue in the moment before the coordinator (in this
  // process) removes it, a moment the other runs' work in this process would shorten.
  it.sequential("sends a persona's ticks to the worker that thought its last one, and to another when that one is killed", { timeout: 120_000 }, async ({ expect }) => {
    const database = await newDatabase();
    const store = `${POSTGRES}/${database}`;
    // The simulated model answers after 300 ms (the same answers): a job seen held is still held when its worker dies.
    const slow = { SIMULACRA_SIMULATED_LATENCY_MS: "300" };
    const pair = await Promise.all([startWorker(store, slow), startWorker(store, slow)]);
    const names = pair.map((child) => `${hostname()}-${child.pid}`);
    const connection = new Redis(REDIS, { maxRetriesPerRequest: null });
    const shared = new Queue(queueOf(database), { connection });
    const own = names.map((name) => new Queue(ownQueueOf(queueOf(database), name), { connection }));
    let killed: { job: string; tick: number; worker: number; state: string } | undefined;
    let beforeKill: Awaited<ReturnType<Queue["getCompleted"]>> = [];
    try {
      const { outcome } = await runToEnd(path.join(tmp, "sticky"), { ...SPEC, checkpointer: store, workers: REDIS }, async (running) => {
        // Past the run's first checkpoint, a worker is killed while it holds a job of its own queue.
        while (running() && !killed) {
          for (const worker of [0, 1]) {
            const held = (await own[worker]!.getActive())[0];
            if (held && held.data.thought.clock.tick > 30 && !killed && (await stillHeldWhenFrozen(pair[worker]!, own[worker]!, held.id!))) {
              // Killed while frozen; then what it finished and the held job's state, before the coordinator sees it
              // gone and removes its queue.
              await kill(pair[worker]!, "SIGKILL");
              beforeKill = await own[worker]!.getCompleted(0, -1);
              const state = String(await own[worker]!.getJobState(held.id!));
              killed = { job: held.id!, tick: held.data.thought.clock.tick, worker, state };
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
      expect(outcome.movements).toBe(embedded.movements);
      expect(outcome.personas).toBe(embedded.personas);
      expect(outcome.memories).toEqual(embedded.memories);

      // Each persona's ticks, in order, with the queue and the worker that thought them.
      expect(killed, "a worker was killed holding a job of its own queue").toBeDefined();
      const [victim, survivor] = killed!.worker === 0 ? [0, 1] : [1, 0];
      const done = [
        ...(await shared.getCompleted(0, -1)).map((job) => ({ job, queue: "shared" })),
        ...beforeKill.map((job) => ({ job, queue: names[victim]! })),
        ...(await own[survivor]!.getCompleted(0, -1)).map((job) => ({ job, queue: names[survivor]! })),
      ];
      const ticks = done
        .map(({ job, queue }) => ({ id: job.id!, persona: job.data.thought.persona.scratch.name as string, tick: job.data.thought.clock.tick as number, by: job.processedBy!.replace(/^.*?([^:]+)$/, "$1"), queue }))
        .sort((a, b) => a.tick - b.tick);
      // After a persona's first tick (any worker, from the shared queue), its ticks go to that worker's own queue.
      for (const persona of new Set(ticks.map((t) => t.persona))) {
        const [, ...later] = ticks.filter((t) => t.persona === persona && t.tick < killed!.tick);
        expect(later.filter((t) => t.queue === "shared"), persona).toEqual([]);
      }
      for (const t of ticks) if (t.queue !== "shared") expect(t.by, "a worker's own queue is served by that worker").toBe(t.queue);
      // Once on a worker's own queue, a persona's ticks stay on that worker while both workers live.
      for (const persona of new Set(ticks.map((t) => t.persona))) {
        const first = ticks.find((t) => t.persona === persona && t.queue !== "shared");
        const moved = ticks.filter((t) => t.persona === persona && first && t.tick > first.tick && t.tick < killed!.tick && t.by !== first.by);
        expect(moved, persona).toEqual([]);
      }
      // The killed worker's tick (it died holding it) was asked for on the shared queue and thought by the other.
      expect(killed!.state, "the job was still held when its worker died").toBe("active");
      expect(ticks.find((t) => t.id === killed!.job && t.queue === "shared")?.by).toBe(names[survivor]);
      // The killed worker's queue is gone from Redis (nobody serves it).
      expect(await connection.keys(`bull:${ownQueueOf(queueOf(database), names[victim]!)}:*`)).toEqual([]);
    } finally {
      await Promise.all([shared.close(), ...own.map((queue) => queue.close())]);
      connection.disconnect();
    }
  });
});

describe.skipIf(Boolean(skipReason))(`model calls in flight capped across processes${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it("lets no more calls to one endpoint run at once than the cap, whichever worker makes them", { timeout: 60_000 }, async () => {
    // Three workers' limiters, each on its own Redis connection as in three processes; one endpoint, a cap of 3.
    const endpoint = `test-endpoint-${process.pid}-${Date.now()}`;
    const connections = [0, 1, 2].map(() => new Redis(REDIS, { maxRetriesPerRequest: null }));
    try {
      const limiters = connections.map((redis) => redisCallLimiter(redis, endpoint, 3, 120));
      let inFlight = 0;
      let most = 0;
      const call = async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 40));
        inFlight--;
      };
      await Promise.all(limiters.flatMap((limiter) => Array.from({ length: 8 }, () => limiter.run(call))));
      expect(most).toBe(3);
      // Every slot was given back.
      expect(await connections[0]!.zcard(`simulacra:model-calls:${endpoint}`)).toBe(0);
    } finally {
      for (const redis of connections) redis.disconnect();
    }
  });
});
