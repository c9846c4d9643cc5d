/**
 * `npm run bench:village`: how long the map builder takes to lay out and write a village of 10, 100 and 1,000 places
 * (issue 22's target: under 1 s for 100), and how long the Smallville loader takes to read it back. The specs are
 * bench/villageOfPlaces.ts's (2 arenas of 3 objects a place, a person for every third place), the same on every machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadSmallville } from "../tools/world/smallvilleLoader.js";
import { buildVillage } from "../tools/world/villageBuilder.js";
import { villageOfPlaces } from "./villageOfPlaces.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-bench-village-"));
try {
  console.log("places | tiles | people | build (ms) | load (ms)");
  for (const places of [10, 100, 1000]) {
    const s = villageOfPlaces(places);
    const dir = path.join(tmp, String(places));
    const t0 = performance.now();
    const built = buildVillage(s, dir);
    const t1 = performance.now();
    const { map } = loadSmallville(built.scenario.baseDir, built.scenario.mapDir);
    const t2 = performance.now();
    console.log(`${String(places).padStart(6)} | ${`${map.width}x${map.height}`.padStart(9)} | ${String(s.people.length).padStart(6)} | ${(t1 - t0).toFixed(0).padStart(10)} | ${(t2 - t1).toFixed(0).padStart(9)}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
