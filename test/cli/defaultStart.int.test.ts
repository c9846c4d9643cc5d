/**
 * Integration: a first short run shows a village awake (issue 28.1). The command line without --start begins where
 * Studio's town graph and a run spec without a start begin (villages/index.ts defaultStartTime): Larkspur at 09:00,
 * not at its saved midnight, so `run --hours 1` shows people working and talking, not only "sleeping". A replay with
 * the wrong --seed leaves no folder behind (issue 28.5).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "../support/cli.js";
import { checkNewRunSpec, parseRunSpec } from "../../drivers/town/runSpec.js";
import { DEFAULT_VILLAGE_BUSY_START } from "../../villages/index.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-start-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("a run without --start", () => {
  it("starts at the village's busy morning, as Studio does, and shows people awake and doing things", { timeout: 300_000 }, () => {
    const folder = path.join(tmp, "first");
    const result = spawnSync(process.execPath, [...CLI, "run", "--hours", "1", "--set", "chatCooldownTicks=400", "--record", "--out", folder], {
      encoding: "utf8",
      timeout: 280_000,
      env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
    });
    expect(result.status, result.stderr).toBe(0);
    const spec = JSON.parse(readFileSync(path.join(folder, "run.json"), "utf8")) as { startTime: string };
    // the command line's default is the one a spec without a start gets (Studio's town graph follows the same rule)
    expect(spec.startTime).toBe(DEFAULT_VILLAGE_BUSY_START);
    expect(checkNewRunSpec(parseRunSpec({ endTime: "2024-05-07T00:00:00", threadId: "t" })).startTime).toBe(spec.startTime);
    expect(result.stdout).toContain(`from ${DEFAULT_VILLAGE_BUSY_START} to 2024-05-06T10:00:00`);
    // every person's timeline has rows, and most of what the hour shows is not sleep
    const rows = readdirSync(path.join(folder, "timeline")).flatMap((file) =>
      readFileSync(path.join(folder, "timeline", file), "utf8").split("\n").filter((line) => /^\| \d\d:\d\d \|/.test(line)),
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const awake = rows.filter((row) => !/sleep/i.test(row.split("|")[3] ?? ""));
    expect(awake.length / rows.length).toBeGreaterThan(0.8);
  });

  it("replayed with another seed than its recording's, is refused before any folder is made", { timeout: 300_000 }, () => {
    const recording = path.join(tmp, "first", "model-exchanges.jsonl");
    for (const out of [["--out", path.join(tmp, "replayed")], []]) {
      const result = spawnSync(process.execPath, [...CLI, "run", "--hours", "1", "--model", `replay:${recording}`, "--seed", "3", ...out], {
        encoding: "utf8",
        timeout: 280_000,
        cwd: tmp,
        env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`simulacra: The recording ${recording} was made with seed 0: replay it with the same seed (--seed 0).`);
    }
    expect(readdirSync(tmp).sort()).toEqual(["first"]);
  });
});
