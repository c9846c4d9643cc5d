/**
 * Model and embedding factories from "provider/model" strings, so a run (or a Studio user) picks models by text:
 *   chat:       "simulated" (default, offline) | "openai/<model>"
 *   embeddings: "hashing"   (default, offline) | "openai/<model>"
 * OpenAI-compatible servers are reached through OPENAI_BASE_URL with OPENAI_API_KEY. Configuration problems
 * (unknown provider, missing key, unreachable endpoint) are one-sentence errors raised before a run starts.
 */
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { Embeddings } from "@langchain/core/embeddings";
import { ChatOpenAI, OpenAIEmbeddings } from "@langchain/openai";
import type { GenerationParams } from "../../prompts/types.js";
import { HashingEmbeddings } from "./hashingEmbeddings.js";
import { SimulatedChatModel } from "./simulatedModel.js";

export const DEFAULT_CHAT_MODEL = "simulated";
export const DEFAULT_EMBEDDINGS = "hashing";

/** Thrown for a model configuration the run cannot start with. */
export class ModelConfigError extends Error {
  override name = "ModelConfigError";
}

export type ModelEnv = Record<string, string | undefined>;

export interface ChatModelOptions {
  seed?: number;
  /** Simulated model only: delay per answer. */
  latencyMs?: number;
  env?: ModelEnv;
}

interface ParsedSpec {
  provider: "simulated" | "hashing" | "openai";
  model: string;
}

function parseSpec(spec: string, kind: "chat" | "embeddings"): ParsedSpec {
  const local = kind === "chat" ? "simulated" : "hashing";
  const trimmed = spec.trim();
  if (trimmed === local) return { provider: local, model: local };
  const slash = trimmed.indexOf("/");
  const provider = slash > 0 ? trimmed.slice(0, slash) : trimmed;
  const model = slash > 0 ? trimmed.slice(slash + 1) : "";
  if (provider === "openai" && model) return { provider: "openai", model };
  throw new ModelConfigError(
    `Unknown ${kind === "chat" ? "model" : "embeddings"} "${spec}": use "${local}" or "openai/<model name>".`,
  );
}

function openAiSettings(env: ModelEnv): { apiKey: string; baseURL: string | undefined } {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) {
    throw new ModelConfigError(
      'OPENAI_API_KEY is not set: export it (any non-empty value works for a local OpenAI-compatible server) or use the "simulated" model.',
    );
  }
  return { apiKey, baseURL: env.OPENAI_BASE_URL?.trim() || undefined };
}

/**
 * A chat model per generation settings. Instances are cached per settings. OpenAI's own retries are off:
 * the prompt runner is the one retry loop, so every retry is counted.
 */
export function chatModelFactory(spec: string = DEFAULT_CHAT_MODEL, options: ChatModelOptions = {}) {
  const parsed = parseSpec(spec, "chat");
  if (parsed.provider === "simulated") {
    const model = new SimulatedChatModel({ seed: options.seed, latencyMs: options.latencyMs });
    return (_params: GenerationParams): BaseChatModel => model;
  }
  const { apiKey, baseURL } = openAiSettings(options.env ?? process.env);
  const cache = new Map<string, BaseChatModel>();
  return (params: GenerationParams): BaseChatModel => {
    const key = JSON.stringify(params);
    let model = cache.get(key);
    if (!model) {
      model = new ChatOpenAI({
        model: parsed.model,
        apiKey,
        temperature: params.temperature,
        maxTokens: params.maxTokens,
        stop: params.stop,
        maxRetries: 0,
        configuration: baseURL ? { baseURL } : undefined,
      });
      cache.set(key, model);
    }
    return model;
  };
}

export function embeddingsFromSpec(spec: string = DEFAULT_EMBEDDINGS, env: ModelEnv = process.env): Embeddings {
  const parsed = parseSpec(spec, "embeddings");
  if (parsed.provider === "hashing") return new HashingEmbeddings();
  const { apiKey, baseURL } = openAiSettings(env);
  return new OpenAIEmbeddings({
    model: parsed.model,
    apiKey,
    maxRetries: 2,
    configuration: baseURL ? { baseURL } : undefined,
  });
}

/**
 * Fails with one sentence when an OpenAI-compatible endpoint cannot be reached or rejects the key; local models
 * pass at once. Any HTTP answer other than 401/403 counts as reachable (many local servers lack GET /models).
 */
export async function checkModelEndpoint(spec: string, env: ModelEnv = process.env, timeoutMs = 5000): Promise<void> {
  const chatSpec = spec.trim();
  if (chatSpec === "simulated" || chatSpec === "hashing") return;
  parseSpec(chatSpec, "chat");
  const { apiKey, baseURL } = openAiSettings(env);
  const base = (baseURL ?? "https://api.openai.com/v1").replace(/\/+$/, "");
  let status: number;
  try {
    const response = await fetch(`${base}/models`, {
      headers: { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new ModelConfigError(
      `Cannot reach the OpenAI-compatible endpoint at ${base} (${cause}): start it, or fix OPENAI_BASE_URL.`,
    );
  }
  if (status === 401 || status === 403) {
    throw new ModelConfigError(`The endpoint at ${base} rejected OPENAI_API_KEY (HTTP ${status}).`);
  }
}
