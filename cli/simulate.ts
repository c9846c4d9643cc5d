/**
 * Running a town to its end from the command line, shared by run, resume and fork: a progress line (or the
 * interactive session), the run's outputs and replay written as it goes, a summary of where they are at the end, and
 * a run its model stopped turned into one sentence saying how to continue it (its Postgres likewise: the drivers'
 * sentences, and here the replay's reads of memories).
 */
import { setMaxListeners } from "node:events";
import fs from "node:fs";
import { commandLine, shownPath } from "../servers/invocation.js";
import path from "node:path";
import { textRunsOf, totalUsage } from "../state/usage.js";
import { ModelRequestError } from "../prompts/modelErrors.js";
import { loadSmallville } from "../tools/world/smallvilleLoader.js";
import { RunRecorder } from "../drivers/town/runOutputs.js";
import { advance, currentState, pauseHere, steer, type TownRun } from "../drivers/town/townRun.js";
import { guardPostgres, lastCheckpoint } from "../drivers/town/postgresLoss.js";
import { WorkersStoppedError } from "../drivers/town/workersStopped.js";
import { redisHasPassword, withPasswordPlaceholder } from "../drivers/town/redisAccess.js";
import { recorderOptionsFor } from "../drivers/town/runLineage.js";
import { stepNumbering, stepOfTick } from "../drivers/town/stepNumbers.js";
import { RunReplay } from "../drivers/replay/runReplay.js";
import { LiveControl } from "../drivers/town/liveControl.js";
import { PAUSE_ASKED } from "../nodes/town/pausePoints.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";
import type { MovementRecord } from "../nodes/town/resolve.js";
import type { TownStateType } from "../state/town.js";
import { Interrupted } from "./exitErrors.js";
import { ProgressBar } from "./progressBar.js";
import { RunWarnings } from "./runWarnings.js";
import { interactiveSession, MEMORY_CHECKPOINTS } from "./interactive.js";
import { replayHint } from "./commands/replay.js";

/** The outputs a run writes as it goes (movement log, replay) and at the end (timelines, conversations, usage). */
async function openOutputs(run: TownRun, movementFiles: boolean) {
  const before = await currentState(run);
  const start = before?.clock.start ?? run.spec.startTime!;
  const personas = before?.order ?? loadSmallville(run.spec.scenario?.baseDir ?? DEFAULT_VILLAGE.baseDir, run.spec.scenario?.mapDir ?? DEFAULT_VILLAGE.mapDir).meta.personaNames;
  const secondsPerTick = before?.clock.secondsPerTick ?? run.spec.secondsPerTick ?? 10;
  const recorder = new RunRecorder(run.folder, { personas, startTime: start, secondsPerTick, ...recorderOptionsFor(run.folder, run.spec, movementFiles) });
  // A resumed run's replay starts with the memories at its checkpoint, read from the store.
  const notResumed = () => `the run did not go on; it is at ${lastCheckpoint(before)}; resume it once the server is back`;
  const replay = await guardPostgres(run, notResumed, () => RunReplay.open(run, before));
  console.log(`Watch it as it runs: ${replayHint(run.folder)}`);
  // Steps as the run's files, replay page and history number them (from midnight of the start date).
  const numbering = stepNumbering(start, secondsPerTick);
  return {
    before,
    start,
    stepOfTick: (tick: number) => stepOfTick(numbering, tick),
    onRecord(record: MovementRecord) {
      recorder.record(record);
      replay.record(record);
    },
    onChunk(state: TownStateType) {
      replay.checkpoint(state);
    },
    /**
     * Writes what is derived at the end and says where everything is; for a run interrupted (Ctrl-C), at its last
     * checkpoint, with the command that continues it.
     */
    async finish(state: TownStateType, interrupted = false) {
      const written = await recorder.finish(state);
      // The replay's last snapshots read memories from the store while the run went on.
      const unfinished = () => `the run is at ${lastCheckpoint(state)} but its replay page was not finished; write it once the server is back: ${commandLine`replay --run ${run.folder} --rebuild`}`;
      const page = await guardPostgres(run, unfinished, () => replay.finish());
      const total = totalUsage(state.usage);
      // This command's own span: a fork or a resumed run from where it began, not from its root's start.
      const from = before?.clock.time ?? start;
      // A resumed run or a fork carries the calls made before it began: this command's own are told apart.
      const earlier = before ? totalUsage(before.usage).calls : 0;
      if (interrupted) console.log(`\nInterrupted: the run is at its last checkpoint, ${state.clock.time} (it ends at ${run.spec.endTime}).`);
      else {
        const ticks = state.clock.tick - (before?.clock.tick ?? 0);
        const own = earlier ? `: ${total.calls - earlier} LLM calls` : "";
        // A session left before any run (quit at the first prompt) says so, not "from 09:00 to 09:00 (0 ticks)".
        console.log(ticks > 0
          ? `\nSimulated ${personas.length} personas from ${from} to ${state.clock.time} (${ticks} ticks)${own}.`
          : `\nNo simulated time passed: ${personas.length} personas are still at ${state.clock.time}.`);
      }
      // Prompts answered from the cache need no call: said, so that more prompts than calls reads as it should.
      const cached = total.cached ? ` (${total.cached} answered from cache)` : "";
      const modes = [
        total.structuredRuns ? `${total.structuredRuns} prompts in structured mode` : "",
        textRunsOf(total) ? `${textRunsOf(total)} prompts in text mode` : "",
      ].filter(Boolean);
      // Interrupted, the counts are the last checkpoint's: the progress line also counted the calls of the steps cut
      // short, which a resume makes again.
      const whole = earlier ? ` in the whole run, from ${start}` : "";
      const upTo = interrupted ? `${whole ? "," : ""} to the last checkpoint` : "";
      console.log(
        `LLM${whole}${upTo}: ${total.calls} calls, ${total.retries} retries, ${total.fallbacks} fallbacks, ${total.errors} failed requests` +
          `${modes.length ? `; ${modes.join(", ")}${cached}` : ""}.` +
          (interrupted ? " The progress line also counted the calls of the steps cut short; resuming makes them again." : ""),
      );
      // The folder once, the files by their names under it.
      console.log(`Outputs in ${path.join(shownPath(run.folder), path.sep)}:`);
      for (const file of [path.relative(run.folder, recorder.logFile), "master_movement.json", "reverie/meta.json", "timeline/", "conversations/", "usage.md", "stats.md"]) {
        // No conversations folder when nobody talked.
        if (fs.existsSync(path.resolve(run.folder, file))) console.log(`  ${file}`);
      }
      if (written.length === 0) console.log("  (nothing new was written)");
      console.log(`Replay: ${shownPath(page)} (open it in a browser, or: ${commandLine`replay --run ${run.folder}`})`);
      if (run.spec.checkpointer === "memory") console.log(MEMORY_CHECKPOINTS);
      else {
        if (interrupted) console.log(`Continue it: ${resumeCommand(run)}`);
        console.log(`Checkpoints: ${commandLine`history --run ${run.folder}`}`);
      }
    },
  };
}

