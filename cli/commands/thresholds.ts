/**
 * `npm start -- thresholds`: every named threshold with its default, its range and what it means, by the part of the
 * simulation it belongs to (state/thresholds.ts declares them); `--json` prints the same table for programs.
 */
import { parseArgs } from "node:util";
import { THRESHOLD_RULES, type ThresholdName } from "../../state/thresholds.js";
import { commandLine } from "../../servers/invocation.js";

export async function commandThresholds(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { json: { type: "boolean", default: false } } });
  if (values.json) {
    console.log(JSON.stringify(THRESHOLD_RULES, null, 2));
    return;
  }
  console.log(thresholdListing());
}

/** The listing: a heading per group, then one line per threshold (name, default, range) and its meaning under it. */
export function thresholdListing(): string {
  const names = Object.keys(THRESHOLD_RULES) as ThresholdName[];
  const width = Math.max(...names.map((n) => n.length));
  const lines = [`${names.length} thresholds; override any for a run with --set <name>=<value> (run and fork), e.g. --set chatCooldownTicks=400.`];
  let group = "";
  for (const name of names) {
    const rule = THRESHOLD_RULES[name];
    if (rule.group !== group) {
      group = rule.group;
      lines.push("", `${group}:`);
    }
    const range = `${rule.min}..${rule.max}${rule.whole ? ", whole" : ""}`;
    lines.push(`  ${name.padEnd(width)}  ${String(rule.default).padStart(5)}  (${range})`, `      ${rule.meaning}`);
  }
  lines.push("", `In code: resolveThresholds({ ... }) checks the same; in Studio: the run settings form. (${commandLine("thresholds --json")}: as JSON.)`);
  return lines.join("\n");
}
