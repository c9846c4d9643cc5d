/**
 * The paper's experiment end to end (prints its figures; nothing is asserted):
 *
 *   npm run bench:experiment -- [--cognition economical,faithful] [--hours 48] [--scenario <dir> --map <dir> --history <csv>]
 *
 * For each cognition: the_ville's 25 people simulated for two game days from 2023-02-13 with the simulated model,
 * then measured (awareness of the candidacy and the party at each time asked, who knows whom at the start and the
 * end, the party's attendance and absences): wall time of the run and of the measurement, model calls of each apart,
 * and the figures beside the paper's (printed by the experiment command itself). Needs ../shared/smallville (or the
 * original's files by path).
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { commandExperiment } from "../cli/commands/experiment.js";

const { values } = parseArgs({
  options: {
    cognition: { type: "string", default: "economical" },
    hours: { type: "string" },
    scenario: { type: "string" },
    map: { type: "string" },
    history: { type: "string" },
  },
});

const passOn = ["scenario", "map", "history", "hours"].flatMap((name) => (values[name as keyof typeof values] ? [`--${name}`, String(values[name as keyof typeof values])] : []));
for (const cognition of values.cognition!.split(",")) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-experiment-")), cognition);
  console.log(`\n=== the paper's experiment, ${cognition} cognition, simulated model (${out}) ===`);
  const started = Date.now();
  await commandExperiment(["paper", "--cognition", cognition, "--out", out, ...passOn]);
  console.log(`=== ${cognition}: ${((Date.now() - started) / 1000).toFixed(1)} s wall time in all (run and measurement; each above) ===`);
}
