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
import { fullStepsOfLog, MOVEMENT_LOG } from "../../../drivers/town/movementLog.js";
import { history, openRun, type TownRun } from "../../../drivers/town/townRun.js";
import { parseExperimentSpec } from "../../../state/experimentSpec.js";
import { density, memoryText } from "../../../state/experimentFigures.js";
import { mentionsFact } from "../../../state/experimentSpec.js";
import { totalUsage } from "../../../state/usage.js";
import { memoriesAt } from "../../../tools/experiment/asking.js";
import { loadTownMap } from "../../../tools/world/smallvilleLoader.js";
import { readRunSettings } from "../../../state/runContext.js";
import { DEFAULT_VILLAGE } from "../../../villages/index.js";
import { speechProblems } from "../../support/speechProblems.js";

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
    const map = loadTownMap(DEFAULT_VILLAGE.mapDir);
    const event = spec.events[0]!;
    const there = new Map<string, string[]>();
    for (const step of fullStepsOfLog(path.join(folder, MOVEMENT_LOG))) {
      if (step.time < event.start || step.time >= event.end) continue;
      for (const [name, m] of Object.entries(step.persona)) if (map.tileAt(m.movement).sector === event.place.sector) there.set(name, [...(there.get(name) ?? []), step.time]);
    }
    const present = findings.events[0]!.present;
    expect(present.length).toBeGreaterThan(0);
    expect(present.map((p) => p.person).sort()).toEqual([...there.keys()].sort());
    for (const p of present) {
      expect(there.get(p.person)).toContain(p.arrived);
      expect(there.get(p.person)).toContain(p.left);
    }
  });

  it("grounds every yes it counts in a memory of the person, read back from the run's store, that mentions the fact", async () => {
    const grounded = findings.awareness.filter((a) => a.said === "yes" && a.grounded);
    expect(grounded.length).toBeGreaterThan(0);
    const settings = readRunSettings({ context: run.context });
    for (const answer of grounded) {
      const { state } = await stateAt(run, answer.time);
      const memories = await memoriesAt(state.personas[answer.person]!, state.clock, { store: run.store, settings });
      expect(answer.evidence.length).toBeGreaterThan(0);
      for (const evidence of answer.evidence) {
        const memory = memories.find((m) => m.id === evidence.id);
        expect(memory, `${answer.person}'s ${evidence.id}`).toBeDefined();
        expect(mentionsFact(memoryText(memory!), spec.facts[0]!.keywords), memoryText(memory!)).toBe(true);
      }
    }
    // The whisper made Ada know it from the first time asked.
    expect(findings.awareness.find((a) => a.person === "Ada Okafor" && a.time === "2024-05-06T09:00:00")).toMatchObject({ said: "yes", grounded: true });
    expect(findings.heardFrom.find((h) => h.person === "Ada Okafor")).toMatchObject({ source: "told" });
  });

  it("gives the density the answers in experiment.json give", () => {
    const written = JSON.parse(fs.readFileSync(path.join(folder, "experiment.json"), "utf8")) as ExperimentFindings;
    expect(written.relationships).toHaveLength(2);
    for (const figure of written.relationships) {
      const at = written.acquaintances.filter((a) => a.time === figure.time);
      expect(at).toHaveLength(figure.people.length * (figure.people.length - 1));
      const yes = new Set(at.filter((a) => a.said === "yes" && a.grounded).map((a) => `${a.person}>${a.other}`));
      const edges = figure.people.flatMap((a, i) => figure.people.slice(i + 1).filter((b) => yes.has(`${a}>${b}`) && yes.has(`${b}>${a}`)));
      expect(figure.density).toBeCloseTo(density(figure.people.length, edges.length), 10);
    }
  });

  it("changes nothing in the run and counts its own model calls apart", async () => {
    expect((await history(run)).length).toBe(checkpointsBefore);
    expect(findings.usage.runCalls).toBe(runCallsBefore);
    expect(findings.usage.measurement.interview_answer?.calls).toBeGreaterThan(0);
    expect(findings.usage.measurement.fact_awareness?.calls).toBe(spec.facts.length * 3 * findings.snapshots.length);
    expect(findings.usage.measurementCalls).toBe(totalUsage(findings.usage.measurement).calls);
  });

  it("hears every answer as a person would say it: none fell back, none reads wrong (person, pronoun, agreement)", () => {
    const people = [...new Set(findings.awareness.map((a) => a.person))];
    const answers = [...findings.awareness, ...findings.acquaintances, ...findings.events.flatMap((e) => e.absences)];
    expect(answers.length).toBeGreaterThan(people.length);
    expect(answers.filter((a) => a.fellBack).map((a) => `${a.person}: ${a.question}`)).toEqual([]);
    expect(answers.flatMap((a) => speechProblems(a.answer, { people }))).toEqual([]);
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
