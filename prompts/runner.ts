/**
 * The one loop every prompt goes through: render -> ask -> parse -> validate, up to N attempts, else the prompt's
 * fail-safe value (the original's "validate, clean up, else fail-safe" pattern, shared by all prompts).
 *
 * What we change from the original: a retry is a repair turn (the model sees its last answer and what was wrong with
 * it) instead of the identical temperature-0 prompt, which could only get the identical answer again. A prompt that
 * declares `structured` is asked for a JSON object following its schema when the run is in structured mode; a server
 * that rejects that request but answers the same prompt in text refuses structured output, and the run goes on in
 * text mode (the refused request is counted as a call, not as a failure or a retry). A failed request ends the prompt with its fail-safe (transport retries are the model's own, see
 * tools/models/transport.ts); a configuration problem stops the run.
 */
import { emptyUsage } from "../state/usage.js";
import type { AnswerMode, ChatModelSource, ChatTurn, ModelReply, ModelRequest, PromptLogger, PromptModel } from "../state/modelSource.js";
import { promptModelOf, type PromptTag } from "./chatModelAdapter.js";
import { classifyFailure, isGraphControlFlow, redactSecrets } from "./modelErrors.js";
import { isPreambleLine, plainLines } from "./answerText.js";
import { readAnswer } from "./reading.js";
import { withReasoningAsThinkTags } from "./reasoningWrappers.js";
import { structuredFormatOf, structuredInstruction } from "./structured.js";
import type { GenerationParams, PromptSpec, PromptUsage, UsageByPrompt } from "./types.js";

export type { ChatModelSource, PromptLogger, PromptModel } from "../state/modelSource.js";
export { PROMPT_KWARG, type PromptTag } from "./chatModelAdapter.js";
export { ModelRequestError } from "./modelErrors.js";

/** The default prompt logger: each warning on one line of standard error, prefixed `[simulacra]`. */
export const consoleLogger: PromptLogger = { warn: (message) => console.warn(`[simulacra] ${message}`) };

/**
 * How `runPrompt` asks: the model, its generation settings, the number of attempts, the fail-safe, a logger and an
 * abort signal.
 */
export interface RunPromptOptions<O> {
  /** The run's prompt model, or a LangChain chat model (then text mode unless it declares structured answers). */
  model: ChatModelSource | PromptModel;
  /** Attempts at a usable answer before the fail-safe (default 3, the `promptMaxAttempts` threshold). */
  maxAttempts?: number;
  /** Run-level changes to the prompt's generation settings (e.g. a max-token threshold overridden per run). */
  generation?: Partial<GenerationParams>;
  /** Replaces the prompt's own fail-safe value. */
  failSafe?: O;
  logger?: PromptLogger;
  signal?: AbortSignal;
}

/**
 * What `runPrompt` returns: the value (read, or the fail-safe), whether it fell back, the answers it got, and their
 * usage.
 */
export interface PromptRun<O> {
  value: O;
  fellBack: boolean;
  /** Every answer received, in order (for debugging a fallback). */
  answers: string[];
  usage: UsageByPrompt;
  /** The mode of the last request (the mode the value was read in). */
  mode: AnswerMode;
  /** Why the prompt fell back (absent when it did not). */
  problem?: string;
  /** Answers that were cut off by the length limit (the endpoint said so, or the text showed it). */
  cutOffs: number;
}

/**
 * Fills a prompt template's `{placeholders}` from the variables given; a placeholder with no variable is an error
 * naming it.
 */
export function renderTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`Template placeholder {${name}} has no value.`);
    return value;
  });
}

