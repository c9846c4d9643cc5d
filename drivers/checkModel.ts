/**
 * check-model (issue 24): before a long run on a new model, ask every registered prompt once on bundled inputs
 * (examples/modelCheckInputs.ts) against the user's endpoint, in its answer mode (auto: structured, falling back to
 * text as a run would), through the same runner, transport and token caps a run uses; then a short burst at rising
 * concurrency to find what the endpoint holds without HTTP 429. The result says, per prompt, read / read after a
 * repair turn / fell back / failed, with latency and tokens; what to set (answer mode, token-cap scale, concurrency);
 * and a verdict: sound (a day runs on real answers), weak (the endpoint serves, but a day would lean on fail-safes),
 * unusable (the endpoint cannot serve a run). Every exchange is recorded in the `--record` format, so a weak model's
 * answers can be attached to a bug report.
 */
import { MODEL_CHECK_INPUTS } from "../examples/modelCheckInputs.js";
import type { AnswerMode, AnswerModeSetting, ModelRequest, PromptLogger, PromptModel } from "../state/modelSource.js";
import { ModelRequestError, TransportError, redactSecrets } from "../prompts/modelErrors.js";
import { getPrompt, registeredPromptIds } from "../prompts/registry.js";
import { renderTemplate, runPrompt } from "../prompts/runner.js";
import { checkModelEndpoint, endpointLabel, openAiSettings, parseModelSpec, promptModelFor, type ModelEnv } from "../tools/models/factory.js";
import { ExchangeRecorder, withRecording } from "../tools/models/recording.js";
import { withTokenCaps } from "../tools/models/tokenCaps.js";
import { withTransport } from "../tools/models/transport.js";

/**
 * What `check-model` checks: the model, its answer mode and token caps, where to record, and the largest burst to try.
 */
export interface CheckModelOptions {
  /** "openai/<model>" (OPENAI_API_KEY, OPENAI_BASE_URL), or "simulated" to see the check offline. */
  model: string;
  answerMode?: AnswerModeSetting;
  /** The token-cap scale to check with (a run's --max-tokens-scale; default 1). */
  maxTokensScale?: number;
  /** A file to record every exchange in (the --record format); none when absent. */
  record?: string;
  requestTimeoutSeconds?: number;
  /** The highest concurrency the burst tries (default 16). */
  maxConcurrency?: number;
  /** Only these prompts (default: every registered prompt with bundled inputs). */
  prompts?: string[];
  env?: ModelEnv;
  /** Called as each prompt is done (progress). */
  onPrompt?(check: PromptCheck, done: number, total: number): void;
  /** Called as each burst of the concurrency probe is done. */
  onBurst?(burst: Burst): void;
}

/** read: the first answer was used; repaired: an answer after a repair turn; fell back: the fail-safe; failed: no answer. */
export type PromptOutcome = "read" | "repaired" | "fell back" | "failed";

/**
 * How one prompt fared against the model: read, read after a repair turn, fell back or failed, with its time and
 * tokens.
 */
export interface PromptCheck {
  prompt: string;
  outcome: PromptOutcome;
  /** The mode the value was read in. */
  mode: AnswerMode;
  /** Requests made (repair turns and retries included). */
  requests: number;
  latencyMs: number;
  inputTokens: number;
  outputTokens: number;
  /** Answers cut off by the token cap. */
  cutOffs: number;
  /** Why it fell back or failed. */
  problem?: string;
}

/** How a burst of requests at once fared: answered, refused with HTTP 429, failed, and how long it took. */
export interface Burst {
  concurrency: number;
  answered: number;
  /** Requests refused with HTTP 429. */
  limited: number;
  failed: number;
  latencyMs: number;
}

/**
 * What `check-model` concludes about a model: "sound" (a day runs on real answers), "weak" (the endpoint serves, but a
 * day would lean on fail-safes), "unusable" (the endpoint cannot serve a run).
 */
export type Verdict = "sound" | "weak" | "unusable";

/**
 * The report of `check-model`: every prompt's check, the bursts, the verdict and what to set for a run on this model.
 */
export interface ModelCheck {
  model: string;
  /** Where the model was reached (no password in it). */
  endpoint: string;
  prompts: PromptCheck[];
  bursts: Burst[];
  /** What a run on this model should set. */
  settings: { answerMode: AnswerMode; maxTokensScale: number; concurrency: number };
  verdict: Verdict;
  /** Why the verdict is what it is, one sentence each. */
  reasons: string[];
  /** Notes the run's logger received (a refusal of structured output). */
  notes: string[];
  recording?: string;
}

