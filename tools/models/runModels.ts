/**
 * The models a run uses, built once per settings and process: the base model of the run's model string (or the chat
 * model passed in code) inside its wrappers, outermost first:
 *
 *   token caps -> recording (run context `record`) -> transport (timeout, retries, stop when failing) -> base model
 *   token caps -> replay                                                       (model "replay:<file>")
 *
 * The answer cache is per run store and wraps this from outside (`withAnswerCache`, nodes/persona/runtime.ts); the
 * call limiter too. The first node that needs a model calls `modelsFor`; a bad configuration fails there, at the
 * start of the run, with the factory's one-sentence error (an unknown prompt id in `failSafes` or
 * `maxTokens.byPrompt` too).
 */
import path from "node:path";
import { Embeddings } from "@langchain/core/embeddings";
import type { PromptModel } from "../../state/modelSource.js";
import type { RunSettings } from "../../state/runContext.js";
import { chatModelAdapter, isPromptModel } from "../../prompts/chatModelAdapter.js";
import { checkPromptIdSettings } from "../../prompts/registry.js";
import { describeError, EndpointFailedError, ModelRequestError } from "../../prompts/modelErrors.js";
import { stableStringify } from "../random.js";
import {
  checkModelEndpoint,
  embeddingsFromSpec,
  endpointLabel,
  ModelConfigError,
  openAiSettings,
  parseModelSpec,
  promptModelFor,
} from "./factory.js";
import { HashingEmbeddings } from "./hashingEmbeddings.js";
import { recorderFor, RecordingEmbeddings, withRecording } from "./recording.js";
import { loadRecording, ReplayEmbeddings, replayModel } from "./replay.js";
import { withTokenCaps } from "./tokenCaps.js";
import { withTransport } from "./transport.js";

export { answerCacheOf, withAnswerCache } from "./answerCache.js";

/**
 * A run's models: its chat model (a prompt model with its wrappers: transport, token caps, recording, cache) and its
 * embeddings.
 */
export interface RunModels {
  chat: PromptModel;
  embeddings: Embeddings;
}

const built = new Map<string, Promise<RunModels>>();
const builtForCode = new WeakMap<object, Map<string, Promise<RunModels>>>();

/**
 * The models of a run's settings (`readRunSettings`): the simulated model, an OpenAI-compatible endpoint or a replay,
 * with their wrappers, and the embeddings.
 */
export function modelsFor(settings: RunSettings): Promise<RunModels> {
  try {
    checkPromptIdSettings(settings);
  } catch (error) {
    return Promise.reject(error);
  }
  const key = stableStringify([
    settings.model,
    settings.embeddings,
    settings.seed,
    settings.answerMode,
    settings.requestTimeoutSeconds,
    settings.requestRetries,
    settings.maxFailedRequestsInARow,
    settings.maxTokens,
    settings.record ?? null,
    process.env.OPENAI_BASE_URL ?? "",
  ]);
  // A chat model passed in code: its models live as long as the object (one transport and stop count per object).
  let cache = built;
  if (settings.chatModel) {
    cache = builtForCode.get(settings.chatModel) ?? new Map();
    builtForCode.set(settings.chatModel, cache);
  }
  let models = cache.get(key);
  if (!models) {
    const forget = () => cache.delete(key);
    models = build(settings, forget);
    cache.set(key, models);
    models.catch(forget); // a fixed configuration can be retried
  }
  return models;
}

/**
 * A replay with another seed than its recording's is refused, in one sentence. New runs ask this before they make a
 * folder (drivers/town/runSpec.ts), so a wrong `--seed` leaves nothing behind; the models' build asks it again.
 */
export function checkReplaySeed(model: string, seed: number, recordedSeed?: number): void {
  const spec = parseModelSpec(model, "chat");
  if (spec.provider !== "replay") return;
  const header = recordedSeed === undefined ? loadRecording(spec.file).header : { seed: recordedSeed };
  if (header.seed !== seed) {
    throw new ModelConfigError(`The recording ${path.resolve(spec.file)} was made with seed ${header.seed}: replay it with the same seed (--seed ${header.seed}).`);
  }
}

