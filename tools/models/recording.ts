/**
 * Recording a run's model exchanges: every request the prompt runner makes (prompt id and version, rendered messages,
 * generation settings, answer mode) with what came back (the answer and its tokens, or the failure the run saw) is
 * appended to a JSON Lines file, so the run can be replayed offline (`replay:<file>`), shared, attached to a bug
 * report and used as a test fixture.
 *
 * Embeddings: a run on the local hashing embedder needs no recording of them (they are computed again, offline);
 * a run on remote embeddings records each text's vector once, so its replay needs no network either.
 *
 * File format, one JSON object a line:
 *   { kind: "recording", format: 1, model, embeddings, seed, startMode }        first line
 *   { kind: "chat", prompt, version, mode, settings, messages, answer, tokens, failedRequests, cutOff? }
 *   { kind: "chat", ..., error: { type: "rejected" | "transport", status, message, failedRequests } }
 *   { kind: "chat", ..., error: { type: "stopped", message } }          the request that stopped the run (or came after)
 *   { kind: "embedding", text, vector }                                          vector: base64 of float64s
 * Nothing secret is written: messages are the prompts, failures are the masked one-line messages the run saw.
 */
import { appendFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { Embeddings } from "@langchain/core/embeddings";
import type { AnswerMode, ChatTurn, GenerationParams, ModelReply, ModelRequest, PromptModel } from "../../state/modelSource.js";
import { classifyFailure } from "../../prompts/modelErrors.js";

export const RECORDING_FORMAT = 1;
/** The file `run --record` writes in the run folder. */
export const RECORDING_FILE = "model-exchanges.jsonl";

export interface RecordingHeader {
  kind: "recording";
  format: number;
  model: string;
  embeddings: string;
  seed: number;
  /** The answer mode the run started in (a refusal may switch it to text later; the exchanges say so). */
  startMode: AnswerMode;
}

export interface ChatExchange {
  kind: "chat";
  prompt: string;
  version: number;
  mode: AnswerMode;
  settings: GenerationParams;
  messages: ChatTurn[];
  answer?: string;
  tokens?: { input: number; output: number };
  failedRequests?: number;
  /** The endpoint cut the answer off at the token cap. */
  cutOff?: true;
  error?: { type: "rejected" | "transport"; status?: number; message: string; failedRequests: number } | { type: "stopped"; message: string };
}

export interface EmbeddingExchange {
  kind: "embedding";
  text: string;
  vector: string;
}

export function encodeVector(vector: number[]): string {
  return Buffer.from(new Float64Array(vector).buffer).toString("base64");
}

export function decodeVector(encoded: string): number[] {
  const bytes = Buffer.from(encoded, "base64");
  return Array.from(new Float64Array(bytes.buffer, bytes.byteOffset, bytes.length / 8));
}

/** Appends lines to one recording file (one writer per file and process; a resumed run appends to its file). */
export class ExchangeRecorder {
  private readonly embedded = new Set<string>();

  constructor(
    readonly file: string,
    header: Omit<RecordingHeader, "kind" | "format">,
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    if (!existsSync(file) || statSync(file).size === 0) this.write({ kind: "recording", format: RECORDING_FORMAT, ...header });
  }

  chat(exchange: Omit<ChatExchange, "kind">): void {
    this.write({ kind: "chat", ...exchange });
  }

  embedding(text: string, vector: number[]): void {
    if (this.embedded.has(text)) return;
    this.embedded.add(text);
    this.write({ kind: "embedding", text, vector: encodeVector(vector) } satisfies EmbeddingExchange);
  }

  private write(line: object): void {
    appendFileSync(this.file, `${JSON.stringify(line)}\n`);
  }
}

const recorders = new Map<string, ExchangeRecorder>();

/** The process's recorder of a file (created with its header on first use). */
export function recorderFor(file: string, header: Omit<RecordingHeader, "kind" | "format">): ExchangeRecorder {
  const resolved = path.resolve(file);
  let recorder = recorders.get(resolved);
  if (!recorder) recorders.set(resolved, (recorder = new ExchangeRecorder(resolved, header)));
  return recorder;
}

function exchangeOf(request: ModelRequest): Pick<ChatExchange, "prompt" | "version" | "mode" | "settings" | "messages"> {
  return {
    prompt: request.prompt.id,
    version: request.prompt.version,
    mode: request.structured ? "structured" : "text",
    settings: request.generation,
    messages: request.messages,
  };
}

/**
 * Records every exchange of `model`: answers, rejections, transport failures, and the stops the run saw (an endpoint
 * that kept failing: what the run stopped on is in the recording too, masked like every message).
 */
export function withRecording(model: PromptModel, recorder: ExchangeRecorder): PromptModel {
  return {
    identity: model.identity,
    answerModes: model.answerModes,
    async ask(request: ModelRequest): Promise<ModelReply> {
      let reply: ModelReply;
      try {
        reply = await model.ask(request);
      } catch (error) {
        const failure = classifyFailure(error);
        if (request.signal?.aborted) throw error;
        if (failure.kind === "stop") {
          recorder.chat({ ...exchangeOf(request), error: { type: "stopped", message: failure.error.message } });
        } else {
          const { status, message, failedRequests } = failure.error;
          recorder.chat({ ...exchangeOf(request), error: { type: failure.kind, status, message, failedRequests } });
        }
        throw error;
      }
      recorder.chat({
        ...exchangeOf(request),
        answer: reply.text,
        tokens: { input: reply.inputTokens, output: reply.outputTokens },
        failedRequests: reply.failedRequests ?? 0,
        ...(reply.cutOff ? { cutOff: true as const } : {}),
      });
      return reply;
    },
  };
}

/** Embeddings that record each text's vector. */
export class RecordingEmbeddings extends Embeddings {
  constructor(
    private readonly inner: Embeddings,
    private readonly recorder: ExchangeRecorder,
  ) {
    super({});
  }

  async embedQuery(text: string): Promise<number[]> {
    const vector = await this.inner.embedQuery(text);
    this.recorder.embedding(text, vector);
    return vector;
  }

  async embedDocuments(texts: string[]): Promise<number[][]> {
    const vectors = await this.inner.embedDocuments(texts);
    texts.forEach((text, i) => this.recorder.embedding(text, vectors[i]!));
    return vectors;
  }
}
