/**
 * An experiment measured on a real run folder (Larkspur's busy morning, SQLite checkpoints and memories, the
 * simulated model): what it reports agrees with what the run wrote. A person counted at the event stands on a tile
 * of its place in movement.jsonl then; every grounded "yes" has a memory, read back from the run's store, that
 * mentions the fact; the density is the one the answers in experiment.json give; the measurement changes nothing
 * in the run and counts its model calls apart.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulate } from "../../../cli/simulate.js";
import { measureRun, type ExperimentFindings } from "../../../drivers/experiment/measureRun.js";
import { writeExperiment } from "../../../drivers/experiment/experimentReport.js";
import { stateAt } from "../../../drivers/town/interviews.js";
import { history, openRun, type TownRun } from "../../../drivers/town/townRun.js";
import { parseExperimentSpec } from "../../../state/experimentSpec.js";
import { totalUsage } from "../../../state/usage.js";
import { DEFAULT_VILLAGE } from "../../../villages/index.js";
import { expectAnswersSpokenWell, expectDensityFromAnswers, expectGroundedInMemories, expectPresenceFromMovementLog } from "../../support/experimentAgreement.js";

const spec = parseExperimentSpec({
  name: "a Larkspur morning",
  facts: [{
    id: "tasting",
    text: "Ada Okafor is holding a free tasting of her new honey-rye loaf at Okafor Bakery today.",
    question: "Did you know there is a free honey-rye tasting at the bakery today?",
    keywords: ["tasting|taste"],
    told: { person: "Ada Okafor", at: "2024-05-06T09:00:00" },
  }],
  events: [{ id: "morning", name: "the morning at Okafor Bakery", place: { sector: "Okafor Bakery" }, start: "2024-05-06T10:00:00", end: "2024-05-06T11:00:00", fact: "tasting" }],
  times: ["2024-05-06T09:00:00", "2024-05-06T11:00:00"],
});

let folder: string;
let run: TownRun;
let findings: ExperimentFindings;
let checkpointsBefore: number;
let runCallsBefore: number;

beforeAll(async () => {
  folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "measure-run-")), "run");
  run = await openRun(folder, { startTime: "2024-05-06T09:00:00", endTime: "2024-05-06T11:00:00", checkpointEveryMinutes: 30 });
  await simulate(run, false, [{ at: "2024-05-06T09:00:00", persona: "Ada Okafor", text: "You are holding a free tasting of your new honey-rye loaf at Okafor Bakery today." }]);
  checkpointsBefore = (await history(run)).length;
  runCallsBefore = totalUsage((await stateAt(run)).state.usage).calls;
  findings = await measureRun(run, spec);
  writeExperiment(findings);
}, 600_000);

afterAll(async () => {
  await run?.close();
  if (folder) fs.rmSync(path.dirname(folder), { recursive: true, force: true });
});

describe("an experiment measured on a run folder", () => {
  it("counts at the event exactly those the movement log puts on a tile of its place during it", () => {
    expect(expectPresenceFromMovementLog(folder, DEFAULT_VILLAGE.mapDir, findings)).toEqual([expect.any(Number)]);
    expect(findings.events[0]!.present.length).toBeGreaterThan(0);
  });

  it("grounds every yes it counts in a memory of the person, read back from the run's store, that mentions the fact", async () => {
    expect(await expectGroundedInMemories(run, findings)).toBeGreaterThan(0);
    // The whisper made Ada know it from the first time asked.
    expect(findings.awareness.find((a) => a.person === "Ada Okafor" && a.time === "2024-05-06T09:00:00")).toMatchObject({ said: "yes", grounded: true });
    expect(findings.heardFrom.find((h) => h.person === "Ada Okafor")).toMatchObject({ source: "told" });
  });

  it("gives the density the answers in experiment.json give", () => {
    const written = JSON.parse(fs.readFileSync(path.join(folder, "experiment.json"), "utf8")) as ExperimentFindings;
    expect(written.relationships).toHaveLength(2);
    expectDensityFromAnswers(written);
  });

  it("changes nothing in the run and counts its own model calls apart", async () => {
    expect((await history(run)).length).toBe(checkpointsBefore);
    expect(findings.usage.runCalls).toBe(runCallsBefore);
    expect(findings.usage.measurement.interview_answer?.calls).toBeGreaterThan(0);
    expect(findings.usage.measurement.fact_awareness?.calls).toBe(spec.facts.length * 3 * findings.snapshots.length);
    expect(findings.usage.measurementCalls).toBe(totalUsage(findings.usage.measurement).calls);
  });

  it("hears every answer as a person would say it: none fell back, none reads wrong (person, pronoun, agreement)", () => {
    expectAnswersSpokenWell(findings);
  });

  it("writes experiment.md, experiment.json and the charts into the run folder", () => {
    const md = fs.readFileSync(path.join(folder, "experiment.md"), "utf8");
    expect(md).toContain("## Information diffusion");
    expect(md).toContain("Measured with the simulated model");
    for (const chart of ["diffusion", "relationships-start", "relationships-end", "attendance-morning"]) {
      expect(fs.readFileSync(path.join(folder, "experiment", `${chart}.svg`), "utf8")).toMatch(/^<svg /);
    }
  });
});
