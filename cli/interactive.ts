/**
 * `npm start -- run ... --interactive` (and `resume --run <dir> --interactive`): a session with a paused town, as the
 * original was driven ("run 360", then talk to the agents). The run waits at a pause point (a LangGraph interrupt)
 * between commands, so what a person does goes into the run's own history: run some ticks or until a time, pause
 * on conversations or reflections, interview a persona (read only; `keep` makes an answer a memory), whisper a
 * thought, see a persona's schedule, fork here, quit. The run's outputs are written as it goes, as for a plain run.
 *
 * Reads lines from any stream: a terminal gets a prompt, a script (a pipe) gets each command echoed after the
 * prompt so the transcript reads like a session. Every error is one line; the session goes on. A Postgres server that
 * goes away is one such line when the command changed nothing (an interview, a whisper, a kept answer, a fork: try
 * again once it is back), but a run it stopped (`run`, `until`) ends the session as it ends a plain run: that one
 * sentence, exit code 1, and `resume --interactive` goes on from the last checkpoint once the server is back.
 */
import { didYouMean } from "./didYouMean.js";
import path from "node:path";
import { rmSync } from "node:fs";
import { commandLine, shownPath } from "../servers/invocation.js";
import { setMaxListeners } from "node:events";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { interview, type InterviewOptions } from "../drivers/town/interviews.js";
import { LostPostgresError } from "../drivers/town/postgresLoss.js";
import { stepOfClock } from "../drivers/town/stepNumbers.js";
import { advance, currentState, fork, pauseHere, steer, type TownRun } from "../drivers/town/townRun.js";
import { newSiblingFolder } from "../drivers/town/runSpec.js";
import type { MovementRecord } from "../nodes/town/resolve.js";
import { wherePhrase } from "../prompts/persona/socialShared.js";
import { timedSchedule } from "../state/daySchedule.js";
import { addSeconds, GameTimeSchema } from "../state/gameTime.js";
import type { Utterance } from "../state/persona.js";
import type { TownStateType } from "../state/town.js";
import { nearestPersona, personaNamed, shortText, whisperProblem, type PauseEvent } from "../state/townPause.js";
import { totalUsage } from "../state/usage.js";
import { ProgressBar, progressEnding } from "./progressBar.js";

/** What the command line writes as the run goes (its outputs and replay), fed by the session. */
export interface SessionOutputs {
  onRecord(record: MovementRecord): void;
  onChunk(state: TownStateType): void;
  /** Writes what is derived at the end (timelines, conversations, usage, the replay's last chunk). */
  finish(state: TownStateType): Promise<void>;
}

export interface SessionOptions {
  input?: Readable;
  output?: Writable;
  outputs: SessionOutputs;
}

/** What a run on `--checkpointer memory` says instead of how to list, resume or fork it (none of which can work). */
export const MEMORY_CHECKPOINTS =
  "Its checkpoints were kept in memory (--checkpointer memory) and end with this process: it cannot be resumed, forked or listed by history (the default, sqlite, can).";

export const SESSION_HELP = `Commands (a persona by full or first name):
  run <n>[m|h]               run n ticks (or n simulated minutes / hours), then pause
  until <time>               run until a time: 14:30 (today), or 2024-05-07T08:00
  on conversation|reflection|both|off
                             also pause when a conversation starts / a persona reflects (kept until changed)
  interview <persona>        talk to a persona: each line is a question; "keep" keeps the last answer as
                             its memory; "end" (or an empty line) ends the interview
  interview <persona>: <q>   ask one question
  whisper <persona>: <text>  put a thought into the persona's memory, here and now
  schedule <persona>         the persona's plan for today, the current entry marked
  who                        where everyone is and what they are doing
  log                        the whispers and kept answers of this run
  fork [<folder>]            continue from here in a new run folder (default <run>-fork-<n>; the parent goes on unchanged)
  help                       this list
  quit                       write the run's outputs and leave, with the command that goes on later;
                             Ctrl-C and Ctrl-D leave the same way (during run or until, at the last checkpoint)`;

/** "30" ticks, "5m", "2h" -> ticks. */
export function ticksOf(text: string, secondsPerTick: number): number | null {
  const m = /^(\d+)\s*(m|min|h|hours?|ticks?|steps?)?$/i.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? "").toLowerCase();
  if (unit.startsWith("m")) return Math.ceil((n * 60) / secondsPerTick);
  if (unit.startsWith("h")) return Math.ceil((n * 3600) / secondsPerTick);
  return n;
}

