/**
 * Town runs on disk, as a user drives them: a run killed mid-way resumes and ends exactly as a run that was never
 * interrupted; a fork with a whisper diverges while the original branch and each branch's memories stay their own.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { advance, currentState, fork, history, openRun, type TownRun } from "../drivers/town/townRun.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-town-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const RUN_ARGS = ["--start", "2024-05-06T06:40:00", "--hours", "0.75", "--checkpoint-every", "5", "--seed", "3", "--movement-files"];
const cli = (args: string[]) =>
  spawnSync(process.execPath, [...CLI, ...args], { encoding: "utf8", timeout: 300_000 });

/** Everything a run wrote that must not depend on interruptions (movement log and files, compressed log, usage). */
function outputs(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const step of readdirSync(path.join(folder, "movement"))) {
    files[`movement/${step}`] = readFileSync(path.join(folder, "movement", step), "utf8");
  }
  for (const file of ["movement.jsonl", "master_movement.json", "usage.json", "reverie/meta.json"]) {
    files[file] = readFileSync(path.join(folder, file), "utf8");
  }
  return files;
}

async function memoriesOf(run: TownRun, persona: string) {
  const state = (await currentState(run))!;
  const stream = new MemoryStream({
    store: run.store,
    cursor: state.personas[persona]!.memory,
    tick: state.clock.tick,
    embeddings: new HashingEmbeddings(),
    embedderId: "hashing",
  });
  return (await stream.all()).map((n) => `${n.id} ${n.created} ${n.description}`).reverse();
}

describe("a town run killed mid-way", () => {
  it("resumes from its last checkpoint and ends exactly as an uninterrupted run", { timeout: 600_000 }, async () => {
    const whole = path.join(tmp, "whole");
    const cut = path.join(tmp, "cut");
    expect(cli(["run", "--out", whole, ...RUN_ARGS]).status).toBe(0);

    // Kill the second run (SIGKILL: no clean-up) once it has checkpointed at least twice.
    const child = spawn(process.execPath, [...CLI, "run", "--out", cut, ...RUN_ARGS], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let progress = "";
    await new Promise<void>((resolve, reject) => {
      child.stderr.on("data", (chunk: Buffer) => {
        progress += chunk.toString();
        if (/ 30\.0%/.test(progress)) {
          child.kill("SIGKILL");
        }
      });
      child.on("exit", (code, signal) => (signal === "SIGKILL" ? resolve() : reject(new Error(`run ended by itself (${code}): ${progress}`))));
    });
    const interrupted = await openRun(cut);
    const left = await currentState(interrupted);
    await interrupted.close();
    expect(left, "a checkpoint was written before the kill").toBeDefined();
    expect(left!.clock.time < "2024-05-06T07:25:00").toBe(true);
    // Steps reach the disk after the graph computed them, so a kill can leave the last checkpoint ahead of the
    // movement log: make sure it is (the steps from 5 before it are gone); resume goes back to a checkpoint the
    // log reaches.
    // The files number steps from midnight (06:40 is step 2400); the checkpoint's tick counts from the run's start.
    const cutAt = 2400 + left!.clock.tick - 5;
    const log = path.join(cut, "movement.jsonl");
    const lines = readFileSync(log, "utf8").split("\n").filter(Boolean);
    const kept = lines.filter((line) => JSON.parse(line).step < cutAt);
    expect(kept.length).toBeGreaterThan(0);
    // (On a busy machine the log may already end more than 5 steps before the checkpoint: then nothing is cut.)
    writeFileSync(log, kept.map((line) => `${line}\n`).join(""));
    for (const file of readdirSync(path.join(cut, "movement"))) {
      if (Number.parseInt(file, 10) >= cutAt) rmSync(path.join(cut, "movement", file));
    }

    const resumed = cli(["resume", "--run", cut]);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain("continuing from");
    expect(resumed.stdout).toContain("Resuming");
    expect(outputs(cut)).toEqual(outputs(whole));
    expect(Object.keys(outputs(whole))).toContain("movement/2400.json");

    const a = await openRun(whole);
    const b = await openRun(cut);
    try {
      const [sa, sb] = [(await currentState(a))!, (await currentState(b))!];
      // Same personas, same memories; only the run's own name (its memory branch) differs.
      for (const name of sa.order) {
        expect(sb.personas[name]!.scratch).toEqual(sa.personas[name]!.scratch);
        expect(await memoriesOf(b, name)).toEqual(await memoriesOf(a, name));
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe("a fork with a whisper", () => {
  it("diverges, leaves the original untouched, and keeps each branch's memories its own", { timeout: 600_000 }, async () => {
    const folder = path.join(tmp, "original");
    const parent = await openRun(folder, {
      startTime: "2024-05-06T06:40:00",
      endTime: "2024-05-06T07:10:00",
      checkpointEveryMinutes: 10,
      threadId: "original",
      seed: 1,
    });
    try {
      await advance(parent);
      const before = await memoriesOf(parent, "Ada Okafor");
      const points = await history(parent);
      const at = points.find((p) => p.time === "2024-05-06T06:50:00")!;
      expect(at).toBeDefined();

      const thought = "Tomas is planning a poetry night at the library on Friday";
      const child = await fork(parent, {
        at: at.checkpointId,
        folder: path.join(tmp, "fork"),
        whisper: { persona: "Ada Okafor", text: thought },
      });
      try {
        await advance(child);
        const forked = await memoriesOf(child, "Ada Okafor");
        // The fork sees what Ada remembered at the checkpoint, then the whisper, then its own days.
        const shared = before.filter((m) => m.split(" ")[1]! < "2024-05-06T06:50:00");
        expect(forked.slice(0, shared.length)).toEqual(shared);
        // Kept as Ada's inner thought: a statement about her that holds the whisper.
        const whispered = forked.filter((m) => m.includes(thought));
        expect(whispered).toHaveLength(1);
        expect(whispered[0]).toMatch(/ Ada Okafor knows that Tomas is planning a poetry night at the library on Friday\.$/);
        // The original never sees the whisper, and running the fork changed nothing of it.
        expect(before.some((m) => m.includes(thought))).toBe(false);
        expect(await memoriesOf(parent, "Ada Okafor")).toEqual(before);
        expect((await history(parent)).map((p) => p.checkpointId)).toEqual(points.map((p) => p.checkpointId));

        // Continuing the original later does not leak into the fork either.
        const forkedBefore = await memoriesOf(child, "Ada Okafor");
        await advance(parent, { until: "2024-05-06T07:20:00" });
        expect(await memoriesOf(child, "Ada Okafor")).toEqual(forkedBefore);
        expect((await memoriesOf(parent, "Ada Okafor")).some((m) => m.includes(thought))).toBe(false);
        expect(existsSync(path.join(tmp, "fork", "run.json"))).toBe(true);
      } finally {
        await child.close();
      }
    } finally {
      await parent.close();
    }
  });
});
