/**
 * Interviewing a persona (the original's "analysis" conversation, which the paper's evaluation used): the question is
 * the focal point of a retrieval over the persona's memories, and the persona answers from those memories, its
 * identity and its current plan, citing the memories it drew on.
 *
 * Changed from the original: the retrieval is read only (the original marked the retrieved memories accessed, so
 * interviewing an agent changed what it would recall next); nothing is written unless the answer is kept, which
 * stores it as a thought of the persona citing the memories it drew on (the original never kept an interview).
 */
import type { BaseStore } from "@langchain/langgraph";
import { eventPoignancyPrompt } from "../../prompts/persona/eventPoignancy.js";
import { identityOf } from "../../prompts/persona/identity.js";
import { interviewAnswerPrompt } from "../../prompts/persona/interviewAnswer.js";
import { describeAddress } from "../../prompts/persona/socialShared.js";
import { runPrompt } from "../../prompts/runner.js";
import { planFromNow } from "../../state/daySchedule.js";
import { addMinutes } from "../../state/gameTime.js";
import type { MemoryNode, Utterance } from "../../state/persona.js";
import type { RunSettings } from "../../state/runContext.js";
import type { TownPersona } from "../../state/town.js";
import type { RecalledMemory } from "../../state/townPause.js";
import type { UsageByPrompt } from "../../state/usage.js";
import { modelsFor } from "../models/runModels.js";
import { MemoryStream, type MemoryCursor } from "./memoryStream.js";
import { retrievalGlobals, retrieveForFocalPoints } from "./retrieval.js";

/** The run's store and settings (model, embeddings, thresholds), as for a whisper. */
export interface InterviewRuntime {
  store: BaseStore;
  settings: RunSettings;
  signal?: AbortSignal;
}

/** The moment of the interview: the town's clock (memories are read as they stand at this tick). */
export interface InterviewMoment {
  time: string;
  tick: number;
}

/** A persona's answer to an interview question, with the memories it drew on. */
export interface InterviewAnswer {
  persona: string;
  question: string;
  answer: string;
  /** The memories the answer drew on, as the answer cites them. */
  drewOn: RecalledMemory[];
  /** How many memories the question recalled (all of them shown to the model). */
  recalled: number;
  /** True when the model gave nothing usable and the answer is the prompt's fail-safe. */
  fellBack: boolean;
  usage: UsageByPrompt;
}

export interface InterviewOptions {
  /** The interview so far, oldest first ([speaker, line]). */
  history?: Utterance[];
  /** Who asks (default "an interviewer"). */
  interviewer?: string;
}

export function recalledMemory(node: MemoryNode): RecalledMemory {
  return { id: node.id, type: node.type, created: node.created, description: node.description };
}

function streamOf(persona: Pick<TownPersona, "memory">, at: InterviewMoment, runtime: InterviewRuntime, embeddings: MemoryStream["embeddings"]) {
  const { store, settings } = runtime;
  return new MemoryStream({ store, cursor: persona.memory, tick: at.tick, embeddings, embedderId: settings.embeddings });
}

/** The persona's answer to one question; its memories and the run are left as they are. */
export async function interviewPersona(
  persona: Pick<TownPersona, "scratch" | "memory">,
  question: string,
  at: InterviewMoment,
  runtime: InterviewRuntime,
  options: InterviewOptions = {},
): Promise<InterviewAnswer> {
  const { settings } = runtime;
  const { chat, embeddings } = await modelsFor(settings);
  const s = persona.scratch;
  const recalled = (
    await retrieveForFocalPoints(streamOf(persona, at, runtime, embeddings), [question], {
      now: at.time,
      k: settings.thresholds.interviewRetrievalTopK,
      weights: s,
      globals: retrievalGlobals(settings.thresholds),
      readOnly: true,
    })
  )[question] ?? [];
  const plan = s.fDailyScheduleHourlyOrg.length ? s.fDailyScheduleHourlyOrg : s.fDailySchedule;
  const run = await runPrompt(
    interviewAnswerPrompt,
    {
      speaker: identityOf(s, at.time),
      interviewer: options.interviewer,
      doing: s.actDescription ?? "idle",
      place: describeAddress(s.actAddress),
      plan: planFromNow(plan, at.time),
      memories: recalled.map((n) => n.description),
      history: options.history ?? [],
      question,
    },
    {
      model: chat,
      maxAttempts: settings.thresholds.promptMaxAttempts,
      failSafe: settings.failSafes[interviewAnswerPrompt.id] as never,
      logger: settings.logger,
      signal: runtime.signal,
    },
  );
  return {
    persona: s.name,
    question,
    answer: run.value.answer,
    drewOn: run.value.drewOn.map((i) => recalledMemory(recalled[i]!)),
    recalled: recalled.length,
    fellBack: run.fellBack,
    usage: run.usage,
  };
}

/** An answer to keep: the question, what was said, and the ids of the memories it drew on. */
export interface KeptExchange {
  question: string;
  answer: string;
  drewOn: readonly string[];
}

/**
 * Stores an interview answer as a thought of the persona at `at` (its poignancy from the run's model, expiring like
 * other thoughts), citing the memories it drew on. Returns the new cursor and the thought's id.
 */
export async function keepAnswer(
  persona: Pick<TownPersona, "scratch" | "memory">,
  exchange: KeptExchange,
  at: InterviewMoment,
  runtime: InterviewRuntime,
): Promise<{ cursor: MemoryCursor; memoryId: string; usage: UsageByPrompt }> {
  const { settings } = runtime;
  const { chat, embeddings } = await modelsFor(settings);
  const stream = streamOf(persona, at, runtime, embeddings);
  const s = persona.scratch;
  const evidence = (await Promise.all(exchange.drewOn.map((id) => stream.get(id)))).filter((n): n is MemoryNode => n !== undefined);
  const description = `${s.name} was asked in an interview: "${exchange.question.trim()}" ${s.firstName} answered: "${exchange.answer.trim()}"`;
  // The triple is known (as the original's chat nodes' is): who was asked, about what. Only the poignancy is asked.
  const [subject, predicate, object] = [s.name, "was asked", exchange.question.trim().replace(/[?.!]+$/, "")];
  const poignancy = await runPrompt(eventPoignancyPrompt, { identity: identityOf(s, at.time), description }, { model: chat, signal: runtime.signal });
  const node = await stream.add({
    type: "thought",
    depth: 1 + Math.max(0, ...evidence.map((n) => n.depth)),
    created: at.time,
    expiration: addMinutes(at.time, settings.thresholds.planExpirationDays * 1440),
    subject,
    predicate,
    object,
    description,
    embeddingKey: description,
    poignancy: poignancy.value,
    keywords: [subject, predicate, object, "interview"],
    filling: evidence.map((n) => n.id),
  });
  return { cursor: stream.cursor(), memoryId: node.id, usage: poignancy.usage };
}
