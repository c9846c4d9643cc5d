/**
 * The answer cache of a run, as a wrapper: a temperature-0 model gives the same answer to the same request, so an
 * identical first-turn request (same model identity, prompt, settings, mode and text) is answered from the cache
 * without a model request and counted as `cached`. Keyed by the model's identity: a chat model passed in code never
 * shares answers with the simulated model (what we fix against keying by the model's name). Repair turns and
 * sampled prompts (temperature above 0) always go to the model.
 *
 * A request identical to one still in flight waits for its answer instead of asking again, so which requests are
 * served from the cache does not depend on how fast the model answers (a replayed run counts what its recording did).
 */
import { createHash } from "node:crypto";
import { InMemoryCache, type BaseCache } from "@langchain/core/caches";
import type { ModelReply, ModelRequest, PromptModel } from "../../state/modelSource.js";
import { stableStringify } from "../random.js";

const inFlight = new WeakMap<object, Map<string, Promise<ModelReply>>>();

/**
 * A prompt model that answers a request it has answered before from a cache (the economical cognition's reused
 * answers), counted as a cached run.
 */
export function withAnswerCache(model: PromptModel, cache: BaseCache<string>): PromptModel {
  let pending = inFlight.get(cache);
  if (!pending) inFlight.set(cache, (pending = new Map()));
  const waiting = pending;
  return {
    identity: model.identity,
    answerModes: model.answerModes,
    async ask(request: ModelRequest): Promise<ModelReply> {
      if (request.generation.temperature !== 0 || request.messages.length !== 1) return model.ask(request);
      const text = request.messages[0]!.content;
      const key = stableStringify([model.identity, request.prompt.id, request.prompt.version, request.generation, request.structured?.name ?? "text"]);
      const slot = `${key}\u0000${text}`;
      const earlier = waiting.get(slot);
      if (earlier) {
        const reply = await earlier.catch(() => undefined);
        if (reply) return { text: reply.text, inputTokens: 0, outputTokens: 0, cached: true, ...(reply.cutOff ? { cutOff: true } : {}) };
        return model.ask(request); // the earlier request failed: this one asks for itself
      }
      const asking = (async (): Promise<ModelReply> => {
        const hit = await cache.lookup(text, key);
        if (hit !== null && hit !== undefined) return { text: hit, inputTokens: 0, outputTokens: 0, cached: true };
        const reply = await model.ask(request);
        // A cut-off answer is not kept: served again, nothing would say it was cut.
        if (!reply.cutOff) await cache.update(text, key, reply.text);
        return reply;
      })();
      waiting.set(slot, asking);
      try {
        return await asking;
      } finally {
        waiting.delete(slot);
      }
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
  if (!cache) {
    caches.set(store, (cache = new InMemoryCache<string>()));
    // Node's own SHA-256 for the keys: LangChain's default hashes in JavaScript, a cost on every model call.
    cache.makeDefaultKeyEncoder((prompt, llmKey) => createHash("sha256").update(prompt).update("\u0000").update(llmKey).digest("base64"));
  }
  return cache;
}
