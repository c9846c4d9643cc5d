/**
 * Integration: a run with workers as a user meets it on the command line, against the machine's Redis
 * (127.0.0.1:6379) and PostgreSQL (127.0.0.1:5432, user postgres, trust auth), databases of the test's own (dropped at
 * the end), and Redis servers of its own started from the `redis-server` binary (one with a password, one started
 * after its worker), killed by pid. Waits are kept short by configuration (SIMULACRA_WORKERS_GRACE_SECONDS), never
 * asserted as timings. Without Redis, PostgreSQL or redis-server the tests are skipped with the reason.
 *
 * What a user relies on: a Redis that is not there, or that wants a password, is one sentence at once with the way
 * out, never a wait and never the password; a stored URL can be given again with `resume --workers` (kept without
 * password); a run waiting for workers says so, and one that stopped says where; a worker started before Redis waits
 * for it and says so truthfully.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";
import { removeQueuesOf } from "./support/workerQueues.js";
import { adminQuery, servicesUnreachable, TEST_POSTGRES as POSTGRES, TEST_REDIS as REDIS } from "./support/machineServices.js";
import { freePort } from "../servers/freePort.js";

const REPO = path.resolve(import.meta.dirname, "..");
const PASSWORD = "s3cret-pw";
const TIMES = ["--start", "2024-05-06T06:40:00", "--end", "2024-05-06T06:45:00", "--checkpoint-every", "5"];

/** Why the tests cannot run here, or undefined: they also start redis-servers of their own. */
async function unreachable(): Promise<string | undefined> {
  const down = await servicesUnreachable();
  if (down) return down;
  if (spawnSync("redis-server", ["--version"]).status !== 0) return "redis-server is not installed (apt-get install redis-server)";
  return undefined;
}

const skipReason = await unreachable();
if (skipReason) console.warn(`test/workersCli.int.test.ts is skipped: ${skipReason}.`);

const databases: string[] = [];
const children: ChildProcess[] = [];
let tmp = "";

async function newStore(): Promise<string> {
  const database = `simulacra_workers_cli_${process.pid}_${Date.now()}_${databases.length}`;
  databases.push(database);
  await adminQuery(`CREATE DATABASE ${database}`);
  return `${POSTGRES}/${database}`;
}

/** A process of ours, its output gathered; `waitFor` resolves when a line matching it appears. */
function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: REPO, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  children.push(child);
  let output = "";
  const waiting = new Set<() => void>();
  const heard = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout!.on("data", heard);
  child.stderr!.on("data", heard);
  return {
    child,
    output: () => output,
    waitFor(pattern: RegExp | string): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (typeof pattern === "string" ? output.includes(pattern) : pattern.test(output)) {
            waiting.delete(check);
            resolve();
          }
        };
        waiting.add(check);
        child.once("close", (code) => waiting.has(check) && reject(new Error(`exited (${code}) before "${pattern}": ${output}`)));
        check();
      });
    },
  };
}

/** A Redis server of the test's own (no disk), ready to take connections. */
async function redisServer(port: number, password?: string) {
  const server = start("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", ...(password ? ["--requirepass", password] : [])]);
  await server.waitFor("Ready to accept connections");
  return server;
}

/** A worker as a user starts it; resolves once it takes jobs. */
async function startWorker(redis: string, store: string, env: Record<string, string> = {}) {
  const worker = start(process.execPath, [...CLI, "worker", "--redis", redis, "--store", store, "--lock-seconds", "2"], env);
  await worker.waitFor("takes persona ticks");
  return worker;
}

/** The CLI (`npm start -- ...`); resolves with its exit code and output. */
function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...CLI, ...args], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  process.kill(child.pid!, signal);
  return exited;
}

const runJson = (folder: string) => JSON.parse(readFileSync(path.join(folder, "run.json"), "utf8")) as { workers?: string; endTime: string };
const lastLine = (text: string) => text.trim().split("\n").at(-1)!;

