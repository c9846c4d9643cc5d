/**
 * `npm run village:build -- <spec file or folder>`: builds a village spec into the folder holding it (base/, map/,
 * history.csv beside village.yaml), replacing what an earlier build left there. Larkspur's committed files are this
 * command's output for villages/larkspur/village.yaml; test/defaultVillage.test.ts checks that they still are.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { buildVillage } from "../tools/world/villageBuilder.js";
import { readVillageSpec, VillageSpecError } from "../tools/world/villageSpecFile.js";

const given = process.argv[2];
if (!given) {
  console.error("usage: npm run village:build -- <village.yaml or the folder holding it>");
  process.exit(2);
}
try {
  const { file, spec } = readVillageSpec(given);
  const dir = path.dirname(file);
  for (const old of ["base", "map", "history.csv"]) rmSync(path.join(dir, old), { recursive: true, force: true });
  buildVillage(spec, dir);
  console.log(`Built ${spec.world.name} (${spec.places.length} places, ${spec.people.length} people) into ${path.relative(process.cwd(), dir) || "."}/base, map and history.csv.`);
} catch (error) {
  if (!(error instanceof VillageSpecError)) throw error;
  console.error(`simulacra: ${error.message}`);
  process.exit(1);
}
