#!/usr/bin/env node
/**
 * The package's command line (`npm start -- <command> [options]`, or the `simulacra` bin).
 *
 *   run       simulate a village (default: the package's own, one day, simulated model, offline)
 *   resume    continue a run folder from its last checkpoint to its end
 *   history   list a run's checkpoints with their simulated times
 *   fork      continue a run from a checkpoint in a new run folder, optionally whispering a thought
 *   interview ask a run's personas the bundled questions (or one question) at a checkpoint (cli/interview.ts)
 *   replay    serve a run folder's replay page on 127.0.0.1 (cli/replay.ts)
 *   examples  the memory builder and decide-to-talk graphs on bundled examples
 *   worker    take persona ticks of runs with workers from Redis (cli/worker.ts)
 */
import fs from "node:fs";
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { addMinutes, GameTimeSchema, isCalendarTime } from "../state/gameTime.js";
import { textRunsOf, totalUsage } from "../state/usage.js";
import { checkModelEndpoint, parseModelSpec } from "../tools/models/factory.js";
import { ModelRequestError } from "../prompts/modelErrors.js";
import { loadSmallville } from "../tools/world/smallvilleLoader.js";
import { ProgressBar } from "./progressBar.js";
import { lastMovementStep, RunRecorder } from "../drivers/town/runOutputs.js";
import { advance, currentState, fork, history, openRun, rewindTo, setRunEnd, type TownRun } from "../drivers/town/townRun.js";
import { newSiblingFolder } from "../drivers/town/runSpec.js";
import { thresholdSets } from "./options.js";
import { RunWarnings } from "./runWarnings.js";
import { runExamples } from "./examples.js";
import { commandReplay, replayHint } from "./replay.js";
import { numberingOfRun, recorderOptionsFor } from "../drivers/town/runLineage.js";
import { renumberOldSteps, tickOfStep } from "../drivers/town/stepNumbers.js";
import { RunReplay } from "../drivers/replay/runReplay.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";
import type { MovementRecord } from "../nodes/town/resolve.js";
import type { TownStateType } from "../state/town.js";
import { interactiveSession } from "./interactive.js";
import { commandInterview } from "./interview.js";
import { commandWorker, WORKER_HELP } from "./worker.js";

const HELP = `simulacra: believable agents on LangGraph.js

Usage: npm start -- [command] [options]      (the bin: simulacra [command] [options])

Commands:
  run (default)   simulate a village and write its outputs to a run folder
  resume          continue a run folder from its last checkpoint to its end
  history         list the checkpoints of a run folder with their simulated times
  fork            continue a run from one of its checkpoints in a new run folder
  interview       ask every persona of a run the bundled questions at a checkpoint, answers to the run folder
  replay          serve a run folder's replay page on 127.0.0.1 and print its URL
  examples        run the memory builder and decide-to-talk graphs on bundled examples
  worker          think for the personas of runs started with --workers (on any machine; see README)

run options:
  --scenario <dir> --map <dir>   an original Smallville base folder and map folder (default: the package's village)
  --history <csv>                with --scenario: the village's history (Name,Whisper), each whisper stored as an inner
                                 thought at the start, e.g. ../shared/smallville/the_ville/agent_history_init_n3.csv
                                 (the package's village always loads its own)
  --start <time>                 start time, e.g. 2024-05-06T06:00:00 (default: the village's)
  --end <time> | --hours <n>     when to stop (default: 24 hours after the start)
  --model <spec>                 "simulated" (default, offline), "openai/<model>" (OPENAI_API_KEY, OPENAI_BASE_URL)
                                 or "replay:<file>" (the model-exchanges.jsonl of a run made with --record)
  --record                       write every model exchange to <run folder>/model-exchanges.jsonl
  --answer-mode <mode>           auto (default: structured output where the model supports it), structured or text
  --cognition <way>              faithful (default: one question per model call, as the original) or economical
                                 (combined and reused answers, about a third of the calls; README "Cognition")
  --request-timeout <seconds>    a model request that takes longer fails (default 120)
  --max-failed-requests <n>      failed model requests in a row that stop the run at its last checkpoint (default 6)
  --max-tokens-scale <x>         multiply every prompt's token cap (e.g. 4 for a reasoning model; default 1)
  --seed <n>                     seed of the simulated model and of every seeded choice (default 0)
  --out <dir>                    run folder (default: runs/<date-time>)
  --checkpointer <kind>          sqlite (default, a file in the run folder), memory, or a postgres:// string
  --checkpoint-every <minutes>   simulated minutes between checkpoints (default 60; at least one tick)
  --set <threshold>=<value>      override a named threshold, e.g. --set chatCooldownTicks=400 (repeatable; kept
                                 in run.json, so resume and fork use it too)
  --concurrency <n>              model calls in flight at once (default 8; with --workers: across all workers)
  --workers <redis://host:6379>  each persona's thinking is a job for worker processes (npm start -- worker);
                                 needs a postgres:// --checkpointer, which the workers share (kept in run.json)
  --movement-files               also write the original's movement/<step>.json per step (default: movement.jsonl only)
  --interactive                  a session with the paused run: run some ticks, interview, whisper, fork here
                                 (type "help" in it; resume takes it too)
resume / history options:
  --run <dir>                    the run folder
  --end <time> | --hours <n>     resume only: a new end for the run, or its end moved n simulated hours later
fork options:
  --run <dir> --at <checkpoint id | time>   where to branch off (history lists both; a time between checkpoints
                                            takes the latest checkpoint before it, and says which)
  --whisper "<persona>: <thought>"          a thought put into one persona's memory at the fork
  --out <dir> --end <time>                  the fork's folder (default: <run>-fork-<n>) and end (after the fork point)
  --set <threshold>=<value>                 as for run, over the parent's
  --movement-files                          as for run
interview options:
  --run <dir> --at <time | checkpoint id>   which moment (default: the run's latest checkpoint)
  --persona <name> --question "<text>"      one question to one persona, answered here (default: every persona,
                                            the bundled questions, written to <run>/interviews/<time>/)
replay options:
  --run <dir>                    the run folder (its replay.html also opens from the file system, no server needed)
  --port <n>                     the port (default: a free one)
  --rebuild                      write the replay data again from the run's movement log and checkpoints
${WORKER_HELP}
`;

