/**
 * `defineVillage(spec)`: a village spec given in code (an object, or the path of a village.yaml or its folder) built
 * into a folder, and what `openRun` and the town graph take to run it: `{ scenario, startTime, secondsPerTick,
 * thresholds }`. The default folder is under the system's temporary folder, named by the spec's content, so the
 * same spec is built once; give `dir` to keep it with your run. A bad spec throws a VillageSpecError listing every
 * problem, one sentence each naming the field (and, for a file, the file and line).
 */
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { VillageSpecInput } from "../../state/villageSpec.js";
import { stableStringify } from "../random.js";
import { buildVillage, type BuiltVillage } from "./villageBuilder.js";
import { checkVillageSpec, readVillageSpec } from "./villageSpecFile.js";

/**
 * Checks a village spec (an object, or the path of a village.yaml or its folder), builds it into a folder (the same
 * spec once), and returns what `openRun` and the town graph take. Throws a `VillageSpecError` listing every problem.
 */
export function defineVillage(spec: VillageSpecInput | string, options: { dir?: string; label?: string } = {}): BuiltVillage {
  // `label` names a spec object in its problems (default "village spec"); a file's problems name the file.
  const checked = typeof spec === "string" ? readVillageSpec(spec).spec : checkVillageSpec(spec, options.label);
  const hash = createHash("sha256").update(stableStringify(checked)).digest("hex").slice(0, 16);
  const dir = options.dir ?? path.join(os.tmpdir(), "simulacra-villages", hash);
  return buildVillage(checked, dir);
}
