/**
 * Models from "provider/model" strings, so a run (or a Studio user) picks models by text:
 *   chat:       "simulated" (default, offline) | "openai/<model>" | "replay:<recording file>"
 *   embeddings: "hashing"   (default, offline) | "openai/<model>"
 * OpenAI-compatible servers are reached through OPENAI_BASE_URL with OPENAI_API_KEY. Configuration problems
 * (unknown provider, missing key, unreachable or failing endpoint, unreadable recording) are one-sentence errors
 * raised before a run starts.
 */
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { Embeddings } from "@langchain/core/embeddings";
import { ChatOpenAI, OpenAIEmbeddings } from "@langchain/openai";
import type { AnswerModeSetting, GenerationParams, PromptLogger, PromptModel } from "../../state/modelSource.js";
import { createAnswerModes } from "../../prompts/answerModes.js";
import { chatModelAdapter } from "../../prompts/chatModelAdapter.js";
import { HashingEmbeddings } from "./hashingEmbeddings.js";
import { fetchFailureReason } from "./fetchFailure.js";
import { OPENAI_API, openAiEndpoint } from "./openAiEndpoint.js";
import { loadRecording } from "./replay.js";
import { SimulatedChatModel } from "./simulatedModel.js";

/** The chat model a run uses when none is named: the simulated one (offline). */
export const DEFAULT_CHAT_MODEL = "simulated";
/** The embeddings a run uses when none are named: the local hashing embedder (offline). */
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

export type ModelSpec =
  | { provider: "simulated" | "hashing" }
  | { provider: "openai"; model: string }
  | { provider: "replay"; file: string };

/** Reads a model string; an unknown one is a one-sentence error saying what is accepted. */
export function parseModelSpec(spec: string, kind: "chat" | "embeddings"): ModelSpec {
  const local = kind === "chat" ? "simulated" : "hashing";
  const trimmed = spec.trim();
  if (trimmed === local) return { provider: local };
  if (kind === "chat" && trimmed.startsWith("replay:") && trimmed.length > "replay:".length) {
    return { provider: "replay", file: trimmed.slice("replay:".length) };
  }
  const slash = trimmed.indexOf("/");
  const provider = slash > 0 ? trimmed.slice(0, slash) : trimmed;
  const model = slash > 0 ? trimmed.slice(slash + 1) : "";
  if (provider === "openai" && model) return { provider: "openai", model };
  throw new ModelConfigError(
    kind === "chat"
      ? `Unknown model "${spec}": use "simulated", "openai/<model name>" or "replay:<recording file>".`
      : `Unknown embeddings "${spec}": use "hashing" or "openai/<model name>".`,
  );
}

export function openAiSettings(env: ModelEnv): { apiKey: string; baseURL: string | undefined } {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) {
    throw new ModelConfigError(
      'OPENAI_API_KEY is not set: export it (any non-empty value works for a local OpenAI-compatible server) or use the "simulated" model.',
    );
  }
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  // Without a scheme ("localhost:11434/v1") fetch fails with a bare TypeError; the value may hold a password, so it is not echoed.
  if (baseURL && !/^https?:\/\//i.test(baseURL)) {
    throw new ModelConfigError("OPENAI_BASE_URL must start with http:// or https:// (e.g. http://127.0.0.1:11434/v1 for a local Ollama).");
  }
  return { apiKey, baseURL };
}

/** The endpoint's address for messages, without any user or password in it. */
export function endpointLabel(baseURL: string | undefined): string {
  try {
    const url = new URL(baseURL ?? OPENAI_API);
    url.username = "";
    url.password = "";
    return url.toString().replace(/\/+$/, "");
  } catch {
    return "the configured OPENAI_BASE_URL";
  }
}

export interface PromptModelOptions {
  seed?: number;
  answerMode?: AnswerModeSetting;
  logger?: PromptLogger;
  env?: ModelEnv;
}

/**
 * The base prompt model of a chat model string, without wrappers (runModels.ts adds timeouts and retries, token
 * caps, recording): the simulated model, an OpenAI-compatible endpoint, or a recording's replay.
 */