/**
 * Asks a prompt: renders it, asks the model up to the prompt's attempts (a repair turn after an unreadable answer),
 * parses and validates the answer, else takes the fail-safe.
 */
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
  const generation = { ...prompt.generation, ...options.generation };
  const firstCap = generation.maxTokens;
  let cutOffs = 0;
  const model = promptModelOf(options.model);
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const logger = options.logger ?? consoleLogger;
  const usage: PromptUsage = { ...emptyUsage(), runs: 1 };
  const answers: string[] = [];
  let mode: AnswerMode = prompt.structured && model.answerModes.current() === "structured" ? "structured" : "text";
  let problem = "no attempt made";
  let repair: Repair | undefined;
  /** A structured request was rejected: if the same prompt in text mode is answered, the server refuses the schema. */
  let refusal: { reason: string; requests: number } | undefined;
  /** Requests a refusal of structured output cost: calls, but neither failures nor retries (the switch to text). */
  let refused = 0;
  const finish = (value: O, fellBack: boolean): PromptRun<O> => {
    usage.retries = Math.max(0, usage.calls + usage.cached - refused - 1);
    usage[mode === "structured" ? "structuredRuns" : "textRuns"] = 1;
    return { value, fellBack, answers, usage: { [prompt.id]: usage }, mode, cutOffs, ...(fellBack ? { problem } : {}) };
  };

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const request = requestFor(prompt, tag, text, mode, generation, repair, options.signal);
    let reply: ModelReply;
    try {
      reply = await model.ask(request);
    } catch (error) {
      if (options.signal?.aborted || isGraphControlFlow(error)) throw error;
      const failure = classifyFailure(error);
      const failed = failure.kind === "stop" ? 1 : failure.error.failedRequests || 1;
      usage.calls += failed;
      if (failure.kind === "rejected" && mode === "structured") {
        // Asked again in text (also when the run switched to text while this request was in flight): an answer
        // there makes the rejection a refusal of structured output; a failure there makes it this prompt's failure.
        mode = "text";
        refusal = { reason: failure.error.message, requests: failed };
        repair = undefined;
        attempt--; // finding out what the server refuses is not an attempt at an answer
        continue;
      }
      usage.errors += failed + (refusal?.requests ?? 0);
      refusal = undefined;
      if (failure.kind === "stop") throw failure.error;
      problem = failure.kind === "rejected" ? `the server rejected the request: ${failure.error.message}` : `no answer: ${failure.error.message}`;
      break;
    }
    if (refusal !== undefined) {
      model.answerModes.refused(refusal.reason);
      refused += refusal.requests;
      refusal = undefined;
    }
    usage.calls += (reply.cached ? 0 : 1) + (reply.failedRequests ?? 0);
    usage.errors += reply.failedRequests ?? 0;
    usage.cached += reply.cached ? 1 : 0;
    usage.inputTokens += reply.inputTokens;
    usage.outputTokens += reply.outputTokens;
    answers.push(reply.text);
    const reading = readAnswer(prompt, reply.text, inputs, mode, { cutOff: reply.cutOff });
    if (reply.cutOff || ("cutOff" in reading && reading.cutOff)) cutOffs += 1;
    if ("value" in reading) return finish(reading.value, false);
    problem = reading.problem;
    repair = { answer: reply.text, problem, cutOff: reading.cutOff === true };
    // An answer cut off while it was answering (no preamble to leave out, or a reasoning model's thinking) needs
    // room: the next request gets twice the cap, up to four times the prompt's own.
    if (repair.cutOff && firstCap !== undefined && needsRoom(reply.text)) {
      generation.maxTokens = Math.min(firstCap * 4, (generation.maxTokens ?? firstCap) * 2);
    }
  }

  usage.fallbacks += 1;
  const value = options.failSafe !== undefined ? options.failSafe : prompt.failSafe(inputs);
  const last = answers.at(-1);
  logger.warn(
    redactSecrets(
      `prompt "${prompt.id}" v${prompt.version} fell back to its fail-safe ${clip(JSON.stringify(value) ?? "undefined", 100)} after ` +
        `${answers.length} answer(s) in ${mode} mode (${problem}); last answer: ${last === undefined ? "none" : JSON.stringify(clip(last))}`,
    ),
  );
  return finish(value, true);
}

/** The request of one attempt: the rendered prompt (plus the JSON line in structured mode), and the repair turn. */
function requestFor<I, O, Raw>(
  prompt: PromptSpec<I, O, Raw>,
  tag: PromptTag,
  text: string,
  mode: AnswerMode,
  generation: GenerationParams,
  repair: Repair | undefined,
  signal: AbortSignal | undefined,
): ModelRequest {
  const structured = mode === "structured" && prompt.structured ? structuredFormatOf(prompt as never) : undefined;
  const messages: ChatTurn[] = [{ role: "user", content: structured ? text + structuredInstruction(structured) : text }];
  if (repair) {
    messages.push(
      { role: "assistant", content: withoutReasoning(repair.answer) },
      { role: "user", content: repairRequest(repair.problem, mode, repair.cutOff) },
    );
  }
  return { prompt: tag, messages, generation: { ...generation }, structured, signal };
}

interface Repair {
  answer: string;
  problem: string;
  /** The answer was cut off: the repair asks for a shorter one. */
  cutOff: boolean;
}

/** Whether a cut-off answer was spent on the answer itself (or on thinking), not on a preamble a shorter one drops. */
function needsRoom(answer: string): boolean {
  if (/<(?:think|thinking|reasoning)>/i.test(withReasoningAsThinkTags(answer))) return true;
  const first = plainLines(answer)[0];
  return first !== undefined && !isPreambleLine(first) && !/^(?:sure|certainly|of course|okay|here)\b/i.test(first);
}

/** What a retry tells the model (our wording). */
export function repairRequest(problem: string, mode: AnswerMode, cutOff = false): string {
  const what = problem.replace(/[.\s]+$/, "");
  if (cutOff) {
    return mode === "structured"
      ? "That answer was cut off by the length limit before it ended. Reply again with only the JSON object the schema describes, shorter: no preamble and short texts."
      : "That answer was cut off by the length limit before it ended. Answer the request above again, shorter: only what it asks for, in its format, without a preamble or an explanation.";
  }
  return mode === "structured"
    ? `That answer could not be used: ${what}. Reply again with only the JSON object the schema describes.`
    : `That answer could not be used: ${what}. Answer the request above again, in exactly the format it asks for.`;
}

function withoutReasoning(answer: string): string {
  return withReasoningAsThinkTags(answer).replace(/<think>[\s\S]*?<\/think>/gi, "").trim() || answer;
}

function clip(text: string, max = 500): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
