/**
 * `npm start -- experiment [paper | believability] [options]`: measures what emerges in a village, the Generative
 * Agents paper's way (drivers/experiment/).
 *
 *   experiment                     Saltmere's day (villages/harbour): the storm's news whispered to the harbourmaster, the
 *                                  storm meeting at the inn, measured as the spec declares (no outside files)
 *   experiment --village <spec>    a village spec's day: the facts, events and times it declares
 *   experiment larkspur            Larkspur's day: news whispered to the baker, the tasting she holds
 *   experiment paper               the paper's setup: the_ville's 25 people for two days, their figures beside the paper's
 *   experiment --run <dir>         measure a run or a fork already made (the spec of its experiment.json, or --spec)
 *   experiment believability       the paper's ablations interviewed and ranked by a model judge (cli/believability.ts)
 *
 * A new run is made in its own folder (a village spec built into it, as `run --village` does) and simulated (with the experiment's whispers at their times), then measured;
 * everything lands in the run folder: experiment.md, experiment.json and experiment/*.svg, beside the run's outputs.
 */
import { setMaxListeners } from "node:events";
import fs, { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { measureRun, type ExperimentFindings, type MeasureProgress } from "../../drivers/experiment/measureRun.js";
import { comparisonRows, EXPERIMENT_JSON, EXPERIMENT_MD, offlineNote, writeExperiment } from "../../drivers/experiment/experimentReport.js";
import { stateAt } from "../../drivers/town/interviews.js";
import { newFolder, RUN_FILE } from "../../drivers/town/runSpec.js";
import { keepVillage } from "../../drivers/town/villageFolder.js";
import { openRun, type NewRunSpec } from "../../drivers/town/townRun.js";
import { defaultSmallvilleFolder, PAPER_EXPERIMENT, PAPER_FILES, PAPER_FILES_HINT, PAPER_RUN } from "../../examples/paperExperiment.js";
import { parseExperimentSpec, withToldPersons, type ExperimentSpec, type ExperimentSpecInput } from "../../state/experimentSpec.js";
import { villageExperiment, type VillageSpec } from "../../state/villageSpec.js";
import { loadSeedMemories, loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { mazeName } from "../../tools/world/villageBuilder.js";
import { readVillageSpec } from "../../tools/world/villageSpecFile.js";
import { DEFAULT_VILLAGE, SALTMERE_SPEC } from "../../villages/index.js";
import { totalUsage } from "../../state/usage.js";
import { checkModelEndpoint } from "../../tools/models/factory.js";
import { LARKSPUR_EXPERIMENT, LARKSPUR_EXPERIMENT_RUN } from "../../villages/larkspur/experiment.js";
import { commandLine, guidePath, shownPath } from "../../servers/invocation.js";
import { modelOption, option, UsageError } from "../options.js";
import { simulate } from "../simulate.js";
import { runBelievability } from "../believability.js";
import { parseAblationsOption } from "./run.js";


/** The experiments with a name of their own; no name is a village spec's (Saltmere's unless --village gives one). */
const NAMED = ["paper", "believability", "larkspur"] as const;

/** What a new experiment run simulates and what it measures, before its folder is made. */
interface Setup {
  /** The folder's name part (runs/experiment-<label>-<date-time>). */
  label: string;
  scenario?: { baseDir: string; mapDir: string; history?: string };
  /** A village spec, built into the run folder once it is made. */
  own?: { file: string; text: string; spec: VillageSpec };
  startTime: string;
  endTime: string;
  checkpointEveryMinutes: number;
  secondsPerTick?: number;
  thresholds?: Record<string, number>;
  people: string[];
  /** The experiment for a run that ends at `end` (a village spec's times default to the run's span). */
  experiment(end: string): ExperimentSpecInput;
}

export async function commandExperiment(argv: string[]): Promise<void> {
  // Everyone is asked at once: LangGraph adds an abort listener per parallel task on signals it makes itself (Saltmere's
  // 12 people are 132 ordered pairs at each of two times, the paper's 25 are 600), so Node's warning would be noise,
  // not a leak. No limit, for this command's process only.
  setMaxListeners(0);
  const [first, ...rest] = argv;
  const named = first && !first.startsWith("-") ? first : undefined;
  if (named && !(NAMED as readonly string[]).includes(named)) throw new UsageError(`Unknown experiment "${first}": use paper, believability or larkspur, or no name for a village spec's (Saltmere's by default; ${commandLine("experiment --help")}).`);
  const { values } = parseArgs({
    args: named ? rest : argv,
    options: {
      run: { type: "string" },
      spec: { type: "string" },
      village: { type: "string" },
      scenario: { type: "string" },
      map: { type: "string" },
      history: { type: "string" },
      model: { type: "string" },
      "measure-model": { type: "string" },
      seed: { type: "string" },
      cognition: { type: "string" },
      ablate: { type: "string" },
      out: { type: "string" },
      hours: { type: "string" },
      conditions: { type: "string" },
      judge: { type: "string" },
    },
  });
  if (option(values, "village") && (named || option(values, "run"))) throw new UsageError(`--village makes a new run of a village spec and measures it: give it without ${named ?? "--run"}.`);
  if (named === "believability") return runBelievability(values);
  const measureModel = option(values, "measure-model");
  if (measureModel) await checkModelEndpoint(modelOption(measureModel));
  if (option(values, "run")) return measureExisting(path.resolve(option(values, "run")!), values, measureModel && modelOption(measureModel));
  const paper = named === "paper";
  // A spec is checked whole before anything is written: every problem listed, no run folder left behind.
  const setup = paper ? paperSetup(values) : named === "larkspur" ? larkspurSetup() : villageSetup(option(values, "village") ?? SALTMERE_SPEC);
  const hours = option(values, "hours");
  const endTime = hours ? addHours(setup.startTime, Number(hours)) : setup.endTime;
  const given = option(values, "spec") ? readSpec(option(values, "spec")!) : parseExperimentSpec(setup.experiment(endTime), setup.own?.file);
  // Whispered people by first name too, as whisper and interview take them; refused before a folder is made.
  let spec: ExperimentSpec;
  try {
    spec = withToldPersons(given, setup.people, option(values, "spec") ? `--spec ${option(values, "spec")}` : setup.own?.file);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const model = modelOption(option(values, "model") ?? "simulated");
  await checkModelEndpoint(model);
  const cognition = option(values, "cognition") ?? (paper ? "economical" : undefined);
  if (cognition !== undefined && cognition !== "faithful" && cognition !== "economical") throw new UsageError(`--cognition must be faithful or economical, got "${cognition}".`);
  const seed = Number(option(values, "seed") ?? "0");
  if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed must be a whole number, got "${option(values, "seed")}".`);
  const ablate = option(values, "ablate") === undefined ? [] : parseAblationsOption(option(values, "ablate")!);
  const out = option(values, "out");
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const folder = out ? path.resolve(out) : newFolder(path.resolve("runs", `experiment-${setup.label}-${stamp}`));
  const trimmed = trimToRun(spec, endTime);
  // The village is built into the run folder with a copy of its spec, as `run --village` keeps it: resume, fork and
  // `experiment --run` read it there.
  let scenario = setup.scenario;
  const leaveNothing = (error: unknown) => {
    if (!out) rmSync(folder, { recursive: true, force: true });
    throw error;
  };
  if (setup.own && !existsSync(path.join(folder, RUN_FILE))) {
    try {
      scenario = keepVillage(setup.own, folder).scenario;
    } catch (error) {
      leaveNothing(error);
    }
  }
  const newRun: NewRunSpec = {
    scenario, startTime: setup.startTime, endTime, checkpointEveryMinutes: setup.checkpointEveryMinutes, model, seed,
    ...(setup.secondsPerTick ? { secondsPerTick: setup.secondsPerTick } : {}), ...(setup.thresholds ? { thresholds: setup.thresholds } : {}),
    ...(cognition ? { cognition: cognition as "faithful" | "economical" } : {}), ...(ablate.length ? { ablate } : {}),
  };
  const run = await openRun(folder, newRun).catch(leaveNothing);
  try {
    console.log(`Experiment "${trimmed.name}": simulating ${setup.people.length} people from ${setup.startTime.replace("T", " ")} to ${endTime.replace("T", " ")} with the ${model} model (${cognition ?? "faithful"} cognition${ablate.length ? `, ablated: ${ablate.join(", ")}` : ""}), then measuring.`);
    const whispers = trimmed.facts.filter((f) => f.told).map((f) => ({ at: f.told!.at, persona: f.told!.person, text: f.told!.whisper ?? f.text }));
    const simulated = Date.now();
    await simulate(run, false, whispers);
    console.log(`Simulated in ${seconds(simulated)}.`);
    await measureAndReport(run, trimmed, measureModel && modelOption(measureModel));
  } finally {
    await run.close();
  }
}

/** Larkspur's experiment: the package's village, the tasting whispered to the baker (villages/larkspur/experiment.ts). */
function larkspurSetup(): Setup {
  const village = loadSmallville(DEFAULT_VILLAGE.baseDir, DEFAULT_VILLAGE.mapDir);
  return { label: "larkspur", ...LARKSPUR_EXPERIMENT_RUN, people: village.meta.personaNames, experiment: () => LARKSPUR_EXPERIMENT };
}

/**
 * A village spec's experiment: one day from the spec's start (--hours shorter or longer), checkpoints every 30
 * minutes (an event's start and middle fall on one), the facts, events and times the spec declares.
 */
function villageSetup(given: string): Setup {
  const own = readVillageSpec(given);
  const { world } = own.spec;
  const startTime = world.start.length === 16 ? `${world.start}:00` : world.start;
  const thresholds = world.thresholds as Record<string, number> | undefined;
  return {
    label: mazeName(world.name), own, startTime, endTime: addHours(startTime, 24), checkpointEveryMinutes: 30, secondsPerTick: world.tickSeconds,
    ...(thresholds && Object.keys(thresholds).length ? { thresholds } : {}),
    people: own.spec.people.map((p) => p.name),
    experiment: (end) => villageExperiment(own.spec, end),
  };
}

/** The paper's run on the original's files: given by path, else ../shared/smallville where it exists. */
function paperSetup(values: Record<string, unknown>): Setup {
  const given = { base: option(values, "scenario"), map: option(values, "map"), history: option(values, "history") };
  if (Boolean(given.base) !== Boolean(given.map)) throw new UsageError("--scenario and --map go together (and --history with them).");
  const folder = given.base ? undefined : defaultSmallvilleFolder();
  if (!given.base && !folder) throw new UsageError(`The paper's setup needs the original's 25-person village, which this package cannot ship: ${PAPER_FILES_HINT}.`);
  const scenario = {
    baseDir: path.resolve(given.base ?? path.join(folder!, PAPER_FILES.baseDir)),
    mapDir: path.resolve(given.map ?? path.join(folder!, PAPER_FILES.mapDir)),
    history: path.resolve(given.history ?? (given.map ? path.join(given.map, path.basename(PAPER_FILES.history)) : path.join(folder!, PAPER_FILES.history))),
  };
  for (const [what, file] of Object.entries(scenario)) {
    if (!fs.existsSync(file)) throw new UsageError(`The paper's setup: ${what} ${shownPath(file)} does not exist; ${PAPER_FILES_HINT}.`);
  }
  const people = loadSmallville(scenario.baseDir, scenario.mapDir).meta.personaNames;
  // Its rows checked against the people before a run folder is made, each wrong one named by its row.
  loadSeedMemories(scenario.history, people);
  return { label: "paper", scenario, ...PAPER_RUN, people, experiment: () => PAPER_EXPERIMENT };
}

/**
 * Measures a run folder made before (or a fork of one): the spec given, its own experiment's, its parent's, or the
 * experiment its village spec declares (a run made with `run --village`).
 */
async function measureExisting(folder: string, values: Record<string, unknown>, measureModel: string | undefined) {
  const run = await openRun(folder, undefined, { workers: false });
  try {
    const { clock } = (await stateAt(run)).state;
    const spec = option(values, "spec") ? readSpec(option(values, "spec")!)
      : specOfFolder(folder) ?? (run.spec.forkedFrom ? specOfFolder(run.spec.forkedFrom.folder) : undefined) ?? villageSpecOfRun(run, clock);
    if (!spec) throw new UsageError(`${shownPath(folder)} has no experiment.json (nor its parent) and is not a village spec's run: give the experiment with --spec <file.json> (${guidePath("experiments.md")} shows one).`);
    await checkModelEndpoint(measureModel ?? run.spec.model);
    await measureAndReport(run, trimToRun(spec, clock.time), measureModel);
  } finally {
    await run.close();
  }
}

async function measureAndReport(run: Awaited<ReturnType<typeof openRun>>, spec: ExperimentSpec, measureModel: string | undefined) {
  const started = Date.now();
  const findings = await measureRun(run, spec, { model: measureModel, onProgress: progressLine() });
  process.stderr.write("\n");
  const files = writeExperiment(findings);
  console.log(`Measured in ${seconds(started)}: ${findings.usage.measurementCalls} model calls of its own (the run's: ${findings.usage.runCalls}).`);
  printFigures(findings);
  console.log(`\nResults: ${shownPath(path.join(run.folder, EXPERIMENT_MD))} (and ${EXPERIMENT_JSON}, ${files.filter((f) => f.endsWith(".svg")).length} charts in experiment/)`);
  console.log(`Replay: ${commandLine`replay --run ${run.folder}`}`);
}

function printFigures(f: ExperimentFindings) {
  const rows = comparisonRows(f);
  const ref = f.spec.reference?.source ?? "";
  if (!ref) for (const row of rows) row[2] = "";
  const widths = [Math.max(...rows.map((r) => r[0].length)), Math.max(8, ...rows.map((r) => r[1].length))];
  console.log(`\n${"".padEnd(widths[0]!)}  ${"this run".padEnd(widths[1]!)}  ${ref}`);
  for (const [what, ours, theirs] of rows) console.log(`${what.padEnd(widths[0]!)}  ${ours.padEnd(widths[1]!)}  ${theirs}`);
  for (const e of f.events) for (const a of e.absences) console.log(`  ${a.person} stayed away from ${e.id}: ${a.reason} ("${a.answer}")`);
  const note = offlineNote(f.measuredWith.model);
  if (note) console.log(`\n${note}`);
  if (f.spec.reference) console.log(`The paper's figures are printed beside the run's, never used to compute them.`);
  const usage = totalUsage(f.usage.measurement);
  if (usage.fallbacks) console.log(`${usage.fallbacks} answers fell back to their fail-safe (experiment.md marks them).`);
}

/** A progress line on stderr for the measurement (rewritten in place on a terminal, every tenth otherwise). */
function progressLine() {
  let lastTenth = -1;
  return (p: MeasureProgress) => {
    const text = `asking: ${p.what} ${p.done}/${p.total}`;
    if (process.stderr.isTTY) process.stderr.write(`\r${text}   `);
    else {
      const tenth = Math.floor((10 * p.done) / p.total);
      if (tenth !== lastTenth || p.done === p.total) (lastTenth = tenth, process.stderr.write(`${text}\n`));
    }
  };
}

function readSpec(file: string): ExperimentSpec {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.resolve(file), "utf8"));
  } catch (error) {
    throw new UsageError(`--spec ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : `not valid JSON (${(error as Error).message.split("\n")[0]})`}.`);
  }
  return parseExperimentSpec(raw, file);
}

