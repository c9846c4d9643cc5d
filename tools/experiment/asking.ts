/**
 * The experiment's questions to one person at one time: the person is interviewed (the interview graph, through the
 * `interview` function the caller gives), the answer is read by a measurement prompt, and a "yes" is checked against
 * the person's memory as it stood then: grounded when a memory mentions the fact (or names the person), hallucinated
 * otherwise (the paper's check of each "yes"). The memories the answer cited come first as evidence; when it cited
 * none that mention it, the person's newest memory that does (the memory holds it, whatever retrieval showed).
 *
 * Only reads: the interview's retrieval marks nothing accessed and nothing is kept (the run is left as it was).
 */
import type { BaseStore } from "@langchain/langgraph";
import { absenceReasonPrompt } from "../../prompts/experiment/absenceReason.js";
import { acquaintancePrompt } from "../../prompts/experiment/acquaintance.js";
import { factAwarenessPrompt } from "../../prompts/experiment/factAwareness.js";
import { runPrompt } from "../../prompts/runner.js";
import type { PromptSpec } from "../../prompts/types.js";
import type { AbsenceAnswer, AcquaintanceAnswer, AwarenessAnswer, EvidenceMemory } from "../../state/experiment.js";
import { mentionsFact, mentionsPerson, type ExperimentEvent, type Fact } from "../../state/experimentSpec.js";
import { evidenceOf, memoryText } from "../../state/experimentFigures.js";
import type { MemoryNode } from "../../state/persona.js";
import type { RunSettings } from "../../state/runContext.js";
import type { TownPersona } from "../../state/town.js";
import type { RecalledMemory } from "../../state/townPause.js";
import { mergeUsage, type UsageByPrompt } from "../../state/usage.js";
import { MemoryStream } from "../memory/memoryStream.js";
import { modelsFor } from "../models/runModels.js";

/** The town's clock at the snapshot asked: memories are read as they stood at this tick. */
export interface Moment {
  time: string;
  tick: number;
}

/** An interview's answer, as the interview graph gives it. */
export interface InterviewReply {
  answer: string;
  drewOn: RecalledMemory[];
  usage: UsageByPrompt;
}

export type Interviewer = (persona: TownPersona, question: string, at: Moment) => Promise<InterviewReply>;

export interface AskingRuntime {
  store: BaseStore;
  settings: RunSettings;
  interview: Interviewer;
  signal?: AbortSignal;
}

/** A measurement answer and the model calls it took (interview and reading). */
export interface Asked<T> {
  value: T;
  usage: UsageByPrompt;
}

/** The question everyone is asked about another person (the paper: "Do you know of <name>?"). */
export const knowQuestion = (other: string) => `Do you know ${other}?`;

/** The question an absent person who knew of an event is asked while it goes on. */
export const absenceQuestion = (event: Pick<ExperimentEvent, "name">) => `Why aren't you at ${event.name} right now?`;

// A person's memories at a tick, read once per measurement (every fact and every other person reads them again).
const memoriesRead = new WeakMap<BaseStore, Map<string, Promise<MemoryNode[]>>>();

/** Every memory the person held at the tick, newest first. */
export async function memoriesAt(persona: Pick<TownPersona, "memory">, at: Moment, runtime: Pick<AskingRuntime, "store" | "settings">): Promise<MemoryNode[]> {
  let byKey = memoriesRead.get(runtime.store);
  if (!byKey) memoriesRead.set(runtime.store, (byKey = new Map()));
  const key = JSON.stringify([persona.memory, at.tick]);
  let read = byKey.get(key);
  if (!read) {
    read = (async () => {
      const { embeddings } = await modelsFor(runtime.settings);
      const stream = new MemoryStream({ store: runtime.store, cursor: persona.memory, tick: at.tick, embeddings, embedderId: runtime.settings.embeddings });
      return stream.all();
    })();
    byKey.set(key, read);
  }
  return read;
}

