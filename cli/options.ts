/**
 * The options the commands share, read from `parseArgs` values and checked: one sentence naming the bad option.
 * `--set name=value` threshold overrides (repeatable) are checked against the named thresholds, with the nearest
 * name suggested for a typo.
 */
import path from "node:path";
import { GameTimeSchema, isCalendarTime } from "../state/gameTime.js";
import { closestThresholdName, DEFAULT_THRESHOLDS } from "../state/thresholds.js";
import { parseModelSpec } from "../tools/models/factory.js";

/** Bad input on the command line: main.ts prints its message alone. */
export class UsageError extends Error {}

/** The parsed values of `parseArgs`, as the commands pass them on. */
export type OptionValues = Record<string, unknown>;

export function option(values: OptionValues, name: string): string | undefined {
  const v = values[name];
  return typeof v === "string" ? v : undefined;
}

/** A time like 2024-05-06T06:00:00 (seconds may be left out). */
export function timeOption(values: OptionValues, name: string): string | undefined {
  const v = option(values, name);
  if (v === undefined) return undefined;
  const normalised = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00` : v;
  if (!GameTimeSchema.safeParse(normalised).success) {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(normalised) && !isCalendarTime(normalised)) {
      throw new UsageError(`--${name} ${v} is not a date and time of the calendar.`);
    }
    throw new UsageError(`--${name} must be a time like 2024-05-06T06:00:00, got "${v}".`);
  }
  return normalised;
}

export function numberOption(values: OptionValues, name: string, integer = false): number | undefined {
  const v = option(values, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new UsageError(`--${name} must be a positive ${integer ? "integer" : "number"}, got "${v}".`);
  }
  return n;
}

/** `--run <folder>`, required, as an absolute path. */
export function runFolder(values: OptionValues): string {
  const folder = option(values, "run");
  if (!folder) throw new UsageError("--run <folder> is required (a folder written by the run command).");
  return path.resolve(folder);
}

/** A model string, checked; a replay file is kept as an absolute path (run.json is read from other folders). */
export function modelOption(model: string): string {
  const spec = parseModelSpec(model, "chat");
  return spec.provider === "replay" ? `replay:${path.resolve(spec.file)}` : model;
}

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