/** Share of prompts that may fall back (or fail) in a sound model: a day asks some prompts hundreds of times. */
export const SOUND_FALLBACK_SHARE = 0.1;
const BURST_LEVELS = [1, 2, 4, 8, 16, 32];

/**
 * Asks every prompt once on bundled inputs against a model endpoint, then bursts of requests at once, and says whether
 * the model can run a day and what to set (`check-model`).
 */
export async function checkModel(options: CheckModelOptions): Promise<ModelCheck> {
  const env = options.env ?? process.env;
  const spec = parseModelSpec(options.model, "chat");
  if (spec.provider === "replay") throw new ModelRequestError('check-model asks a live model: give "openai/<model>" (or "simulated").');
  const remote = spec.provider === "openai";
  const endpoint = remote ? endpointLabel(env.OPENAI_BASE_URL?.trim() || undefined) : "the simulated model (offline)";
  const secrets = remote ? [openAiSettings(env).apiKey] : [];
  const scale = options.maxTokensScale ?? 1;
  const notes: string[] = [];
  const logger: PromptLogger = { warn: (message) => notes.push(redactSecrets(message, secrets)), warnOnce: (_key, message) => notes.push(redactSecrets(message, secrets)) };
  const unusable = (reason: string): ModelCheck => ({
    model: options.model, endpoint, prompts: [], bursts: [], notes, verdict: "unusable", reasons: [reason],
    settings: { answerMode: "text", maxTokensScale: scale, concurrency: 1 }, ...(options.record ? { recording: options.record } : {}),
  });
  try {
    await checkModelEndpoint(options.model, env);
  } catch (error) {
    return unusable(redactSecrets((error as Error).message, secrets));
  }

  const base = promptModelFor(options.model, { answerMode: options.answerMode ?? "auto", env, logger: { warn: (m) => notes.push(redactSecrets(m, secrets)) } });
  let chat: PromptModel = remote
    ? withTransport(base, {
        timeoutMs: (options.requestTimeoutSeconds ?? 120) * 1000,
        retries: 2,
        maxFailedRequestsInARow: 6,
        endpoint: `the OpenAI-compatible endpoint at ${endpoint}`,
        secrets,
        retryDelayMs: 500,
      })
    : base;
  if (options.record) {
    const recorder = new ExchangeRecorder(options.record, { model: options.model, embeddings: "hashing", seed: 0, startMode: chat.answerModes.current() });
    chat = withRecording(chat, recorder);
  }
  chat = withTokenCaps(chat, { scale, min: 64, byPrompt: {} });

  const ids = (options.prompts ?? registeredPromptIds()).filter((id) => MODEL_CHECK_INPUTS[id] !== undefined && getPrompt(id));
  const checks: PromptCheck[] = [];
  let stopped: string | undefined;
  for (const id of ids) {
    const check = stopped ? failedCheck(id, chat.answerModes.current(), stopped) : await checkPrompt(id, chat, logger);
    if (!stopped && check.outcome === "failed" && check.problem?.startsWith("stopped: ")) stopped = check.problem.slice("stopped: ".length);
    checks.push(check);
    options.onPrompt?.(check, checks.length, ids.length);
  }

  const bursts = remote && !stopped ? await probeConcurrency(base, options.maxConcurrency ?? 16, options.onBurst) : [];
  return judge({ model: options.model, endpoint, prompts: checks, bursts, notes, scale, finalMode: chat.answerModes.current(), stopped, recording: options.record });
}

/** One prompt asked once on its bundled inputs, as a run asks it. */
async function checkPrompt(id: string, model: PromptModel, logger: PromptLogger): Promise<PromptCheck> {
  const prompt = getPrompt(id)!;
  const started = Date.now();
  try {
    const run = await runPrompt(prompt, MODEL_CHECK_INPUTS[id], { model, logger: { warn: () => {} } });
    const usage = run.usage[id]!;
    const failed = run.fellBack && /^(?:no answer|the server rejected)/.test(run.problem ?? "");
    return {
      prompt: id,
      outcome: failed ? "failed" : run.fellBack ? "fell back" : run.answers.length > 1 ? "repaired" : "read",
      mode: run.mode,
      requests: usage.calls,
      latencyMs: Date.now() - started,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      cutOffs: run.cutOffs,
      ...(run.problem ? { problem: run.problem } : {}),
    };
  } catch (error) {
    if (!(error instanceof ModelRequestError)) throw error;
    logger.warn(error.message);
    return { ...failedCheck(id, model.answerModes.current(), error.message), latencyMs: Date.now() - started, problem: `stopped: ${error.message}` };
  }
}

function failedCheck(id: string, mode: AnswerMode, problem: string): PromptCheck {
  return { prompt: id, outcome: "failed", mode, requests: 0, latencyMs: 0, inputTokens: 0, outputTokens: 0, cutOffs: 0, problem };
}

