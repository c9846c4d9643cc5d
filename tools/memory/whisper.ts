/**
 * A whisper becomes a memory: the persona's inner thought about it (the inner_thought prompt: a statement about the
 * persona in the third person), its event triple, its poignancy and its embedding, stored as a thought that expires
 * after planExpirationDays. Retrieval then finds it like any other memory of the persona. A fork's whisper, a
 * village's history (the seed-memory CSV, as the original's "load history" does at the start), and a whisper into a
 * paused run all go through `whisperToMemory` (`whisperInto` opens the persona's memory for it).
 *
 * The original (`load_history_via_whisper`): inner thought, triple and poignancy from the model, an embedding of
 * the thought, `add_thought` with a 30-day expiration and no evidence. Kept; the poignancy is judged on the statement
 * the persona keeps rather than on the whisper's "you" form. Economical cognition asks the triple and the poignancy in
 * one thought_notes answer.
 */
import type { BaseStore } from "@langchain/langgraph";
import { eventPoignancyPrompt } from "../../prompts/persona/eventPoignancy.js";
import { eventTriplePrompt } from "../../prompts/persona/eventTriple.js";
import { identityOf, type Identity } from "../../prompts/persona/identity.js";
import { innerThoughtPrompt } from "../../prompts/persona/innerThought.js";
import { thoughtNotesPrompt } from "../../prompts/persona/thoughtNotes.js";
import { runPrompt, type ChatModelSource, type PromptModel } from "../../prompts/runner.js";
import type { PromptSpec } from "../../prompts/types.js";
import { addMinutes } from "../../state/gameTime.js";
import type { MemoryNode } from "../../state/persona.js";
import type { RunSettings } from "../../state/runContext.js";
import type { TownPersona } from "../../state/town.js";
import { mergeUsage, type UsageByPrompt } from "../../state/usage.js";
import { modelsFor } from "../models/runModels.js";
import { replanForNews, type AskPrompt } from "../planning/newsReplan.js";
import { MemoryStream, type MemoryCursor } from "./memoryStream.js";

export interface WhisperInput {
  /** The persona's memory, opened at the tick the thought is stored. */
  stream: MemoryStream;
  /** Who hears it (the identity fields of its scratch). */
  persona: Omit<Identity, "currTime">;
  /** Game time of the whisper: the thought's creation time. */
  now: string;
  /** The whisper as given ("You are invited to ..."). */
  text: string;
  /** The run's chat model (simulated, remote, recorded or replayed). */
  model: ChatModelSource | PromptModel;
  settings: Pick<RunSettings, "thresholds" | "failSafes" | "logger"> & Partial<Pick<RunSettings, "cognition">>;
}

export interface WhisperResult {
  node: MemoryNode;
  /** The model calls it made, for the run's usage. */
  usage: UsageByPrompt;
}

/** Stores a whisper in the persona's memory as an inner thought; returns the node and the usage of its prompts (3, or 2 economical). */
export async function whisperToMemory(input: WhisperInput): Promise<WhisperResult> {
  const { stream, persona, now, settings } = input;
  let usage: UsageByPrompt = {};
  const ask = async <I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw): Promise<O> => {
    const run = await runPrompt(prompt, inputs, {
      model: input.model,
      maxAttempts: settings.thresholds.promptMaxAttempts,
      failSafe: settings.failSafes[prompt.id] as never,
      logger: settings.logger,
    });
    usage = mergeUsage(usage, run.usage);
    return run.value;
  };
  const identity = identityOf({ ...persona, currTime: now });
  const statement = await ask(innerThoughtPrompt, { identity, whisper: input.text });
  // Economical cognition: the triple and the score in one thought_notes answer, a part it lacks asked alone.
  const noted = settings.cognition === "economical" ? (await ask(thoughtNotesPrompt, { identity, statements: [statement] }))[0] : undefined;
  const [, predicate, object] = noted?.triple ?? (await ask(eventTriplePrompt, { subject: persona.name, description: statement }));
  const poignancy = noted?.poignancy ?? (await ask(eventPoignancyPrompt, { identity, description: statement }));
  const node = await stream.add(
    {
      type: "thought",
      depth: 1,
      created: now,
      expiration: addMinutes(now, settings.thresholds.planExpirationDays * 1440),
      subject: persona.name,
      predicate,
      object,
      description: statement,
      embeddingKey: statement,
      poignancy,
      keywords: [persona.name, predicate, object],
      filling: null,
    },
    { embedding: await stream.embeddingOf(statement) },
  );
  return { node, usage };
}

/** Where a whisper is written: the run's store, read with the run's settings (model, embeddings, thresholds). */
export interface WhisperRuntime {
  store: BaseStore;
  settings: RunSettings;
}

/**
 * A whisper into one persona of a run at `at` (a fork's, a paused run's): opens the persona's memory with the run's
 * models and stores the thought; returns the persona's new memory cursor (the thought is node_<count>) and the
 * usage of the whisper's model calls, for the run's own. With `replan`, the whisper is news the persona plans with:
 * the rest of its day is re-planned with the thought (tools/planning/newsReplan.ts) and its scratch comes back with
 * the new schedule.
 */
export async function whisperInto(
  persona: Pick<TownPersona, "scratch" | "memory">,
  text: string,
  at: { time: string; tick: number },
  { store, settings }: WhisperRuntime,
  options: { replan?: boolean } = {},
): Promise<{ memory: MemoryCursor; usage: UsageByPrompt; scratch: TownPersona["scratch"] }> {
  const { chat, embeddings } = await modelsFor(settings);
  const stream = new MemoryStream({ store, cursor: persona.memory, tick: at.tick, embeddings, embedderId: settings.embeddings });
  const whispered = await whisperToMemory({ stream, persona: persona.scratch, now: at.time, text, model: chat, settings });
  let usage = whispered.usage;
  let scratch = persona.scratch;
  if (options.replan) {
    const ask: AskPrompt = async (prompt, inputs) => {
      const run = await runPrompt(prompt, inputs, {
        model: chat,
        maxAttempts: settings.thresholds.promptMaxAttempts,
        failSafe: settings.failSafes[prompt.id] as never,
        logger: settings.logger,
      });
      usage = mergeUsage(usage, run.usage);
      return run.value;
    };
    const schedule = await replanForNews(ask, scratch, at.time, whispered.node.description, settings.thresholds);
    if (schedule) scratch = { ...scratch, fDailySchedule: schedule };
  }
  return { memory: stream.cursor(), usage, scratch };
}
