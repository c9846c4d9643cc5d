/**
 * Integration: a run killed with kill -9 while its replay is being written (issue 25: ten simulated minutes were
 * missing from one such page until `replay --rebuild`). `replay` finds the shortfall (the movement log past the replay,
 * a chunk unlike its index entry, a replay left live) and writes it again before serving, so the page shows every step
 * the movement log holds, in chunks that match their index.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "../support/cli.js";
import { parseReplayScript, REPLAY_DIR } from "../../drivers/replay/replayFormat.js";
import { replayShortfall } from "../../drivers/replay/runReplay.js";
import { lastMovementStep } from "../../drivers/town/runOutputs.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-replay-kill-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function start(args: string[]) {
  const child = spawn(process.execPath, [...CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", () => {});
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, out: () => stdout };
}

async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const chunksOf = (folder: string) => readdirSync(path.join(folder, REPLAY_DIR)).filter((f) => /^chunk-\d+\.js$/.test(f));

describe("replay after kill -9", () => {
  it("writes a killed run's replay again before serving it: every step of the movement log, chunks as their index says", { timeout: 900_000 }, async () => {
    const folder = path.join(tmp, "killed");
    const run = start(["run", "--out", folder, "--start", "2024-05-06T07:00:00", "--hours", "12", "--checkpoint-every", "10"]);
    // Killed mid-chunk, a few checkpoints in: the replay's last flush is behind the movement log.
    await until(() => {
      try {
        return chunksOf(folder).length >= 3;
      } catch {
        return false;
      }
    }, "three replay chunks");
    await new Promise((r) => setTimeout(r, 300));
    run.child.kill("SIGKILL");
    await run.exited;
    expect(replayShortfall(folder), "a killed run's replay falls short").not.toBeNull();

    const served = start(["replay", "--run", folder, "--port", "0"]);
    await until(() => served.out().includes("Press Ctrl-C to stop serving."), "the replay server");
    served.child.kill("SIGTERM");
    await served.exited;
    expect(served.out()).toMatch(/Writing the replay of .+ from its movement log and checkpoints \(.+\)\.\.\./);

    expect(replayShortfall(folder)).toBeNull();
    const dir = path.join(folder, REPLAY_DIR);
    const index = parseReplayScript(readFileSync(path.join(dir, "index.js"), "utf8"), "index")!;
    expect(index.live).toBe(false);
    expect(index.toStep).toBe(lastMovementStep(folder) + 1);
    // The chunks cover every step from the first to the last, one after another.
    const refs = [...index.chunks].sort((a, b) => a.from - b.from);
    expect(refs[0]!.from).toBe(index.firstStep);
    refs.slice(1).forEach((ref, i) => expect(ref.from, ref.file).toBe(refs[i]!.to));
    expect(refs.at(-1)!.to).toBe(index.toStep);
    for (const ref of refs) {
      const chunk = parseReplayScript(readFileSync(path.join(dir, ref.file), "utf8"), "chunk")!;
      expect([chunk.from, chunk.to]).toEqual([ref.from, ref.to]);
    }
  });
});
