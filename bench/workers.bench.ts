/**
 * Persona cognition as jobs against the in-process run: N personas (a generated village), a simulated model that
 * answers after a latency, the run in one process (SQLite, the embedded default) and with 1, 2, 4... worker processes
 * (Redis at --redis, PostgreSQL at --postgres, a database per case, dropped afterwards). Prints wall time, persona-ticks
 * per second, the queue round trip (job added to result back, p50/p99; and of it the time outside the worker's
 * processing: waiting for a worker, Redis, transfer) and whether the movement log and the
 * personas' final states equal the in-process run's. Each worker case runs with sticky routing on and off (--sticky;
 * off: every tick on the shared queue, SIMULACRA_STICKY_ROUTES=off in the coordinator) and prints the personas' memory
 * reads per job (state/townMetrics.ts, MemoryReads, counted on the workers): reads of a persona's records from
 * Postgres (of them reloads: records another process wrote), the rows they brought, the views the worker's cache
 * answered, and embeddings looked up in the store. Then an estimate for the same run on --machines machines (as
 * many cores each as this one), from what the last case measured per job: the workers' CPU time per job (read from
 * /proc), the coordinator's CPU time, the model calls at the cap, and the queue's own time once per tick that had
 * jobs (the last sticky-on case). It is a lower bound (the largest of those), not a measurement.
 *
 *   npx tsx bench/workers.bench.ts [--personas 30] [--minutes 30] [--latency 200] [--workers 1,2,4] [--sticky on,off] [--concurrency 64] [--machines 10]
 *
 * --personas 1000 is the scale-out case (minutes of wall time per case; do not run it on a shared machine).
 *
 * Workers are started (and ready) before the clock starts; the model-call cap (--concurrency) is the same for every
 * case: in one process it caps that process, with workers it caps all of them together (a Redis semaphore).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Queue } from "bullmq";
import { addMinutes } from "../state/gameTime.js";
import { totalUsage } from "../state/usage.js";
import { advance, openRun } from "../drivers/town/townRun.js";
import { queueOf } from "../drivers/town/personaJobs.js";
import { newMemoryReads, type MemoryReads } from "../state/townMetrics.js";
import { generateVillage } from "./generatedVillage.js";

const { values } = parseArgs({
  options: {
    personas: { type: "string", default: "30" },
    minutes: { type: "string", default: "30" },
    latency: { type: "string", default: "200" },
    workers: { type: "string", default: "1,2,4" },
    sticky: { type: "string", default: "on,off" },
    concurrency: { type: "string", default: "64" },
    machines: { type: "string", default: "10" },
    start: { type: "string", default: "2024-05-06T07:00:00" },
    redis: { type: "string", default: "redis://127.0.0.1:6379" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432" },
  },
});

const personas = Number(values.personas);
const start = values.start!;
const end = addMinutes(start, Number(values.minutes));
process.env.SIMULACRA_SIMULATED_LATENCY_MS = values.latency!;
const REPO = path.resolve(import.meta.dirname, "..");
const scenario = generateVillage(personas);
const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-workers-bench-"));

interface PgClient { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> }
const { default: pg } = (await import("pg" as string)) as { default: { Client: new (url: string) => PgClient } };
async function admin(sql: string) {
  const client = new pg.Client(`${values.postgres}/postgres`);
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

function startWorker(store: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "cli/main.ts", "worker", "--redis", values.redis!, "--store", store, "--concurrency", "64"], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("takes persona ticks") && resolve(child));
    child.once("exit", (code) => reject(new Error(`a worker exited (${code}) before taking jobs`)));
  });
}

/** CPU seconds a process has used so far (user + system, from /proc; 0 where there is no /proc). */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 14th and 15th of the line.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ, 100 on Linux)
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function runCase(workers: number, sticky = true) {
  const name = workers ? `${workers} worker${workers > 1 ? "s" : ""}${sticky ? "" : ", not sticky"}` : "in-process";
  const database = `simulacra_bench_${process.pid}_${workers}${sticky ? "" : "_shared"}`;
  const folder = path.join(tmp, name.replace(/ /g, "-"), "town");
  const children: ChildProcess[] = [];
  // Read by the coordinator's job queue when the run opens (personaJobs.ts): off, every tick goes to the shared queue.
  if (sticky) delete process.env.SIMULACRA_STICKY_ROUTES;
  else process.env.SIMULACRA_STICKY_ROUTES = "off";
  try {
    let spec: Parameters<typeof openRun>[1] = { scenario, startTime: start, endTime: end, checkpointEveryMinutes: 60, maxConcurrentCalls: Number(values.concurrency), threadId: "bench" };
    if (workers) {
      await admin(`CREATE DATABASE ${database}`);
      const store = `${values.postgres}/${database}`;
      children.push(...(await Promise.all(Array.from({ length: workers }, () => startWorker(store)))));
      spec = { ...spec, checkpointer: store, workers: values.redis };
    }
    const run = await openRun(folder, spec);
    // The personas' memory reads: counted in this process in-process, on the workers (per job, added up here) with them.
    const reads = newMemoryReads();
    run.context.memoryReads = reads;
    const log = createHash("sha256");
    const workersCpuBefore = children.reduce((sum, child) => sum + cpuSecondsOf(child.pid!), 0);
    const cpuBefore = process.cpuUsage();
    const began = performance.now();
    const state = await advance(run, { onRecord: (record) => log.update(`${JSON.stringify(record)}\n`) });
    const seconds = (performance.now() - began) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const coordinatorCpu = (cpu.user + cpu.system) / 1e6;
    const workersCpu = children.reduce((sum, child) => sum + cpuSecondsOf(child.pid!), 0) - workersCpuBefore;
    const trips = [...(run.jobs?.roundTrips ?? [])].sort((a, b) => a - b);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the last jobs' records are read after their results
    const queued = [...(run.jobs?.queueTimes ?? [])].sort((a, b) => a - b);
    const outcome = { log: log.digest("hex"), personas: createHash("sha256").update(JSON.stringify(state.personas)).digest("hex") };
    await run.close();
    return {
      name, seconds, ticks: state.clock.tick, calls: totalUsage(state.usage).calls, jobs: trips.length,
      p50: percentile(trips, 50), p99: percentile(trips, 99), q50: percentile(queued, 50), q99: percentile(queued, 99),
      coordinatorCpu, workersCpu, ticksWithJobs: run.jobs?.ticks.size ?? 0, outcome, reads, sticky,
    };
  } finally {
    delete process.env.SIMULACRA_STICKY_ROUTES;
    await Promise.all(children.map((child) => new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    })));
    if (workers) {
      // The case's queue (its jobs are kept a day for resumed runs; a benchmark has none).
      const queue = new Queue(queueOf(database), { connection: { url: values.redis } });
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    }
  }
}

