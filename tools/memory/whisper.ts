/**
 * A whisper: a thought a person puts into one persona's memory (the original's "whisper" mode). The one place a
 * whisper becomes a memory, whether it is given at a fork (`fork --whisper`) or into a paused run.
 */
import type { BaseStore } from "@langchain/langgraph";
import { eventPoignancyPrompt } from "../../prompts/persona/eventPoignancy.js";
import { eventTriplePrompt } from "../../prompts/persona/eventTriple.js";
import { identityOf } from "../../prompts/persona/identity.js";
import { runPrompt } from "../../prompts/runner.js";
import { addMinutes } from "../../state/gameTime.js";
import type { RunSettings } from "../../state/runContext.js";
import type { TownPersona } from "../../state/town.js";
import { MemoryStream, type MemoryCursor } from "./memoryStream.js";
import { modelsFor } from "../models/runModels.js";

/** Where a whisper is written: the run's store, read with the run's settings (model, embeddings, thresholds). */
export interface WhisperRuntime {
  store: BaseStore;
  settings: RunSettings;
}

/**
 * Stores a whispered thought in one persona's memory at `at` (triple and poignancy from the run's model, +30 days);
 * returns the persona's new memory cursor (the new thought is node_<count>).
 */
export async function whisperInto(
  persona: Pick<TownPersona, "scratch" | "memory">,
  text: string,
  at: { time: string; tick: number },
  { store, settings }: WhisperRuntime,
): Promise<MemoryCursor> {
  const now = at.time;
  const { chat, embeddings } = await modelsFor(settings);
  const stream = new MemoryStream({ store, cursor: persona.memory, tick: at.tick, embeddings, embedderId: settings.embeddings });
  const s = persona.scratch;
  const [, predicate, object] = (await runPrompt(eventTriplePrompt, { subject: s.name, description: text }, { model: chat })).value;
  const poignancy = (await runPrompt(eventPoignancyPrompt, { identity: identityOf(s, now), description: text }, { model: chat })).value;
  await stream.add({
    type: "thought",
    depth: 1,
    created: now,
    expiration: addMinutes(now, settings.thresholds.planExpirationDays * 1440),
    subject: s.name,
    predicate,
    object,
    description: text,
    embeddingKey: text,
    poignancy,
    keywords: [s.name, predicate, object],
    filling: null,
  });
  return stream.cursor();
}
