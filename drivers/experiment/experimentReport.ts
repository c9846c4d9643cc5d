/**
 * An experiment's files in the run folder it measured:
 *
 *   experiment.json                 everything measured: each answer with its reading and evidence, the figures, the
 *                                   times and checkpoints, the measurement's own model calls (recomputable: README of
 *                                   state/experimentFigures.ts)
 *   experiment.md                   the same for a reader, the reference figures (the paper's) beside the run's
 *   experiment/diffusion.svg        the diffusion curve of each fact
 *   experiment/relationships-start.svg, relationships-end.svg   who knows whom at the first and last time
 *   experiment/attendance-<event>.svg                           people in the event's place over its window
 */
import fs from "node:fs";
import path from "node:path";
import { totalUsage } from "../../state/usage.js";
import { attendanceChart, diffusionChart, relationshipChart } from "./charts.js";
import type { ExperimentFindings } from "./measureRun.js";
import { writeReplayPage } from "../replay/replayPage.js";
import { REPLAY_PAGE } from "../replay/replayFormat.js";

export const EXPERIMENT_JSON = "experiment.json";
export const EXPERIMENT_MD = "experiment.md";
export const CHARTS_FOLDER = "experiment";

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** What offline numbers mean, said wherever they are shown. */
export function offlineNote(model: string): string | null {
  return model === "simulated"
    ? "Measured with the simulated model: a person says they know a fact only when a memory holds it, so these numbers measure the pipeline (a fact spreads only when a conversation carries it), not what a language model would make people do or say. Believability needs a real model."
    : null;
}

/** The figures beside the reference's, one row each: [what, this run, reference]. */
export function comparisonRows(f: ExperimentFindings): Array<[string, string, string]> {
  const ref = f.spec.reference;
  const rows: Array<[string, string, string]> = [];
  for (const fact of f.spec.facts) {
    const curve = f.diffusion.filter((p) => p.fact === fact.id);
    const [first, last] = [curve[0], curve.at(-1)];
    if (!first || !last) continue;
    const paper = ref?.diffusion[fact.id];
    rows.push([
      `"${fact.id}" known (first → last time)`,
      `${first.knew}/${first.people} (${percent(first.share)}) → ${last.knew}/${last.people} (${percent(last.share)})`,
      paper ? `${percent(paper.start)} → ${percent(paper.end)}` : "",
    ]);
    const yes = f.awareness.filter((a) => a.fact === fact.id && a.said === "yes");
    rows.push([`"${fact.id}" yes answers hallucinated`, `${yes.filter((a) => !a.grounded).length} of ${yes.length}`, paper ? "0" : ""]);
  }
  const [start, end] = [f.relationships[0], f.relationships.at(-1)];
  if (start && end) {
    rows.push(["relationship density (first → last)", `${start.density.toFixed(3)} → ${end.density.toFixed(3)}`, ref?.density ? `${ref.density.start} → ${ref.density.end}` : ""]);
    const yes = f.relationships.reduce((n, r) => n + r.yes, 0);
    const hallucinated = f.relationships.reduce((n, r) => n + r.hallucinated, 0);
    rows.push(["'knows' answers hallucinated", `${yes ? percent(hallucinated / yes) : "0%"} (${hallucinated} of ${yes})`, ref?.hallucinatedAcquaintances !== undefined ? `${percent(ref.hallucinatedAcquaintances)} (6 of 453)` : ""]);
  }
  for (const e of f.events) {
    const paper = ref?.attendance[e.id];
    rows.push([`${e.id}: knew beforehand, of whom came`, `${e.knewBeforehand.length}, ${e.came.length}`, paper ? `${paper.knew}, ${paper.came}` : ""]);
    rows.push([`${e.id}: everyone in the place during it`, `${e.present.length}`, ""]);
  }
  return rows;
}

function table(header: string[], rows: string[][]): string[] {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)];
}