export function promptModelFor(spec: string = DEFAULT_CHAT_MODEL, options: PromptModelOptions = {}): PromptModel {
  const parsed = parseModelSpec(spec, "chat");
  const answerMode = options.answerMode ?? "auto";
  if (parsed.provider === "openai") {
    const { apiKey, baseURL } = openAiSettings(options.env ?? process.env);
    return openAiEndpoint({ model: parsed.model, apiKey, baseURL, answerModes: createAnswerModes(answerMode, true, options.logger) });
  }
  if (parsed.provider === "replay") {
    throw new ModelConfigError('A "replay:" model is built from its recording by the run (modelsFor), not by promptModelFor.');
  }
  const seed = options.seed ?? 0;
  // Benchmarks only: the simulated model answers after SIMULACRA_SIMULATED_LATENCY_MS (same answers, later), in the
  // coordinator's process and in worker processes alike.
  const latencyMs = Number((options.env ?? process.env).SIMULACRA_SIMULATED_LATENCY_MS) || 0;
  return chatModelAdapter(new SimulatedChatModel({ seed, latencyMs }), { identity: `simulated#${seed}`, answerMode, logger: options.logger });
}

/**
 * A LangChain chat model per generation settings, for code that wants one (runs use `promptModelFor`). Instances are
 * cached per settings. OpenAI's own retries are off: retries belong to the run's transport.
 */
export function chatModelFactory(spec: string = DEFAULT_CHAT_MODEL, options: ChatModelOptions = {}) {
  const parsed = parseModelSpec(spec, "chat");
  if (parsed.provider === "replay") {
    throw new ModelConfigError(`"${spec}" answers through the prompt runner only: pass it as the run's model, not as a LangChain chat model.`);
  }
  if (parsed.provider !== "openai") {
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

/**
 * LangChain embeddings from a spec: `"hashing"` (local, offline) or `"openai/<model>"` (OPENAI_API_KEY,
 * OPENAI_BASE_URL).
 */
export function embeddingsFromSpec(spec: string = DEFAULT_EMBEDDINGS, env: ModelEnv = process.env, timeoutMs = 120_000): Embeddings {
  const parsed = parseModelSpec(spec, "embeddings");
  if (parsed.provider !== "openai") return new HashingEmbeddings();
  const { apiKey, baseURL } = openAiSettings(env);
  return new OpenAIEmbeddings({
    model: parsed.model,
    apiKey,
    maxRetries: 2,
    timeout: timeoutMs,
    configuration: baseURL ? { baseURL } : undefined,
  });
}

/**
 * Fails with one sentence when a model cannot be used: an OpenAI-compatible endpoint that cannot be reached, rejects
 * the key (HTTP 401/403), has no such path (404: usually a base URL without /v1) or fails (5xx); a recording that
 * cannot be read. Local models pass at once.
 */
export async function checkModelEndpoint(spec: string, env: ModelEnv = process.env, timeoutMs = 10_000): Promise<void> {
  const parsed = parseModelSpec(spec, spec.trim() === "hashing" ? "embeddings" : "chat");
  if (parsed.provider === "replay") {
    try {
      loadRecording(parsed.file);
    } catch (error) {
      throw new ModelConfigError((error as Error).message);
    }
    return;
  }
  if (parsed.provider !== "openai") return;
  const { apiKey, baseURL } = openAiSettings(env);
  const base = endpointLabel(baseURL);
  let response: Response;
  try {
    response = await fetch(`${(baseURL ?? OPENAI_API).replace(/\/+$/, "")}/models`, {
      headers: { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
  } catch (error) {
    const reason = fetchFailureReason(error, baseURL ?? OPENAI_API, timeoutMs);
    throw new ModelConfigError(`Cannot reach the OpenAI-compatible endpoint at ${base} (OPENAI_BASE_URL): ${reason}${/[?.]$/.test(reason) ? "" : "."}`);
  }
  const { status } = response;
  if (status === 401 || status === 403) {
    throw new ModelConfigError(`The endpoint at ${base} rejected OPENAI_API_KEY (HTTP ${status}).`);
  }
  if (status === 404) {
    throw new ModelConfigError(`The endpoint at ${base} has no /models (HTTP 404): check OPENAI_BASE_URL (it usually ends in /v1).`);
  }
  if (status >= 500) {
    throw new ModelConfigError(`The endpoint at ${base} is failing (HTTP ${status} to GET /models): check the server, then start the run again.`);
  }
}
