/**
 * Replaying a recording (`replay:<file>`): the model answers each request with what the recorded run got for the
 * identical request (prompt id and version, mode, settings, messages), offline. Identical requests recorded more than
 * once are answered in recorded order, then with the last. Where the recorded run stopped (an endpoint that kept
 * failing), the replay stops too, unless the recording goes on past it (a resumed run appends its exchanges). A
 * request the recording does not hold stops the run,
 * naming the prompt: the replayed run asked something the recorded one did not (other options, code or prompt
 * versions), and answering anything else would silently make a different run.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Embeddings } from "@langchain/core/embeddings";
import type { ModelReply, ModelRequest, PromptLogger, PromptModel } from "../../state/modelSource.js";
import { createAnswerModes } from "../../prompts/answerModes.js";
import { EndpointFailedError, ModelRequestError, RequestRejectedError, TransportError } from "../../prompts/modelErrors.js";
import { stableStringify } from "../random.js";
import { decodeVector, RECORDING_FORMAT, type ChatExchange, type RecordingHeader } from "./recording.js";

/** The replayed run asked for something the recording does not hold. */
export class ReplayMissError extends ModelRequestError {
  override name = "ReplayMissError";
  constructor(message: string) {
    super(message, { resumeWhen: null }); // resuming the replay would miss the same answer again
  }
}

export interface Recording {
  file: string;
  header: RecordingHeader;
  chats: Map<string, ChatExchange[]>;
  /** Requests the recorded run stopped on (and never got answered, unless they are in `chats` too). */
  stops: Map<string, string>;
  embeddings: Map<string, number[]>;
  /** The recorded run saw a server refuse structured output. */
  refusedStructured: boolean;
}

function requestKey(prompt: string, version: number, mode: string, settings: unknown, messages: unknown): string {
  return stableStringify([prompt, version, mode, settings, messages]);
}

/** Reads a recording; a file that is not one is a one-sentence error naming it (and the line). */
export function loadRecording(file: string): Recording {
  const resolved = path.resolve(file);
  let text: string;
  try {
    text = readFileSync(resolved, "utf8");
  } catch {
    throw new ModelRequestError(`Cannot read the recording ${resolved}: give the model-exchanges.jsonl file of a run made with --record.`);
  }
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const recording: Recording = {
    file: resolved,
    header: undefined as never,
    chats: new Map(),
    stops: new Map(),
    embeddings: new Map(),
    refusedStructured: false,
  };
  lines.forEach((line, i) => {
    let entry: any;
    try {
      entry = JSON.parse(line);
    } catch {
      throw new ModelRequestError(`${resolved}, line ${i + 1}: not JSON; a recording has one JSON object a line.`);
    }
    if (i === 0) {
      if (entry?.kind !== "recording" || entry.format !== RECORDING_FORMAT) {
        throw new ModelRequestError(`${resolved} is not a recording of format ${RECORDING_FORMAT} (its first line says ${JSON.stringify(entry?.kind ?? null)}).`);
      }
      recording.header = entry as RecordingHeader;
    } else if (entry?.kind === "chat") {
      const chat = entry as ChatExchange;
      const key = requestKey(chat.prompt, chat.version, chat.mode, chat.settings, chat.messages);
      if (chat.error?.type === "stopped") {
        recording.stops.set(key, chat.error.message);
        return;
      }
      const list = recording.chats.get(key);
      if (list) list.push(chat);
      else recording.chats.set(key, [chat]);
      if (chat.mode === "structured" && chat.error?.type === "rejected") recording.refusedStructured = true;
    } else if (entry?.kind === "embedding") {
      recording.embeddings.set(entry.text, decodeVector(entry.vector));
    } else {
      throw new ModelRequestError(`${resolved}, line ${i + 1}: unknown kind ${JSON.stringify(entry?.kind ?? null)}.`);
    }
  });
  if (!recording.header) throw new ModelRequestError(`${resolved} is empty: give the model-exchanges.jsonl file of a run made with --record.`);
  return recording;
}

/**
 * A prompt model that answers each request with what a recorded run got for the identical request (`--model
 * replay:<file>`); a request the recording lacks stops the run, naming the prompt.
 */
export function replayModel(recording: Recording, logger?: PromptLogger): PromptModel {
  const served = new Map<string, number>();
  return {
    identity: `replay:${recording.file}`,
    answerModes: createAnswerModes(recording.header.startMode, true, logger),
    async ask(request: ModelRequest): Promise<ModelReply> {
      const mode = request.structured ? "structured" : "text";
      const key = requestKey(request.prompt.id, request.prompt.version, mode, request.generation, request.messages);
      const list = recording.chats.get(key);
      if (!list) {
        const stop = recording.stops.get(key);
        if (stop !== undefined) {
          throw new EndpointFailedError(`${stop.replace(/[.\s]+$/, "")} (replayed: the recorded run stopped here)`, { resumeWhen: null });
        }
        // The recorded run switched to text mode after a refusal while this prompt was in flight elsewhere: say no again.
        if (mode === "structured" && recording.refusedStructured) {
          throw new RequestRejectedError(400, "HTTP 400: structured output refused (replayed)");
        }
        throw new ReplayMissError(
          `The recording ${recording.file} holds no answer for prompt "${request.prompt.id}" (v${request.prompt.version}, ${mode} mode) ` +
            `with these messages and settings: the replayed run asked something the recorded run did not (other options, code or prompt versions).`,
        );
      }
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      const exchange = list[Math.min(index, list.length - 1)]!;
      if (exchange.error) {
        const { type, status, message, failedRequests } = exchange.error as Extract<ChatExchange["error"], { type: "rejected" | "transport" }>;
        if (type === "rejected") throw new RequestRejectedError(status ?? 400, message, failedRequests);
        throw new TransportError(message, failedRequests, status);
      }
      return {
        text: exchange.answer ?? "",
        inputTokens: exchange.tokens?.input ?? 0,
        outputTokens: exchange.tokens?.output ?? 0,
        failedRequests: exchange.failedRequests ?? 0,
        ...(exchange.cutOff ? { cutOff: true } : {}),
      };
    },
  };
}

/** Embeddings from a recording (a run on remote embeddings); a text it does not hold stops the run. */
export class ReplayEmbeddings extends Embeddings {
  constructor(private readonly recording: Recording) {
    super({});
  }

  embedQuery(text: string): Promise<number[]> {
    return Promise.resolve(this.vectorOf(text));
  }

  embedDocuments(texts: string[]): Promise<number[][]> {
    return Promise.resolve(texts.map((text) => this.vectorOf(text)));
  }

  private vectorOf(text: string): number[] {
    const vector = this.recording.embeddings.get(text);
    if (!vector) {
      const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
      throw new ReplayMissError(`The recording ${this.recording.file} holds no embedding of ${JSON.stringify(shown)}: the replayed run differs from the recorded one.`);
    }
    return vector;
  }
}
