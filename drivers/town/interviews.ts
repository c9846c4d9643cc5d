/**
 * Interviewing the personas of a run folder, at any of its checkpoints: one question from code or the interactive
 * session, or the bundled question set against every persona (the paper's believability evaluation), written to
 * the run folder:
 *
 *   interviews/<time>/answers.md     per persona and category: each question, the answer and the memories it drew on
 *   interviews/<time>/answers.json   the same as data, with the checkpoint, model and usage
 *
 * Interviews only read: the run, its checkpoints and its memories stay as they were (keeping an answer as a memory
 * is a command to a paused run: `steer` in townRun.ts). A Postgres server that goes away meanwhile is one sentence
 * saying nothing was answered or written (postgresLoss.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { INTERVIEW_QUESTIONS, questionFor, type InterviewQuestion } from "../../examples/interviewQuestions.js";
import type { Utterance } from "../../state/persona.js";
import { readRunSettings } from "../../state/runContext.js";
import type { TownStateType } from "../../state/town.js";
import { personaNamed } from "../../state/townPause.js";
import { mergeUsage, totalUsage, type UsageByPrompt } from "../../state/usage.js";
import { interviewPersona, type InterviewAnswer } from "../../tools/memory/interview.js";
import { guardPostgres } from "./postgresLoss.js";
import { stepOfClock } from "./stepNumbers.js";
import { checkpointAt, currentState, history, type TownRun } from "./townRun.js";

/** The run's state at a checkpoint: by id, or the latest at or before a game time; absent, the latest. */
export async function stateAt(run: TownRun, at?: string): Promise<{ state: TownStateType; checkpointId: string | null }> {
  const notRead = () => `the run's state${at ? ` at ${at}` : ""} was not read; the run is unchanged; try again once the server is back`;
  return guardPostgres(run, notRead, async () => {
    if (!at) {
      const state = await currentState(run);
      if (!state) throw new Error(`${run.folder} has no checkpoint yet: run it first.`);
      // The checkpoint history lists for it (the newest may only repeat it).
      const newest = (await history(run))[0];
      return { state, checkpointId: newest ? (newest.repeats ?? newest.checkpointId) : null };
    }
    // The same reading of `at` as fork's: a checkpoint id, or a time (never a word compared as text).
    const point = checkpointAt(await history(run), at, run.folder);
    const snapshot = await run.graph.getState({ configurable: { ...run.thread.configurable, checkpoint_id: point.checkpointId } });
    return { state: snapshot.values as TownStateType, checkpointId: point.checkpointId };
  });
}

export interface InterviewOptions {
  /** A checkpoint id or a game time (the latest checkpoint at or before it); absent: the run as it stands. */
  at?: string;
  /** The interview so far, for a follow-up question. */
  history?: Utterance[];
  signal?: AbortSignal;
}

/** One persona's answer to one question at a checkpoint of the run (the persona by full or first name). */
export async function interview(run: TownRun, persona: string, question: string, options: InterviewOptions = {}): Promise<InterviewAnswer & { time: string }> {
  const unanswered = () => `the question to ${persona} was not answered; the run is unchanged; ask again once the server is back`;
  return guardPostgres(run, unanswered, async () => {
    const { state } = await stateAt(run, options.at);
    return interviewIn(run, state, persona, question, options);
  });
}

async function interviewIn(run: TownRun, state: TownStateType, persona: string, question: string, options: InterviewOptions) {
  const found = personaNamed(state.order, persona);
  if ("error" in found) throw new Error(found.error);
  const runtime = { store: run.store, settings: readRunSettings({ context: run.context }), signal: options.signal };
  const answer = await interviewPersona(state.personas[found.name]!, question, state.clock, runtime, { history: options.history });
  return { ...answer, time: state.clock.time };
}

/** One answer of the paper's interview evaluation: the persona's answer with the question's category. */
export interface EvaluationAnswer extends InterviewAnswer {
  category: InterviewQuestion["category"];
}

/**
 * The paper's interview evaluation of a run at one moment: every persona's answers to the bundled questions, as
 * `interview --run` writes them.
 */
export interface Evaluation {
  folder: string;
  time: string;
  /** The step as the run's files number it (from midnight of the start date). */
  step: number;
  checkpointId: string | null;
  answers: EvaluationAnswer[];
  usage: UsageByPrompt;
}

export interface EvaluationOptions {
  at?: string;
  questions?: readonly InterviewQuestion[];
  onAnswer?(answer: EvaluationAnswer): void;
  signal?: AbortSignal;
}

/**
 * Asks every persona every question (default: the bundled set) at a checkpoint, each question on its own (no
 * follow-ups), and writes the answers to `interviews/<time>/` in the run folder.
 */
export async function interviewEveryone(run: TownRun, options: EvaluationOptions = {}): Promise<Evaluation> {
  const unanswered = () => "the interviews were not finished and no answers were written; the run is unchanged; ask again once the server is back";
  return guardPostgres(run, unanswered, () => interviewAll(run, options));
}

async function interviewAll(run: TownRun, options: EvaluationOptions): Promise<Evaluation> {
  const { state, checkpointId } = await stateAt(run, options.at);
  const answers: EvaluationAnswer[] = [];
  let usage: UsageByPrompt = {};
  for (const persona of state.order) {
    for (const question of options.questions ?? INTERVIEW_QUESTIONS) {
      const answer = await interviewIn(run, state, persona, questionFor(question, persona, state.order), { signal: options.signal });
      const entry = { ...answer, category: question.category };
      answers.push(entry);
      usage = mergeUsage(usage, answer.usage);
      options.onAnswer?.(entry);
    }
  }
  const folder = path.join(run.folder, "interviews", state.clock.time.replace(/:/g, "-"));
  const evaluation: Evaluation = { folder, time: state.clock.time, step: stepOfClock(state.clock), checkpointId, answers, usage };
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "answers.json"), `${JSON.stringify({ ...evaluation, folder: undefined, model: run.spec.model, seed: run.spec.seed }, null, 2)}\n`);
  writeFileSync(path.join(folder, "answers.md"), answersMarkdown(run, evaluation));
  return evaluation;
}

function answersMarkdown(run: TownRun, e: Evaluation): string {
  const lines = [
    `# Interviews at ${e.time.replace("T", " ")} (step ${e.step})`,
    "",
    `Run \`${path.basename(run.folder)}\`, checkpoint \`${e.checkpointId ?? "?"}\`; model \`${run.spec.model}\`, seed ${run.spec.seed}. ` +
      `Each question was asked on its own; each answer lists the memories it drew on. ${totalUsage(e.usage).calls} model calls.`,
  ];
  let persona = "";
  let category = "";
  for (const a of e.answers) {
    if (a.persona !== persona) {
      persona = a.persona;
      category = "";
      lines.push("", `## ${persona}`);
    }
    if (a.category !== category) {
      category = a.category;
      lines.push("", `### ${category}`);
    }
    lines.push("", `**${a.question}**`, "", `> ${a.answer}${a.fellBack ? " *(the model gave no usable answer: fail-safe)*" : ""}`, "");
    if (!a.drewOn.length) lines.push(`Drew on no memory (of ${a.recalled} recalled).`);
    else {
      lines.push(`Drew on (of ${a.recalled} recalled):`);
      for (const m of a.drewOn) lines.push(`- ${m.id}, ${m.type}, ${m.created.replace("T", " ")}: ${m.description}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
