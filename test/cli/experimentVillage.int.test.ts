/**
 * Integration through the command line (issue 23): the experiment of a village spec of one's own. `experiment
 * --village <spec>` builds the spec into the run folder, whispers its fact at its time, runs it and measures the
 * facts, the event and the times the spec declares; what it reports agrees with the run's own files (the movement log,
 * the memories in the run's store, the answers in experiment.json). `experiment --run` of a run made with
 * `run --village` finds the spec's facts and events by itself.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExperimentFindings } from "../../drivers/experiment/measureRun.js";
import { openRun } from "../../drivers/town/townRun.js";
import { EXAMPLE_VILLAGE_YAML } from "../../villages/exampleVillage.js";
import { CLI } from "../support/cli.js";
import { expectAnswersSpokenWell, expectDensityFromAnswers, expectGroundedInMemories, expectPresenceFromMovementLog } from "../support/experimentAgreement.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-experiment-village-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (args: string[]) => {
  const result = spawnSync(process.execPath, [...CLI, ...args], {
    encoding: "utf8",
    timeout: 600_000,
    env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/**
 * Fernhollow (the example `new village` writes: Dara Quinn is told of the bake sale at 07:30) with an event to come
 * to, the cafe's morning, when Ilona and Noor work there, and the times to ask.
 */
const SPEC = `${EXAMPLE_VILLAGE_YAML}
events:
  - id: cafe-morning
    name: the morning at Brook Street Cafe
    place: { sector: Brook Street Cafe }
    start: "2025-03-03T08:30:00"
    end: "2025-03-03T09:30:00"
    fact: bake-sale

times: ["2025-03-03T07:00:00", "2025-03-03T08:00:00", "2025-03-03T10:00:00"]
`;

const village = path.join(tmp, "fernhollow");
const experimentRun = path.join(tmp, "runs", "experiment");
let said: ReturnType<typeof cli>;
let written: ExperimentFindings;

beforeAll(() => {
  rmSync(village, { recursive: true, force: true });
  expect(cli(["new", "village", village]).code).toBe(0);
  writeFileSync(path.join(village, "village.yaml"), SPEC);
  said = cli(["experiment", "--village", village, "--hours", "3", "--out", experimentRun]);
  expect(said.code, said.stderr).toBe(0);
  written = JSON.parse(readFileSync(path.join(experimentRun, "experiment.json"), "utf8")) as ExperimentFindings;
}, 900_000);

describe("experiment --village <spec>", () => {
  it("runs the spec's village, its fact whispered at its time, and measures what the spec declares", () => {
    expect(said.stdout).toContain(`Experiment "Fernhollow: the morning at Brook Street Cafe": simulating 5 people from 2025-03-03 07:00:00 to 2025-03-03 10:00:00`);
    expect(said.stdout).toContain("Results: ");
    // The village is kept in the run folder, as run --village keeps it.
    expect(readFileSync(path.join(experimentRun, "village", "village.yaml"), "utf8")).toBe(SPEC);
    expect(written.spec.facts.map((f) => f.id)).toEqual(["bake-sale"]);
    expect(written.spec.events.map((e) => [e.id, e.place.sector, e.fact])).toEqual([["cafe-morning", "Brook Street Cafe", "bake-sale"]]);
    expect(written.spec.times).toEqual(["2025-03-03T07:00:00", "2025-03-03T08:00:00", "2025-03-03T10:00:00"]);
    expect(written.people).toHaveLength(5);
    // Dara plans the bake sale herself (her status): she knows it from the start, before it is told her at 07:30.
    const dara = (time: string) => written.awareness.find((a) => a.person === "Dara Quinn" && a.fact === "bake-sale" && a.time === time);
    expect(dara("2025-03-03T07:00:00")).toMatchObject({ said: "yes", grounded: true, memoryHolds: true });
    expect(dara("2025-03-03T10:00:00")).toMatchObject({ said: "yes", grounded: true });
    expect(written.heardFrom.find((h) => h.person === "Dara Quinn")).toMatchObject({ source: "history" });
    // Nobody else plans it: the others did not know it at 07:00.
    expect(written.awareness.filter((a) => a.person !== "Dara Quinn" && a.fact === "bake-sale" && a.time === "2025-03-03T07:00:00").map((a) => a.said)).not.toContain("yes");
  });

  it("counts at the event exactly those the movement log puts on the cafe's tiles during it", () => {
    const [present] = expectPresenceFromMovementLog(experimentRun, path.join(experimentRun, "village", "map"), written);
    expect(present).toBeGreaterThan(0);
  });

  it("grounds every yes in a memory of the person, read back from the run's store, that mentions the fact", async () => {
    const run = await openRun(experimentRun, undefined, { workers: false });
    try {
      expect(await expectGroundedInMemories(run, written)).toBeGreaterThan(0);
    } finally {
      await run.close();
    }
  });

  it("gives the densities the answers in experiment.json give, at the first and the last time", () => {
    expect(written.relationships.map((r) => r.time)).toEqual(["2025-03-03T07:00:00", "2025-03-03T10:00:00"]);
    expectDensityFromAnswers(written);
  });

  it("hears every answer as a person would say it (a village of the user's own, through the command line)", () => {
    expectAnswersSpokenWell(written);
  });
});

