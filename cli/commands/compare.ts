/**
 * `npm start -- compare --run A --run B [--out <dir>]`: what branch B of a run changed against A (a fork and its
 * parent, or two forks of one run): prints who diverged first and when, and writes compare.md and compare.json
 * into B's folder (or --out). The same comparison the replay page shows (drivers/compare/).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { compareRuns } from "../../drivers/compare/compareRuns.js";
import { comparisonSummary, writeComparison } from "../../drivers/compare/compareReport.js";
import { UsageError } from "../options.js";
import { shownPath } from "../../servers/invocation.js";

export async function commandCompare(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { run: { type: "string", multiple: true }, out: { type: "string" } },
  });
  const runs = (values.run as string[] | undefined) ?? [];
  if (runs.length !== 2) throw new UsageError(`compare takes two run folders (--run A --run B), got ${runs.length}.`);
  const [a, b] = runs.map((r) => path.resolve(r)) as [string, string];
  const comparison = compareRuns(a, b);
  console.log(comparisonSummary(comparison));
  const written = writeComparison(comparison, values.out ? path.resolve(values.out) : b);
  console.log(`Written: ${shownPath(written.markdown)} (and ${path.basename(written.json)})`);
}
