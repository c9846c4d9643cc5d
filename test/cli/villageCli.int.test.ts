/**
 * Integration through the command line (issue 22): `new village <folder>` writes an example that runs as it is;
 * `run --village <folder> --hours 1` builds it into the run folder with a copy of the spec; the run folder moved
 * elsewhere still forks; a bad spec exits non-zero listing every problem and leaves no run folder.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "../support/cli.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-village-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (args: string[]) => {
  const result = spawnSync(process.execPath, [...CLI, ...args], {
    encoding: "utf8",
    timeout: 500_000,
    env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe("your own village from the command line", () => {
  it("new village, run --village --hours 1, move the run folder, fork it", { timeout: 900_000 }, () => {
    const spec = path.join(tmp, "fernhollow");
    const made = cli(["new", "village", spec]);
    expect(made.code, made.stderr).toBe(0);
    expect(existsSync(path.join(spec, "village.yaml"))).toBe(true);
    expect(existsSync(path.join(spec, "village.schema.json"))).toBe(true);
    // Never overwritten.
    const again = cli(["new", "village", spec]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("exists already");

    const run = path.join(tmp, "runs", "first");
    const ran = cli(["run", "--village", spec, "--hours", "1", "--out", run]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toContain("Simulating Ilona Varga, Marek Varga, Noor Haddad, Dara Quinn, Tobias Lund from 2025-03-03T07:00:00 to 2025-03-03T08:00:00");
    expect(readFileSync(path.join(run, "village", "village.yaml"), "utf8")).toBe(readFileSync(path.join(spec, "village.yaml"), "utf8"));
    const runJson = JSON.parse(readFileSync(path.join(run, "run.json"), "utf8"));
    expect(runJson.scenario).toEqual({ baseDir: "village/base", mapDir: "village/map", history: "village/history.csv" });
    expect(runJson.thresholds).toEqual({ chatCooldownTicks: 300 });
    // Every step of the hour was written, each person on a floor tile of the built map.
    const lines = readFileSync(path.join(run, "movement.jsonl"), "utf8").trim().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(360);

    // The spec's folder is gone and the run folder moved: the fork reads the village the run keeps.
    rmSync(spec, { recursive: true });
    const moved = path.join(tmp, "elsewhere", "first");
    renameSync(path.join(tmp, "runs"), path.join(tmp, "elsewhere"));
    const fork = cli(["fork", "--run", moved, "--at", "2025-03-03T07:00:00", "--whisper", "Noor Haddad: I should tell Dara about my almond pastry", "--end", "2025-03-03T07:30:00"]);
    expect(fork.code, fork.stderr).toBe(0);
    const forkJson = JSON.parse(readFileSync(path.join(tmp, "elsewhere", "first-fork-1", "run.json"), "utf8"));
    expect(forkJson.scenario.mapDir).toBe("../first/village/map");
  });

  it("a bad spec exits 1 with every problem, one line each, and leaves no run folder", { timeout: 300_000 }, () => {
    const spec = path.join(tmp, "bad");
    expect(cli(["new", "village", spec]).code).toBe(0);
    const file = path.join(spec, "village.yaml");
    const text = readFileSync(file, "utf8").replace("arena: Dara's bedroom", "arena: attic").replace("chatCooldownTicks: 300", "chatCooldwnTicks: 300");
    writeFileSync(file, text);
    const out = path.join(tmp, "bad-run");
    const ran = cli(["run", "--village", spec, "--out", out]);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain(`simulacra: ${file} has 2 problems:`);
    expect(ran.stderr).toContain(`field "world.thresholds.chatCooldwnTicks": no threshold is named "chatCooldwnTicks"; did you mean "chatCooldownTicks"?`);
    expect(ran.stderr).toContain(`field "people[3].home.arena": "Linden House" has no arena "attic"`);
    expect(existsSync(out)).toBe(false);
  });
});
