/**
 * Swappable stages of the persona graph (graphs/persona.ts): a stage replaced from code runs in place of the default
 * with the wiring kept; the paper's ablations replace stages by named no-ops, visible on the drawn graph; a run with
 * `ablate` keeps it in run.json, draws its graph in its folder, thinks with it, and passes it to its forks.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { InMemoryStore } from "@langchain/langgraph";
import { afterAll, describe, expect, it } from "vitest";
import { buildPersonaGraph, personaBuilderFor } from "../../graphs/persona.js";
import { advance, fork, openRun, type TownRun } from "../../drivers/town/townRun.js";
import { readRunSpec } from "../../drivers/town/runSpec.js";
import { stateAt } from "../../drivers/town/interviews.js";
import { memoriesAt } from "../../tools/experiment/asking.js";
import { readRunSettings } from "../../state/runContext.js";
import { defaultPersonaTick } from "../../villages/defaultInputs.js";

const nodesOf = async (ablate: Parameters<typeof personaBuilderFor>[0]) => (await personaBuilderFor(ablate).compile().getGraphAsync()).nodes;

describe("buildPersonaGraph", () => {
  it("runs a stage given from code in place of the default, with the same wiring", async () => {
    const seen: string[] = [];
    const graph = buildPersonaGraph({ executor: (state: { scratch: { name: string } }) => (seen.push(state.scratch.name), {}) }).compile({ store: new InMemoryStore() });
    await graph.invoke(defaultPersonaTick());
    expect(seen).toEqual(["Ada Okafor"]);
    expect(Object.keys((await graph.getGraphAsync()).nodes)).toContain("executor");
  });

  it("draws each ablation's no-op under its own name, in the place of the stages it removes", async () => {
    const full = Object.keys(await nodesOf([]));
    const ablated = Object.keys(await nodesOf(["observation", "reflection", "planning"]));
    expect(full).toEqual(expect.arrayContaining(["perceive", "reflect", "identityReviser", "longTermPlanner", "shortTermScheduler"]));
    expect(ablated).toEqual(expect.arrayContaining(["noObservationMemory", "noReflection", "noIdentityRevision", "noDailyPlan", "stayIdle", "retrieve", "converse"]));
    expect(ablated).not.toContain("reflect");
    expect(ablated).not.toContain("shortTermScheduler");
    const mermaid = (await personaBuilderFor(["reflection"]).compile().getGraphAsync()).drawMermaid();
    expect(mermaid).toMatch(/chatBookkeeping -.*-> noReflection/);
  });
});

describe("a run with ablations", () => {
  const folders: string[] = [];
  const runs: TownRun[] = [];
  afterAll(async () => {
    for (const run of runs) await run.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps them in run.json, draws its graph, thinks without those stages, and its fork does too", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ablate-"));
    folders.push(root);
    const run = await openRun(path.join(root, "run"), { startTime: "2024-05-06T09:00:00", endTime: "2024-05-06T09:30:00", ablate: ["observation", "reflection", "planning"], checkpointEveryMinutes: 15 });
    runs.push(run);
    expect(readRunSpec(run.folder).ablate).toEqual(["observation", "reflection", "planning"]);
    expect(fs.readFileSync(path.join(run.folder, "persona-graph.md"), "utf8")).toContain("noReflection");
    const state = await advance(run);
    const settings = readRunSettings({ context: run.context });
    for (const name of state.order) {
      const persona = state.personas[name]!;
      // No planning: no schedule, idle where they stand; no observation: nothing perceived is in memory.
      expect(persona.scratch.fDailySchedule).toEqual([]);
      expect(persona.scratch.actDescription).toBe("idle");
      const memories = await memoriesAt(persona, state.clock, { store: run.store, settings });
      expect(memories.filter((m) => m.type === "event")).toEqual([]);
      expect(memories.length).toBeGreaterThan(0); // the village's history is still there
    }
    expect(state.usage.focal_points).toBeUndefined();
    const child = await fork(run, { at: (await stateAt(run)).checkpointId!, folder: path.join(root, "fork"), endTime: "2024-05-06T10:00:00" });
    runs.push(child);
    expect(readRunSpec(child.folder).ablate).toEqual(["observation", "reflection", "planning"]);
  }, 300_000);
});
