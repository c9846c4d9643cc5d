/**
 * `npm start -- compare` on a real fork made with the command line: a night run of the package's village, forked at
 * 23:50 with a whisper to Ada about Tomas's poetry night. Her new day's plan, made at midnight with the whisper
 * among her memories, differs from the parent's, so she is the first (and only) person whose day diverges, once she
 * wakes at 04:00; the comparison says when on the terminal and in compare.md and compare.json, alike.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "../../support/cli.js";
import type { RunComparison } from "../../../drivers/compare/compareRuns.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-compare-cli-"));
const RUN = path.join(tmp, "night");
const FORK = path.join(tmp, "night-whisper");
const WHISPER = "Tomas is planning a poetry night at the library on Friday";
const cli = (args: string[]) => spawnSync(process.execPath, [...CLI, ...args], { encoding: "utf8", timeout: 600_000 });

describe("npm start -- compare", () => {
  beforeAll(() => {
    const made = cli(["run", "--out", RUN, "--start", "2024-05-06T23:40:00", "--end", "2024-05-07T04:40:00", "--checkpoint-every", "10", "--seed", "3"]);
    expect(made.status, made.stderr).toBe(0);
    const forked = cli(["fork", "--run", RUN, "--at", "2024-05-06T23:50:00", "--whisper", `Ada Okafor: ${WHISPER}`, "--out", FORK]);
    expect(forked.status, forked.stderr).toBe(0);
  }, 600_000);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("names the whispered person's first divergence and writes compare.md and compare.json into the fork", { timeout: 120_000 }, () => {
    const out = cli(["compare", "--run", RUN, "--run", FORK]);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain("Comparing night (A) with night-whisper (B) from 2024-05-06 23:40 to 2024-05-07 04:40");
    expect(out.stdout).toContain(`Whisper in night-whisper at 23:50 to Ada Okafor: “${WHISPER}”`);
    expect(out.stdout).toContain(`Written: ${path.join(FORK, "compare.md")} (and compare.json)`);
    const c = JSON.parse(fs.readFileSync(path.join(FORK, "compare.json"), "utf8")) as RunComparison;
    const diverging = c.people.filter((p) => p.divergence);
    expect(diverging.map((p) => p.name)).toEqual(["Ada Okafor"]);
    const { time, step } = diverging[0]!.divergence!;
    // After she wakes (the plan made at midnight shows in the day she lives), before the runs end.
    expect(time >= "2024-05-07T04:00:00" && time < "2024-05-07T04:40:00", time).toBe(true);
    // Steps of 10 s from the village's day: 04:00 is step 10080.
    const minutes = (Date.parse(`${time}Z`) - Date.parse("2024-05-07T04:00:00Z")) / 60_000;
    expect(step).toBe(10080 + minutes * 6);
    const hhmm = time.slice(11, 16);
    expect(out.stdout).toMatch(new RegExp(`First divergences:\\n {2}${hhmm} \\(step ${step}\\) {2}Ada Okafor: A .* \\/ B .*\\n {2}unchanged: Tomas Reyes, Mei Lin\\n`));
    // The whisper is a memory of the fork only; her day's plan differs in each branch.
    const ada = c.people.find((p) => p.name === "Ada Okafor")!;
    expect(ada.memories.b.some((m) => m.created === "2024-05-06T23:50:00" && m.text.includes(WHISPER))).toBe(true);
    expect(ada.memories.a.some((m) => m.kind === "p" && m.created === "2024-05-07T00:00:00")).toBe(true);
    expect(fs.readFileSync(path.join(FORK, "compare.md"), "utf8")).toContain(`First diverges at 2024-05-07 ${hhmm} (step ${step}`);
  });

  it("writes elsewhere with --out, and says in one sentence what is wrong", { timeout: 120_000 }, () => {
    const other = path.join(tmp, "elsewhere");
    expect(cli(["compare", "--run", FORK, "--run", RUN, "--out", other]).status).toBe(0);
    expect(fs.existsSync(path.join(other, "compare.json"))).toBe(true);
    const one = cli(["compare", "--run", RUN]);
    expect(one.status).not.toBe(0);
    expect(one.stderr.trim().split("\n").at(-1)).toMatch(/compare takes two run folders \(--run A --run B\), got 1\./);
    const missing = cli(["compare", "--run", RUN, "--run", path.join(tmp, "nowhere")]);
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain(`${path.join(tmp, "nowhere")} is not a run folder (no run.json).`);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});
