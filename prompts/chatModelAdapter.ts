/**
 * A LangChain chat model (an instance, or a function of generation settings) as a prompt model. The request's first
 * message carries the prompt's id and inputs in `additional_kwargs` (the simulated model answers from them; the
 * OpenAI converters drop unknown kwargs). Structured mode goes out as the `response_format` call option, which
 * ChatOpenAI and the simulated model honour.
 */
import { AIMessage, HumanMessage, type BaseMessage } from "@langchain/core/messages";
import type { AIMessage as AIMessageType } from "@langchain/core/messages";
import type {
  AnswerModeSetting,
  ChatModelSource,
  ModelReply,
  ModelRequest,
  PromptLogger,
  PromptModel,
} from "../state/modelSource.js";
import { createAnswerModes } from "./answerModes.js";

/** The key under which a request carries its prompt id and structured inputs (read by the simulated model). */
export const PROMPT_KWARG = "simulacraPrompt";

export interface PromptTag {
  id: string;
  version: number;
  inputs: unknown;
}

export interface ChatModelAdapterOptions {
  /** Names the model for the answer cache (default: one name per model object). */
  identity?: string;
  /** "auto" (default): structured output only for models that declare it (`structuredAnswers: true`). */
  answerMode?: AnswerModeSetting;
  logger?: PromptLogger;
}

export function isPromptModel(source: unknown): source is PromptModel {
  return typeof source === "object" && source !== null && typeof (source as PromptModel).ask === "function" && "answerModes" in source;
}

const adapted = new WeakMap<object, PromptModel>();
let adapterCount = 0;

/** The prompt model of a source; the same adapter for the same model object (so one object, one cache identity). */
export function promptModelOf(source: ChatModelSource | PromptModel, options: ChatModelAdapterOptions = {}): PromptModel {
  if (isPromptModel(source)) return source;
  const reuse = options.identity === undefined && options.answerMode === undefined;
  const existing = reuse ? adapted.get(source) : undefined;
  if (existing) return existing;
  const model = chatModelAdapter(source, options);
  if (reuse) adapted.set(source, model);
  return model;
}

export function chatModelAdapter(source: ChatModelSource, options: ChatModelAdapterOptions = {}): PromptModel {
  const instance = typeof source === "function" ? undefined : source;
  const supportsStructured = (instance as { structuredAnswers?: boolean } | undefined)?.structuredAnswers === true;
  const name = instance ? instance._llmType() : "chat-model";
  return {
    identity: options.identity ?? `${name}#${++adapterCount}`,
    answerModes: createAnswerModes(options.answerMode ?? "auto", supportsStructured, options.logger),
    async ask(request: ModelRequest): Promise<ModelReply> {
      const model = typeof source === "function" ? source(request.generation) : source;
      const tag: PromptTag = { id: request.prompt.id, version: request.prompt.version, inputs: request.prompt.inputs };
      const messages: BaseMessage[] = request.messages.map((turn, i) =>
        turn.role === "assistant"
          ? new AIMessage(turn.content)
          : new HumanMessage({ content: turn.content, additional_kwargs: i === 0 ? { [PROMPT_KWARG]: tag } : {} }),
      );
      const callOptions: Record<string, unknown> = { signal: request.signal };
      if (request.structured) {
        callOptions.response_format = {
          type: "json_schema",
          json_schema: { name: request.structured.name, schema: request.structured.schema, strict: false },
        };
      }
      const reply = (await model.invoke(messages, callOptions as never)) as AIMessageType;
      // ChatOpenAI (and most providers) put the endpoint's finish reason in the response metadata.
      const finish = reply.response_metadata?.finish_reason ?? reply.response_metadata?.stop_reason;
      const cutOff = finish === "length" || finish === "max_tokens";
      return {
        text: typeof reply.content === "string" ? reply.content : reply.text,
        inputTokens: reply.usage_metadata?.input_tokens ?? 0,
        outputTokens: reply.usage_metadata?.output_tokens ?? 0,
        ...(cutOff ? { cutOff } : {}),
      };
    },
  };
}
