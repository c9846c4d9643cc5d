/**
 * An OpenAI-compatible chat endpoint (OpenAI, vLLM, llama.cpp server, Ollama) as a prompt model: one POST to
 * /chat/completions per request, text or JSON-schema response format.
 *
 * Why not ChatOpenAI here: its structured-output path parses the answer inside the client and throws away an answer
 * that is not JSON (or was cut at the token cap), so the runner could neither read it as text nor tell the model what
 * was wrong; and a failure must reach the run as one of three meanings (stop, reject this prompt, transport) with the
 * server's Retry-After and without the key the server may echo. Timeouts and retries are `withTransport`'s.
 */
import type { AnswerModes, ModelReply, ModelRequest, PromptModel } from "../../state/modelSource.js";
import {
  describeError,
  ModelRequestError,
  parseRetryAfter,
  redactSecrets,
  RequestRejectedError,
  TransportError,
} from "../../prompts/modelErrors.js";
import { fetchFailureReason } from "./fetchFailure.js";

export interface OpenAiEndpointOptions {
  model: string;
  apiKey: string;
  /** Default: OpenAI's own API. */
  baseURL?: string;
  answerModes: AnswerModes;
}

export const OPENAI_API = "https://api.openai.com/v1";

/** OpenAI's reasoning models take `max_completion_tokens` and only their default temperature. */
const REASONING_MODEL = /^(o\d|gpt-5)/;

export function openAiEndpoint(options: OpenAiEndpointOptions): PromptModel {
  const base = (options.baseURL ?? OPENAI_API).replace(/\/+$/, "");
  const url = `${base}/chat/completions`;
  const secrets = [options.apiKey];
  const reasoning = REASONING_MODEL.test(options.model);
  return {
    identity: `openai/${options.model}@${base}`,
    answerModes: options.answerModes,
    async ask(request: ModelRequest): Promise<ModelReply> {
      const { temperature, maxTokens, stop } = request.generation;
      const body: Record<string, unknown> = { model: options.model, messages: request.messages };
      if (!reasoning) body.temperature = temperature;
      if (maxTokens !== undefined) body[reasoning ? "max_completion_tokens" : "max_tokens"] = maxTokens;
      if (stop?.length) body.stop = stop;
      if (request.structured) {
        body.response_format = {
          type: "json_schema",
          json_schema: { name: request.structured.name, schema: request.structured.schema, strict: false },
        };
      }
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: request.signal,
        });
        text = await response.text();
      } catch (error) {
        if (request.signal?.aborted) throw error;
        const cause = (error as { cause?: unknown }).cause;
        throw new TransportError(`cannot reach ${base}: ${cause ? fetchFailureReason(error, base) : describeError(error, secrets)}`);
      }
      if (!response.ok) throw httpFailure(response, text, base, options.model, secrets);
      let data: any;
      try {
        data = JSON.parse(text);
      } catch {
        throw new TransportError(`the endpoint's answer is not valid JSON (HTTP ${response.status}, ${text.length} bytes)`, 1, response.status);
      }
      const message = data?.choices?.[0]?.message;
      if (!message) throw new TransportError("the endpoint's answer has no choices[0].message", 1, response.status);
      const content = typeof message.content === "string" ? message.content : typeof message.refusal === "string" ? message.refusal : "";
      const outputTokens = Number(data.usage?.completion_tokens) || 0;
      // Cut off at the cap: the server says so, or (a server that gives no finish reason) spent every token allowed.
      const finish = data.choices[0].finish_reason;
      const cap = maxTokens ?? Infinity;
      const cutOff = finish === "length" || (typeof finish !== "string" && outputTokens >= cap);
      return {
        text: content,
        inputTokens: Number(data.usage?.prompt_tokens) || 0,
        outputTokens,
        ...(cutOff ? { cutOff } : {}),
      };
    },
  };
}

/** An HTTP error as what it means for the run (see prompts/modelErrors.ts), with the server's text masked. */
function httpFailure(response: Response, text: string, base: string, model: string, secrets: string[]): Error {
  const status = response.status;
  const reason = serverReason(text, secrets);
  if (status === 401 || status === 403) {
    return new ModelRequestError(`The endpoint at ${base} rejected OPENAI_API_KEY (HTTP ${status}).`);
  }
  if (status === 404) {
    return new ModelRequestError(
      `The endpoint at ${base} does not know model "${model}" (HTTP 404: ${reason.replace(/[.\s]+$/, "")}): check the model name and OPENAI_BASE_URL.`,
    );
  }
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return new RequestRejectedError(status, `HTTP ${status}: ${reason}`);
  }
  // OpenAI sends retry-after-ms beside Retry-After; other servers only Retry-After (seconds or a date).
  const ms = response.headers.get("retry-after-ms");
  const retryAfterMs = ms !== null && Number.isFinite(Number(ms)) ? Number(ms) : parseRetryAfter(response.headers.get("retry-after"));
  return new TransportError(`HTTP ${status}: ${reason}`, 1, status, retryAfterMs);
}

/** The server's error message (OpenAI's `{ error: { message } }` or the raw text), one line, masked, clipped. */
function serverReason(text: string, secrets: string[]): string {
  let reason = text;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const candidate = typeof parsed.error === "string" ? parsed.error : parsed.error?.message ?? parsed.message ?? parsed.detail;
    if (typeof candidate === "string") reason = candidate;
  } catch {
    // not JSON: the raw text
  }
  const line = redactSecrets(reason.replace(/\s+/g, " ").trim(), secrets) || "no message";
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
