/**
 * The options the commands share, read from `parseArgs` values and checked: one sentence naming the bad option.
 * `--set name=value` threshold overrides (repeatable) are checked against the named thresholds, with the nearest
 * name suggested for a typo.
 */
import fs from "node:fs";
import path from "node:path";
import { addMinutes, GameTimeSchema, isCalendarTime } from "../state/gameTime.js";
import { closestThresholdName, isThresholdName, type ThresholdName, resolveThresholds, THRESHOLD_RULES, thresholdValueProblem } from "../state/thresholds.js";
import { commandLine } from "../servers/invocation.js";
import { parseModelSpec } from "../tools/models/factory.js";

import { UsageError } from "./exitErrors.js";

export { UsageError };

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

/**
 * A positive number option; `max` bounds it (one sentence saying the bound and what it means). A value like "1e9" of
 * a bound option is refused here, before it makes an end time past the calendar or a folder.
 */
export function numberOption(values: OptionValues, name: string, integer = false, max?: { value: number; meaning: string }): number | undefined {
  const v = option(values, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (v.trim() === "" || !Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new UsageError(`--${name} must be a positive ${integer ? "integer" : "number"}, got "${v}".`);
  }
  if (max && n > max.value) throw new UsageError(`--${name} must be at most ${max.value} (${max.meaning}), got "${v}".`);
  return n;
}

/** The most simulated hours one command runs or extends a run by (`--hours`): ten years. */
export const MAX_HOURS = { value: 87_600, meaning: "ten simulated years" };

/**
 * When a run ends, from `--end` or `--hours` (not both: which would win is a guess), or undefined when neither is given.
 * `from` is what `--hours` counts from.
 */
export function endOption(values: OptionValues, from: string): string | undefined {
  const end = timeOption(values, "end");
  const hours = numberOption(values, "hours", false, MAX_HOURS);
  if (end !== undefined && hours !== undefined) throw new UsageError("--end and --hours do not go together: give one.");
  return end ?? (hours === undefined ? undefined : addMinutes(from, hours * 60));
}

/** `--seed`: a whole number (an empty or fractional one is refused, not read as 0). */
export function seedOption(values: OptionValues): number | undefined {
  const text = option(values, "seed");
  if (text === undefined) return undefined;
  const seed = Number(text);
  if (!/^\s*[-+]?\d+\s*$/.test(text) || !Number.isSafeInteger(seed)) {
    throw new UsageError(`--seed must be a whole number between -9007199254740991 and 9007199254740991, got "${text}".`);
  }
  return seed;
}

/**
 * `--out <dir>`: where a new run folder goes, checked before anything is made: not a file, not a run folder already,
 * under a folder that can take it (Node 20's recursive mkdir spins forever under /proc: runSpec.ts makes folders).
 */
export function outOption(values: OptionValues): string | undefined {
  const out = option(values, "out");
  if (out === undefined) return undefined;
  if (!out.trim()) throw new UsageError('--out needs a folder, got "".');
  const folder = path.resolve(out);
  if (fs.existsSync(folder) && !fs.statSync(folder).isDirectory()) throw new UsageError(`--out ${out} is a file, not a folder.`);
  let at = path.dirname(folder);
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  if (!fs.statSync(at).isDirectory()) throw new UsageError(`--out ${out} cannot be made: ${at} is a file, not a folder.`);
  try {
    fs.accessSync(at, fs.constants.W_OK);
  } catch {
    throw new UsageError(`--out ${out} cannot be made: ${at} is not writable.`);
  }
  return folder;
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

/** A threshold's meaning up to its first aside, for a sentence: "ticks two personas wait before chatting again". */
const shortMeaning = (name: ThresholdName) => {
  const meaning = THRESHOLD_RULES[name].meaning.split(/ \(|; |: /)[0]!.replace(/\.$/, "");
  return meaning.charAt(0).toLowerCase() + meaning.slice(1);
};

/** `--set` values as threshold overrides (undefined when none); one sentence naming the bad one and its range. */
export function thresholdSets(sets: readonly string[] | undefined): Record<string, number> | undefined {
  if (!sets?.length) return undefined;
  const overrides: Record<string, number> = {};
  const listed = `${commandLine("thresholds")} lists them with their ranges`;
  for (const set of sets) {
    const eq = set.indexOf("=");
    const name = set.slice(0, eq).trim();
    const text = set.slice(eq + 1).trim();
    if (eq < 1 || !name || !text) throw new UsageError(`--set takes a threshold and a number, e.g. --set chatCooldownTicks=400; got "${set}".`);
    if (!isThresholdName(name)) {
      const near = closestThresholdName(name);
      throw new UsageError(`--set ${set}: no threshold is named "${name}"${near ? `; did you mean "${near}"?` : ""} (${listed}).`);
    }
    const value = Number(text);
    const problem = thresholdValueProblem(name, /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? value : text);
    if (problem) throw new UsageError(`--set ${set}: ${name} (${shortMeaning(name)}) ${problem}.`);
    overrides[name] = value;
  }
  // Rules between thresholds (a daily requirement's fewest and most items), said for the command line.
  try {
    resolveThresholds(overrides);
  } catch (error) {
    throw new UsageError(`--set: ${(error as Error).message.replace(/^Invalid threshold override /, "")}`);
  }
  return overrides;
}