/** Evidence for a mention: the cited memories that mention it, else the newest memory that does. */
function evidenceFrom(cited: readonly RecalledMemory[], memories: readonly MemoryNode[], mentions: (text: string) => boolean): { evidence: EvidenceMemory[]; holds: boolean } {
  const mentioning = memories.filter((n) => mentions(memoryText(n)));
  const ids = new Set(mentioning.map((n) => n.id));
  const byId = new Map(mentioning.map((n) => [n.id, n]));
  const fromAnswer = cited.filter((m) => ids.has(m.id)).map((m) => evidenceOf(byId.get(m.id)!, mentions));
  return { evidence: fromAnswer.length ? fromAnswer : mentioning.slice(0, 1).map((n) => evidenceOf(n, mentions)), holds: mentioning.length > 0 };
}

async function read<I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw, runtime: AskingRuntime) {
  const { chat } = await modelsFor(runtime.settings);
  return runPrompt(prompt, inputs, {
    model: chat,
    maxAttempts: runtime.settings.thresholds.promptMaxAttempts,
    failSafe: runtime.settings.failSafes[prompt.id] as never,
    logger: runtime.settings.logger,
    signal: runtime.signal,
  });
}

const fellBack = (usage: UsageByPrompt, id: string) => (usage[id]?.fallbacks ?? 0) > 0;

/** "Did you know ...?" to one person, read yes / no / unsure, a "yes" checked against their memory. */
export async function askAboutFact(persona: TownPersona, fact: Fact, at: Moment, runtime: AskingRuntime): Promise<Asked<AwarenessAnswer>> {
  const person = persona.scratch.name;
  const reply = await runtime.interview(persona, fact.question, at);
  const reading = await read(factAwarenessPrompt, { person, fact: fact.text, question: fact.question, answer: reply.answer }, runtime);
  const { evidence, holds } = evidenceFrom(reply.drewOn, await memoriesAt(persona, at, runtime), (text) => mentionsFact(text, fact.keywords));
  const usage = mergeUsage(reply.usage, reading.usage);
  const said = reading.value;
  return {
    value: {
      time: at.time, fact: fact.id, person, question: fact.question, answer: reply.answer, said,
      grounded: said === "yes" ? evidence.length > 0 : null, evidence, memoryHolds: holds,
      fellBack: reading.fellBack || fellBack(reply.usage, "interview_answer"),
    },
    usage,
  };
}

/** "Do you know <other>?" to one person, read yes / no / unsure, a "yes" checked against a memory naming the other. */
export async function askAboutPerson(persona: TownPersona, other: string, at: Moment, runtime: AskingRuntime): Promise<Asked<AcquaintanceAnswer>> {
  const person = persona.scratch.name;
  const question = knowQuestion(other);
  const reply = await runtime.interview(persona, question, at);
  const reading = await read(acquaintancePrompt, { person, other, question, answer: reply.answer }, runtime);
  const { evidence } = evidenceFrom(reply.drewOn, await memoriesAt(persona, at, runtime), (text) => mentionsPerson(text, other));
  const said = reading.value;
  return {
    value: {
      time: at.time, person, other, question, answer: reply.answer, said,
      grounded: said === "yes" ? evidence.length > 0 : null, evidence,
      fellBack: reading.fellBack || fellBack(reply.usage, "interview_answer"),
    },
    usage: mergeUsage(reply.usage, reading.usage),
  };
}

/** Why an absent person who knew of the event is not there, asked while it goes on, the reason read from the answer. */
export async function askWhyAbsent(persona: TownPersona, event: ExperimentEvent, at: Moment, runtime: AskingRuntime): Promise<Asked<AbsenceAnswer>> {
  const person = persona.scratch.name;
  const question = absenceQuestion(event);
  const reply = await runtime.interview(persona, question, at);
  const reading = await read(absenceReasonPrompt, { person, event: event.name, question, answer: reply.answer }, runtime);
  return {
    value: {
      event: event.id, person, time: at.time, question, answer: reply.answer, reason: reading.value,
      fellBack: reading.fellBack || fellBack(reply.usage, "interview_answer"),
    },
    usage: mergeUsage(reply.usage, reading.usage),
  };
}

/** Runs `work` on every item, at most `limit` at once, results in the items' order; `onDone` after each. */
export async function eachAtMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, onDone?: (done: number, total: number) => void): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
      onDone?.(++done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
