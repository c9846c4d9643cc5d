/** The shapes of what a run uses to talk to a model: generation settings, a chat model source, a logger. */
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";

/** Model settings a prompt asks for (the original ran most prompts at temperature 0 with a token cap). */
export interface GenerationParams {
  temperature: number;
  maxTokens?: number;
  stop?: string[];
}

/** A chat model per generation settings (the model factory's product), or one fixed model instance. */
export type ChatModelSource = BaseChatModel | ((params: GenerationParams) => BaseChatModel);

export interface PromptLogger {
  warn(message: string): void;
}
