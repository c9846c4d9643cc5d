/**
 * Integration: one writer per run, as users met two (issue 25: two resumes at once, a resume while the run still went,
 * two `run --out X` started together corrupted the run for good). The command line runs as child processes, as a user
 * runs it: the second writer is refused in one sentence naming the first (its pid and host), the first's run ends
 * whole (one movement line per step, steps in order), and a writer killed with kill -9 leaves nothing that keeps the
 * next one out. The same for a run on Postgres driven from two folders (as from two machines): the lock is in the
 * database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { hostname } from "node:os";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "../../support/cli.js";
import { adminQuery, postgresUnreachable, TEST_POSTGRES } from "../../support/machineServices.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-writers-"));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(tmp, { recursive: true, force: true });
});

interface Finished { code: number | null; stdout: string; stderr: string }

/** A command started now: its process, its output so far, and its end. */
function start(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [...CLI, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  started.push(child);
  const out = { stdout: "", stderr: "" };
  child.stdout!.on("data", (d: Buffer) => (out.stdout += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out.stderr += d.toString()));
  const done = new Promise<Finished>((resolve) => child.on("exit", (code) => resolve({ code, ...out })));
  return { child, out, done };
}

/** Waits (polling, no fixed delay) until `ready` holds. */
async function until(ready: () => boolean, what: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A movement log as written by one uninterrupted writer: one line per step, steps 0, 1, 2, ... in order. */
function expectWhole(folder: string, steps: number, firstStep = 0): void {
  const lines = readFileSync(path.join(folder, "movement.jsonl"), "utf8").split("\n").filter(Boolean);
  expect(lines.length, folder).toBe(steps);
  lines.forEach((line, i) => expect((JSON.parse(line) as { step: number }).step).toBe(firstStep + i));
}

const lineCount = (folder: string) => readFileSync(path.join(folder, "movement.jsonl"), "utf8").split("\n").filter(Boolean).length;

const refusedBy = (pid: number | undefined) => new RegExp(`^simulacra: .* is being written by process ${pid} on ${hostname()} \\(".*", since [^)]+\\): wait for it to end, or stop it \\(kill ${pid}\\), then try again\\.$`);

describe("one writer per run folder (SQLite)", () => {
  it("two `run --out X` started together: one runs, the other is refused, and the run is whole", { timeout: 600_000 }, async () => {
    const folder = path.join(tmp, "together");
    const args = ["run", "--out", folder, "--start", "2024-05-06T07:00:00", "--hours", "1"];
    const [a, b] = await Promise.all([start(args).done, start(args).done]);
    const [won, lost] = a.code === 0 ? [a, b] : [b, a];
    expect(won.code, won.stderr).toBe(0);
    expect(lost.code).toBe(1);
    expect(lost.stderr.trim()).toMatch(/^simulacra: .*(is being written by process \d+ on .+ then try again|is already a run folder: continue it with resume, or choose another folder)\.$/);
    expectWhole(folder, 360, 2520);
  });

  it("a resume while the run still goes is refused naming it; the run ends whole; a writer killed with kill -9 is taken over", { timeout: 900_000 }, async () => {
    const folder = path.join(tmp, "going");
    // The simulated model answers after 200 ms (the same answers, later): the run still goes when the resume starts,
    // however fast the machine. An hour and a half of it is enough (three hours waited out latency for nothing).
    const run = start(["run", "--out", folder, "--start", "2024-05-06T07:00:00", "--hours", "1.5", "--checkpoint-every", "10"], { SIMULACRA_SIMULATED_LATENCY_MS: "200" });
    await until(() => run.out.stdout.includes("Watch it as it runs"), "the run to start writing");
    const resumed = await start(["resume", "--run", folder]).done;
    expect(resumed.code).toBe(1);
    expect(resumed.stderr.trim()).toMatch(refusedBy(run.child.pid));
    const ran = await run.done;
    expect(ran.code, ran.stderr).toBe(0);
    expectWhole(folder, 540, 2520);

    // Extended and killed mid-way: the next resume takes the run over and ends it as one writer would have.
    const extended = start(["resume", "--run", folder, "--hours", "1.5"]);
    await until(() => lineCount(folder) > 660, "the extended run to go on");
    extended.child.kill("SIGKILL");
    await extended.done;
    const again = await start(["resume", "--run", folder]).done;
    expect(again.code, again.stderr).toBe(0);
    expectWhole(folder, 1080, 2520);
    expect(existsSync(path.join(folder, "writer.json"))).toBe(false);
  });
});

const noPostgres = await postgresUnreachable();

describe.skipIf(Boolean(noPostgres))(`one writer per run on Postgres, from two folders as from two machines${noPostgres ? ` (skipped: ${noPostgres})` : ""}`, () => {
  const database = `simulacra_writers_${process.pid}`;
  const connection = `${TEST_POSTGRES}/${database}`;
  beforeAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${database}`);
    await adminQuery(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it("refuses the copy's resume naming the writer's pid and host, and lets it go on once that writer was killed", { timeout: 900_000 }, async () => {
    const folder = path.join(tmp, "pg");
    const made = await start(["run", "--out", folder, "--checkpointer", connection, "--start", "2024-05-06T07:00:00", "--hours", "1", "--checkpoint-every", "10"]).done;
    expect(made.code, made.stderr).toBe(0);
    // The folder copied to "another machine": the same thread in the same database.
    const copy = path.join(tmp, "pg-copy");
    cpSync(folder, copy, { recursive: true });

    const going = start(["resume", "--run", folder, "--hours", "3"]);
    await until(() => going.out.stdout.includes("Resuming"), "the first resume to hold the run");
    const second = await start(["resume", "--run", copy, "--hours", "1"]).done;
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toMatch(
      new RegExp(`^simulacra: ${copy.replace(/[./]/g, "\\$&")} \\(its thread ".+" in postgres://postgres@127\\.0\\.0\\.1:5432/${database}\\) is being written by process ${going.child.pid} on ${hostname()}( \\(connected from [^)]+\\))?, since [^:]+:\\d\\d:\\d\\d UTC: wait for it to end, or stop it \\(kill ${going.child.pid}\\), then try again\\.$`),
    );
    // The copy's folder is unchanged by the refusal: its run.json still ends where it did.
    expect(JSON.parse(readFileSync(path.join(copy, "run.json"), "utf8")).endTime).toBe("2024-05-06T08:00:00");

    going.child.kill("SIGKILL");
    await going.done;
    // The killed writer went on past the copy's end in the shared database: the copy is given a later one.
    const after = await start(["resume", "--run", copy, "--hours", "3"]).done;
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toContain("The run now ends at 2024-05-06T11:00:00.");
  });
});
