/**
 * The shapes of what a run uses to talk to a model: generation settings, the prompt model (what the prompt runner
 * asks: one request in, one answer out), a LangChain chat model source, a logger.
 */
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";

/** Model settings a prompt asks for (the original ran most prompts at temperature 0 with a token cap). */
export interface GenerationParams {
  temperature: number;
  maxTokens?: number;
  stop?: string[];
}

/** A chat model per generation settings (the model factory's product), or one fixed model instance. */
export type ChatModelSource = BaseChatModel | ((params: GenerationParams) => BaseChatModel);

/** Where prompt warnings go (a fallback, a refused structured request): `{ warn }`. */
export interface PromptLogger {
  /** Something went wrong but the run goes on (a retry, a fallback to the prompt's fail-safe): one line for the user. */
  warn(message: string): void;
  /**
   * A warning given once per run for `key` (prompts/warnOnce.ts). A logger that has it decides where "once" is
   * counted (a worker's passes the key on to the run's coordinator); without it, once per logger object.
   */
  warnOnce?(key: string, message: string): void;
  /** A line about the run itself, not a warning (what it waits for): shown whole, each time; without it, `warn`. */
  notice?(message: string): void;
}

/** How a prompt's answer is asked for: a JSON object following the prompt's schema, or text for its parser. */
export type AnswerMode = "structured" | "text";

/** The run's choice: "auto" asks for structured output wherever the model supports it. */
export type AnswerModeSetting = AnswerMode | "auto";

/** One turn of the conversation sent to a model. */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/** The JSON-schema response format of a structured request. */
export interface StructuredFormat {
  /** The prompt id (OpenAI's `json_schema.name`). */
  name: string;
  /** A JSON schema of an object. */
  schema: Record<string, unknown>;
}

/** One request of the prompt runner. */
export interface ModelRequest {
  /** The prompt asked, with its structured inputs (the simulated model answers from them; never sent to a server). */
  prompt: { id: string; version: number; inputs: unknown };
  /** The rendered prompt, then (on a repair turn) the last answer and what was wrong with it. */
  messages: ChatTurn[];
  generation: GenerationParams;
  /** Present: structured mode (answer with a JSON object following the schema); absent: text mode. */
  structured?: StructuredFormat;
  signal?: AbortSignal;
}

/**
 * A model's answer to one request: its text, its tokens, failed requests before it, and whether it was cached or cut
 * off.
 */
export interface ModelReply {
  text: string;
  inputTokens: number;
  outputTokens: number;
  /** Requests that failed before this answer came (transport retries): counted as calls and errors. */
  failedRequests?: number;
  /** Served from the answer cache: no request was made. */
  cached?: boolean;
  /**
   * The endpoint stopped the answer at the token cap (`finish_reason: "length"`, or as many output tokens as the cap
   * allowed): the text is not the whole answer.
   */
  cutOff?: boolean;
}

/**
 * Whether a run asks for structured output: the run's setting and the model's support, until a server refuses
 * structured output; then text for the rest of the run (said once).
 */
export interface AnswerModes {
  current(): AnswerMode;
  /** The server refused a structured request that it answers in text: switch the run to text mode. */
  refused(reason: string): void;
}

/**
 * What the prompt runner asks. Model behaviour (timeouts and retries, the answer cache, recording, replay, token caps)
 * comes as small wrappers of this interface around a base model (an OpenAI-compatible endpoint, the simulated model,
 * a LangChain chat model).
 */
export interface PromptModel {
  /** Names the model and its settings: the answer cache reuses answers of one identity only. */
  readonly identity: string;
  /** Whether requests ask for structured output (JSON following a schema) or text, as the run and the server allow. */
  readonly answerModes: AnswerModes;
  /** Sends one prompt request to the model and gives its answer with the tokens it used. */
  ask(request: ModelRequest): Promise<ModelReply>;
}
