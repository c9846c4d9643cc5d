import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { drawAll, graphsMarkdown } from "../cli/drawGraphs.js";

describe("docs/graphs.md", () => {
  it("shows every graph of langgraph.json as it is wired now (run `npm run graphs` when this fails)", async () => {
    const drawings = await drawAll();
    const config = JSON.parse(await readFile("langgraph.json", "utf8")) as { graphs: Record<string, string> };
    expect(drawings.map((d) => d.id)).toEqual(Object.keys(config.graphs));
    expect(await readFile("docs/graphs.md", "utf8")).toBe(graphsMarkdown(drawings));
    const readme = await readFile("README.md", "utf8");
    for (const { mermaid } of drawings) expect(readme).toContain(mermaid);
  });

  it("labels conditional edges with the thresholds they carry", async () => {
    const decide = (await drawAll()).find((d) => d.id === "decideToTalk")!;
    expect(decide.mermaid).toMatch(/chatCooldownTicks/);
    expect(decide.mermaid).toMatch(/lateHourCutoff/);
  });
});