class UsageError extends Error {}

function option(values: Record<string, unknown>, name: string): string | undefined {
  const v = values[name];
  return typeof v === "string" ? v : undefined;
}

function timeOption(values: Record<string, unknown>, name: string): string | undefined {
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

function numberOption(values: Record<string, unknown>, name: string, integer = false): number | undefined {
  const v = option(values, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new UsageError(`--${name} must be a positive ${integer ? "integer" : "number"}, got "${v}".`);
  }
  return n;
}

/** The outputs a run writes as it goes (movement log, replay) and at the end (timelines, conversations, usage). */
async function openOutputs(run: TownRun, movementFiles: boolean) {
  const before = await currentState(run);
  const start = before?.clock.start ?? run.spec.startTime!;
  const personas = before?.order ?? loadSmallville(run.spec.scenario?.baseDir ?? DEFAULT_VILLAGE.baseDir, run.spec.scenario?.mapDir ?? DEFAULT_VILLAGE.mapDir).meta.personaNames;
  const secondsPerTick = before?.clock.secondsPerTick ?? run.spec.secondsPerTick ?? 10;
  const recorder = new RunRecorder(run.folder, { personas, startTime: start, secondsPerTick, ...recorderOptionsFor(run.folder, run.spec, movementFiles) });
  const replay = await RunReplay.open(run, before);
  console.log(`Watch it as it runs: ${replayHint(run.folder)}`);
  return {
    before,
    start,
    onRecord(record: MovementRecord) {
      recorder.record(record);
      replay.record(record);
    },
    onChunk(state: TownStateType) {
      replay.checkpoint(state);
    },
    /** Writes what is derived at the end and says where everything is. */
    async finish(state: TownStateType) {
      const written = await recorder.finish(state);
      const page = await replay.finish();
      const total = totalUsage(state.usage);
      // This command's own span: a fork or a resumed run from where it began, not from its root's start.
      const from = before?.clock.time ?? start;
      console.log(`\nSimulated ${personas.length} personas from ${from} to ${state.clock.time} (${state.clock.tick - (before?.clock.tick ?? 0)} ticks).`);
      const modes = [
        total.structuredRuns ? `${total.structuredRuns} prompts in structured mode` : "",
        textRunsOf(total) ? `${textRunsOf(total)} prompts in text mode` : "",
      ].filter(Boolean);
      console.log(
        `LLM: ${total.calls} calls, ${total.retries} retries, ${total.fallbacks} fallbacks, ${total.errors} failed requests` +
          `${modes.length ? `; ${modes.join(", ")}` : ""}.`,
      );
      console.log(`Outputs in ${run.folder}:`);
      for (const file of [recorder.logFile, "master_movement.json", "reverie/meta.json", "timeline/", "conversations/", "usage.md", "stats.md"]) {
        // No conversations folder when nobody talked.
        if (fs.existsSync(path.resolve(run.folder, file))) console.log(`  ${path.resolve(run.folder, file)}`);
      }
      if (written.length === 0) console.log("  (nothing new was written)");
      console.log(`Replay: ${page} (open it in a browser, or: npm start -- replay --run ${run.folder})`);
      console.log(`Checkpoints: npm start -- history --run ${run.folder}`);
    },
  };
}

/** Advances a run to its end with a progress bar, recording its outputs and its replay; prints where they are. */
async function simulate(run: TownRun, movementFiles = false): Promise<void> {
  const outputs = await openOutputs(run, movementFiles);
  const { before, start } = outputs;
  const bar = new ProgressBar({ from: start, until: run.spec.endTime });
  const warnings = new RunWarnings(bar);
  run.context.logger = warnings;
  bar.start(before?.clock.time);
  let calls = totalUsage(before?.usage ?? {}).calls;
  let fallbacks = totalUsage(before?.usage ?? {}).fallbacks;
  let at = { time: before?.clock.time ?? start, tick: before?.clock.tick ?? 0 };
  let state: Awaited<ReturnType<typeof advance>>;
  try {
    state = await advance(run, {
      onRecord(record) {
        outputs.onRecord(record);
        at = { time: record.time, tick: record.step + 1 };
        bar.update({ ...at, calls, fallbacks });
      },
      // Each prompt's calls as they happen; a checkpoint's totals replace the running count.
      onUsage(usage) {
        const added = totalUsage(usage);
        calls += added.calls;
        fallbacks += added.fallbacks;
        bar.update({ ...at, calls, fallbacks });
      },
      onChunk(s) {
        ({ calls, fallbacks } = totalUsage(s.usage));
        outputs.onChunk(s);
      },
    });
  } catch (error) {
    bar.done();
    warnings.flush();
    throw await stoppedByModel(run, error);
  }
  const final = totalUsage(state.usage);
  bar.done({ time: state.clock.time, tick: state.clock.tick, calls: final.calls, fallbacks: final.fallbacks });
  warnings.flush();
  await outputs.finish(state);
}

/** The interactive session on a run (cli/interactive.ts), its outputs written as for a plain run. */
async function steerInteractively(run: TownRun, movementFiles = false): Promise<void> {
  const outputs = await openOutputs(run, movementFiles);
  try {
    await interactiveSession(run, { outputs });
  } catch (error) {
    throw await stoppedByModel(run, error);
  }
}

/**
 * A run its model stopped (an endpoint that keeps failing, a replay without the answer) ends at its last checkpoint:
 * one sentence saying what failed, where the run is, and how to continue it (not for a replay that lacks an answer:
 * resuming it would lack the same answer).
 */
async function stoppedByModel(run: TownRun, error: unknown): Promise<unknown> {
  let cause: unknown = error;
  for (let depth = 0; cause && !(cause instanceof ModelRequestError) && depth < 4; depth++) cause = (cause as { cause?: unknown }).cause;
  if (!(cause instanceof ModelRequestError)) return error;
  const at = (await currentState(run).catch(() => undefined))?.clock.time;
  const stopped = `${cause.message.replace(/[.\s]+$/, "")}; the run stopped at its last checkpoint (${at ?? "its start"})`;
  if (cause.resumeWhen === null) return new Error(`${stopped}.`);
  return new Error(`${stopped}: continue it with "npm start -- resume --run ${run.folder}" ${cause.resumeWhen}.`);
}

async function commandRun(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: "string" },
      map: { type: "string" },
      history: { type: "string" },
      start: { type: "string" },
      end: { type: "string" },
      hours: { type: "string" },
      model: { type: "string", default: "simulated" },
      seed: { type: "string", default: "0" },
      out: { type: "string" },
      checkpointer: { type: "string", default: "sqlite" },
      "checkpoint-every": { type: "string", default: "60" },
      concurrency: { type: "string", default: "8" },
      record: { type: "boolean", default: false },
      "answer-mode": { type: "string" },
      cognition: { type: "string" },
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
  const scenario = scenarioDir && mapDir
    ? { baseDir: path.resolve(scenarioDir), mapDir: path.resolve(mapDir), ...(history ? { history: path.resolve(history) } : {}) }
    : undefined;
  const village = loadSmallville(scenario?.baseDir ?? DEFAULT_VILLAGE.baseDir, scenario?.mapDir ?? DEFAULT_VILLAGE.mapDir);
  const start = timeOption(values, "start") ?? village.meta.startTime;
  const hours = numberOption(values, "hours");
  const end = timeOption(values, "end") ?? addMinutes(start, (hours ?? 24) * 60);
  if (end <= start) throw new UsageError(`--end (${end}) must be after the start (${start}).`);
  const seed = Number(option(values, "seed"));
  if (!Number.isSafeInteger(seed)) {
    throw new UsageError(`--seed must be a whole number between -9007199254740991 and 9007199254740991, got "${option(values, "seed")}".`);
  }
  const checkpointEvery = numberOption(values, "checkpoint-every")!;
  if (checkpointEvery * 60 < village.meta.secondsPerTick) {
    throw new UsageError(`--checkpoint-every must be at least one tick (${village.meta.secondsPerTick} simulated seconds = ${Math.ceil((village.meta.secondsPerTick / 60) * 100) / 100} minutes), got "${option(values, "checkpoint-every")}".`);
  }
  const thresholds = thresholdSets(values.set as string[] | undefined);
  const model = modelOption(option(values, "model")!);
  const answerMode = option(values, "answer-mode");
  if (answerMode !== undefined && !["auto", "structured", "text"].includes(answerMode)) {
    throw new UsageError(`--answer-mode must be auto, structured or text, got "${answerMode}".`);
  }
  const cognition = option(values, "cognition");
  if (cognition !== undefined && !["faithful", "economical"].includes(cognition)) {
    throw new UsageError(`--cognition must be faithful or economical, got "${cognition}".`);
  }
  await checkModelEndpoint(model); // configuration errors surface here, before any work
  const scale = numberOption(values, "max-tokens-scale");
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const folder = path.resolve(option(values, "out") ?? path.join("runs", stamp));
  const run = await openRun(folder, {
    scenario,
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
    requestTimeoutSeconds: numberOption(values, "request-timeout"),
    maxFailedRequestsInARow: numberOption(values, "max-failed-requests", true),
    maxTokens: scale === undefined ? undefined : { scale },
    record: values.record === true ? true : undefined,
    workers: option(values, "workers"),
    threadId: path.basename(folder),
  });
  try {
    console.log(`Simulating ${village.meta.personaNames.join(", ")} from ${start} to ${end} with the ${model} model (seed ${seed}).`);
    if (values.interactive) await steerInteractively(run, values["movement-files"] === true);
    else await simulate(run, values["movement-files"] === true);
  } finally {
    await run.close();
  }
}

