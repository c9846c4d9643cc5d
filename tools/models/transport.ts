/**
 * Honest transport around a prompt model: a timeout per request, retries with backoff on what may pass (timeouts,
 * HTTP 429 and 5xx, dropped connections, unreadable bodies) honouring Retry-After, and a stop when the endpoint keeps
 * failing: after `maxFailedRequestsInARow` failed requests with no answer in between, every request of the run fails
 * with one EndpointFailedError, which stops the run at its last checkpoint instead of filling the day with fail-safes.
 * A rejected request (HTTP 400) is not retried and counts as a failure in a row too (a server that rejects every
 * request is as broken as one that never answers); any answer resets the count.
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

export function withTransport(model: PromptModel, options: TransportOptions): PromptModel {
  const firstDelay = options.retryDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  let inARow = 0;
  let stopped: EndpointFailedError | undefined;

  const failed = (reason: string): void => {
    inARow += 1;
    if (inARow >= options.maxFailedRequestsInARow && !stopped) {
      stopped = new EndpointFailedError(
        `${capitalise(options.endpoint)} failed ${inARow} requests in a row (last: ${firstSentence(reason)}).`,
      );
    }
    if (stopped) throw stopped;
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
          inARow = 0;
          return { ...reply, failedRequests: failures + (reply.failedRequests ?? 0) };
        } catch (error) {
          if (request.signal?.aborted) throw error;
          const failure = timeout.aborted
            ? { kind: "transport" as const, error: new TransportError(`no answer within ${seconds(options.timeoutMs)}`) }
            : classifyFailure(error, options.secrets);
          if (failure.kind === "stop") throw failure.error;
          failures += 1;
          failed(failure.error.message);
          if (failure.kind === "rejected") {
            throw new RequestRejectedError(failure.error.status, failure.error.message, failures);
          }
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

/** A server's text may run to several sentences; the stop sentence keeps its first. */
function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0]!.replace(/[.\s]+$/, "");
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
