import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { drawAll, graphsMarkdown } from "../cli/drawGraphs.js";
import { decideToTalkGraph } from "../graphs/decideToTalk.js";
import { personaGraph } from "../graphs/persona.js";
import { DEFAULT_THRESHOLDS } from "../state/thresholds.js";

describe("docs/graphs.md", () => {
  it("shows every graph of langgraph.json as it is wired now (run `npm run graphs` when this fails)", async () => {
    const drawings = await drawAll();
    const config = JSON.parse(await readFile("langgraph.json", "utf8")) as { graphs: Record<string, string> };
    expect(drawings.map((d) => d.id)).toEqual(Object.keys(config.graphs));
    expect(await readFile("docs/graphs.md", "utf8")).toBe(graphsMarkdown(drawings));
    expect(await readFile("README.md", "utf8")).toContain("(docs/graphs.md)");
  });

  it("labels conditional edges with the thresholds they carry", async () => {
    const decide = (await drawAll()).find((d) => d.id === "decideToTalk")!;
    expect(decide.mermaid).toMatch(/chatCooldownTicks/);
    expect(decide.mermaid).toMatch(/lateHourCutoff/);
  });

  it("gives each rule's value beside its threshold's name, on the edge where the rule sits", async () => {
    const labels = async (graph: typeof personaGraph | typeof decideToTalkGraph) =>
      (await graph.getGraphAsync()).edges.filter((e) => e.conditional).map((e) => `${e.source} -> ${e.target}: ${e.data}`);
    const persona = await labels(personaGraph);
    const decide = await labels(decideToTalkGraph);
    const t = DEFAULT_THRESHOLDS;
    const edgeWith = (edges: string[], edge: string, ...parts: string[]) =>
      expect(edges.find((l) => l.startsWith(edge) && parts.every((p) => l.includes(p))), `${edge} with ${parts.join(", ")}`).toBeDefined();
    edgeWith(persona, "retrieve -> shortTermScheduler", `${t.decompositionThresholdMinutes} min or more (decompositionThresholdMinutes)`);
    edgeWith(persona, "retrieve -> shortTermScheduler", `${t.subtaskGranularityMinutes}-min subtasks (subtaskGranularityMinutes)`);
    edgeWith(persona, "retrieve -> shortTermScheduler", `${t.dayMinutes} min (dayMinutes)`);
    edgeWith(persona, "retrieve -> longTermPlanner", `${t.planExpirationDays} days (planExpirationDays)`);
    edgeWith(persona, "eventReaction -> converse", `${t.chatCooldownTicks}-tick`, "chatCooldownTicks", `${t.lateHourCutoff}:00`);
    edgeWith(decide, "chatGates -> __end__", `${t.chatCooldownTicks}-tick cooldown (chatCooldownTicks)`, `${t.lateHourCutoff}:00 (lateHourCutoff)`);
  });
});
