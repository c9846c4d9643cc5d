/**
 * The models a run uses, built once per settings and process. The first node that needs a model calls
 * `modelsFor`; a bad configuration fails there, at the start of the run, with the factory's one-sentence error.
 */
import type { Embeddings } from "@langchain/core/embeddings";
import { InMemoryCache } from "@langchain/core/caches";
import type { ChatModelSource } from "../../prompts/runner.js";
import type { RunSettings } from "../../state/runContext.js";
import { chatModelFactory, checkModelEndpoint, embeddingsFromSpec } from "./factory.js";

export interface RunModels {
  chat: ChatModelSource;
  embeddings: Embeddings;
}

const cache = new Map<string, Promise<RunModels>>();

export function modelsFor(settings: RunSettings): Promise<RunModels> {
  if (settings.chatModel) {
    return Promise.resolve({ chat: settings.chatModel, embeddings: embeddingsFromSpec(settings.embeddings) });
  }
  const key = JSON.stringify([settings.model, settings.embeddings, settings.seed, process.env.OPENAI_BASE_URL ?? ""]);
  let models = cache.get(key);
  if (!models) {
    models = build(settings);
    cache.set(key, models);
    models.catch(() => cache.delete(key)); // a fixed configuration can be retried
  }
  return models;
}

async function build(settings: RunSettings): Promise<RunModels> {
  const chat = chatModelFactory(settings.model, { seed: settings.seed });
  const embeddings = embeddingsFromSpec(settings.embeddings);
  await checkModelEndpoint(settings.model);
  if (settings.embeddings !== settings.model) await checkModelEndpoint(settings.embeddings);
  return { chat, embeddings };
}

const caches = new WeakMap<object, InMemoryCache<string>>();

/**
 * The answer cache of a run: one per run store (a run's memories and its cached answers live and die together, and
 * separate runs never share answers).
 */
export function answerCacheOf(store: object): InMemoryCache<string> {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new InMemoryCache<string>()));
  return cache;
}
