/**
 * A small OpenAI-compatible HTTP server for integration tests: the real `ChatOpenAI` / `OpenAIEmbeddings` clients
 * talk to it over HTTP on 127.0.0.1, so tests see exactly what a user's local endpoint would receive and answer.
 *
 *   POST /v1/chat/completions  the next scripted answer, else `respond(request)`, else a fixed text
 *   POST /v1/embeddings        deterministic vectors per text (`embeddingFor`), honouring `encoding_format`
 *   GET  /v1/models            a model list (or the scripted `modelsStatus`)
 *
 * Structured output: a request with `response_format: { type: "json_schema" }` is answered like any other (the
 * script holds the JSON text), unless structured output is switched off; then it gets the HTTP 400 an older server
 * gives. Failure modes a script can ask for: an HTTP error (with Retry-After, or with the caller's key echoed in the
 * message, as some proxies do), a dropped connection, a stall (never answers), a body that is not JSON.
 *
 * Every endpoint answers 401 unless `Authorization: Bearer <apiKey>` is sent. Every request is recorded.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted reply of /v1/chat/completions. */
export type Answer =
  /**
   * A completion with this text; `usage` replaces the estimated token counts; `finishReason` replaces "stop", streamed
   * or not ("length": cut off at the token cap; null: a server that gives none).
   */
  | { text: string; usage?: { prompt_tokens: number; completion_tokens: number }; finishReason?: string | null; delayMs?: number }
  /** An HTTP error with an OpenAI-style error body; `echoKey` puts the caller's key into the message. */
  | { status: number; message?: string; retryAfter?: string; echoKey?: boolean }
  /** The connection is dropped without an answer (a transport failure). */
  | { hangUp: true }
  /** The request is never answered (the connection stays open until the server closes). */
  | { stall: true }
  /** HTTP 200 with a body that is not JSON. */
  | { malformed: true };

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. "/v1/chat/completions". */
  path: string;
  authorization: string | undefined;
  /** Parsed JSON body (undefined for bodiless requests). */
  body: any;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

export interface OpenAiServerOptions {
  /** The key clients must send as `Bearer <apiKey>` (default "test-key"). */
  apiKey?: string;
  /** The completion text when the script is empty. */
  defaultText?: string;
  /** Length of the embedding vectors (default 8). */
  embeddingDimensions?: number;
  /** Answers chat requests when the script is empty (e.g. by the request's content). */
  respond?: (request: RecordedRequest) => Answer;
  /** Whether json_schema response formats are accepted (default true; false: HTTP 400 to them). */
  structuredOutput?: boolean;
}

export interface OpenAiServer {
  /** "http://127.0.0.1:<port>/v1", the value for OPENAI_BASE_URL. */
  baseURL: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Requests made to one path, e.g. `requestsTo("/v1/chat/completions")`. */
  requestsTo(path: string): RecordedRequest[];
  /** Appends answers to the chat completion script (consumed first in, first out). */
  script(...answers: Answer[]): void;
  /** Replaces the answer of chat requests when the script is empty. */
  respondWith(respond: ((request: RecordedRequest) => Answer) | undefined): void;
  /** Switches json_schema support on or off. */
  setStructuredOutput(on: boolean): void;
  /** Status of GET /v1/models (default 200 with the list). */
  setModelsStatus(status: number): void;
  /** The vector this server returns for `text`. */
  embeddingFor(text: string): number[];
  close(): Promise<void>;
}

export const DEFAULT_COMPLETION_TEXT = "This is the test server's default answer.";
export const SERVER_MODELS = ["test-model", "test-embed"];

/**
 * A deterministic vector from the SHA-256 of the text. Components are multiples of 1/128 in [-1, 1), so they are
 * exact in float32 and survive the base64 encoding unchanged.
 */
export function embeddingFor(text: string, dimensions = 8): number[] {
  const vector: number[] = [];
  for (let block = 0; vector.length < dimensions; block++) {
    const digest = createHash("sha256").update(`${block}:${text}`).digest();
    for (const byte of digest) {
      if (vector.length === dimensions) break;
      vector.push((byte - 128) / 128);
    }
  }
  return vector;
}

/** Little-endian float32 bytes in base64, as OpenAI answers `encoding_format: "base64"`. */
export function float32Base64(vector: number[]): string {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => bytes.writeFloatLE(value, i * 4));
  return bytes.toString("base64");
}