// The tests run at once (each its own store, queues, folder and Redis servers): most of their time is waiting, on
// grace periods and reconnects, not CPU.
describe.skipIf(Boolean(skipReason))(`a run with workers on the command line${skipReason ? ` (skipped: ${skipReason})` : ""}`, { concurrent: true }, () => {
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-workers-cli-"));
  });

  afterAll(async () => {
    await Promise.allSettled(children.map((child) => stop(child, "SIGKILL")));
    for (const database of databases) {
      await removeQueuesOf(REDIS, database).catch(() => {});
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    }
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it("takes a Redis URL again with resume --workers when the stored one no longer answers; history needs no Redis", { timeout: 180_000 }, async ({ expect }) => {
    const store = await newStore();
    const worker = await startWorker(REDIS, store);
    const folder = path.join(tmp, "moved");
    const first = await cli(["run", ...TIMES, "--out", folder, "--checkpointer", store, "--workers", REDIS]);
    expect(first.code, first.stderr).toBe(0);
    // Redis moved (or a URL written by hand with a typo): the stored URL no longer answers.
    const closed = await freePort();
    writeFileSync(path.join(folder, "run.json"), JSON.stringify({ ...runJson(folder), workers: `redis://127.0.0.1:${closed}` }, null, 2));

    const history = await cli(["history", "--run", folder]);
    expect(history.code, history.stderr).toBe(0);
    expect(history.stdout).toContain("2024-05-06T06:45:00");

    const refused = await cli(["resume", "--run", folder, "--end", "2024-05-06T06:50:00"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `simulacra: Cannot reach Redis at redis://127.0.0.1:${closed} for the run's workers (connection refused): start redis-server there or give the right URL with npm start -- resume --run ${folder} --workers redis://<host>:<port>.`,
    );
    expect(runJson(folder).endTime, "nothing changed").toBe("2024-05-06T06:45:00");

    const resumed = await cli(["resume", "--run", folder, "--end", "2024-05-06T06:50:00", "--workers", REDIS]);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(runJson(folder)).toMatchObject({ workers: REDIS, endTime: "2024-05-06T06:50:00" });
    await stop(worker.child);
  });

  it("says it waits for workers, then stops naming its checkpoint; its progress line says stopped, not done", { timeout: 180_000 }, async ({ expect }) => {
    const store = await newStore();
    const folder = path.join(tmp, "no-workers");
    const short = { SIMULACRA_WORKERS_GRACE_SECONDS: "3" };
    for (const args of [["run", ...TIMES, "--out", folder, "--checkpointer", store, "--workers", REDIS], ["resume", "--run", folder]]) {
      const { code, stderr } = await cli(args, short);
      expect(code, stderr).toBe(1);
      expect(stderr).toContain(`[simulacra] No worker is connected to ${REDIS}: the run waits for one (start one: npm start -- worker --redis ${REDIS} --store ${store}); it stops at its last checkpoint after 3 s without any.`);
      expect(stderr).toMatch(/\| stopped after \d+s\n/);
      expect(stderr).not.toContain("done in");
      expect(lastLine(stderr)).toMatch(
        new RegExp(`^simulacra: No worker has been connected to ${REDIS.replace(/[./]/g, "\\$&")} for \\d+ s; the run stopped at its last checkpoint \\(2024-05-06T06:40:00\\): continue it with "npm start -- resume --run ${folder.replace(/[./]/g, "\\$&")}" once a worker runs \\(npm start -- worker --redis .+ --store .+\\)\\.$`),
      );
    }
    // A worker started while the run waits: the run says so and goes on to its end.
    const resumed = start(process.execPath, [...CLI, "resume", "--run", folder], { SIMULACRA_WORKERS_GRACE_SECONDS: "60" });
    const ended = new Promise<number | null>((resolve) => resumed.child.once("close", resolve));
    await resumed.waitFor(`[simulacra] No worker is connected to ${REDIS}: the run waits for one`);
    const worker = await startWorker(REDIS, store);
    await resumed.waitFor(`[simulacra] A worker connected to ${REDIS}: the run goes on.`);
    expect(await ended, resumed.output()).toBe(0);
    await stop(worker.child);
  });

  it("names a Redis password asked for or refused at once, takes it again with --workers or REDISCLI_AUTH, never keeps or shows it", { timeout: 240_000 }, async ({ expect }) => {
    const port = await freePort();
    const redis = await redisServer(port, PASSWORD);
    const bare = `redis://127.0.0.1:${port}`;
    const store = await newStore();
    try {
      // A worker without the password: one sentence, at once (waiting would not bring a password).
      const noPassword = await cli(["worker", "--redis", bare, "--store", store]);
      expect(noPassword.code).toBe(1);
      expect(noPassword.stderr.trim()).toBe(`simulacra: Redis at ${bare} asks for a password (NOAUTH): give it with --redis redis://:<password>@127.0.0.1:${port} or in the environment variable REDISCLI_AUTH.`);

      const worker = await startWorker(bare, store, { REDISCLI_AUTH: PASSWORD });
      const folder = path.join(tmp, "password");
      const first = await cli(["run", ...TIMES, "--out", folder, "--checkpointer", store, "--workers", `redis://:${PASSWORD}@127.0.0.1:${port}`]);
      expect(first.code, first.stderr).toBe(0);
      expect(runJson(folder).workers).toBe(bare);

      const asked = await cli(["resume", "--run", folder, "--end", "2024-05-06T06:50:00"]);
      expect(asked.code).toBe(1);
      expect(asked.stderr.trim()).toBe(
        `simulacra: Redis at ${bare} asks for a password (NOAUTH): give it with npm start -- resume --run ${folder} --workers redis://:<password>@127.0.0.1:${port} or in the environment variable REDISCLI_AUTH.`,
      );
      const wrong = await cli(["resume", "--run", folder, "--workers", `redis://:not-${PASSWORD}@127.0.0.1:${port}`]);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr.trim()).toBe(`simulacra: Redis at ${bare} refused the password given (WRONGPASS): give the right one with --workers redis://:<password>@127.0.0.1:${port} or in REDISCLI_AUTH.`);

      // A fork of it without the password: the same sentence, and no fork folder left behind.
      const fork = await cli(["fork", "--run", folder, "--at", "2024-05-06T06:40:00"]);
      expect(fork.code).toBe(1);
      expect(fork.stderr).toContain(`asks for a password (NOAUTH): give it with --workers redis://:<password>@127.0.0.1:${port}`);
      expect(readdirSync(tmp).filter((name) => name.startsWith("password-fork"))).toEqual([]);

      const given = await cli(["resume", "--run", folder, "--end", "2024-05-06T06:50:00", "--workers", `redis://:${PASSWORD}@127.0.0.1:${port}`]);
      expect(given.code, given.stderr).toBe(0);
      const fromEnv = await cli(["resume", "--run", folder, "--end", "2024-05-06T06:55:00"], { REDISCLI_AUTH: PASSWORD });
      expect(fromEnv.code, fromEnv.stderr).toBe(0);
      expect(runJson(folder)).toMatchObject({ workers: bare, endTime: "2024-05-06T06:55:00" });

      for (const result of [noPassword, first, asked, wrong, fork, given]) expect(result.stdout + result.stderr).not.toContain(PASSWORD);
      expect(readFileSync(path.join(folder, "run.json"), "utf8")).not.toContain(PASSWORD);
      await stop(worker.child);
    } finally {
      await stop(redis.child);
    }
  });

  it("says when Redis goes away mid-run: the run waits, then stops naming its checkpoint; the worker reconnects and says so", { timeout: 180_000 }, async ({ expect }) => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    let redis = await redisServer(port);
    const store = await newStore();
    // The simulated model answers after 300 ms: the run is still going when Redis goes.
    const worker = await startWorker(url, store, { SIMULACRA_SIMULATED_LATENCY_MS: "300" });
    const folder = path.join(tmp, "redis-lost");
    const run = start(process.execPath, [...CLI, "run", "--start", "2024-05-06T06:40:00", "--hours", "2", "--checkpoint-every", "5", "--out", folder, "--checkpointer", store, "--workers", url], { SIMULACRA_WORKERS_GRACE_SECONDS: "3" });
    const ended = new Promise<number | null>((resolve) => run.child.once("close", resolve));
    try {
      await run.waitFor("| 10.0% |");
      await stop(redis.child, "SIGKILL");
      expect(await ended).toBe(1);
      const said = run.output();
      expect(said).toContain(`[simulacra] Lost Redis at ${url}: the run waits for it to come back (it stops at its last checkpoint after 3 s without it).`);
      expect(said).toMatch(/\| stopped after \d+s\n/);
      expect(lastLine(said)).toMatch(new RegExp(`^simulacra: Lost Redis at ${url.replace(/[./]/g, "\\$&")} for \\d+ s; the run stopped at its last checkpoint \\(2024-05-06T\\d\\d:\\d\\d:00\\): continue it with "npm start -- resume --run ${folder.replace(/[./]/g, "\\$&")}" once Redis is back\\.$`));
      await worker.waitFor(`worker: lost Redis at ${url} (connection refused); reconnecting every 2 s until it is back.`);
      redis = await redisServer(port);
      await worker.waitFor(`worker: Redis at ${url} is back; taking persona ticks again.`);
      expect(worker.output().match(/lost Redis/g), "said once, not at every reconnect").toHaveLength(1);
      // Stopped while BullMQ may still be reconnecting (its close would wait for good): it stops all the same.
      await stop(worker.child);
      expect(worker.output()).toContain(`Worker ${worker.child.pid} stopped after `);
    } finally {
      await stop(run.child, "SIGKILL");
      await stop(redis.child);
    }
  });

  it("keeps a worker started before Redis waiting, saying so truthfully, and starts it once Redis is up", { timeout: 120_000 }, async ({ expect }) => {
    const port = await freePort();
    const store = await newStore();
    const worker = start(process.execPath, [...CLI, "worker", "--redis", `redis://127.0.0.1:${port}`, "--store", store]);
    await worker.waitFor(`worker: cannot reach Redis at redis://127.0.0.1:${port} (connection refused); retrying every 2 s until it is up.`);
    expect(worker.output()).not.toContain("takes persona ticks");
    const redis = await redisServer(port);
    try {
      await worker.waitFor(`Worker ${worker.child.pid} takes persona ticks from redis://127.0.0.1:${port}, memories in ${store}; stop it with Ctrl-C or kill ${worker.child.pid}.`);
      expect(worker.output()).toMatch(new RegExp(`worker: Redis at redis://127\\.0\\.0\\.1:${port} answers after \\d+s\\.`));
      await stop(worker.child);
      expect(worker.output()).toContain(`Worker ${worker.child.pid} stopped after 0 persona ticks.`);
      expect(worker.output().match(/cannot reach Redis/g), "said once, not at every retry").toHaveLength(1);
    } finally {
      await stop(redis.child);
    }
  });
});