/** A model string, checked; a replay file is kept as an absolute path (run.json is read from other folders). */
function modelOption(model: string): string {
  const spec = parseModelSpec(model, "chat");
  return spec.provider === "replay" ? `replay:${path.resolve(spec.file)}` : model;
}

function runFolder(values: Record<string, unknown>): string {
  const folder = option(values, "run");
  if (!folder) throw new UsageError("--run <folder> is required (a folder written by the run command).");
  return path.resolve(folder);
}

async function commandResume(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { run: { type: "string" }, end: { type: "string" }, hours: { type: "string" }, interactive: { type: "boolean", default: false } },
  });
  const end = timeOption(values, "end");
  const hours = numberOption(values, "hours");
  if (end !== undefined && hours !== undefined) throw new UsageError("--end and --hours do not go together: give one.");
  const run = await openRun(runFolder(values));
  try {
    await checkModelEndpoint(run.spec.model);
    if (end !== undefined || hours !== undefined) {
      const newEnd = end ?? addMinutes(run.spec.endTime, hours! * 60);
      await setRunEnd(run, newEnd);
      console.log(`The run now ends at ${newEnd}.`);
    }
    // A folder written before steps counted from midnight takes the numbering first (stepNumbers.ts).
    const numbering = numberingOfRun(run.spec);
    renumberOldSteps(run.folder, numbering);
    // Steps stream to disk after the graph computed them: go back to a checkpoint the movement files reach.
    const rewound = await rewindTo(run, Math.max(0, tickOfStep(numbering, lastMovementStep(run.folder) + 1)));
    if (rewound) console.log(`The run's outputs end before its last checkpoint: continuing from ${rewound}.`);
    const state = await currentState(run);
    console.log(state ? `Resuming ${run.folder} from ${state.clock.time}.` : `Starting ${run.folder} (no checkpoint yet).`);
    if (values.interactive) await steerInteractively(run);
    else await simulate(run);
  } finally {
    await run.close();
  }
}

