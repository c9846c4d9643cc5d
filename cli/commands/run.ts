/**
 * `npm start -- run [options]`: simulates a village (default: the package's own, one day, the simulated model,
 * offline) into a new run folder, with a progress line or, with --interactive, a session with the paused run.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { addMinutes } from "../../state/gameTime.js";
import { checkModelEndpoint } from "../../tools/models/factory.js";
import { loadSeedMemories, loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { newFolder, RUN_FILE } from "../../drivers/town/runSpec.js";
import { readVillageSpec } from "../../tools/world/villageSpecFile.js";
import { keepVillage } from "../../drivers/town/villageFolder.js";
import { openRun } from "../../drivers/town/townRun.js";
import { checkReplaySeed } from "../../tools/models/runModels.js";
import { sleepingStartNote } from "../runWarnings.js";
import { DEFAULT_VILLAGE, defaultStartTime } from "../../villages/index.js";
import { ABLATION_MEANING, parseAblations } from "../../state/ablation.js";
import { endOption, modelOption, numberOption, option, outOption, seedOption, thresholdSets, timeOption, UsageError } from "../options.js";
import { simulate, steerInteractively } from "../simulate.js";

/** `--ablate reflection,planning`; a bad name is a usage error naming the stages that can be ablated. */
export function parseAblationsOption(text: string) {
  try {
    return parseAblations(text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export async function commandRun(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: "string" },
      map: { type: "string" },
      village: { type: "string" },
      history: { type: "string" },
      start: { type: "string" },
      end: { type: "string" },
      hours: { type: "string" },
      model: { type: "string", default: "simulated" },
      seed: { type: "string" },
      out: { type: "string" },
      checkpointer: { type: "string", default: "sqlite" },
      "checkpoint-every": { type: "string", default: "60" },
      concurrency: { type: "string", default: "8" },
      record: { type: "boolean", default: false },
      "answer-mode": { type: "string" },
      cognition: { type: "string" },
      ablate: { type: "string" },
      "request-timeout": { type: "string" },
      "max-failed-requests": { type: "string" },
      "max-tokens-scale": { type: "string" },
      "movement-files": { type: "boolean", default: false },
      interactive: { type: "boolean", default: false },
      set: { type: "string", multiple: true },
      workers: { type: "string" },
    },
  });
  const scenarioDir = option(values, "scenario");
  const mapDir = option(values, "map");
  if (Boolean(scenarioDir) !== Boolean(mapDir)) throw new UsageError("--scenario and --map go together.");
  const history = option(values, "history");
  if (history && !scenarioDir) throw new UsageError("--history goes with --scenario (the package's village loads its own history).");
  const villageSpec = option(values, "village");
  if (villageSpec && scenarioDir) throw new UsageError("--village is a world of its own: give it or --scenario with --map, not both.");
  // A spec is checked whole before anything is written: every problem listed, no run folder left behind.
  const own = villageSpec ? readVillageSpec(villageSpec) : undefined;
  let scenario = scenarioDir && mapDir
    ? { baseDir: path.resolve(scenarioDir), mapDir: path.resolve(mapDir), ...(history ? { history: path.resolve(history) } : {}) }
    : undefined;
  const village = own
    ? { meta: { startTime: own.spec.world.start.length === 16 ? `${own.spec.world.start}:00` : own.spec.world.start, secondsPerTick: own.spec.world.tickSeconds, personaNames: own.spec.people.map((p) => p.name) } }
    : loadSmallville(scenario?.baseDir ?? DEFAULT_VILLAGE.baseDir, scenario?.mapDir ?? DEFAULT_VILLAGE.mapDir);
  // The history's rows are checked against the village's people before a folder is made (once, a row naming someone
  // else stopped the run after its folder was made).
  if (scenario?.history) loadSeedMemories(scenario.history, village.meta.personaNames);
  // The same default as Studio's town graph: the package's village wakes at 09:00, a scenario at its saved time, a
  // village spec at the start it names.
  const start = timeOption(values, "start") ?? (own ? village.meta.startTime : defaultStartTime(scenario, () => village.meta.startTime));
  const end = endOption(values, start) ?? addMinutes(start, 24 * 60);
  if (end <= start) throw new UsageError(`--end (${end}) must be after the start (${start}).`);
  const seed = seedOption(values) ?? 0;
  const checkpointEvery = numberOption(values, "checkpoint-every")!;
  if (checkpointEvery * 60 < village.meta.secondsPerTick) {
    throw new UsageError(`--checkpoint-every must be at least one tick (${village.meta.secondsPerTick} simulated seconds = ${Math.ceil((village.meta.secondsPerTick / 60) * 100) / 100} minutes), got "${option(values, "checkpoint-every")}".`);
  }
  // The spec's thresholds, with --set over them.
  const sets = thresholdSets(values.set as string[] | undefined);
  const specThresholds = own?.spec.world.thresholds as Record<string, number> | undefined;
  const thresholds = specThresholds && Object.keys(specThresholds).length ? { ...specThresholds, ...sets } : sets;
  const model = modelOption(option(values, "model")!);
  const answerMode = option(values, "answer-mode");
  if (answerMode !== undefined && !["auto", "structured", "text"].includes(answerMode)) {
    throw new UsageError(`--answer-mode must be auto, structured or text, got "${answerMode}".`);
  }
  const cognition = option(values, "cognition");
  if (cognition !== undefined && !["faithful", "economical"].includes(cognition)) {
    throw new UsageError(`--cognition must be faithful or economical, got "${cognition}".`);
  }
  const ablate = option(values, "ablate");
  const ablations = ablate === undefined ? undefined : parseAblationsOption(ablate);
  await checkModelEndpoint(model); // configuration errors surface here, before any work
  checkReplaySeed(model, seed); // before the default folder (and runs/) is made
  const scale = numberOption(values, "max-tokens-scale");
  const out = outOption(values);
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  // The default folder is made here, the next free name: runs started in the same second never share one.
  const folder = out ?? newFolder(path.resolve("runs", stamp));
  // The village is built into the run folder with a copy of its spec: resume and fork read them there, moved or not.
  if (own && !existsSync(path.join(folder, RUN_FILE))) {
    try {
      scenario = keepVillage(own, folder).scenario;
    } catch (error) {
      if (!out) rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  }
  const run = await openRun(folder, {
    scenario,
    ...(own ? { secondsPerTick: own.spec.world.tickSeconds } : {}),
    startTime: start,
    endTime: end,
    model,
    seed,
    checkpointer: option(values, "checkpointer"),
    checkpointEveryMinutes: checkpointEvery,
    thresholds,
    maxConcurrentCalls: numberOption(values, "concurrency", true),
    answerMode: answerMode as "auto" | "structured" | "text" | undefined,
    cognition: cognition as "faithful" | "economical" | undefined,
    ablate: ablations?.length ? ablations : undefined,
    requestTimeoutSeconds: numberOption(values, "request-timeout"),
    maxFailedRequestsInARow: numberOption(values, "max-failed-requests", true),
    maxTokens: scale === undefined ? undefined : { scale },
    record: values.record === true ? true : undefined,
    workers: option(values, "workers"),
  }).catch((error: unknown) => {
    if (!out) rmSync(folder, { recursive: true, force: true });
    throw error;
  });
  try {
    console.log(`Simulating ${village.meta.personaNames.join(", ")} from ${start} to ${end} with the ${model} model (seed ${seed}).`);
    const asleep = sleepingStartNote(start, end, timeOption(values, "start") !== undefined);
    if (asleep) console.log(asleep);
    if (ablations?.length) console.log(`Ablated: ${ablations.map((a) => ABLATION_MEANING[a]).join("; ")}.`);
    if (values.interactive) await steerInteractively(run, values["movement-files"] === true);
    else await simulate(run, values["movement-files"] === true);
  } finally {
    await run.close();
  }
}