/** A thought to whisper into a persona's memory when the run reaches a time (an experiment's fact told to one person). */
export interface TimedWhisper {
  at: string;
  persona: string;
  text: string;
}

export { Interrupted };

/**
 * Advances a run to its end with a progress bar, recording its outputs and its replay; prints where they are. Each of
 * `whispers` not yet passed is whispered when the run reaches its time: the run pauses there, the whisper is a
 * steering of the run (history lists it), and the run goes on. Its replay page can pause it, whisper to a person and
 * let it go on (drivers/town/liveControl.ts), which the progress line shows. Ctrl-C stops it at its last checkpoint with its outputs
 * written up to there and the command that continues it (once, it went silently, with no timeline, usage or stats).
 */
export async function simulate(run: TownRun, movementFiles = false, whispers: readonly TimedWhisper[] = []): Promise<void> {
  const outputs = await openOutputs(run, movementFiles);
  const { before, start } = outputs;
  const bar = new ProgressBar({ from: start, until: run.spec.endTime });
  const warnings = new RunWarnings(bar);
  run.context.logger = warnings;
  bar.start(before?.clock.time);
  let calls = totalUsage(before?.usage ?? {}).calls;
  let fallbacks = totalUsage(before?.usage ?? {}).fallbacks;
  let at = { time: before?.clock.time ?? start, step: outputs.stepOfTick(before?.clock.tick ?? 0) };
  // Where the run starts, at once: a first tick can take a while (a model, workers still starting).
  bar.update({ ...at, calls, fallbacks });
  let state: Awaited<ReturnType<typeof advance>>;
  const interrupt = new AbortController();
  // Each chunk's graph invocation listens to it (LangGraph adds a few per run): no leak warning after ten of them.
  setMaxListeners(0, interrupt.signal);
  // Under `npm start` one Ctrl-C arrives up to three times (from the terminal, and relayed by npm and by tsx): the
  // first stops the run, repeats within two seconds are that same Ctrl-C, a later one ends the process at once.
  let first = 0;
  const onInterrupt = () => {
    if (!first) {
      first = Date.now();
      interrupt.abort();
    } else if (Date.now() - first > 2000) process.exit(130);
  };
  process.on("SIGINT", onInterrupt);
  // The replay page can pause the run, whisper in it and let it go on (liveControl.ts): asked between stretches.
  const live = LiveControl.open(run.folder);
  run.context[PAUSE_ASKED] = live.asked;
  try {
    const callbacks: Parameters<typeof advance>[1] = {
      signal: interrupt.signal,
      onRecord(record) {
        outputs.onRecord(record);
        // The record's step counts ticks from the run's start; the line shows the step of its time.
        at = { time: record.time, step: outputs.stepOfTick(record.step) };
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
    };
    // Advances to `until` (default the end); where the page asked the run to stop, it holds until the page lets it go.
    const advanceLive = async (until?: string) => {
      for (;;) {
        const reached = await advance(run, { ...callbacks, until });
        if (reached.paused?.reason !== "asked") return reached;
        await live.hold(run, reached, {
          onPaused: (time) => bar.note(`paused at ${time.slice(11, 16)} from the replay page (it goes on when the page says Continue)`),
          onGoing: () => bar.note(null),
        }, interrupt.signal);
      }
    };
    const from = before?.clock.time ?? start;
    for (const whisper of [...whispers].filter((w) => w.at >= from && w.at < run.spec.endTime).sort((a, b) => a.at.localeCompare(b.at))) {
      await advanceLive(whisper.at);
      await pauseHere(run, callbacks);
      await steer(run, { action: "whisper", persona: whisper.persona, text: whisper.text });
    }
    state = await advanceLive();
  } catch (error) {
    live.close("stopped", (await currentState(run).catch(() => undefined))?.clock.time ?? null);
    bar.stopped();
    warnings.flush();
    const at = interrupt.signal.aborted ? await currentState(run) : undefined;
    if (!at) throw await stoppedRun(run, error);
    await outputs.finish(at, true);
    throw new Interrupted();
  } finally {
    process.off("SIGINT", onInterrupt);
    delete run.context[PAUSE_ASKED];
  }
  live.close("finished", state.clock.time);
  const final = totalUsage(state.usage);
  bar.done({ time: state.clock.time, step: outputs.stepOfTick(state.clock.tick), calls: final.calls, fallbacks: final.fallbacks });
  warnings.flush();
  await outputs.finish(state);
}

/** The interactive session on a run (cli/interactive.ts), its outputs written as for a plain run. */
export async function steerInteractively(run: TownRun, movementFiles = false): Promise<void> {
  const outputs = await openOutputs(run, movementFiles);
  // The page does not steer a run a terminal steers (two people pausing and going on at once): it says so.
  const live = LiveControl.interactive(run.folder);
  try {
    await interactiveSession(run, { outputs });
  } catch (error) {
    throw await stoppedRun(run, error);
  } finally {
    live.close("stopped", (await currentState(run).catch(() => undefined))?.clock.time ?? null);
  }
}

/**
 * A run its model stopped (an endpoint that keeps failing, a replay without the answer) or its workers stopped (Redis
 * lost, no worker, a job that failed) ends at its last checkpoint: one sentence saying what failed, where the run is,
 * and how to continue it (not for a replay that lacks an answer: resuming it would lack the same answer).
 */
async function stoppedRun(run: TownRun, error: unknown): Promise<unknown> {
  let cause: unknown = error;
  const known = (e: unknown) => e instanceof ModelRequestError || e instanceof WorkersStoppedError;
  for (let depth = 0; cause && !known(cause) && depth < 4; depth++) cause = (cause as { cause?: unknown }).cause;
  if (!(cause instanceof ModelRequestError) && !(cause instanceof WorkersStoppedError)) return error;
  const what = cause instanceof WorkersStoppedError ? cause.reason : cause.message;
  const at = (await currentState(run).catch(() => undefined))?.clock.time;
  const stopped = `${what.replace(/[.\s]+$/, "")}; the run stopped at its last checkpoint (${at ?? "its start"})`;
  if (cause.resumeWhen === null) return new Error(`${stopped}.`);
  if (run.spec.checkpointer === "memory") return new Error(`${stopped}, which was kept in memory and ends with this process (--checkpointer memory): start the run again.`);
  return new Error(`${stopped}: continue it with "${resumeCommand(run)}" ${cause.resumeWhen}.`);
}

/** The command that continues a run; a Redis password (run.json keeps none) given again unless REDISCLI_AUTH has it. */
function resumeCommand(run: TownRun): string {
  const workers = run.spec.workers;
  const again = workers && redisHasPassword(workers) && !process.env.REDISCLI_AUTH ? ` --workers ${withPasswordPlaceholder(workers)}` : "";
  return commandLine`resume --run ${run.folder}` + again;
}