async function commandHistory(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { run: { type: "string" } } });
  const run = await openRun(runFolder(values));
  try {
    const rows = await history(run);
    if (!rows.length) console.log(`${run.folder} has no checkpoints yet.`);
    // Steps as the run's files and replay page number them (from midnight of the start date).
    for (const row of rows) {
      console.log(`${row.time}  step ${String(row.step).padStart(6)}  ${row.checkpointId}${row.paused ? `  paused (${row.paused})` : ""}`);
      // Where a person changed the run: whispers and kept interview answers, at the checkpoint they made.
      for (const e of row.steered ?? []) {
        console.log(`    ${e.kind === "whisper" ? `whisper to ${e.persona}` : `answer kept by ${e.persona}`} (${e.memoryId}): ${e.text}`);
      }
    }
    console.log(`Replay: ${replayHint(run.folder)}`);
  } finally {
    await run.close();
  }
}

async function commandFork(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      run: { type: "string" },
      at: { type: "string" },
      whisper: { type: "string" },
      out: { type: "string" },
      end: { type: "string" },
      "movement-files": { type: "boolean", default: false },
      set: { type: "string", multiple: true },
    },
  });
  const thresholds = thresholdSets(values.set as string[] | undefined);
  const endTime = timeOption(values, "end");
  const parent = await openRun(runFolder(values));
  try {
    const at = option(values, "at");
    if (!at) throw new UsageError("--at <checkpoint id | time> is required (see the history command).");
    const text = option(values, "whisper");
    let whisper: { persona: string; text: string } | undefined;
    if (text !== undefined) {
      const colon = text.indexOf(":");
      if (colon < 1) throw new UsageError('--whisper must look like "<persona>: <thought>".');
      whisper = { persona: text.slice(0, colon).trim(), text: text.slice(colon + 1).trim() };
    }
    // A time (anything dated) or a checkpoint id as history prints it.
    const atTime = /^\d{4}-\d{2}-\d{2}T/.test(at) ? timeOption({ at }, "at")! : undefined;
    const out = option(values, "out");
    // The default folder is made here, with the next free number: forks started at once never share one.
    const folder = out ? path.resolve(out) : newSiblingFolder(parent.folder, "fork");
    let child: TownRun;
    try {
      child = await fork(parent, { at: atTime ?? at, whisper, folder, endTime, thresholds });
    } catch (error) {
      if (!out) rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    try {
      const from = child.spec.forkedFrom!;
      if (atTime && from.time !== atTime) console.log(`No checkpoint at ${atTime}; forking at ${from.time} (checkpoint ${from.checkpointId}).`);
      console.log(`Forked ${parent.folder} at ${from.time} into ${folder}.`);
      await simulate(child, values["movement-files"] === true);
    } finally {
      await child.close();
    }
  } finally {
    await parent.close();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  const commands: Record<string, (args: string[]) => Promise<void>> = {
    run: commandRun,
    resume: commandResume,
    history: commandHistory,
    fork: commandFork,
    replay: commandReplay,
    interview: commandInterview,
    examples: runExamples,
    worker: commandWorker,
  };
  const [first, ...rest] = argv;
  const command = first && !first.startsWith("-") ? first : "run";
  const args = first && !first.startsWith("-") ? rest : argv;
  const handler = commands[command];
  if (!handler) throw new UsageError(`Unknown command "${command}": use ${Object.keys(commands).join(", ")} (or --help).`);
  await handler(args);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // One sentence for the user; the stack only on request (SIMULACRA_DEBUG=1).
    console.error(`simulacra: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.SIMULACRA_DEBUG) console.error(error);
    process.exit(1);
  },
);