async function build(settings: RunSettings, forget: () => void): Promise<RunModels> {
  const spec = parseModelSpec(settings.model, "chat");
  const logger = settings.logger;
  if (spec.provider === "replay" && !settings.chatModel) {
    const recording = loadRecording(spec.file);
    const { header } = recording;
    checkReplaySeed(settings.model, settings.seed, header.seed);
    if (header.embeddings !== settings.embeddings) {
      throw new ModelConfigError(
        `The recording ${recording.file} was made with embeddings "${header.embeddings}": replay it with the same embeddings.`,
      );
    }
    const embeddings = parseModelSpec(settings.embeddings, "embeddings").provider === "openai" ? new ReplayEmbeddings(recording) : new HashingEmbeddings();
    return { chat: withTokenCaps(replayModel(recording, logger), settings.maxTokens), embeddings };
  }

  const local = !settings.chatModel && spec.provider === "simulated";
  let base: PromptModel;
  if (settings.chatModel) {
    base = isPromptModel(settings.chatModel)
      ? settings.chatModel
      : chatModelAdapter(settings.chatModel, { answerMode: settings.answerMode, logger });
  } else {
    base = promptModelFor(settings.model, { seed: settings.seed, answerMode: settings.answerMode, logger });
  }
  const remote = spec.provider === "openai" && !settings.chatModel;
  const secrets = remote ? [openAiSettings(process.env).apiKey] : [];
  let chat = local
    ? base
    : withTransport(base, {
        timeoutMs: settings.requestTimeoutSeconds * 1000,
        retries: settings.requestRetries,
        maxFailedRequestsInARow: settings.maxFailedRequestsInARow,
        endpoint: remote ? `the OpenAI-compatible endpoint at ${endpointLabel(process.env.OPENAI_BASE_URL?.trim() || undefined)}` : "the chat model",
        secrets,
      });
  let embeddings = embeddingsFromSpec(settings.embeddings, process.env, settings.requestTimeoutSeconds * 1000);
  const remoteEmbeddings = parseModelSpec(settings.embeddings, "embeddings").provider === "openai";
  if (remoteEmbeddings) embeddings = new MaskedEmbeddings(embeddings, [openAiSettings(process.env).apiKey]);
  if (settings.record) {
    // Inside the token caps: the recording holds the settings sent (and a replay sees them the same way).
    const recorder = recorderFor(settings.record, {
      model: settings.chatModel ? base.identity : settings.model,
      embeddings: settings.embeddings,
      seed: settings.seed,
      startMode: chat.answerModes.current(),
    });
    chat = withRecording(chat, recorder);
    if (remoteEmbeddings) embeddings = new RecordingEmbeddings(embeddings, recorder);
  }
  chat = withTokenCaps(chat, settings.maxTokens);
  chat = stopsTheRun(chat, forget);
  if (!settings.chatModel) await checkModelEndpoint(settings.model);
  if (settings.embeddings !== settings.model) await checkModelEndpoint(settings.embeddings);
  return { chat, embeddings };
}

/** A run that stopped on its model is built afresh by the next run (resume in the same process starts clean). */
function stopsTheRun(model: PromptModel, forget: () => void): PromptModel {
  return {
    identity: model.identity,
    answerModes: model.answerModes,
    async ask(request) {
      try {
        return await model.ask(request);
      } catch (error) {
        if (error instanceof ModelRequestError) forget();
        throw error;
      }
    },
  };
}

/** Remote embeddings whose failures stop the run with a masked one-line message (servers may echo the key). */
class MaskedEmbeddings extends Embeddings {
  constructor(
    private readonly inner: Embeddings,
    private readonly secrets: string[],
  ) {
    super({});
  }

  embedQuery(text: string): Promise<number[]> {
    return this.inner.embedQuery(text).catch((error: unknown) => this.fail(error));
  }

  embedDocuments(texts: string[]): Promise<number[][]> {
    return this.inner.embedDocuments(texts).catch((error: unknown) => this.fail(error));
  }

  private fail(error: unknown): never {
    throw new EndpointFailedError(`The embeddings endpoint failed (${describeError(error, this.secrets).replace(/[.\s]+$/, "")}).`);
  }
}