/** The memory reads of a case: per job with workers, totals in one process. */
function readsLine(reads: MemoryReads, jobs: number): string {
  const per = (n: number) => (jobs ? (n / jobs).toFixed(2) : String(n));
  return `  memory reads${jobs ? " per job" : " (total)"}: ${per(reads.loads)} store reads (${per(reads.reloads)} reloads), ${per(reads.rows)} rows, ` +
    `${per(reads.cached)} of ${per(reads.views)} views from the cache; embeddings ${per(reads.embeddingReads)} read (${per(reads.embeddingsFound)} found)`;
}

const cores = os.cpus().length;
console.log(`${personas} personas, ${start} to ${end}, model latency ${values.latency} ms, ${values.concurrency} model calls in flight at most, ${cores} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
const reference = await runCase(0);
const stickies = values.sticky!.split(",").map((s) => s.trim() !== "off");
const cases = [{ n: 0, sticky: true }, ...values.workers!.split(",").map(Number).flatMap((n) => stickies.map((sticky) => ({ n, sticky })))];
let last: Awaited<ReturnType<typeof runCase>> | undefined;
for (const { n, sticky } of cases) {
  const c = n === 0 ? reference : await runCase(n, sticky);
  if (n && (sticky || !last?.sticky)) last = c;
  const same = c.outcome.log === reference.outcome.log && c.outcome.personas === reference.outcome.personas;
  console.log(
    `${c.name.padEnd(20)} ${c.seconds.toFixed(1).padStart(7)} s wall, ${((personas * c.ticks) / c.seconds).toFixed(0).padStart(6)} persona-ticks/s, ` +
      `${c.calls} model calls` +
      (c.jobs ? `, ${c.jobs} jobs, round trip p50 ${c.p50.toFixed(0)} ms p99 ${c.p99.toFixed(0)} ms (of it queue p50 ${c.q50.toFixed(0)} ms p99 ${c.q99.toFixed(0)} ms)` : "") +
      `, outputs ${same ? "identical" : "DIFFERENT"} to in-process`,
  );
  console.log(readsLine(c.reads, c.jobs));
}
console.log(`load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
if (last?.jobs) {
  // The same run on M machines of this many cores, each running workers, one of them the coordinator too: no faster
  // than its slowest part. Per-job costs are the last case's (most workers: the most queue traffic).
  const machines = Number(values.machines);
  const bounds = {
    "workers' CPU": last.workersCpu / (machines * cores),
    "coordinator's CPU": last.coordinatorCpu,
    "model calls at the cap": (last.calls * Number(values.latency)) / 1000 / Number(values.concurrency),
    "queue per tick": (last.ticksWithJobs * last.q50) / 1000,
  };
  const [slowest, estimate] = Object.entries(bounds).sort((a, b) => b[1] - a[1])[0]!;
  console.log(
    `measured per job (${last.name}): workers' CPU ${((1000 * last.workersCpu) / last.jobs).toFixed(1)} ms, coordinator's CPU ` +
      `${((1000 * last.coordinatorCpu) / last.jobs).toFixed(1)} ms, queue p50 ${last.q50.toFixed(0)} ms`,
  );
  console.log(
    `estimate on ${machines} machines of ${cores} cores: at least ${estimate.toFixed(1)} s wall, bound by ${slowest} ` +
      `(${Object.entries(bounds).map(([what, s]) => `${what} ${s.toFixed(1)} s`).join(", ")}); ` +
      `${((personas * last.ticks) / estimate).toFixed(0)} persona-ticks/s at most`,
  );
}
rmSync(tmp, { recursive: true, force: true });
process.exit(0);
