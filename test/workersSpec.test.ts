/**
 * A run with workers is refused in one sentence, before anything is written, when it cannot work: memories that the
 * workers could not reach (no Postgres checkpointer), a recording made on other machines, a --workers that is no
 * Redis URL, or a Redis that does not answer. A Redis URL given again to a run (resume --workers) is refused likewise
 * for a run whose memories workers cannot reach.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openRun } from "../drivers/town/townRun.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-workers-spec-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SPEC = { startTime: "2024-05-06T06:40:00", endTime: "2024-05-06T07:00:00", threadId: "t" };

describe("a run with workers", () => {
  it.each([
    ["an embedded SQLite checkpointer", { checkpointer: "sqlite", workers: "redis://127.0.0.1:6379" }, /give it --checkpointer postgres:\/\/\.\.\. too\.$/],
    ["--record", { checkpointer: "postgres://postgres@127.0.0.1:5432/x", workers: "redis://127.0.0.1:6379", record: true }, /cannot --record its model exchanges/],
    ["a --workers that is not a Redis URL", { checkpointer: "postgres://postgres@127.0.0.1:5432/x", workers: "http://u:secret@host:6379" }, /--workers must be a Redis URL like redis:\/\/127\.0\.0\.1:6379/],
  ])("is refused with %s, leaving nothing behind", async (_, extra, message) => {
    const folder = path.join(tmp, `run-${Math.random().toString(36).slice(2)}`);
    const refused = await openRun(folder, { ...SPEC, ...extra }).then(() => null, (error: Error) => error);
    expect(refused?.message).toMatch(message);
    expect(refused?.message).not.toContain("secret");
    expect(refused?.message).not.toContain("\n");
    expect(existsSync(folder)).toBe(false);
  });
});

describe("a Redis URL given again", () => {
  it("is refused for a run whose memories are in SQLite files, leaving its run.json as it was", async () => {
    const folder = path.join(tmp, "sqlite-run");
    const run = await openRun(folder, { ...SPEC, checkpointer: "sqlite" });
    await run.close();
    const before = readFileSync(path.join(folder, "run.json"), "utf8");
    const refused = await openRun(folder, undefined, { workers: "redis://:secret@127.0.0.1:6379" }).then(() => null, (error: Error) => error);
    expect(refused?.message).toBe(`${folder} keeps its checkpoints and memories in SQLite files, which workers cannot reach: continue it without --workers.`);
    expect(readFileSync(path.join(folder, "run.json"), "utf8")).toBe(before);
  });
});

describe("a new run whose Redis does not answer", () => {
  it("is refused at once, leaving nothing behind", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const folder = path.join(tmp, "redis-down");
    const refused = await openRun(folder, { ...SPEC, checkpointer: "postgres://postgres@127.0.0.1:5432/x", workers: `redis://:secret@127.0.0.1:${port}` }).then(() => null, (error: Error) => error);
    expect(refused?.message).toMatch(/^Cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+ for the run's workers \(connection refused\)/);
    expect(refused?.message).not.toContain("secret");
    expect(existsSync(folder)).toBe(false);
  });
});
