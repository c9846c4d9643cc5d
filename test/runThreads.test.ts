/**
 * A run's thread (its checkpoints, memory branch and worker jobs are keyed by it): a new run gets one of its own, so
 * two run folders with the same name never share one; a thread given in code that already holds checkpoints is
 * refused; a run.json written before (its folder's name as thread id) opens on that thread. Runs started in the same
 * second without --out (runs/<date-time>) get folders of their own.
 * test/runThreads.int.test.ts shows the same against a real Postgres database shared by the runs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { emptyCheckpoint } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { openRun } from "../drivers/town/townRun.js";
import { newFolder, newThreadId } from "../drivers/town/runSpec.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-threads-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SPEC = { startTime: "2024-05-06T09:00:00", endTime: "2024-05-06T10:00:00" };

describe("a new run's thread", () => {
  it("is its folder's name with a random suffix", () => {
    const ids = [newThreadId("runs/p"), newThreadId("/tmp/x/p"), newThreadId("runs/p/")];
    for (const id of ids) expect(id).toMatch(/^p-[0-9a-f]{8}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("differs between two run folders of the same name, and is kept in run.json for resume, history and fork", async () => {
    const folders = [path.join(tmp, "a", "p"), path.join(tmp, "b", "p")];
    const threads: string[] = [];
    for (const folder of folders) {
      const run = await openRun(folder, { ...SPEC, checkpointer: "memory" });
      threads.push(run.thread.configurable.thread_id);
      expect(run.spec.threadId).toBe(run.thread.configurable.thread_id);
      await run.close();
      expect(JSON.parse(readFileSync(path.join(folder, "run.json"), "utf8")).threadId).toBe(threads.at(-1));
    }
    expect(threads[0]).toMatch(/^p-[0-9a-f]{8}$/);
    expect(threads[1]).toMatch(/^p-[0-9a-f]{8}$/);
    expect(threads[0]).not.toBe(threads[1]);
    // Opened again, each folder is on its own thread.
    for (const [i, folder] of folders.entries()) {
      const again = await openRun(folder);
      expect(again.thread.configurable.thread_id).toBe(threads[i]);
      await again.close();
    }
  });

  it("keeps the thread a run.json written before names (its folder's name)", async () => {
    const folder = path.join(tmp, "old", "p");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "run.json"), JSON.stringify({ ...SPEC, checkpointer: "memory", threadId: "p" }));
    const run = await openRun(folder);
    expect(run.thread.configurable.thread_id).toBe("p");
    await run.close();
  });

  it("given in code, is refused in one sentence when another run's checkpoints are on it, and nothing is written", async () => {
    // A folder with no run.json whose checkpoint file already holds the thread "shared" (another run's).
    const folder = path.join(tmp, "taken");
    mkdirSync(folder);
    const file = path.join(folder, "checkpoints.sqlite");
    const saver = SqliteSaver.fromConnString(file);
    await saver.put({ configurable: { thread_id: "shared", checkpoint_ns: "" } }, emptyCheckpoint(), { source: "input", step: -1, parents: {} });
    saver.db.close();

    const error = await openRun(folder, { ...SPEC, threadId: "shared" }).then(() => null, (e: Error) => e);
    expect(error?.message).toBe(
      `The thread "shared" already holds another run's checkpoints in ${file}: give the new run another threadId, or none (it then gets one of its own).`,
    );
    expect(existsSync(path.join(folder, "run.json"))).toBe(false);
    expect(existsSync(file)).toBe(true);

    // Without a thread, the new run gets its own beside it.
    const run = await openRun(folder, SPEC);
    expect(run.spec.threadId).toMatch(/^taken-[0-9a-f]{8}$/);
    await run.close();
  });
});

describe("a new run's default folder", () => {
  it("is runs/<date-time>, or the next free <date-time>-<n> when another run made it in the same second", () => {
    const base = path.join(tmp, "runs", "20240506-090000");
    expect([newFolder(base), newFolder(base), newFolder(base)]).toEqual([base, `${base}-2`, `${base}-3`]);
    for (const folder of [base, `${base}-2`, `${base}-3`]) expect(existsSync(folder)).toBe(true);
  });
});
