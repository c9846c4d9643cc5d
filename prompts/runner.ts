/**
 * The one loop every prompt goes through: render -> model -> parse -> validate, up to N attempts, else the
 * prompt's fail-safe value (the original's "validate, clean up, else fail-safe" pattern, shared by all prompts).
 */
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, type AIMessage } from "@langchain/core/messages";
import type { BaseCache } from "@langchain/core/caches";
import { emptyUsage } from "../state/usage.js";
import type { GenerationParams, PromptSpec, PromptUsage, UsageByPrompt } from "./types.js";

export type { ChatModelSource, PromptLogger } from "../state/modelSource.js";
import type { ChatModelSource, PromptLogger } from "../state/modelSource.js";

export const consoleLogger: PromptLogger = { warn: (message) => console.warn(`[simulacra] ${message}`) };

export interface RunPromptOptions<O> {
  model: ChatModelSource;
  /** Attempts before the fail-safe (default 3, the `promptMaxAttempts` threshold). */
  maxAttempts?: number;
  /** Run-level changes to the prompt's generation settings (e.g. a max-token threshold overridden per run). */
  generation?: Partial<GenerationParams>;
  /** Replaces the prompt's own fail-safe value. */
  failSafe?: O;
  logger?: PromptLogger;
  /** Delay before retrying after a transport error; doubles each time (default 200 ms). */
  retryDelayMs?: number;
  signal?: AbortSignal;
  /**
   * Answers to reuse (LangChain's cache interface): an identical prompt at temperature 0 is answered from it
   * without a model request, and counted as `cached`. `cacheKey` names the model (answers of one model only).
   */
  cache?: BaseCache<string>;
  cacheKey?: string;
}

export interface PromptRun<O> {
  value: O;
  fellBack: boolean;
  /** Every answer received, in order (for debugging a fallback). */
  answers: string[];
  usage: UsageByPrompt;
}

/** The key under which a request carries its prompt id and structured inputs (read by the simulated model). */
export const PROMPT_KWARG = "simulacraPrompt";

export interface PromptTag {
  id: string;
  version: number;
  inputs: unknown;
}

/** A configuration problem the model reported (bad key, unknown model): retrying cannot help, so it stops the run. */
export class ModelRequestError extends Error {
  override name = "ModelRequestError";
}

export function renderTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`Template placeholder {${name}} has no value.`);
    return value;
  });
}

export async function runPrompt<I, O, Raw>(
  prompt: PromptSpec<I, O, Raw>,
  rawInputs: Raw,
  options: RunPromptOptions<O>,
): Promise<PromptRun<O>> {
  const parsedInputs = prompt.inputSchema.safeParse(rawInputs);
  if (!parsedInputs.success) {
    const issue = parsedInputs.error.issues[0]!;
    throw new Error(`Prompt "${prompt.id}": input field "${issue.path.join(".")}" ${issue.message}.`);
  }
  const inputs = parsedInputs.data;
  const text = renderTemplate(prompt.template, prompt.variables(inputs));
  const tag: PromptTag = { id: prompt.id, version: prompt.version, inputs };
  const message = new HumanMessage({ content: text, additional_kwargs: { [PROMPT_KWARG]: tag } });
  const generation = { ...prompt.generation, ...options.generation };
  const model = typeof options.model === "function" ? options.model(generation) : options.model;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const logger = options.logger ?? consoleLogger;
  const usage: PromptUsage = { ...emptyUsage(), runs: 1 };
  const answers: string[] = [];
  let problem = "no attempt made";
  const cacheable = options.cache && generation.temperature === 0;
  const llmKey = JSON.stringify([options.cacheKey ?? "", prompt.id, prompt.version, generation]);
  if (cacheable) {
    const hit = await options.cache!.lookup(text, llmKey);
    if (hit !== null) {
      try {
        const value = prompt.parse(hit, inputs);
        if ((prompt.validate?.(value, inputs) ?? null) === null) {
          return { value, fellBack: false, answers: [hit], usage: { [prompt.id]: { ...usage, cached: 1 } } };
        }
      } catch {
        // a stale entry: ask the model
      }
    }
  }

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    usage.calls += 1;
    if (attempt > 1) usage.retries += 1;
    let reply: AIMessage;
    try {
      reply = (await model.invoke([message], { signal: options.signal })) as AIMessage;
    } catch (error) {
      const status = httpStatusOf(error);
      if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
        throw new ModelRequestError(
          `The model refused prompt "${prompt.id}" with HTTP ${status} (${firstSentence(error)}); check the model name and API key.`,
        );
      }
      if (options.signal?.aborted) throw error;
      usage.errors += 1;
      problem = `request failed: ${firstLine(error)}`;
      if (attempt < maxAttempts) await sleep((options.retryDelayMs ?? 200) * 2 ** (attempt - 1));
      continue;
    }
    usage.inputTokens += reply.usage_metadata?.input_tokens ?? 0;
    usage.outputTokens += reply.usage_metadata?.output_tokens ?? 0;
    const raw = typeof reply.content === "string" ? reply.content : reply.text;
    answers.push(raw);
    try {
      const value = prompt.parse(raw, inputs);
      const invalid = prompt.validate?.(value, inputs) ?? null;
      if (invalid === null) {
        if (cacheable) await options.cache!.update(text, llmKey, raw);
        return { value, fellBack: false, answers, usage: { [prompt.id]: usage } };
      }
      problem = invalid;
    } catch (error) {
      problem = firstLine(error);
    }
  }

  usage.fallbacks += 1;
  const value = options.failSafe !== undefined ? options.failSafe : prompt.failSafe(inputs);
  const last = answers.at(-1);
  logger.warn(
    `prompt "${prompt.id}" v${prompt.version} fell back to its fail-safe ${JSON.stringify(value)} after ` +
      `${maxAttempts} attempt(s) (${problem}); last answer: ${last === undefined ? "none" : JSON.stringify(clip(last))}`,
  );
  return { value, fellBack: true, answers, usage: { [prompt.id]: usage } };
}

function httpStatusOf(error: unknown): number | undefined {
  for (let e: any = error, depth = 0; e && depth < 4; e = e.cause, depth++) {
    if (typeof e.status === "number") return e.status;
  }
  return undefined;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return clip(text.split("\n")[0] ?? "", 200);
}

/** The first sentence of an error's first line, without its final stop (server texts often add advice and links). */
function firstSentence(error: unknown): string {
  return firstLine(error).split(/(?<=[.!?])\s+/)[0]!.replace(/[.!?]+$/, "");
}

function clip(text: string, max = 500): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
