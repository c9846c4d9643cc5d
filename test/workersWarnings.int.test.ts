/**
 * Integration: the warnings of a run with workers are the run's. The personas think on two worker processes
 * (`npm start -- worker`, Redis 127.0.0.1:6379 and PostgreSQL 127.0.0.1:5432 of the machine, a database of the test's
 * own, dropped at the end), talking to our OpenAI-compatible test server on 127.0.0.1: it refuses structured output
 * and answers the poignancy prompt with prose that holds no score, so ticks end with fail-safe answers (each a
 * warning) and every process's model switches to text mode (a warning once per run).
 *
 * What a user relies on: the coordinator gives and counts the warnings raised on the workers, the same ones as the
 * embedded one-process run of the same town (SQLite), each as often; the once-per-run one once, however many workers
 * met it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";
import { advance, openRun, type TownRun } from "../drivers/town/townRun.js";
import { totalUsage } from "../state/usage.js";
import { removeQueuesOf } from "./support/workerQueues.js";
import { startOpenAiServer, type OpenAiServer } from "./support/openaiServer.js";
import { realisticAnswer } from "./support/realisticResponder.js";
import { adminQuery, servicesUnreachable, TEST_POSTGRES as POSTGRES, TEST_REDIS as REDIS } from "./support/machineServices.js";

const REPO = path.resolve(import.meta.dirname, "..");
const KEY = "workers-warnings-key-7c2a";
const DATABASE = `simulacra_warnings_${process.pid}_${Date.now()}`;

const skipReason = await servicesUnreachable();
if (skipReason) console.warn(`test/workersWarnings.int.test.ts is skipped: ${skipReason}.`);

const SPEC = { startTime: "2024-05-06T06:40:00", endTime: "2024-05-06T06:50:00", checkpointEveryMinutes: 5, threadId: "warnings", model: "openai/test-model" };

let server: OpenAiServer;
let tmp = "";
const workers: ChildProcess[] = [];
const opened: TownRun[] = [];
const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY };

/** A worker process as a user starts it, on our test server; resolves once it takes jobs. */
async function startWorker(store: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...CLI, "worker", "--redis", REDIS, "--store", store], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: KEY },
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

/** Runs to the end with a logger that keeps every warning given; returns them (sorted) and the run's fallbacks. */
async function warningsOf(folder: string, spec: Parameters<typeof openRun>[1]) {
  const run = await openRun(folder, spec);
  opened.push(run);
  const warnings: string[] = [];
  run.context.logger = { warn: (message: string) => warnings.push(message) };
  const state = await advance(run);
  return { warnings: warnings.sort(), fallbacks: totalUsage(state.usage).fallbacks };
}

describe.skipIf(Boolean(skipReason))(`the warnings of a run with workers${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-workers-warnings-"));
    server = await startOpenAiServer({
      apiKey: KEY,
      structuredOutput: false,
      // The poignancy prompt gets an answer with no score in it: its fail-safe, and a warning, each time.
      respond: (request) =>
        request.body.messages[0].content.includes("Score how much the event below matters")
          ? { text: "Honestly, it's hard to put a number on something like that; it depends on the rest of the day." }
          : realisticAnswer(request),
    });
    process.env.OPENAI_BASE_URL = server.baseURL;
    process.env.OPENAI_API_KEY = KEY;
    await adminQuery(`CREATE DATABASE ${DATABASE}`);
  });

  afterAll(async () => {
    await Promise.allSettled(opened.map((run) => run.close()));
    await Promise.allSettled(workers.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      process.kill(child.pid!, "SIGKILL");
      return exited;
    }));
    await removeQueuesOf(REDIS, DATABASE);
    await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => {});
    await server?.close();
    for (const [name, value] of [["OPENAI_BASE_URL", saved.base], ["OPENAI_API_KEY", saved.key]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it("gives the warnings raised on the workers, each as often as the one-process run does", { timeout: 300_000 }, async () => {
    const embedded = await warningsOf(path.join(tmp, "embedded"), { ...SPEC, checkpointer: "sqlite" });
    const fellBack = embedded.warnings.filter((w) => w.includes('prompt "event_poignancy" v1 fell back to its fail-safe'));
    expect(fellBack.length, "the embedded run gave fail-safe warnings").toBeGreaterThan(1);
    expect(embedded.warnings.filter((w) => w.includes("refused structured output"))).toHaveLength(1);
    // Every fail-safe gives its warning (the answers to other prompts may fall back too: they are a real model's).
    expect(embedded.fallbacks).toBe(embedded.warnings.filter((w) => w.includes("fell back to its fail-safe")).length);

    const store = `${POSTGRES}/${DATABASE}`;
    await Promise.all([startWorker(store), startWorker(store)]);
    const withWorkers = await warningsOf(path.join(tmp, "workers"), { ...SPEC, checkpointer: store, workers: REDIS });
    expect(withWorkers.warnings).toEqual(embedded.warnings);
    expect(withWorkers.fallbacks).toBe(embedded.fallbacks);
  });
});
