/**
 * `npm start -- experiment [paper | believability] [options]`: measures what emerges in a village, the Generative
 * Agents paper's way (drivers/experiment/).
 *
 *   experiment                     Larkspur's day: news whispered to the baker, the tasting she holds (no outside files)
 *   experiment paper               the paper's setup: the_ville's 25 people for two days, their figures beside the paper's
 *   experiment --run <dir>         measure a run or a fork already made (the spec of its experiment.json, or --spec)
 *   experiment believability       the paper's ablations interviewed and ranked by a model judge (cli/believability.ts)
 *
 * A new run is made in its own folder and simulated (with the experiment's whispers at their times), then measured;
 * everything lands in the run folder: experiment.md, experiment.json and experiment/*.svg, beside the run's outputs.
 */
import { setMaxListeners } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { measureRun, type ExperimentFindings, type MeasureProgress } from "../../drivers/experiment/measureRun.js";
import { comparisonRows, EXPERIMENT_JSON, EXPERIMENT_MD, offlineNote, writeExperiment } from "../../drivers/experiment/experimentReport.js";
import { stateAt } from "../../drivers/town/interviews.js";
import { newFolder } from "../../drivers/town/runSpec.js";
import { openRun, type NewRunSpec } from "../../drivers/town/townRun.js";
import { defaultSmallvilleFolder, PAPER_EXPERIMENT, PAPER_FILES, PAPER_FILES_HINT, PAPER_RUN } from "../../examples/paperExperiment.js";
import { parseExperimentSpec, withToldPersons, type ExperimentSpec } from "../../state/experimentSpec.js";
import { loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";
import { totalUsage } from "../../state/usage.js";
import { checkModelEndpoint } from "../../tools/models/factory.js";
import { LARKSPUR_EXPERIMENT, LARKSPUR_EXPERIMENT_RUN } from "../../villages/larkspur/experiment.js";
import { commandLine } from "../../servers/invocation.js";
import { modelOption, option, UsageError } from "../options.js";
import { simulate } from "../simulate.js";
import { runBelievability } from "../believability.js";
import { parseAblationsOption } from "./run.js";


export async function commandExperiment(argv: string[]): Promise<void> {
  // Everyone is asked at once: LangGraph adds an abort listener per parallel task on signals it makes itself, so
  // Node's warning at 11 listeners would be noise, not a leak. Raised for this command's process only.
  setMaxListeners(200);
  const [first, ...rest] = argv;
  const paper = first === "paper";
  const believability = first === "believability";
  if (first && !first.startsWith("-") && !paper && !believability) throw new UsageError(`Unknown experiment "${first}": use paper or believability, or no name for Larkspur's (${commandLine("experiment --help")}).`);
  const { values } = parseArgs({
    args: paper || believability ? rest : argv,
    options: {
      run: { type: "string" },
      spec: { type: "string" },
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
  if (believability) return runBelievability(values);
  const measureModel = option(values, "measure-model");
  if (measureModel) await checkModelEndpoint(modelOption(measureModel));
  if (option(values, "run")) return measureExisting(path.resolve(option(values, "run")!), values, measureModel && modelOption(measureModel));
  const given = option(values, "spec") ? readSpec(option(values, "spec")!) : parseExperimentSpec(paper ? PAPER_EXPERIMENT : LARKSPUR_EXPERIMENT);
  const setup = paper ? paperSetup(values) : { scenario: undefined, ...LARKSPUR_EXPERIMENT_RUN };
  // Whispered people by first name too, as whisper and interview take them; refused before a folder is made.
  const village = loadSmallville(setup.scenario?.baseDir ?? DEFAULT_VILLAGE.baseDir, setup.scenario?.mapDir ?? DEFAULT_VILLAGE.mapDir);
  let spec: ExperimentSpec;
  try {
    spec = withToldPersons(given, village.personas.map((p) => p.scratch.name), option(values, "spec") ? `--spec ${option(values, "spec")}` : undefined);
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
  const hours = option(values, "hours");
  const endTime = hours ? addHours(setup.startTime, Number(hours)) : setup.endTime;
  const out = option(values, "out");
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const folder = out ? path.resolve(out) : newFolder(path.resolve("runs", `experiment-${paper ? "paper" : "larkspur"}-${stamp}`));
  const trimmed = trimToRun(spec, endTime);
  const newRun: NewRunSpec = {
    scenario: setup.scenario, startTime: setup.startTime, endTime, checkpointEveryMinutes: setup.checkpointEveryMinutes, model, seed,
    ...(cognition ? { cognition: cognition as "faithful" | "economical" } : {}), ...(ablate.length ? { ablate } : {}),
  };
  const run = await openRun(folder, newRun);
  try {
    console.log(`Experiment "${trimmed.name}": simulating ${setup.startTime.replace("T", " ")} to ${endTime.replace("T", " ")} with the ${model} model (${cognition ?? "faithful"} cognition${ablate.length ? `, ablated: ${ablate.join(", ")}` : ""}), then measuring.`);
    const whispers = trimmed.facts.filter((f) => f.told).map((f) => ({ at: f.told!.at, persona: f.told!.person, text: f.told!.whisper ?? f.text }));
    const simulated = Date.now();
    await simulate(run, false, whispers);
    console.log(`Simulated in ${seconds(simulated)}.`);
    await measureAndReport(run, trimmed, measureModel && modelOption(measureModel));
  } finally {
    await run.close();
  }
}

/** The paper's run on the original's files: given by path, else ../shared/smallville where it exists. */
function paperSetup(values: Record<string, unknown>) {
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
    if (!fs.existsSync(file)) throw new UsageError(`The paper's setup: ${what} ${file} does not exist; ${PAPER_FILES_HINT}.`);
  }
  return { scenario, ...PAPER_RUN };
}

/** Measures a run folder made before (or a fork of one): the spec given, its own experiment's, or its parent's. */
async function measureExisting(folder: string, values: Record<string, unknown>, measureModel: string | undefined) {
  const run = await openRun(folder, undefined, { workers: false });
  try {
    const spec = option(values, "spec") ? readSpec(option(values, "spec")!) : specOfFolder(folder) ?? (run.spec.forkedFrom ? specOfFolder(run.spec.forkedFrom.folder) : undefined);
    if (!spec) throw new UsageError(`${folder} has no experiment.json (nor its parent): give the experiment with --spec <file.json> (docs/experiments.md shows one).`);
    await checkModelEndpoint(measureModel ?? run.spec.model);
    const now = (await stateAt(run)).state.clock.time;
    await measureAndReport(run, trimToRun(spec, now), measureModel);
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
  console.log(`\nResults: ${path.join(run.folder, EXPERIMENT_MD)} (and ${EXPERIMENT_JSON}, ${files.filter((f) => f.endsWith(".svg")).length} charts in experiment/)`);
  console.log(`Replay: ${commandLine(`replay --run ${run.folder}`)}`);
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

/** The spec with what lies past the run's end left out (a shorter --hours run, a run measured before its end). */
function trimToRun(spec: ExperimentSpec, end: string): ExperimentSpec {
  const times = spec.times.filter((t) => t <= end);
  return { ...spec, times: times.length ? times : [end], events: spec.events.filter((e) => e.end <= end), facts: spec.facts.map((f) => (f.told && f.told.at >= end ? { ...f, told: undefined } : f)) };
}

function addHours(start: string, hours: number): string {
  if (!Number.isFinite(hours) || hours <= 0) throw new UsageError(`--hours must be a positive number.`);
  return new Date(Date.parse(`${start}Z`) + hours * 3_600_000).toISOString().slice(0, 19);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
