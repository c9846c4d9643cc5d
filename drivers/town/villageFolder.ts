/**
 * A village spec's run keeps its village: the spec as written (village/village.yaml) and the village built from it
 * (village/base, village/map, village/history.csv) inside the run folder, so resume and fork read them there, and a
 * moved or copied run folder still runs (run.json keeps these paths relative to the folder).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { VillageSpec } from "../../state/villageSpec.js";
import { buildVillage, type BuiltVillage } from "../../tools/world/villageBuilder.js";
import { makeFolder } from "./runSpec.js";

/** The folder of a run folder that holds its village. */
export const VILLAGE_FOLDER = "village";

/** Builds a checked spec into `<runFolder>/village/` beside a copy of its text; says what the run takes. */
export function keepVillage(own: { file: string; text: string; spec: VillageSpec }, runFolder: string): BuiltVillage {
  const dir = path.join(runFolder, VILLAGE_FOLDER);
  makeFolder(dir);
  writeFileSync(path.join(dir, path.extname(own.file) === ".json" ? "village.json" : "village.yaml"), own.text);
  return buildVillage(own.spec, dir);
}
