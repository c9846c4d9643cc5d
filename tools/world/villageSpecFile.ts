/**
 * Reads a village spec file (village.yaml, village.yml or village.json; a folder means its village.yaml) and checks it
 * whole: a VillageSpecError lists every problem at once, one sentence each, naming the file, the line and the field
 * (`village.yaml, line 14, field "people[1].home.sector": the home "Bakery" is not a place of the village.`).
 * YAML syntax errors say their line and column. JSON is read by the same parser (JSON is YAML), so its problems have
 * lines too.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, isNode, type Document } from "yaml";
import { villageProblems, type VillageProblem, type VillageSpec } from "../../state/villageSpec.js";
import { nearestName } from "../../state/nearestName.js";
import { SHIPPED_VILLAGES } from "../../villages/index.js";

/** A village spec refused: every problem at once, each a sentence naming the file, line and field. */
export class VillageSpecError extends Error {
  constructor(
    readonly file: string,
    /** One sentence per problem, each naming the file, the line and the field. */
    readonly problems: string[],
  ) {
    super(problems.length === 1 ? problems[0]! : `${file} has ${problems.length} problems:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "VillageSpecError";
  }
}

const SPEC_NAMES = ["village.yaml", "village.yml", "village.json"];

/** The spec file a path names: the file itself, or the village.yaml (.yml, .json) in a folder. */
export function villageSpecPath(given: string): string {
  const resolved = path.resolve(given);
  if (!existsSync(resolved)) {
    const shipped = shippedVillage(given);
    if (shipped) return shipped;
    throw new VillageSpecError(given, [notFound(given)]);
  }
  if (!statSync(resolved).isDirectory()) return resolved;
  for (const name of SPEC_NAMES) if (existsSync(path.join(resolved, name))) return path.join(resolved, name);
  throw new VillageSpecError(given, [`${given}: the folder holds no village.yaml (the new village command writes an example there).`]);
}

/** A village the package ships, by its name or its folder's ("harbour", "Saltmere", "villages/larkspur"). */
function shippedVillage(given: string): string | undefined {
  const name = path.basename(given.replace(/[\\/]+$/, "").replace(/[\\/]village\.(?:yaml|yml|json)$/i, "")).toLowerCase();
  return SHIPPED_VILLAGES[name];
}

/** Why a spec path is not found, with what the user may have meant. */
function notFound(given: string): string {
  const name = path.basename(given.replace(/[\\/]+$/, ""));
  if (/^(?:the_?ville|smallville)$/i.test(name) || /^base_the_ville/i.test(name)) {
    return `${given}: the_ville is an original Smallville village, not a village spec: run it with --scenario <base folder> --map <map folder> ` +
      "(e.g. --scenario ../shared/smallville/base_the_ville_n25 --map ../shared/smallville/the_ville), or the experiment paper command.";
  }
  const near = nearestName(name, Object.keys(SHIPPED_VILLAGES));
  const meant = near ? ` Did you mean ${near}?` : "";
  return `${given}: no such file or folder (give a village.yaml or the folder holding one; the package ships ${Object.keys(SHIPPED_VILLAGES).join(", ")}).${meant}`;
}

/** `people[2].home.sector` */
export function fieldName(fieldPath: readonly (string | number)[]): string {
  return fieldPath.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("") || "(the whole file)";
}

/** Parses and checks spec text; `file` names it in the problems. */
export function parseVillageSpec(text: string, file: string): VillageSpec {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const label = path.basename(file) === file ? file : file;
  if (doc.errors.length) {
    throw new VillageSpecError(file, doc.errors.map((e) => {
      const at = lines.linePos(e.pos[0]);
      return `${label}, line ${at.line}, column ${at.col}: ${e.message.split("\n")[0]!.replace(/[.\s]+$/, "")} (YAML syntax).`;
    }));
  }
  const { spec, problems } = villageProblems(doc.toJS());
  if (spec) return spec;
  throw new VillageSpecError(file, problems.map((p) => sentence(p, label, doc, lines)));
}

/** Reads a spec file or folder (see `villageSpecPath`) and checks it. */
export function readVillageSpec(given: string): { file: string; text: string; spec: VillageSpec } {
  const file = villageSpecPath(given);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new VillageSpecError(file, [`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`]);
  }
  return { file, text, spec: parseVillageSpec(text, file) };
}

function sentence(problem: VillageProblem, file: string, doc: Document, lines: LineCounter): string {
  const line = lineOf(problem.path, doc, lines);
  const message = problem.message.charAt(0).toLowerCase() + problem.message.slice(1);
  return `${file}${line ? `, line ${line}` : ""}, field "${fieldName(problem.path)}": ${message.replace(/[.\s]+$/, "")}${/[?]$/.test(message) ? "" : "."}`;
}

/** The line of the deepest node the path reaches (a missing field: the line of the object that should hold it). */
function lineOf(fieldPath: readonly (string | number)[], doc: Document, lines: LineCounter): number | null {
  for (let n = fieldPath.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(fieldPath.slice(0, n), true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
    // A key whose value is null or missing: the pair's key node has the line.
    if (n > 0) {
      const parent = n === 1 ? doc.contents : doc.getIn(fieldPath.slice(0, n - 1), true);
      const items = (parent as { items?: Array<{ key?: unknown }> } | null)?.items;
      const pair = items?.find((it) => isNode(it.key) && (it.key as { value?: unknown }).value === fieldPath[n - 1]);
      if (pair && isNode(pair.key) && pair.key.range) return lines.linePos(pair.key.range[0]).line;
    }
  }
  return null;
}

/** A spec given in code, checked whole: every problem in one VillageSpecError naming the field. */
export function checkVillageSpec(data: unknown, label = "village spec"): VillageSpec {
  const { spec, problems } = villageProblems(data);
  if (spec) return spec;
  throw new VillageSpecError(label, problems.map((p) => `${label}, field "${fieldName(p.path)}": ${p.message.replace(/[.\s]+$/, "")}${/[?]$/.test(p.message) ? "" : "."}`));
}