function specOfFolder(folder: string): ExperimentSpec | undefined {
  const file = path.join(folder, EXPERIMENT_JSON);
  if (!fs.existsSync(file)) return undefined;
  return parseExperimentSpec((JSON.parse(fs.readFileSync(file, "utf8")) as { spec: unknown }).spec, file);
}

/**
 * The experiment of a run's village spec, kept beside the village built from it (`<run>/village/village.yaml`, a
 * fork's in its parent's folder), its times inside the run (a run started later than the spec leaves out the earlier).
 */
function villageSpecOfRun(run: Awaited<ReturnType<typeof openRun>>, clock: { start: string; time: string }): ExperimentSpec | undefined {
  if (!run.spec.scenario) return undefined;
  const file = ["village.yaml", "village.yml", "village.json"].map((name) => path.join(path.dirname(run.spec.scenario!.baseDir), name)).find((f) => existsSync(f));
  if (!file) return undefined;
  const declared = villageExperiment(readVillageSpec(file).spec, clock.time);
  const times = declared.times.filter((t) => t >= clock.start);
  return parseExperimentSpec({ ...declared, times: times.length ? times : [clock.start] }, file);
}

/**
 * The spec with what lies past the run's end left out (a shorter --hours run, a run measured before its end), and the
 * end itself measured: `experiment paper --hours 2` once asked only at the start (its next time, 12:00, was past the
 * end), so every figure read "2/25 -> 2/25" however much the people talked.
 */
export function trimToRun(spec: ExperimentSpec, end: string): ExperimentSpec {
  const before = spec.times.filter((t) => t < end);
  const times = [...before, end];
  return { ...spec, times, events: spec.events.filter((e) => e.end <= end), facts: spec.facts.map((f) => (f.told && f.told.at >= end ? { ...f, told: undefined } : f)) };
}

function addHours(start: string, hours: number): string {
  if (!Number.isFinite(hours) || hours <= 0) throw new UsageError(`--hours must be a positive number.`);
  return new Date(Date.parse(`${start}Z`) + hours * 3_600_000).toISOString().slice(0, 19);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
