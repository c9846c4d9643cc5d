/**
 * `history` lists each simulated time of a run's line once: a checkpoint that repeats the one before it (what a chunk
 * that stopped midway leaves, or going on from a pause at the run's end) is marked and not listed by the command, yet
 * `fork --at <its id>` takes it; a checkpoint a resume left behind when it went back says so.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { commandHistory } from "../cli/commands/history.js";
import { advance, checkpointAt, fork, history, openRun, rewindTo, setRunEnd, type TownRun } from "../drivers/town/townRun.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-history-rows-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SPEC = { startTime: "2024-05-06T09:00:00", endTime: "2024-05-06T09:10:00", checkpointEveryMinutes: 5 };
const at = (hhmm: string) => `2024-05-06T${hhmm}:00`;

/** What `npm start -- history --run <folder>` prints, its lines of checkpoints only. */
async function listed(folder: string): Promise<string[]> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
  try {
    await commandHistory(["--run", folder]);
  } finally {
    spy.mockRestore();
  }
  return lines.filter((line) => /^\d{4}-/.test(line));
}

/** A run of the package's village from 09:00 to 09:10 (checkpoints every 5 minutes), run to its end. */
async function finishedRun(name: string): Promise<TownRun> {
  const run = await openRun(path.join(tmp, name), SPEC);
  await advance(run);
  return run;
}

describe("history", () => {
  it("does not list the checkpoint a stopped chunk leaves (the same world as the one before), and goes on from it", { timeout: 120_000 }, async () => {
    const run = await finishedRun("stopped");
    try {
      await setRunEnd(run, at("09:20"));
      // The resumed chunk stops midway (as when its model, a worker or the database fails).
      const stop = new AbortController();
      let steps = 0;
      const stopped = await advance(run, { signal: stop.signal, onRecord: () => ++steps === 5 && stop.abort(new Error("stopped")) }).then(() => null, (e: Error) => e);
      expect(stopped?.message).toBe("stopped");

      const points = await history(run);
      expect(points.map((p) => p.time)).toEqual([at("09:10"), at("09:10"), at("09:05"), at("09:00")]);
      expect(points[0]!.repeats).toBe(points[1]!.checkpointId);
      expect(points.slice(1).every((p) => !p.repeats && !p.leftBehind)).toBe(true);
      const lines = await listed(run.folder);
      expect(lines.map((line) => line.slice(0, 19))).toEqual([at("09:10"), at("09:05"), at("09:00")]);
      expect(lines[0]).toBe(`${at("09:10")}  step   3300  ${points[1]!.checkpointId}`);

      // A time picks the checkpoint history lists; the repeat's id still forks.
      expect(checkpointAt(points, at("09:10"), run.folder).checkpointId).toBe(points[1]!.checkpointId);
      const child = await fork(run, { at: points[0]!.checkpointId, folder: path.join(tmp, "stopped-fork") });
      expect((await history(child)).map((p) => p.time)).toEqual([at("09:10")]);
      await child.close();

      // Resumed, the run goes on from it: every time once.
      await advance(run);
      expect((await listed(run.folder)).map((line) => line.slice(0, 19))).toEqual([at("09:20"), at("09:15"), at("09:10"), at("09:05"), at("09:00")]);
    } finally {
      await run.close();
    }
  });

  it("lists a pause at the run's end once when the run goes on past it", { timeout: 120_000 }, async () => {
    const run = await openRun(path.join(tmp, "paused"), SPEC);
    try {
      const paused = await advance(run, { pause: { at: SPEC.endTime } });
      expect(paused.paused?.reason).toBe("time");
      await setRunEnd(run, at("09:20"));
      await advance(run);
      const lines = await listed(run.folder);
      expect(lines.map((line) => `${line.slice(0, 19)}${line.includes("paused") ? " paused" : ""}`)).toEqual([
        at("09:20"), at("09:15"), `${at("09:10")} paused`, at("09:05"), at("09:00"),
      ]);
    } finally {
      await run.close();
    }
  });

  it("says which checkpoints a resume left behind when it went back to where the run's outputs end", { timeout: 120_000 }, async () => {
    const run = await finishedRun("rewound");
    try {
      const before = await history(run);
      const back = before.find((p) => p.time === at("09:05"))!;
      expect(await rewindTo(run, back.tick)).toBe(at("09:05"));
      await advance(run);

      const points = await history(run);
      const left = points.filter((p) => p.leftBehind).map((p) => p.checkpointId);
      expect(left).toEqual([before[0]!.checkpointId]);
      const lines = await listed(run.folder);
      expect(lines.map((line) => line.slice(0, 19))).toEqual([at("09:10"), at("09:10"), at("09:05"), at("09:00")]);
      expect(lines[1]).toBe(`${at("09:10")}  step   3300  ${before[0]!.checkpointId}  left behind: the run was resumed from an earlier checkpoint, where its outputs ended`);
      expect(lines.filter((line) => line.includes("left behind"))).toHaveLength(1);
      // A time picks the run's own checkpoint, not the one left behind.
      expect(checkpointAt(points, at("09:10"), run.folder).checkpointId).toBe(points[0]!.checkpointId);
    } finally {
      await run.close();
    }
  });
});
