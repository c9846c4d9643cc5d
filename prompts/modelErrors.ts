/**
 * How a model request can fail, and what each failure means for a run:
 *  - ModelRequestError: retrying cannot help and the run cannot go on (a rejected key, an unknown model, an endpoint
 *    that keeps failing, a replay without the answer): the run stops at its last checkpoint.
 *  - RequestRejectedError: the server is up but refuses this request (HTTP 400, e.g. a prompt over the context
 *    length): that prompt falls back to its fail-safe, the run goes on.
 *  - TransportError: no answer came (timeout, HTTP 5xx or 429, a dropped connection, a body that is not JSON),
 *    after the transport's own retries: that prompt falls back; a run of them stops the run.
 * Every message here is one line with secrets masked: messages end up in logs, error records and checkpoints.
 */

/** A failure retrying cannot fix: the run stops (one sentence for the user). */
export class ModelRequestError extends Error {
  override name = "ModelRequestError";
}

/** The endpoint failed too many requests in a row: the run stops at its last checkpoint. */
export class EndpointFailedError extends ModelRequestError {
  override name = "EndpointFailedError";
}

/** The server answered this request with a client error (HTTP 4xx other than 401/403/404/408/429). */
export class RequestRejectedError extends Error {
  override name = "RequestRejectedError";
  constructor(
    readonly status: number,
    message: string,
    /** Requests that failed, this one included (earlier ones failed in transport and were retried). */
    readonly failedRequests = 1,
  ) {
    super(message);
  }
}

/** No answer came after the transport's retries. */
export class TransportError extends Error {
  override name = "TransportError";
  constructor(
    message: string,
    /** Requests that failed, this one included. */
    readonly failedRequests = 1,
    readonly status?: number,
    /** The server's Retry-After, when it sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export type RequestFailure =
  | { kind: "stop"; error: ModelRequestError }
  | { kind: "rejected"; error: RequestRejectedError }
  | { kind: "transport"; error: TransportError };

/**
 * What a thrown error means. Our own classes keep their meaning; errors of other clients (LangChain, openai, fetch)
 * are read by their HTTP status and name, and their messages masked (`secrets`, plus anything shaped like a key).
 */
/**
 * LangGraph's own control flow thrown through a model call (an interrupt asking a person, a graph's bubble-up): not
 * a failed request, so it goes through the runner untouched.
 */
export function isGraphControlFlow(error: unknown): boolean {
  return (error as { is_bubble_up?: unknown } | null)?.is_bubble_up === true;
}

export function classifyFailure(error: unknown, secrets: readonly string[] = []): RequestFailure {
  if (error instanceof ModelRequestError) return { kind: "stop", error };
  if (error instanceof RequestRejectedError) return { kind: "rejected", error };
  if (error instanceof TransportError) return { kind: "transport", error };
  const status = httpStatusOf(error);
  const reason = describeError(error, secrets);
  if (status === 401 || status === 403) {
    return { kind: "stop", error: new ModelRequestError(`The endpoint rejected the API key (HTTP ${status}): check OPENAI_API_KEY.`) };
  }
  if (status === 404) {
    return { kind: "stop", error: new ModelRequestError(`The endpoint does not know the model or the path (HTTP 404: ${stripStop(reason)}): check the model name and OPENAI_BASE_URL.`) };
  }
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { kind: "rejected", error: new RequestRejectedError(status, `HTTP ${status}: ${reason}`) };
  }
  const label = status !== undefined ? `HTTP ${status}: ${reason}` : reason;
  return { kind: "transport", error: new TransportError(label, 1, status, retryAfterOf(error)) };
}

function httpStatusOf(error: unknown): number | undefined {
  for (let e: any = error, depth = 0; e && depth < 4; e = e.cause, depth++) {
    if (typeof e.status === "number") return e.status;
  }
  return undefined;
}

/** Retry-After of an error that carries the response headers (openai's APIError, our own). */
function retryAfterOf(error: unknown): number | undefined {
  const headers = (error as { headers?: unknown })?.headers;
  if (!headers) return undefined;
  const get = (name: string): string | null | undefined =>
    typeof (headers as Headers).get === "function" ? (headers as Headers).get(name) : (headers as Record<string, string>)[name];
  const ms = Number(get("retry-after-ms"));
  if (Number.isFinite(ms) && ms >= 0 && get("retry-after-ms") != null) return ms;
  return parseRetryAfter(get("retry-after") ?? null);
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date (undefined when absent or unreadable). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** An error's first line, secrets masked, clipped: safe for logs, error records and checkpoints. */
export function describeError(error: unknown, secrets: readonly string[] = []): string {
  const e = error as { name?: string; message?: string } | null;
  const text = e?.name === "TimeoutError" ? "the request timed out" : error instanceof Error ? error.message : String(error);
  return clip(redactSecrets(text.split("\n")[0] ?? "", secrets), 200);
}

const KEY_SHAPES = [
  /\bBearer\s+[^\s"',]+/gi,
  /\bsk-[A-Za-z0-9_-]{8,}/g,
  /\b(api[_-]?key|password|token)(["']?\s*[:=]\s*["']?)[^\s"',&]+/gi,
];

/** The text with every given secret, and anything shaped like a key (`sk-...`, `Bearer ...`, `api_key=...`), masked. */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join("***");
  }
  out = out.replace(KEY_SHAPES[0]!, "Bearer ***").replace(KEY_SHAPES[1]!, "sk-***");
  return out.replace(KEY_SHAPES[2]!, (_whole, name: string, sep: string) => `${name}${sep}***`);
}

function stripStop(text: string): string {
  return text.replace(/[.\s]+$/, "");
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
