/**
 * Run folders as a user handles them: moved or copied (a parent with its forks, or a fork alone) they keep working;
 * history starts at the start; resume extends a run; fork takes a checkpoint id or a time (and says which checkpoint
 * a time between two took); forks made at the same moment never share a thread; a fork whose data is gone fails in
 * one sentence and makes nothing up. The command line runs as a child process, as a user would run it.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";
import { totalUsage } from "../state/usage.js";
import { advance, currentState, fork, history, openRun } from "../drivers/town/townRun.js";
import { readRunSpec } from "../drivers/town/runSpec.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import type { TownRun } from "../drivers/town/townRun.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-folders-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (args: string[]) => {
  const result = spawnSync(process.execPath, [...CLI, ...args], { encoding: "utf8", timeout: 300_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** The same command, started now and awaited later (for forks run at the same moment). */
const cliAsync = (args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [...CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });

/** `history` output as rows of time, step (from midnight of the start date) and checkpoint id. */
function historyRows(stdout: string): Array<{ time: string; step: number; id: string }> {
  return [...stdout.matchAll(/^(\S+)\s+step\s+(\d+)\s+(\S+)/gm)].map((m) => ({ time: m[1]!, step: Number(m[2]), id: m[3]! }));
}

async function memoriesOf(run: TownRun, persona: string): Promise<string[]> {
  const state = (await currentState(run))!;
  const stream = new MemoryStream({ store: run.store, cursor: state.personas[persona]!.memory, tick: state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" });
  return (await stream.all()).map((n) => `${n.id} ${n.created} ${n.description}`);
}

const BASE = path.join(tmp, "places", "base");
const START = "2024-05-06T06:40:00";
const END = "2024-05-06T06:55:00";

let made: ReturnType<typeof cli>;

beforeAll(() => {
  made = cli(["run", "--out", BASE, "--start", START, "--end", END, "--checkpoint-every", "5", "--seed", "3", "--set", "chatCooldownTicks=400"]);
  expect(made.code, made.stderr).toBe(0);
}, 600_000);

describe("a run's checkpoints", () => {
  it("start with the start (its first step), and the progress line ends at 100 % with the run's call count", () => {
    const shown = cli(["history", "--run", BASE]);
    expect(shown.code, shown.stderr).toBe(0);
    // 06:40 is step 2400 from midnight.
    expect(historyRows(shown.stdout).map((r) => `${r.time} ${r.step}`)).toEqual([
      "2024-05-06T06:55:00 2490", "2024-05-06T06:50:00 2460", "2024-05-06T06:45:00 2430", "2024-05-06T06:40:00 2400",
    ]);
    const spec = JSON.parse(readFileSync(path.join(BASE, "run.json"), "utf8")) as Record<string, unknown>;
    expect(spec.thresholds).toEqual({ chatCooldownTicks: 400 });

    const calls = /LLM: (\d+) calls/.exec(made.stdout)![1]!;
    const last = made.stderr.split("\n").filter((line) => line.startsWith("town ")).at(-1)!;
    // The progress line numbers steps as history does (06:55 is step 2490 from midnight), not ticks from the start.
    expect(last).toMatch(new RegExp(`^town 2024-05-06 06:55:00 \\| step 2490 \\| ${calls} LLM calls, \\d+ fallbacks? \\| 100\\.0% \\| ETA 0s \\| done in `));
  });

  it("stream each prompt's usage as the model calls happen, adding up to the checkpoints' totals", { timeout: 300_000 }, async () => {
    const run = await openRun(path.join(tmp, "usage"), { startTime: "2024-05-06T07:00:00", endTime: "2024-05-06T07:20:00", checkpointEveryMinutes: 10, threadId: "usage", seed: 2 });
    try {
      const events: Array<"usage" | "chunk"> = [];
      let streamed = 0;
      const state = await advance(run, {
        onUsage: (usage) => {
          events.push("usage");
          streamed += totalUsage(usage).calls;
        },
        onChunk: () => events.push("chunk"),
      });
      expect(streamed).toBe(totalUsage(state.usage).calls);
      expect(streamed).toBeGreaterThan(0);
      // Calls are counted as they happen: usage arrives within a chunk, before the checkpoint that ends it.
      expect(events.indexOf("usage")).toBeLessThan(events.indexOf("chunk"));
    } finally {
      await run.close();
    }
  });
});

describe("moved and copied run folders", () => {
  let forkId = "";

  it("a parent and its fork moved together keep history, resume and fork working, and nothing appears at the old place", { timeout: 600_000 }, async () => {
    const made = cli(["fork", "--run", BASE, "--at", "2024-05-06T06:45:00", "--out", path.join(tmp, "places", "fork"), "--whisper", "Ada Okafor: the mill is for sale"]);
    expect(made.code, made.stderr).toBe(0);
    const before = cli(["history", "--run", path.join(tmp, "places", "fork")]);
    forkId = historyRows(before.stdout)[0]!.id;

    renameSync(path.join(tmp, "places"), path.join(tmp, "moved"));
    const moved = path.join(tmp, "moved");
    const spec = JSON.parse(readFileSync(path.join(moved, "fork", "run.json"), "utf8")) as { forkedFrom: { folder: string }; dataDir?: string };
    expect(spec.forkedFrom.folder).toBe("../base");
    expect(spec.dataDir).toBeUndefined();

    // The parent forked again (into a folder of its own) while its moved fork is read and resumed.
    const again = cliAsync(["fork", "--run", path.join(moved, "base"), "--at", "2024-05-06T06:50:00", "--end", "2024-05-06T06:51:00", "--out", path.join(moved, "second")]);
    const shown = cli(["history", "--run", path.join(moved, "fork")]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(historyRows(shown.stdout).map((r) => r.id)).toEqual(historyRows(before.stdout).map((r) => r.id));

    // Extended by two simulated minutes past its end (--hours), from where it was.
    const resumed = cli(["resume", "--run", path.join(moved, "fork"), "--hours", String(2 / 60)]);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain("The run now ends at 2024-05-06T06:57:00.");
    expect(resumed.stdout).toContain(`Resuming ${path.join(moved, "fork")} from ${END}.`);
    expect(readRunSpec(path.join(moved, "fork")).endTime).toBe("2024-05-06T06:57:00");
    expect(historyRows(cli(["history", "--run", path.join(moved, "fork")]).stdout)[0]!.time).toBe("2024-05-06T06:57:00");

    const forked = await again;
    expect(forked.code, forked.stderr).toBe(0);
    expect(existsSync(path.join(tmp, "places")), "the old place stays empty").toBe(false);
  });

  it("a fork copied alone keeps its history, its memories and its whole movement log, resumes and forks again", { timeout: 600_000 }, async () => {
    const alone = path.join(tmp, "elsewhere", "fork");
    cpSync(path.join(tmp, "moved", "fork"), alone, { recursive: true });
    rmSync(path.join(tmp, "moved", "base"), { recursive: true }); // its parent is gone for good

    const shown = cli(["history", "--run", alone]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(historyRows(shown.stdout).map((r) => r.id)).toContain(forkId);
    expect(historyRows(shown.stdout).at(-1)).toMatchObject({ time: "2024-05-06T06:45:00", step: 2430 });

    const resumed = cli(["resume", "--run", alone, "--end", "2024-05-06T07:00:00"]);
    expect(resumed.code, resumed.stderr).toBe(0);
    const master = JSON.parse(readFileSync(path.join(alone, "master_movement.json"), "utf8")) as Record<string, unknown>;
    // Steps count from midnight: everyone's first entry under "0" (the original's layout), the parent's steps from
    // its start (06:40, step 2400) to the fork (06:45, step 2430) kept, and 06:59:50 (step 2519) the last.
    const changed = (key: number) => Object.keys((master[String(key)] ?? {}) as object).length;
    expect(changed(0), "everyone's first entry").toBeGreaterThan(0);
    const beforeFork = Array.from({ length: 29 }, (_, i) => 2401 + i);
    expect(beforeFork.some((key) => changed(key) > 0), "the parent's steps before the fork, kept").toBe(true);
    expect(Math.max(...Object.keys(master).map(Number))).toBe(2519);

    const run = await openRun(alone);
    try {
      expect(run.context.thresholds, "resume runs with the overrides of run.json").toEqual({ chatCooldownTicks: 400 });
      const memories = await memoriesOf(run, "Ada Okafor");
      expect(memories.some((m) => /the mill is for sale\.?$/.test(m))).toBe(true);
      expect(memories.some((m) => m.includes(" 2024-05-06T06:4")), "memories from before the fork").toBe(true);
    } finally {
      await run.close();
    }

    const again = cli(["fork", "--run", alone, "--at", "2024-05-06T06:50:00", "--end", "2024-05-06T06:52:00"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`into ${alone}-fork-1.`);
  });

  it("a fork whose data is gone fails in one sentence and makes nothing up", { timeout: 300_000 }, async () => {
    const broken = path.join(tmp, "broken");
    cpSync(path.join(tmp, "elsewhere", "fork"), broken, { recursive: true });
    rmSync(path.join(broken, "checkpoints.sqlite"));
    // A fork made before forks had their own files names its parent's folder for its data; that folder is gone.
    const old = path.join(tmp, "old-fork");
    cpSync(path.join(tmp, "elsewhere", "fork"), old, { recursive: true });
    const spec = JSON.parse(readFileSync(path.join(old, "run.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(path.join(old, "run.json"), JSON.stringify({ ...spec, dataDir: path.join(tmp, "gone-parent") }));

    // The three commands are independent: started at once.
    const [shown, tried, resumed] = await Promise.all([cliAsync(["history", "--run", broken]), cliAsync(["resume", "--run", broken]), cliAsync(["resume", "--run", old])]);
    for (const [command, result] of Object.entries({ history: shown, resume: tried })) {
      expect(result.code, command).toBe(1);
      expect(result.stderr.trim()).toBe(`simulacra: The run's checkpoints (${path.join(broken, "checkpoints.sqlite")}) are missing: a run folder must be moved or copied whole.`);
      expect(existsSync(path.join(broken, "checkpoints.sqlite"))).toBe(false);
    }
    expect(resumed.code).toBe(1);
    expect(resumed.stderr).toContain(`The run's checkpoints (${path.join(tmp, "gone-parent", "checkpoints.sqlite")}) are missing`);
    expect(existsSync(path.join(tmp, "gone-parent")), "the old folder is not made again").toBe(false);
  });
});

describe("fork --at and --end", () => {
  const parent = path.join(tmp, "atParent");

  beforeAll(() => {
    cpSync(path.join(tmp, "elsewhere", "fork"), parent, { recursive: true });
  });

  it("takes a checkpoint id as history prints it, and says which checkpoint a time between two took", { timeout: 600_000 }, async () => {
    const rows = historyRows(cli(["history", "--run", parent]).stdout);
    const at0650 = rows.find((r) => r.time === "2024-05-06T06:50:00")!;
    // Three forks of the same parent, each into its own folder: started at once.
    const [byId, between, unknown] = await Promise.all([
      cliAsync(["fork", "--run", parent, "--at", at0650.id, "--end", "2024-05-06T06:51:00", "--out", path.join(tmp, "byId")]),
      cliAsync(["fork", "--run", parent, "--at", "2024-05-06T06:53", "--end", "2024-05-06T06:56:00", "--out", path.join(tmp, "between"), "--set", "lateHourCutoff=22"]),
      cliAsync(["fork", "--run", parent, "--at", "1f0-not-a-checkpoint", "--out", path.join(tmp, "unknown")]),
    ]);
    expect(byId.code, byId.stderr).toBe(0);
    expect(byId.stdout).toContain(`Forked ${parent} at 2024-05-06T06:50:00 into ${path.join(tmp, "byId")}.`);
    expect(readRunSpec(path.join(tmp, "byId")).forkedFrom?.checkpointId).toBe(at0650.id);

    expect(between.code, between.stderr).toBe(0);
    expect(between.stdout).toContain(`No checkpoint at 2024-05-06T06:53:00; forking at 2024-05-06T06:50:00 (checkpoint ${at0650.id}).`);
    // The parent's threshold overrides, and the fork's own over them: in run.json and in the context the run uses.
    expect(readRunSpec(path.join(tmp, "byId")).thresholds).toEqual({ chatCooldownTicks: 400 });
    expect(readRunSpec(path.join(tmp, "between")).thresholds).toEqual({ chatCooldownTicks: 400, lateHourCutoff: 22 });

    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(`simulacra: ${parent} has no checkpoint "1f0-not-a-checkpoint" (npm start -- history --run ${parent} lists its checkpoints and times).`);
    expect(existsSync(path.join(tmp, "unknown"))).toBe(false);
  });

  it("refuses an end at or before the fork point, leaving no folder", { timeout: 300_000 }, async () => {
    const ends = ["2024-05-06T06:50:00", "2024-05-06T06:45:00"];
    const refusals = await Promise.all(ends.map((end) => cliAsync(["fork", "--run", parent, "--at", "2024-05-06T06:50:00", "--end", end])));
    for (const [i, end] of ends.entries()) {
      const refused = refusals[i]!;
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(`simulacra: The fork's end (${end}) must be after its fork point (2024-05-06T06:50:00).`);
    }
    expect(readdirSync(tmp).filter((name) => name.startsWith("atParent-fork"))).toEqual([]);
  });
});

describe("forks made at the same moment", () => {
  it("never share a thread: 10 in one process", { timeout: 600_000 }, async () => {
    const parent = await openRun(path.join(tmp, "atParent"));
    try {
      const at = (await history(parent)).find((p) => p.time === "2024-05-06T06:50:00")!.checkpointId;
      const children = await Promise.all(
        Array.from({ length: 10 }, (_, i) => fork(parent, { at, folder: path.join(tmp, "together", `f${i}`), endTime: "2024-05-06T06:51:00" })),
      );
      try {
        expect(new Set(children.map((c) => c.spec.threadId)).size).toBe(10);
        const firsts = await Promise.all(children.map(async (c) => (await history(c)).map((p) => p.checkpointId)));
        expect(firsts.every((ids) => ids.length === 1)).toBe(true);
        expect(new Set(firsts.flat()).size).toBe(10);
        // Each has the parent's memories at the fork in its own store.
        const expected = (await memoriesOf(children[0]!, "Tomas Reyes")).length;
        expect(expected).toBeGreaterThan(0);
        for (const c of children) expect((await memoriesOf(c, "Tomas Reyes")).length).toBe(expected);
      } finally {
        await Promise.all(children.map((c) => c.close()));
      }
    } finally {
      await parent.close();
    }
  });

  it("never share a folder or a thread: 10 command-line forks started at once", { timeout: 900_000 }, async () => {
    const parent = path.join(tmp, "atParent");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cliAsync(["fork", "--run", parent, "--at", "2024-05-06T06:50:00", "--end", "2024-05-06T06:50:30"])),
    );
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const folders = readdirSync(tmp).filter((name) => name.startsWith("atParent-fork-")).sort();
    expect(folders).toEqual(Array.from({ length: 10 }, (_, i) => `atParent-fork-${i + 1}`).sort());
    const threads = folders.map((f) => readRunSpec(path.join(tmp, f)).threadId);
    expect(new Set(threads).size).toBe(10);
  });
});