export function experimentMarkdown(f: ExperimentFindings): string {
  const ref = f.spec.reference;
  const lines = [
    `# Experiment: ${f.spec.name}`,
    "",
    `Run \`${path.basename(f.run.folder)}\`${f.run.forkedFrom ? ` (a fork of \`${path.basename(f.run.forkedFrom)}\`)` : ""}: model \`${f.run.model}\`, seed ${f.run.seed}, ${f.run.cognition} cognition${f.run.ablate.length ? `, ablated: ${f.run.ablate.join(", ")}` : ""}. ` +
      `Measured with \`${f.measuredWith.model}\` at ${f.snapshots.length} times (each from the latest checkpoint at or before it).`,
  ];
  const note = offlineNote(f.measuredWith.model);
  if (note) lines.push("", `> ${note}`);
  const rows = comparisonRows(f);
  lines.push("", "## Figures", "", ...(ref ? table(["", "this run", ref.source], rows) : table(["", "this run"], rows.map(([what, ours]) => [what, ours]))));
  if (f.diffusion.length) {
    lines.push("", "## Information diffusion", "", `![diffusion](${CHARTS_FOLDER}/diffusion.svg)`, "");
    lines.push(...table(["fact", "time", "knew", "hallucinated yes", "no", "unsure"], f.diffusion.map((p) => [p.fact, p.time.replace("T", " "), `${p.knew}/${p.people}`, `${p.hallucinated}`, `${p.no}`, `${p.unsure}`])));
    lines.push("", "### Who heard it from whom", "", "The first memory that mentions the fact, and the conversation (with someone who already had it) that brought it.", "");
    lines.push(...table(["fact", "person", "source", "from", "conversation", "first memory"], f.heardFrom.map((h) => [h.fact, h.person, h.source, h.from ?? "", h.conversationAt?.replace("T", " ") ?? "", `${h.firstMemory.created.replace("T", " ")}: ${h.firstMemory.description}${h.firstMemory.lines ? ` (${h.firstMemory.lines.join(" / ")})` : ""}`])));
  }
  if (f.relationships.length) {
    lines.push("", "## Relationships", "", "An edge joins two people who each say they know the other, a memory naming the other grounding both answers; density η = 2|E| / (|V| (|V| - 1)).", "");
    for (const [i, r] of f.relationships.entries()) {
      const which = i === 0 ? "start" : "end";
      lines.push(`- ${r.time.replace("T", " ")}: ${r.edges.length} edges among ${r.people.length} people, density ${r.density.toFixed(3)}; ${r.knows.length} grounded "yes" of ${r.yes} (${r.hallucinated} hallucinated). ![${which}](${CHARTS_FOLDER}/relationships-${which}.svg)`);
    }
  }
  for (const e of f.events) {
    lines.push("", `## ${e.name}`, "", `${e.place.sector}${e.place.arena ? `, ${e.place.arena}` : ""}, ${e.start.replace("T", " ")} to ${e.end.slice(11, 16)}. ![attendance](${CHARTS_FOLDER}/attendance-${e.id}.svg)`, "");
    lines.push(`Knew beforehand: ${e.knewBeforehand.join(", ") || "nobody"}. Of them came: ${e.came.join(", ") || "nobody"}.`, "");
    lines.push(...table(["in the place", "arrived", "left", "minutes"], e.present.map((p) => [p.person, p.arrived.slice(11, 16), p.left.slice(11, 16), `${p.minutes}`])));
    if (e.absences.length) {
      lines.push("", "Why those who knew stayed away (asked while it went on):", "");
      lines.push(...table(["person", "reason", "answer"], e.absences.map((a) => [a.person, a.reason, `${a.answer}${a.fellBack ? " (fail-safe)" : ""}`])));
    }
  }
  lines.push("", "## Answers", "");
  lines.push(...table(["time", "fact", "person", "said", "grounded", "evidence", "answer"], f.awareness.map((a) => [
    a.time.replace("T", " "), a.fact, a.person, a.said, a.grounded === null ? "" : a.grounded ? "yes" : "no (hallucinated)",
    a.evidence.map((m) => `${m.id}: ${m.description}${m.lines ? ` (${m.lines.join(" / ")})` : ""}`).join("; "), `${a.answer}${a.fellBack ? " (fail-safe)" : ""}`,
  ])));
  const usage = totalUsage(f.usage.measurement);
  lines.push("", "## Model calls", "", `The measurement: ${usage.calls} calls (${usage.fallbacks} fallbacks), apart from the run's ${f.usage.runCalls}.`, "");
  lines.push(...table(["prompt", "calls", "fallbacks"], Object.entries(f.usage.measurement).map(([id, u]) => [id, `${u.calls}`, `${u.fallbacks}`])));
  return `${lines.join("\n")}\n`;
}

/** Writes experiment.json, experiment.md and the charts into the run folder; returns the files written. */
export function writeExperiment(f: ExperimentFindings): string[] {
  const charts = path.join(f.run.folder, CHARTS_FOLDER);
  fs.mkdirSync(charts, { recursive: true });
  const files: Array<[string, string]> = [
    [path.join(f.run.folder, EXPERIMENT_JSON), `${JSON.stringify({ ...f, offline: offlineNote(f.measuredWith.model) }, null, 2)}\n`],
    [path.join(f.run.folder, EXPERIMENT_MD), experimentMarkdown(f)],
  ];
  if (f.diffusion.length) files.push([path.join(charts, "diffusion.svg"), diffusionChart(f.diffusion, f.spec.reference)]);
  const [start, end] = [f.relationships[0], f.relationships.at(-1)];
  if (start) files.push([path.join(charts, "relationships-start.svg"), relationshipChart(start, "at the start")]);
  if (end) files.push([path.join(charts, "relationships-end.svg"), relationshipChart(end, "at the end")]);
  for (const e of f.events) files.push([path.join(charts, `attendance-${e.id}.svg`), attendanceChart(e.series, `${e.name}: attendance`)]);
  for (const [file, text] of files) fs.writeFileSync(file, text);
  // The page learns of the charts when it is written: rewrite it so its Experiment tab shows them.
  if (fs.existsSync(path.join(f.run.folder, REPLAY_PAGE))) writeReplayPage(f.run.folder);
  return files.map(([file]) => file);
}
