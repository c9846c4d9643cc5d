/**
 * The default model: a LangChain chat model that answers every registered prompt deterministically, offline.
 *
 * A request made by the prompt runner carries its prompt id and structured inputs; the simulated model looks the
 * prompt up and writes the answer with the prompt's own `simulate`, seeded by (seed, prompt id, inputs) only, so the
 * answer never depends on what else was asked before or concurrently; a decision the prompt keys itself (whether one
 * goes to an event) is seeded by (seed, key) only, so it does not move with the rest of the inputs either. The answer then goes through the same parse
 * and validate path as a real model's. Requests without a prompt tag (e.g. typed into Studio) get a short deterministic reply.
 *
 * Both answer modes: asked for structured output (the `response_format` call option, as ChatOpenAI takes it), it
 * answers the JSON object that stands for the same value (`structured.fromValue` of its text answer read by `parse`),
 * so a run gives the same values in either mode.
 */
import { setMaxListeners } from "node:events";
import { BaseChatModel, type BaseChatModelParams } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import type { CallbackManagerForLLMRun } from "@langchain/core/callbacks/manager";
import { getPrompt } from "../../prompts/registry.js";
import { PROMPT_KWARG, type PromptTag } from "../../prompts/chatModelAdapter.js";
import type { KeyedRandom, PromptSpec } from "../../prompts/types.js";
import { seededRandom, stableStringify } from "../random.js";

/** Options of the simulated model: its seed, and LangChain's chat model parameters. */
export interface SimulatedChatModelOptions extends BaseChatModelParams {
  /** Seed of every answer (default 0). */
  seed?: number;
  /** Delay before each answer, to imitate a remote model in benchmarks (default 0). */
  latencyMs?: number;
  /** Scripted answers for some prompt ids (tests, demos): the text replaces the simulated answer. */
  answers?: Record<string, (inputs: any) => string>;
}

/**
 * The simulated model as a LangChain chat model: plain rules, one per prompt, that answer in the format the prompt's
 * parser expects, seeded so a run repeats exactly.
 */
export class SimulatedChatModel extends BaseChatModel {
  /** The seed the simulated answers are drawn with: the same seed, the same answers. */
  readonly seed: number;
  /** A pause before each answer, in milliseconds (to make a run look like one on a real model). */
  readonly latencyMs: number;
  /** Scripted answers by prompt id: each replaces the simulated answer to that prompt. */
  readonly answers: Record<string, (inputs: any) => string>;
  /** It answers in structured mode too: the prompt runner asks it for JSON wherever a prompt declares a schema. */
  readonly structuredAnswers = true;

  static override lc_name() {
    return "SimulatedChatModel";
  }

  constructor(options: SimulatedChatModelOptions = {}) {
    super(options);
    this.seed = options.seed ?? 0;
    this.latencyMs = options.latencyMs ?? 0;
    this.answers = options.answers ?? {};
  }

  /** LangChain's name for the kind of model: "simulated". */
  _llmType(): string {
    return "simulated";
  }

  /** LangChain's entry point: answers the registered prompt the messages carry, as text or as JSON when asked. */
  async _generate(
    messages: BaseMessage[],
    options: this["ParsedCallOptions"],
    _runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    if (this.latencyMs > 0) await delay(this.latencyMs, options.signal);
    const prompt = messages.map((m) => m.text).join("\n");
    const structured = (options as { response_format?: { type?: string } }).response_format?.type === "json_schema";
    const text = this.answer(messages, structured);
    const message = new AIMessage({
      content: text,
      usage_metadata: {
        input_tokens: estimateTokens(prompt),
        output_tokens: estimateTokens(text),
        total_tokens: estimateTokens(prompt) + estimateTokens(text),
      },
    });
    return { generations: [{ text, message }] };
  }

  /** The random source of keyed decisions: the same seed and key, the same draws, whichever prompt asks. */
  private readonly keyed: KeyedRandom = (key) => seededRandom(this.seed, "keyed", key);

  private answer(messages: BaseMessage[], structured: boolean): string {
    const tagged = [...messages].reverse().find((m) => m.additional_kwargs?.[PROMPT_KWARG]);
    const tag = tagged?.additional_kwargs[PROMPT_KWARG] as PromptTag | undefined;
    const prompt = tag ? getPrompt(tag.id) : undefined;
    const requestKey = stableStringify(tag ? [tag.id, tag.version, tag.inputs] : messages.map((m) => m.text));
    const random = seededRandom(this.seed, requestKey);
    const scripted = tag ? this.answers[tag.id] : undefined;
    if (tag && scripted) return scripted(tag.inputs);
    if (tag && prompt) {
      const text = prompt.simulate(tag.inputs, random, this.keyed);
      return structured && prompt.structured ? structuredText(prompt, text, tag.inputs) : text;
    }
    const last = messages.at(-1)?.text ?? "";
    return `(simulated reply ${Math.floor(random() * 1000)}) I heard: ${last.slice(0, 80)}`;
  }
}

/** The JSON object standing for the value of a text answer (the text itself when its parser cannot read it). */
function structuredText(prompt: PromptSpec, text: string, inputs: unknown): string {
  try {
    return JSON.stringify(prompt.structured!.fromValue(prompt.parse(text, inputs), inputs));
  } catch {
    return text;
  }
}

/** Roughly four characters a token, as OpenAI's tokenizers average on English. */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error("aborted"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    // Many calls of one run wait on its signal at once; each takes its listener away when done.
    if (signal) setMaxListeners(0, signal);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
