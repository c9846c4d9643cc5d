/**
 * The answer cache of a run, as a wrapper: a temperature-0 model gives the same answer to the same request, so an
 * identical first-turn request (same model identity, prompt, settings, mode and text) is answered from the cache
 * without a model request and counted as `cached`. Keyed by the model's identity: a chat model passed in code never
 * shares answers with the simulated model (what we fix against keying by the model's name). Repair turns and
 * sampled prompts (temperature above 0) always go to the model.
 */
import { InMemoryCache, type BaseCache } from "@langchain/core/caches";
import type { ModelReply, ModelRequest, PromptModel } from "../../state/modelSource.js";
import { stableStringify } from "../random.js";

export function withAnswerCache(model: PromptModel, cache: BaseCache<string>): PromptModel {
  return {
    identity: model.identity,
    answerModes: model.answerModes,
    async ask(request: ModelRequest): Promise<ModelReply> {
      if (request.generation.temperature !== 0 || request.messages.length !== 1) return model.ask(request);
      const text = request.messages[0]!.content;
      const key = stableStringify([model.identity, request.prompt.id, request.prompt.version, request.generation, request.structured?.name ?? "text"]);
      const hit = await cache.lookup(text, key);
      if (hit !== null && hit !== undefined) return { text: hit, inputTokens: 0, outputTokens: 0, cached: true };
      const reply = await model.ask(request);
      await cache.update(text, key, reply.text);
      return reply;
    },
  };
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
