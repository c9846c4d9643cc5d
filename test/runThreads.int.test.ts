/**
 * Integration: runs whose folders have the same name (runs/p, /tmp/x/p) in one Postgres database, the test's own
 * (test/support/postgresServer.ts; skipped with the reason without Debian's postgresql binaries). Each new run has a
 * thread of its own: its checkpoints, memories, history and movement log are its own, whatever the other runs of that
 * name did. A folder written before runs had their own threads (its run.json names its folder's name as thread) still
 * resumes on its thread, beside them.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLI } from "./support/cli.js";
import { simulate } from "../cli/simulate.js";
import { readRunSpec } from "../drivers/town/runSpec.js";
import { openRun } from "../drivers/town/townRun.js";
import { postgresSkipReason, startOwnPostgres, type OwnPostgres } from "./support/postgresServer.js";

const REPO = path.resolve(import.meta.dirname, "..");
const DATABASE = "town";
const PASSWORD = "Thr3ads-pass";
const TIMES = { checkpointEveryMinutes: 5 };

const skipReason = postgresSkipReason;
if (skipReason) console.warn(`test/runThreads.int.test.ts is skipped: ${skipReason}.`);

let server: OwnPostgres | undefined;
let tmp = "";

interface Finished { code: number | null; stdout: string; stderr: string }

/** The CLI (`npm start -- ...`) in the repo; run.json keeps no password, so it comes from PGPASSWORD as a user's would. */
function cli(args: string[]): Promise<Finished> {
  const child = spawn(process.execPath, [...CLI, ...args], {
    cwd: REPO,
    env: { ...process.env, PGPASSWORD: PASSWORD, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

/** The simulated times `history` lists, newest first, with the checkpoint ids. */
async function historyOf(folder: string): Promise<{ times: string[]; ids: string[] }> {
  const listed = await cli(["history", "--run", folder]);
  expect(listed.code, listed.stdout + listed.stderr).toBe(0);
  const rows = listed.stdout.split("\n").filter((line) => /^\d{4}-\d\d-\d\dT/.test(line)).map((line) => line.split(/\s+/));
  return { times: rows.map((r) => r[0]!), ids: rows.map((r) => r[3]!) };
}

/** The simulated times of a run folder's movement log, first and last, and its number of steps. */
function movementOf(folder: string) {
  const lines = readFileSync(path.join(folder, "movement.jsonl"), "utf8").split("\n").filter(Boolean);
  const times = lines.map((line) => (JSON.parse(line) as { time: string }).time);
  return { first: times[0], last: times.at(-1), steps: times.length, text: lines.join("\n") };
}

describe.skipIf(Boolean(skipReason))(`run folders of the same name in one Postgres database${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-threads-pg-"));
    server = await startOwnPostgres({ user: "town", password: PASSWORD, databases: [DATABASE] });
  }, 120_000);

  afterAll(async () => {
    await server?.remove();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 120_000);

  it("keep apart, and a folder written before (thread = its folder's name) still resumes beside them", { timeout: 600_000 }, async () => {
    const store = server!.url(DATABASE);
    const folders = ["old", "runs", "x"].map((parent) => path.join(tmp, parent, "p"));
    const [old, first, second] = folders as [string, string, string];
    for (const folder of folders) mkdirSync(path.dirname(folder));

    // A folder as `run` wrote it before: its thread is its folder's name, "p".
    const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const run = await openRun(old, { startTime: "2024-05-06T09:00:00", endTime: "2024-05-06T09:10:00", ...TIMES, checkpointer: store, threadId: "p" });
      try {
        await simulate(run);
      } finally {
        await run.close();
      }
    } finally {
      quiet.mockRestore();
    }

    // Two new runs named p in the same database, the second three hours later in the day.
    const options = ["--checkpoint-every", "5", "--checkpointer", store];
    const ran = await cli(["run", "--start", "2024-05-06T09:00:00", "--end", "2024-05-06T09:10:00", "--out", first, ...options]);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toContain("Simulated 3 personas from 2024-05-06T09:00:00 to 2024-05-06T09:10:00 (60 ticks).");
    const later = await cli(["run", "--start", "2024-05-06T12:00:00", "--end", "2024-05-06T12:10:00", "--out", second, ...options]);
    expect(later.code, later.stdout + later.stderr).toBe(0);
    expect(later.stdout).toContain("Simulated 3 personas from 2024-05-06T12:00:00 to 2024-05-06T12:10:00 (60 ticks).");

    const threads = folders.map((folder) => readRunSpec(folder).threadId);
    expect(threads[0]).toBe("p");
    expect(threads[1]).toMatch(/^p-[0-9a-f]{8}$/);
    expect(threads[2]).toMatch(/^p-[0-9a-f]{8}$/);
    expect(new Set(threads).size).toBe(3);

    // Each one's history is its own checkpoints, from its own start.
    const histories = await Promise.all(folders.map(historyOf));
    expect(histories.map((h) => h.times)).toEqual([
      ["2024-05-06T09:10:00", "2024-05-06T09:05:00", "2024-05-06T09:00:00"],
      ["2024-05-06T09:10:00", "2024-05-06T09:05:00", "2024-05-06T09:00:00"],
      ["2024-05-06T12:10:00", "2024-05-06T12:05:00", "2024-05-06T12:00:00"],
    ]);
    expect(new Set(histories.flatMap((h) => h.ids)).size).toBe(9);

    // Each one's movement log is its own: the new 09:00 run is step for step the one written before (same seed and
    // times, so nothing of the other runs leaked into it); the 12:00 run starts at 12:00.
    const moves = folders.map(movementOf);
    expect(moves.map(({ first: from, last, steps }) => ({ from, last, steps }))).toEqual([
      { from: "2024-05-06T09:00:00", last: "2024-05-06T09:09:50", steps: 60 },
      { from: "2024-05-06T09:00:00", last: "2024-05-06T09:09:50", steps: 60 },
      { from: "2024-05-06T12:00:00", last: "2024-05-06T12:09:50", steps: 60 },
    ]);
    expect(moves[1]!.text).toBe(moves[0]!.text);

    // In the database: three threads, three memory branches.
    const sql = (query: string) => server!.sql(DATABASE, query).split("\n").filter(Boolean).sort();
    expect(sql("SELECT DISTINCT thread_id FROM checkpoints")).toEqual([...threads].sort());
    expect(sql("SELECT DISTINCT split_part(namespace_path, ':', 3) FROM store WHERE namespace_path LIKE 'simulacra:memory:%'")).toEqual(
      threads.map((t) => `run-${t}`).sort(),
    );

    // The folder written before resumes on its own thread, from its own last checkpoint.
    const resumed = await cli(["resume", "--run", old, "--end", "2024-05-06T09:20:00"]);
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${old} from 2024-05-06T09:10:00.`);
    expect(resumed.stdout).toContain("Simulated 3 personas from 2024-05-06T09:10:00 to 2024-05-06T09:20:00 (60 ticks): ");
    expect(readRunSpec(old).threadId).toBe("p");
    expect((await historyOf(old)).times).toEqual(["2024-05-06T09:20:00", "2024-05-06T09:15:00", "2024-05-06T09:10:00", "2024-05-06T09:05:00", "2024-05-06T09:00:00"]);
    expect(movementOf(old)).toMatchObject({ first: "2024-05-06T09:00:00", last: "2024-05-06T09:19:50", steps: 120 });
    // ... and the others are as they were.
    expect((await historyOf(first)).times).toEqual(histories[1]!.times);
  });
});
