/**
 * Command-line options that are more than a string: `--set name=value` threshold overrides (repeatable), checked
 * against the named thresholds with the nearest name suggested for a typo.
 */
import { closestThresholdName, DEFAULT_THRESHOLDS } from "../state/thresholds.js";

/** `--set` values as threshold overrides (undefined when none); one sentence naming the bad one. */
export function thresholdSets(sets: readonly string[] | undefined): Record<string, number> | undefined {
  if (!sets?.length) return undefined;
  const overrides: Record<string, number> = {};
  for (const set of sets) {
    const eq = set.indexOf("=");
    const name = set.slice(0, eq).trim();
    const text = set.slice(eq + 1).trim();
    if (eq < 1 || !name || !text) throw new Error(`--set takes a threshold and a number, e.g. --set chatCooldownTicks=400; got "${set}".`);
    if (!Object.hasOwn(DEFAULT_THRESHOLDS, name)) {
      const near = closestThresholdName(name);
      throw new Error(`--set ${set}: no threshold is named "${name}"${near ? `; did you mean "${near}"?` : " (DEFAULT_THRESHOLDS in state/thresholds.ts lists them)."}`);
    }
    const value = Number(text);
    if (!Number.isFinite(value)) throw new Error(`--set ${set}: the value must be a number.`);
    overrides[name] = value;
  }
  return overrides;
}
