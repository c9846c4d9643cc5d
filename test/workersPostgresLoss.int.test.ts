/**
 * Integration: a run with workers whose PostgreSQL goes away in the middle of the run. The server is the test's own
 * (test/support/postgresServer.ts: Debian's binaries, a free port, a password), so killing it disturbs nothing else;
 * Redis is the machine's (127.0.0.1:6379), with the run's own queue (named after the test's database), removed at
 * the end. The coordinator and two workers are spawned as a user starts them (`npm start -- run|worker|resume`).
 *
 * What a user relies on (docs/scale-out.md): the coordinator stops at its last checkpoint with one sentence (no
 * stack trace, no password), the workers stay up, and once the server is back `resume` ends the run exactly as the
 * uninterrupted embedded run (SQLite, one process) does: movement log, persona states and memories.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";
import { currentState, openRun, type TownRun } from "../drivers/town/townRun.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { removeQueuesOf } from "./support/workerQueues.js";
import { postgresSkipReason, startOwnPostgres, type OwnPostgres } from "./support/postgresServer.js";
import { redisUnreachable, TEST_REDIS as REDIS } from "./support/machineServices.js";

const REPO = path.resolve(import.meta.dirname, "..");
const PASSWORD = "Pg-l0ss-s3cret";
const DATABASE = `simulacra_pgloss_${process.pid}`;

const skipReason = postgresSkipReason ?? (await redisUnreachable());
if (skipReason) console.warn(`test/workersPostgresLoss.int.test.ts is skipped: ${skipReason}.`);

const TIMES = ["--start", "2024-05-06T06:40:00", "--end", "2024-05-06T07:00:00", "--checkpoint-every", "5"];

const children: ChildProcess[] = [];
const opened: TownRun[] = [];
let server: OwnPostgres | undefined;
let tmp = "";

interface Finished { code: number | null; signal: string | null; stdout: string; stderr: string }

/** The CLI (`npm start -- ...`) in the repo; resolves with its exit and output. */
function cli(args: string[], env: Record<string, string> = {}, onStart?: (child: ChildProcess) => void): Promise<Finished> {
  const child = spawn(process.execPath, [...CLI, ...args], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  onStart?.(child);
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

/** A worker process as a user starts it; resolves once it takes jobs. */
async function startWorker(store: string): Promise<ChildProcess & { output: () => string }> {
  const child = spawn(process.execPath, [...CLI, "worker", "--redis", REDIS, "--store", store, "--lock-seconds", "2"], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("takes persona ticks")) resolve();
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`The worker exited (${code}) before taking jobs: ${output}`)));
  });
  return Object.assign(child, { output: () => output });
}

const linesOf = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).length : 0);

/** A run's state as text, its own thread id (in its memory branch's name) written as "<thread>". */
const withoutThread = (run: TownRun, text: string) => text.replaceAll(`run-${run.spec.threadId}`, "run-<thread>");

async function personasAndMemories(run: TownRun) {
  const state = (await currentState(run))!;
  const memories: Record<string, string> = {};
  for (const name of state.order) {
    const stream = new MemoryStream({ store: run.store, cursor: state.personas[name]!.memory, tick: state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" });
    memories[name] = JSON.stringify(await stream.all());
  }
  return { personas: withoutThread(run, JSON.stringify(state.personas)), memories };
}

describe.skipIf(Boolean(skipReason))(`a run with workers whose PostgreSQL goes away${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  afterAll(async () => {
    await Promise.allSettled(opened.map((run) => run.close()));
    await Promise.allSettled(children.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      process.kill(child.pid!, "SIGKILL");
      return exited;
    }));
    await removeQueuesOf(REDIS, DATABASE);
    await server?.remove();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 120_000);

  it("stops at its last checkpoint with one sentence, and resumed once the server is back ends as the uninterrupted run", { timeout: 300_000 }, async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-pgloss-"));
    server = await startOwnPostgres({ user: "town", password: PASSWORD, databases: [DATABASE] });
    const store = server.url(DATABASE);
    // Both run folders are named "town", yet each run has a thread (and memory branch) of its own: compared without it.
    const embeddedFolder = path.join(tmp, "embedded", "town");
    const folder = path.join(tmp, "workers", "town");
    mkdirSync(path.dirname(embeddedFolder));
    mkdirSync(path.dirname(folder));
    const workers = await Promise.all([startWorker(store), startWorker(store)]);

    let killedAt = 0;
    const [embedded, stopped] = await Promise.all([
      cli(["run", ...TIMES, "--out", embeddedFolder]),
      cli(["run", ...TIMES, "--out", folder, "--checkpointer", store, "--workers", REDIS], {}, (child) => {
        // The server is killed past the run's first checkpoint (a line per tick; 30 ticks in 5 minutes), before its end.
        const timer = setInterval(() => {
          if (linesOf(path.join(folder, "movement.jsonl")) > 45) {
            clearInterval(timer);
            killedAt = linesOf(path.join(folder, "movement.jsonl"));
            process.kill(server!.pid(), "SIGKILL");
          }
        }, 5);
        child.once("exit", () => clearInterval(timer));
      }),
    ]);
    expect(embedded.code, embedded.stderr).toBe(0);
    expect(killedAt, "the server was killed during the run").toBeGreaterThan(0);

    // One sentence, on one line, saying the run stopped at its last checkpoint; no stack, no password.
    expect(stopped.code, stopped.stdout + stopped.stderr).toBe(1);
    // (stderr holds the progress line too: "town <time> | tick ...")
    const said = stopped.stderr.split(/[\r\n]/).filter((line) => line.trim() && !/^town \d{4}-/.test(line));
    expect(said, stopped.stderr).toHaveLength(1);
    expect(said[0]).toMatch(/^simulacra: .*the run stopped at its last checkpoint.*\.$/);
    expect(said[0]).not.toMatch(/\.\s+\S.*\./);
    expect(stopped.stderr).not.toMatch(/^\s+at /m);
    expect(stopped.stdout + stopped.stderr).not.toContain(PASSWORD);
    expect(linesOf(path.join(folder, "movement.jsonl"))).toBeLessThan(120);

    // The workers rode it out: they take the resumed run's jobs.
    for (const worker of workers) expect(worker.exitCode, worker.output()).toBeNull();
    for (const worker of workers) expect(worker.output()).not.toContain(PASSWORD);

    await server.kill("SIGKILL"); // already dead; waits for its exit
    await server.restart();
    // run.json keeps no password: resume takes it from PGPASSWORD, as a user resuming would.
    const resumed = await cli(["resume", "--run", folder], { PGPASSWORD: PASSWORD });
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);

    expect(readFileSync(path.join(folder, "movement.jsonl"), "utf8")).toBe(readFileSync(path.join(embeddedFolder, "movement.jsonl"), "utf8"));
    process.env.PGPASSWORD = PASSWORD;
    try {
      const ours = await openRun(folder);
      const theirs = await openRun(embeddedFolder);
      opened.push(ours, theirs);
      const [a, b] = [await personasAndMemories(ours), await personasAndMemories(theirs)];
      expect(a.personas).toBe(b.personas);
      expect(a.memories).toEqual(b.memories);
    } finally {
      delete process.env.PGPASSWORD;
    }
  });
});