/**
 * Bursts of 1, 2, 4, ... identical short requests at once, straight to the endpoint (no retries, no answer cache), up
 * to `max` or to the first burst the endpoint refuses with HTTP 429 (or fails).
 */
async function probeConcurrency(model: PromptModel, max: number, onBurst?: (burst: Burst) => void): Promise<Burst[]> {
  const prompt = getPrompt("wake_up_hour")!;
  const inputs = prompt.inputSchema.parse(MODEL_CHECK_INPUTS.wake_up_hour);
  const request: ModelRequest = {
    prompt: { id: prompt.id, version: prompt.version, inputs },
    messages: [{ role: "user", content: renderTemplate(prompt.template, prompt.variables(inputs)) }],
    generation: { temperature: 0, maxTokens: 16 },
  };
  const bursts: Burst[] = [];
  for (const concurrency of BURST_LEVELS.filter((level) => level <= Math.max(1, max))) {
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: concurrency }, () =>
        model.ask({ ...request, signal: AbortSignal.timeout(60_000) }).then(
          () => "answered" as const,
          (error: unknown) => (error instanceof TransportError && error.status === 429 ? ("limited" as const) : ("failed" as const)),
        ),
      ),
    );
    const burst: Burst = {
      concurrency,
      answered: outcomes.filter((o) => o === "answered").length,
      limited: outcomes.filter((o) => o === "limited").length,
      failed: outcomes.filter((o) => o === "failed").length,
      latencyMs: Date.now() - started,
    };
    bursts.push(burst);
    onBurst?.(burst);
    if (burst.answered < concurrency) break;
  }
  return bursts;
}

interface Findings {
  model: string;
  endpoint: string;
  prompts: PromptCheck[];
  bursts: Burst[];
  notes: string[];
  scale: number;
  finalMode: AnswerMode;
  stopped: string | undefined;
  recording: string | undefined;
}

/** What to set and the verdict, from what the check saw. */
export function judge(f: Findings): ModelCheck {
  const count = (outcome: PromptOutcome) => f.prompts.filter((p) => p.outcome === outcome).length;
  const failed = count("failed");
  const fellBack = count("fell back");
  const total = f.prompts.length;
  const reasons: string[] = [];
  let verdict: Verdict = "sound";
  if (f.stopped || (total > 0 && failed >= total / 2)) {
    verdict = "unusable";
    reasons.push(f.stopped ? `The endpoint stopped answering: ${f.stopped}` : `${failed} of ${total} prompts got no answer from the endpoint.`);
  } else if (failed > 0 || fellBack + failed > total * SOUND_FALLBACK_SHARE) {
    verdict = "weak";
    if (failed > 0) reasons.push(`${failed} prompt${failed > 1 ? "s" : ""} got no answer (${f.prompts.filter((p) => p.outcome === "failed").map((p) => p.prompt).join(", ")}).`);
    if (fellBack > 0) {
      reasons.push(
        `${fellBack} of ${total} prompts fell back to their fail-safe (more than ${Math.round(SOUND_FALLBACK_SHARE * 100)} % ` +
          `would fill a day with fail-safes): ${f.prompts.filter((p) => p.outcome === "fell back").map((p) => p.prompt).join(", ")}.`,
      );
    }
  } else {
    reasons.push(`${total - fellBack} of ${total} prompts were read${fellBack ? `, ${fellBack} fell back` : ""}; every request was answered.`);
  }
  const cutOff = f.prompts.filter((p) => p.cutOffs > 0);
  const cutAndLost = cutOff.filter((p) => p.outcome === "fell back");
  const maxTokensScale = cutAndLost.length > 0 ? f.scale * 4 : cutOff.length > 0 ? f.scale * 2 : f.scale;
  if (cutOff.length > 0) reasons.push(`${cutOff.length} prompt${cutOff.length > 1 ? "s were" : " was"} cut off by the token cap (${cutOff.map((p) => p.prompt).join(", ")}).`);
  const held = [...f.bursts].reverse().find((b) => b.answered === b.concurrency)?.concurrency ?? 1;
  const limited = f.bursts.find((b) => b.limited > 0);
  if (limited) reasons.push(`At ${limited.concurrency} requests at once the endpoint answered HTTP 429 to ${limited.limited}.`);
  return {
    model: f.model,
    endpoint: f.endpoint,
    prompts: f.prompts,
    bursts: f.bursts,
    notes: f.notes,
    settings: { answerMode: f.finalMode, maxTokensScale, concurrency: f.bursts.length ? held : 8 },
    verdict,
    reasons,
    ...(f.recording ? { recording: f.recording } : {}),
  };
}
