/**
 * Honest transport around a prompt model: a timeout per request, retries with backoff on what may pass (timeouts,
 * HTTP 429 and 5xx, dropped connections, unreadable bodies) honouring Retry-After, and a stop when the endpoint keeps
 * failing: after `maxFailedRequestsInARow` failed requests with no answer in between, every request of the run fails
 * with one EndpointFailedError, which stops the run at its last checkpoint instead of filling the day with fail-safes.
 *
 * A rejected request (HTTP 400 and other 4xx) is not retried and is not a transport failure: the server is up and
 * refuses this one request (a prompt over the context length is that prompt's fallback, while its neighbours in
 * flight are answered). A rejected structured request is not counted at all: the prompt runner asks it again in text,
 * and a server that refuses structured output switches the run to text. The run stops on rejections only when every
 * request is rejected (a wrong model name some servers answer with 400): `maxFailedRequestsInARow` text requests in a
 * row, of at least REJECTED_PROMPTS_TO_STOP different prompts, with no answer in between. Any answer resets both counts.
 */
import type { ModelReply, ModelRequest, PromptModel } from "../../state/modelSource.js";
import { classifyFailure, EndpointFailedError, RequestRejectedError, TransportError } from "../../prompts/modelErrors.js";

export interface TransportOptions {
  /** Per request; a stalled server costs this much per attempt. */
  timeoutMs: number;
  /** Retries of a request that failed in transport (0: one request only). */
  retries: number;
  /** Failed requests in a row after which the run stops. */
  maxFailedRequestsInARow: number;
  /** Names the endpoint in the stop sentence, e.g. "the OpenAI-compatible endpoint at http://127.0.0.1:8000/v1". */
  endpoint: string;
  /** First backoff; doubles with each retry (default 1 s). */
  retryDelayMs?: number;
  /** Cap of a backoff and of a server's Retry-After (default 60 s). */
  maxDelayMs?: number;
  /** Masked in every message (the API key). */
  secrets?: string[];
}

/** Rejections of this many different prompts in a row (no answer in between) mean the server rejects every prompt. */
export const REJECTED_PROMPTS_TO_STOP = 3;

/**
 * A prompt model whose requests have a timeout and are retried with backoff (HTTP 429, 5xx, dropped connections); too
 * many failures in a row stop the run.
 */
export function withTransport(model: PromptModel, options: TransportOptions): PromptModel {
  const firstDelay = options.retryDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  const max = options.maxFailedRequestsInARow;
  let inARow = 0;
  const rejectedInARow = new Map<string, number>();
  let stopped: EndpointFailedError | undefined;

  const failed = (reason: string): void => {
    inARow += 1;
    if (inARow >= max && !stopped) {
      stopped = new EndpointFailedError(`${capitalise(options.endpoint)} failed ${inARow} requests in a row (last: ${firstSentence(reason)}).`);
    }
    if (stopped) throw stopped;
  };

  const rejected = (request: ModelRequest, reason: string): void => {
    if (stopped) throw stopped;
    if (request.structured) return; // asked again in text by the prompt runner
    rejectedInARow.set(request.prompt.id, (rejectedInARow.get(request.prompt.id) ?? 0) + 1);
    const count = [...rejectedInARow.values()].reduce((sum, n) => sum + n, 0);
    if (count >= max && rejectedInARow.size >= REJECTED_PROMPTS_TO_STOP) {
      stopped = new EndpointFailedError(
        `${capitalise(options.endpoint)} rejected every request: ${count} in a row, of ${rejectedInARow.size} different prompts ` +
          `(last: ${firstSentence(reason)}); check the model name and the server's settings.`,
        { resumeWhen: "once the endpoint accepts the requests" },
      );
      throw stopped;
    }
  };

  const answered = (): void => {
    inARow = 0;
    rejectedInARow.clear();
  };

  return {
    identity: model.identity,
    answerModes: model.answerModes,
    async ask(request: ModelRequest): Promise<ModelReply> {
      let failures = 0;
      for (let attempt = 0; ; attempt++) {
        if (stopped) throw stopped;
        const timeout = AbortSignal.timeout(options.timeoutMs);
        const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
        try {
          const reply = await model.ask({ ...request, signal });
          answered();
          return { ...reply, failedRequests: failures + (reply.failedRequests ?? 0) };
        } catch (error) {
          if (request.signal?.aborted) throw error;
          const failure = timeout.aborted
            ? { kind: "transport" as const, error: new TransportError(`no answer within ${seconds(options.timeoutMs)}`) }
            : classifyFailure(error, options.secrets);
          if (failure.kind === "stop") throw failure.error;
          failures += 1;
          if (failure.kind === "rejected") {
            rejected(request, failure.error.message);
            throw new RequestRejectedError(failure.error.status, failure.error.message, failures);
          }
          failed(failure.error.message);
          if (attempt >= options.retries) {
            throw new TransportError(failure.error.message, failures, failure.error.status);
          }
          const backoff = firstDelay * 2 ** attempt;
          await sleep(Math.min(maxDelay, failure.error.retryAfterMs ?? backoff), request.signal);
        }
      }
    },
  };
}

/**
 * A server's text may run to several sentences; the stop sentence keeps its first (a full stop inside parentheses,
 * "(see the docs.) Retry", does not end it), with its parentheses closed.
 */
export function firstSentence(text: string): string {
  let depth = 0;
  let end = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && ".!?".includes(c) && /\s/.test(text[i + 1] ?? "")) {
      end = i + 1;
      break;
    }
  }
  const sentence = text.slice(0, end).replace(/[.\s]+$/, "");
  const open = (sentence.match(/\(/g)?.length ?? 0) - (sentence.match(/\)/g)?.length ?? 0);
  return sentence + ")".repeat(Math.max(0, open));
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