export async function startOpenAiServer(options: OpenAiServerOptions = {}): Promise<OpenAiServer> {
  const apiKey = options.apiKey ?? "test-key";
  const defaultText = options.defaultText ?? DEFAULT_COMPLETION_TEXT;
  const dimensions = options.embeddingDimensions ?? 8;
  const requests: RecordedRequest[] = [];
  const pending: Answer[] = [];
  let completions = 0;
  let respond = options.respond;
  let structuredOutput = options.structuredOutput ?? true;
  let modelsStatus = 200;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, `test server failure: ${String(error)}`);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0]!;
    const text = await readBody(req);
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body: text, receivedAt: Date.now() });
      return sendError(res, 400, "The request body is not valid JSON.");
    }
    const request: RecordedRequest = { method: req.method ?? "", path, authorization: req.headers.authorization, body, receivedAt: Date.now() };
    requests.push(request);

    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(res, 401, incorrectKeyMessage(req.headers.authorization), "invalid_api_key");
    }
    if (req.method === "GET" && path === "/v1/models") {
      if (modelsStatus !== 200) return sendError(res, modelsStatus, `Scripted HTTP ${modelsStatus}.`);
      return sendJson(res, 200, {
        object: "list",
        data: SERVER_MODELS.map((id) => ({ id, object: "model", created: 0, owned_by: "test" })),
      });
    }
    if (req.method === "POST" && path === "/v1/chat/completions") return chatCompletion(res, request);
    if (req.method === "POST" && path === "/v1/embeddings") return embeddings(res, body);
    return sendError(res, 404, `Unknown endpoint ${req.method} ${path}.`);
  }

  function chatCompletion(res: ServerResponse, request: RecordedRequest): void {
    const body = request.body;
    if (!structuredOutput && body?.response_format?.type === "json_schema") {
      return sendError(res, 400, "'response_format' of type 'json_schema' is not supported by this server.");
    }
    const answer = pending.shift() ?? respond?.(request) ?? { text: defaultText };
    if ("hangUp" in answer) {
      res.socket?.destroy();
      return;
    }
    if ("stall" in answer) return; // closeAllConnections ends it when the server closes
    if ("malformed" in answer) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"id": "chatcmpl-broken", "choices": [{"index": 0, "message": {"role": "assistant", "content": "Sure');
      return;
    }
    if ("status" in answer) {
      const key = request.authorization?.replace(/^Bearer\s+/i, "") ?? "";
      const message = answer.echoKey
        ? `Upstream request with key ${key} failed: ${answer.message ?? "internal error"}`
        : answer.message ?? `Scripted HTTP ${answer.status}.`;
      return sendError(res, answer.status, message, null, answer.retryAfter ? { "retry-after": answer.retryAfter } : {});
    }
    const promptText = (body?.messages ?? []).map((m: any) => (typeof m.content === "string" ? m.content : "")).join("\n");
    const promptTokens = answer.usage?.prompt_tokens ?? Math.ceil(promptText.length / 4);
    const completionTokens = answer.usage?.completion_tokens ?? Math.ceil(answer.text.length / 4);
    const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
    const id = `chatcmpl-test-${++completions}`;
    const created = Math.floor(Date.now() / 1000);
    const model = typeof body?.model === "string" ? body.model : "test-model";

    const completion = answer; // narrowed: a text answer
    if (completion.delayMs) {
      setTimeout(() => send(), completion.delayMs);
      return;
    }
    send();

    function send(): void {
    if (body?.stream === true) {
      // Server-sent events, as OpenAI streams: one content chunk, a finish chunk, the usage chunk if asked, [DONE].
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const chunk = (choices: unknown[], extra: object = {}) =>
        res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices, ...extra })}\n\n`);
      chunk([{ index: 0, delta: { role: "assistant", content: completion.text }, logprobs: null, finish_reason: null }]);
      chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: completion.finishReason === undefined ? "stop" : completion.finishReason }]);
      if (body?.stream_options?.include_usage) chunk([], { usage });
      res.end("data: [DONE]\n\n");
      return;
    }
    sendJson(res, 200, {
      id,
      object: "chat.completion",
      created,
      model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: completion.text, refusal: null },
          logprobs: null,
          finish_reason: completion.finishReason === undefined ? "stop" : completion.finishReason,
        },
      ],
      usage,
    });
    }
  }

  function embeddings(res: ServerResponse, body: any): void {
    const input: unknown = body?.input;
    const texts = typeof input === "string" ? [input] : Array.isArray(input) ? input : undefined;
    if (!texts || !texts.every((t) => typeof t === "string")) {
      return sendError(res, 400, "input must be a string or an array of strings.");
    }
    const format = body?.encoding_format ?? "float";
    if (format !== "float" && format !== "base64") {
      return sendError(res, 400, `encoding_format must be "float" or "base64", got ${JSON.stringify(format)}.`);
    }
    const tokens = texts.reduce((sum: number, t: string) => sum + Math.ceil(t.length / 4), 0);
    sendJson(res, 200, {
      object: "list",
      model: body?.model ?? "test-embed",
      data: texts.map((text: string, index: number) => {
        const vector = embeddingFor(text, dimensions);
        return { object: "embedding", index, embedding: format === "base64" ? float32Base64(vector) : vector };
      }),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    script: (...answers) => void pending.push(...answers),
    respondWith: (fn) => void (respond = fn),
    setStructuredOutput: (on) => void (structuredOutput = on),
    setModelsStatus: (status) => void (modelsStatus = status),
    embeddingFor: (text) => embeddingFor(text, dimensions),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** OpenAI's own wording, with the key masked the way OpenAI masks it (a few characters each end). */
function incorrectKeyMessage(authorization: string | undefined): string {
  const key = authorization?.replace(/^Bearer\s+/i, "") ?? "";
  const masked = key.length > 8 ? `${key.slice(0, 3)}${"*".repeat(key.length - 7)}${key.slice(-4)}` : "*".repeat(key.length);
  return `Incorrect API key provided: ${masked}. You can find your API key at https://platform.openai.com/account/api-keys.`;
}

function sendError(res: ServerResponse, status: number, message: string, code: string | null = null, headers: Record<string, string> = {}): void {
  const type = status === 401 ? "authentication_error" : status >= 500 ? "server_error" : "invalid_request_error";
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}
