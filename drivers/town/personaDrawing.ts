/**
 * persona-graph.md in the folder of a run with ablations: the persona graph its personas think with, drawn as Mermaid
 * from the same builder the run uses (graphs/persona.ts, `personaBuilderFor`), so the no-op stages show by name
 * (noReflection, stayIdle, ...) where the full graph has reflect, shortTermScheduler, ...
 */
import fs from "node:fs";
import path from "node:path";
import { personaBuilderFor } from "../../graphs/persona.js";
import { ABLATION_MEANING, type Ablation } from "../../state/ablation.js";

export const PERSONA_GRAPH_FILE = "persona-graph.md";

/** The Mermaid drawing of the persona graph with these ablations. */
export async function drawPersonaGraph(ablate: readonly Ablation[]): Promise<string> {
  return (await personaBuilderFor(ablate).compile().getGraphAsync()).drawMermaid().trim();
}

export async function writePersonaGraph(folder: string, ablate: readonly Ablation[]): Promise<void> {
  const lines = [
    "# The persona graph of this run",
    "",
    `Ablated (run.json \`ablate\`): ${ablate.map((a) => `${a}: ${ABLATION_MEANING[a]}`).join("; ")}.`,
    "",
    "```mermaid",
    await drawPersonaGraph(ablate),
    "```",
    "",
  ];
  fs.writeFileSync(path.join(folder, PERSONA_GRAPH_FILE), lines.join("\n"));
}