/** "14:30" (the clock's day) or a full game time; null when it is neither. */
export function timeOf(text: string, now: string): string | null {
  const t = text.trim().replace(" ", "T");
  let full = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(t) ? `${t}:00` : t;
  if (/^\d{1,2}:\d{2}(:\d{2})?$/.test(t)) {
    const [h, m, s] = t.split(":");
    full = `${now.slice(0, 10)}T${h!.padStart(2, "0")}:${m}:${s ?? "00"}`;
  }
  // A clock time is checked as a full one is: "25:00" is no time (it once ran the town to its end).
  return GameTimeSchema.safeParse(full).success ? full : null;
}


/** The session's commands, for a mistyped one's did-you-mean (as the command line's own). */
const SESSION_WORDS = ["help", "quit", "exit", "run", "step", "until", "on", "interview", "ask", "whisper", "schedule", "plan", "who", "status", "log", "fork"];
/** "Ada: text" -> ["Ada", "text"]. */
function personaAndText(rest: string): [string, string] | null {
  const colon = rest.indexOf(":");
  if (colon < 1) return null;
  const text = rest.slice(colon + 1).trim();
  return text ? [rest.slice(0, colon).trim(), text] : null;
}

class UserError extends Error {}

export async function interactiveSession(run: TownRun, options: SessionOptions): Promise<void> {
  const input = options.input ?? process.stdin;
  const out = options.output ?? process.stdout;
  const terminal = Boolean((input as { isTTY?: boolean }).isTTY && (out as { isTTY?: boolean }).isTTY);
  const say = (text = "") => out.write(`${text}\n`);
  const rl = createInterface({ input, output: terminal ? out : undefined, terminal });
  // Read lines from now on: piped commands that arrive while the run opens are queued, not dropped.
  const lines = rl[Symbol.asyncIterator]();

  let state = await currentState(run);
  let watching: PauseEvent[] = [];
  /** The run stopped under a command (its Postgres went away): the session ends with that sentence. */
  let stopped: LostPostgresError | null = null;
  // Ctrl-C during a stretch of the run stops it at its last checkpoint, as on a plain run (it once went on to the
  // stretch's end: `run 40h` kept a person waiting for forty simulated hours before it left).
  const interrupt = new AbortController();
  setMaxListeners(0, interrupt.signal);
  let advancing = false;
  /** The persona being interviewed, and the interview so far. */
  let talk: { persona: string; history: Utterance[]; last: { question: string; answer: string; drewOn: string[] } | null } | null = null;

  /** How to give a run at its end more time, in a session again. */
  const extendHint = (lead: string) => `${lead}: ${commandLine`resume --run ${run.folder} --hours <n> --interactive`} (or --end <time>).`;
  // Steps as the run's files and replay page number them (from midnight of the start date).
  const clockText = (s?: TownStateType) => (s ? `${s.clock.time.replace("T", " ")}, step ${stepOfClock(s.clock)}` : "not started");
  const prompt = () => (talk ? `  ${talk.persona} > ` : `[${clockText(state)}] > `);
  const nameOf = (given: string) => {
    if (!state) throw new UserError("The run has not started.");
    const found = personaNamed(state.order, given);
    if ("error" in found) throw new UserError(found.error);
    return found.name;
  };

  const interviewee = (rest: string) => {
    if (!state) throw new UserError("The run has not started.");
    const found = intervieweeOf(state.order, rest);
    if ("error" in found) throw new UserError(found.error);
    return found.name;
  };

  /** Runs until a pause point (or the run's end), writing outputs; reports where it stopped. */
  async function runTo(asked: { ticks?: number; at?: string }) {
    const from = state?.clock.time ?? run.spec.startTime!;
    if (from >= run.spec.endTime) throw new UserError(`The run is at its end (${clockText(state)}): "fork" goes on in a new run folder; or quit and ${extendHint("extend it with")}`);
    const target = asked.at ?? addSeconds(from, (asked.ticks ?? 0) * (state?.clock.secondsPerTick ?? 10));
    // Past the run's end, it pauses at the end: a whisper or a kept answer still has a run to go into.
    const pause = target >= run.spec.endTime ? { at: run.spec.endTime } : asked;
    // The whole run's span: a pause shows how far the run is, not 100 % of the stretch asked for.
    const bar = terminal ? new ProgressBar({ from: run.spec.startTime ?? from, until: run.spec.endTime, stream: out as never }) : null;
    bar?.start(from);
    const clock = { start: state?.clock.start ?? run.spec.startTime!, secondsPerTick: state?.clock.secondsPerTick ?? 10 };
    let calls = totalUsage(state?.usage ?? {}).calls;
    let fallbacks = totalUsage(state?.usage ?? {}).fallbacks;
    let reached: TownStateType | undefined;
    advancing = true;
    try {
      state = reached = await advance(run, {
        signal: interrupt.signal,
        pause: { ...pause, on: watching },
        onRecord(record) {
          options.outputs.onRecord(record);
          // The record's step counts ticks from the run's start; the line shows the step of its time.
          bar?.update({ time: record.time, step: stepOfClock({ ...clock, tick: record.step }), calls, fallbacks });
        },
        onChunk(s) {
          ({ calls, fallbacks } = totalUsage(s.usage));
          options.outputs.onChunk(s);
        },
      });
    } catch (error) {
      if (error instanceof LostPostgresError) stopped = error;
      if (!interrupt.signal.aborted || stopped) throw error;
      state = await currentState(run);
    } finally {
      advancing = false;
      // With the run's call count where it got to: "paused" whenever the session waits, "done" only at an end it ran to.
      const total = reached && totalUsage(reached.usage);
      const last = reached && total ? { time: reached.clock.time, step: stepOfClock(reached.clock), calls: total.calls, fallbacks: total.fallbacks } : undefined;
      const ending = progressEnding(reached && last ? { time: reached.clock.time, paused: Boolean(reached.paused) } : undefined, run.spec.endTime);
      if (ending === "stopped") bar?.stopped();
      else if (ending === "paused") bar?.paused(last);
      else bar?.done(last);
    }
    if (interrupt.signal.aborted || !state) {
      say(`Stopped at the last checkpoint, ${clockText(state)}.`);
      return;
    }
    const paused = state.paused;
    if (!paused) say(`The run reached its end at ${clockText(state)}.`);
    else if (!paused.events.length && state.clock.time >= run.spec.endTime) say(`Paused at the run's end, ${clockText(state)}.`);
    else if (paused.events.length) say(`Paused at ${clockText(state)}: ${paused.events.join(" ")}`);
    else say(`Paused at ${clockText(state)}.`);
  }

  async function ask(persona: string, question: string, history: Utterance[]) {
    const answer = await interview(run, persona, question, { history } satisfies InterviewOptions);
    say(`  ${answer.persona}: ${answer.answer}`);
    if (answer.drewOn.length) {
      say(`    drew on ${answer.drewOn.map((m) => `${m.id} (${m.type}, ${m.created.slice(11, 16)}) "${m.description}"`).join("; ")}`);
    } else say(`    drew on no memory (${answer.recalled} recalled)`);
    return answer;
  }

  // The session's own view of its run (only it drives the run): no database round trip before each command.
  function needPause(what: string) {
    if (!state?.paused) throw new UserError(`The run is not paused (it reached its end at ${clockText(state)}): ${what} needs a paused run; quit and resume it with --interactive.`);
  }

  async function command(line: string): Promise<"quit" | void> {
    if (talk) {
      const text = line.trim();
      if (!text || /^(end|bye|done|\.)$/i.test(text)) {
        say(`  (interview with ${talk.persona} ended)`);
        talk = null;
        return;
      }
      if (/^keep$/i.test(text)) {
        if (!talk.last) throw new UserError("Nothing to keep yet: ask a question first.");
        needPause("keeping an answer");
        const { reply, state: after } = await steer(run, { action: "keep", persona: talk.persona, ...talk.last });
        state = after;
        if (reply.action === "error") throw new UserError(reply.error);
        say(`  kept as ${talk.persona}'s memory ${"memoryId" in reply ? reply.memoryId : ""}`.trimEnd());
        return;
      }
      const answer = await ask(talk.persona, text, talk.history);
      talk.history.push(["Interviewer", text], [answer.persona, answer.answer]);
      talk.last = { question: text, answer: answer.answer, drewOn: answer.drewOn.map((m) => m.id) };
      return;
    }

    const [word = "", ...restWords] = line.trim().split(/\s+/);
    const rest = line.trim().slice(word.length).trim();
    switch (word.toLowerCase()) {
      case "":
        return;
      case "help":
      case "?":
        say(SESSION_HELP);
        return;
      case "quit":
      case "exit":
      case "q":
        return "quit";
      case "run":
      case "step": {
        needPause("running");
        const ticks = ticksOf(rest || "1", state!.clock.secondsPerTick);
        if (ticks === null) throw new UserError(`"${rest}" is not a number of ticks: try "run 30", "run 5m" or "run 1h".`);
        await runTo({ ticks });
        return;
      }
      case "until": {
        needPause("running");
        const at = timeOf(rest, state!.clock.time);
        if (!at) throw new UserError(`"${rest}" is not a time: try "until 14:30" or "until 2024-05-07T08:00".`);
        if (at <= state!.clock.time) throw new UserError(`${at.replace("T", " ")} is not after now (${clockText(state)}).`);
        await runTo({ at });
        return;
      }
      case "on": {
        const which = rest.toLowerCase();
        const choices: Record<string, PauseEvent[]> = { conversation: ["conversation"], reflection: ["reflection"], both: ["conversation", "reflection"], off: [] };
        if (!(which in choices)) throw new UserError('Use "on conversation", "on reflection", "on both" or "on off".');
        watching = choices[which]!;
        say(watching.length ? `The run will also pause when ${watching.map((e) => (e === "conversation" ? "a conversation starts" : "a persona reflects")).join(" or ")}.` : "The run pauses only where you ask it to.");
        return;
      }
      case "interview":
      case "ask": {
        if (!rest) throw new UserError('Whom? "interview Ada", or "interview Ada: What are you doing?"');
        const pair = personaAndText(rest);
        if (pair) {
          await ask(nameOf(pair[0]), pair[1], []);
          return;
        }
        talk = { persona: interviewee(rest), history: [], last: null };
        say(`  Interviewing ${talk.persona} at ${clockText(state)}. Ask away; "keep" keeps the last answer, "end" ends.`);
        return;
      }
      case "whisper": {
        const pair = personaAndText(rest);
        if (!pair) throw new UserError('Use "whisper <persona>: <thought>".');
        const tooLong = whisperProblem(pair[1]);
        if (tooLong) throw new UserError(tooLong);
        needPause("whispering");
        const { reply, state: after } = await steer(run, { action: "whisper", persona: nameOf(pair[0]), text: pair[1] });
        state = after;
        if (reply.action === "error") throw new UserError(reply.error);
        if (reply.action === "whisper") say(`Whispered to ${reply.persona} at ${clockText(state)} (memory ${reply.memoryId}).`);
        return;
      }
      case "schedule":
      case "plan": {
        if (!rest) throw new UserError('Whose? "schedule Ada".');
        const name = nameOf(rest);
        const s = state!.personas[name]!.scratch;
        const entries = timedSchedule(s.fDailySchedule, state!.clock.time);
        if (!entries.length) {
          say(`${name} has no schedule yet (it is made at the persona's first tick of the day).`);
          return;
        }
        say(`${name}'s plan for ${state!.clock.time.slice(0, 10)}:`);
        for (const e of entries) say(`${e.current ? " >" : "  "} ${e.start}-${e.end}  ${e.activity}`);
        return;
      }
      case "who":
      case "status": {
        if (!state) throw new UserError("The run has not started.");
        say(`${clockText(state)}${state.paused ? "" : " (not paused)"}`);
        for (const name of state.order) {
          const s = state.personas[name]!.scratch;
          const chat = s.chattingWith ? `, talking with ${s.chattingWith}` : "";
          const place = wherePhrase(s.actAddress, s.actDescription);
          const where = place ? ` ${place}` : "";
          say(`  ${name}: ${s.actDescription ?? "has not begun the day (no action yet)"}${where}${chat}`);
        }
        return;
      }
      case "log": {
        const log = state?.steering ?? [];
        if (!log.length) say("Nobody has whispered to or kept an answer of anyone in this run yet.");
        for (const e of log) say(`  ${e.time.replace("T", " ")} (step ${stepOfClock({ ...state!.clock, tick: e.tick })}) ${e.kind} ${e.persona} ${e.memoryId}: ${shortText(e.text)}`);
        return;
      }
      case "fork": {
        if (!state) throw new UserError("Nothing to fork yet: the run has no checkpoint.");
        // Named as the fork command names it (<run>-fork-<n>, the next free number), unless a folder is given.
        const given = restWords.join(" ");
        const folder = given ? path.resolve(given) : newSiblingFolder(run.folder, "fork");
        let child: TownRun;
        try {
          // The run's newest checkpoint: the latest at its time.
          child = await fork(run, { at: state.clock.time, folder });
        } catch (error) {
          if (!given) rmSync(folder, { recursive: true, force: true });
          throw error;
        }
        await child.close();
        say(`Forked at ${clockText(state)} into ${shownPath(folder)}.`);
        say(run.spec.checkpointer === "memory" ? MEMORY_CHECKPOINTS.replace("Its", "The fork's") : `Go on there with: ${commandLine`resume --run ${folder} --interactive`}`);
        return;
      }
      default:
        throw new UserError(`Unknown command "${word}"${didYouMean(word, SESSION_WORDS)}: type "help" for the list.`);
    }
  }

  // Start paused: a new run opens the town and waits at its first tick; a stopped (or finished) one where it is.
  state = await pauseHere(run, { onRecord: options.outputs.onRecord, onChunk: options.outputs.onChunk }).catch((error: unknown) => {
    rl.close();
    throw error;
  });
  say(`${shownPath(run.folder)}: ${state.order.join(", ")}; the run goes to ${run.spec.endTime.replace("T", " ")}.`);
  say(`Paused at ${clockText(state)}. Type "help" for the commands.`);

  const show = (text: string) => (terminal ? (rl.setPrompt(text), rl.prompt()) : out.write(text));
  // Ctrl-C (or Ctrl-D) at the prompt leaves as "quit" does; during a stretch of the run, at its last checkpoint;
  // during another command (an interview's answer), once it is done.
  let busy = false;
  rl.on("SIGINT", () => {
    if (advancing) say("\n(stopping the run at its last checkpoint, then leaving)");
    else if (busy) say("\n(leaving once this command is done)");
    interrupt.abort();
    rl.close();
  });
  show(prompt());
  for await (const line of { [Symbol.asyncIterator]: () => lines }) {
    if (!terminal) say(line);
    let result: "quit" | void = undefined;
    try {
      busy = true;
      result = await command(line);
    } catch (error) {
      if (stopped) break;
      const message = error instanceof Error ? error.message : String(error);
      say(`error: ${message.replace(/\s+/g, " ").trim()}`);
      if (!(error instanceof UserError) && process.env.SIMULACRA_DEBUG) console.error(error);
    }
    busy = false;
    if (result === "quit" || interrupt.signal.aborted) break;
    show(prompt());
  }
  rl.close();
  // Left as a plain run its Postgres stopped: its outputs are finished when it is resumed.
  if (stopped) throw stopped;
  if (state) await options.outputs.finish(state);
  if (run.spec.checkpointer === "memory") say(`Left the run at ${clockText(state)}. ${MEMORY_CHECKPOINTS}`);
  // At its end there is nothing to go on to: the hint extends it (once it said "go on later" with a resume that ran nothing).
  else if (state && state.clock.time >= run.spec.endTime) say(`Left the run at its end, ${clockText(state)}. ${extendHint("Extend it with")}`);
  else say(`Left the run at ${clockText(state)}. Go on later with: ${commandLine`resume --run ${run.folder} --interactive`}`);
}

/**
 * Whom "interview <rest>" names. A question typed without the colon ("interview tomass what are you doing?") is no
 * name: its first word is looked up alone, so the reply names the persona (with a did-you-mean) and shows the colon.
 */
export function intervieweeOf(order: readonly string[], rest: string): { name: string } | { error: string } {
  const whole = personaNamed(order, rest);
  if ("name" in whole) return whole;
  const [first, ...words] = rest.trim().split(/\s+/);
  if (!words.length) return whole;
  const one = personaNamed(order, first!);
  const name = "name" in one ? one.name : nearestPersona(order, first!.toLowerCase());
  if (!name) return whole;
  const asked = `"interview ${name.split(" ")[0]}: ${words.join(" ")}"`;
  return { error: "name" in one ? `To ask ${name} one question, put a colon after the name: ${asked}.` : `${one.error.replace(/: [^:]*$/, "")}. To ask one question: ${asked}.` };
}