describe("experiment --run of a run made with run --village", () => {
  it("measures the facts, events and times of the spec kept with the run, inside the run's span", { timeout: 900_000 }, () => {
    const plain = path.join(tmp, "runs", "plain");
    const ran = cli(["run", "--village", village, "--start", "2025-03-03T07:30:00", "--hours", "2", "--out", plain]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(existsSync(path.join(plain, "experiment.json"))).toBe(false);
    const measured = cli(["experiment", "--run", plain]);
    expect(measured.code, measured.stderr).toBe(0);
    const findings = JSON.parse(readFileSync(path.join(plain, "experiment.json"), "utf8")) as ExperimentFindings;
    expect(findings.spec.facts.map((f) => f.id)).toEqual(["bake-sale"]);
    expect(findings.spec.events.map((e) => e.id)).toEqual(["cafe-morning"]);
    // 07:00 is before the run began and 10:00 after it ends: left out, not refused; the run's end is measured too.
    expect(findings.spec.times).toEqual(["2025-03-03T08:00:00", "2025-03-03T09:30:00"]);
    expect(findings.snapshots.map((s) => s.asked)).toEqual(["2025-03-03T08:00:00", "2025-03-03T08:30:00", "2025-03-03T09:00:00", "2025-03-03T09:30:00"]);
    // A plain run whispers nothing: only Dara, who plans the bake sale herself, knows it (her status is her memory);
    // nobody else's "yes" is grounded in a memory of a bake sale they were never told.
    expect([...new Set(findings.awareness.filter((a) => a.grounded).map((a) => a.person))]).toEqual(["Dara Quinn"]);
  });

  it("refuses --village with --run or a named experiment in one sentence", () => {
    const both = cli(["experiment", "--village", village, "--run", experimentRun]);
    expect(both.code).toBe(1);
    expect(both.stderr.trim()).toBe("simulacra: --village makes a new run of a village spec and measures it: give it without --run.");
    const named = cli(["experiment", "larkspur", "--village", village]);
    expect(named.code).toBe(1);
    expect(named.stderr.trim()).toBe("simulacra: --village makes a new run of a village spec and measures it: give it without larkspur.");
    const bad = path.join(tmp, "bad");
    rmSync(bad, { recursive: true, force: true });
    expect(cli(["new", "village", bad]).code).toBe(0);
    writeFileSync(path.join(bad, "village.yaml"), SPEC.replace("place: { sector: Brook Street Cafe }", "place: { sector: Brook Stret Cafe }"));
    const out = path.join(tmp, "bad-run");
    const refused = cli(["experiment", "--village", bad, "--out", out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`field "events[0].place.sector": the event's place "Brook Stret Cafe" is not a place of the village; did you mean "Brook Street Cafe"?`);
    expect(existsSync(out)).toBe(false);
  });
});
