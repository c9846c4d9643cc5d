/**
 * A scripted chat model for role and team tests: a LangChain chat model whose answers are written out per prompt id
 * (the way a real model answers: prose, preambles, markdown), and which counts and records every call, so a test can
 * tell which model answered for which role.
 */
import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { PROMPT_KWARG, type PromptTag } from "../../prompts/runner.js";

/** One answer: text, or a function of the prompt's inputs and how many times this prompt was asked before. */
export type ScriptedAnswer = string | ((inputs: any, nth: number) => string);

export interface ScriptedCall {
  promptId: string;
  /** The request as the model received it (all messages' text). */
  text: string;
  answer: string;
}

export class ScriptedChatModel extends BaseChatModel {
  /** Every call, in order. */
  readonly calls: ScriptedCall[] = [];

  constructor(
    /** Names the model in failure messages. */
    readonly label: string,
    private readonly script: Record<string, ScriptedAnswer | ScriptedAnswer[]>,
  ) {
    super({});
  }

  static override lc_name() {
    return "ScriptedChatModel";
  }

  _llmType(): string {
    return "scripted";
  }

  /** Calls for one prompt id (all calls without an id). */
  count(promptId?: string): number {
    return promptId ? this.calls.filter((c) => c.promptId === promptId).length : this.calls.length;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const tagged = [...messages].reverse().find((m) => m.additional_kwargs?.[PROMPT_KWARG]);
    const tag = tagged?.additional_kwargs[PROMPT_KWARG] as PromptTag | undefined;
    const promptId = tag?.id ?? "(untagged)";
    const nth = this.count(promptId);
    const entry = this.script[promptId];
    const scripted = Array.isArray(entry) ? entry[Math.min(nth, entry.length - 1)] : entry;
    if (scripted === undefined) throw new Error(`${this.label}: no scripted answer for prompt "${promptId}".`);
    const answer = typeof scripted === "function" ? scripted(tag?.inputs, nth) : scripted;
    const text = messages.map((m) => m.text).join("\n");
    this.calls.push({ promptId, text, answer });
    return { generations: [{ text: answer, message: new AIMessage(answer) }] };
  }
}

/** Answers a writer model gives to `write_draft`, one per call. */
export const DRAFTS = [
  "Sure! Here's a first pass:\n\n**Night Shift**\n\nHe winds the lamp at dusk and will not look behind him;\nthe dark is just the sea without its colours.\nBy three he counts the ships that never come,\nand by dawn he has forgiven every one.",
  "Thanks for the notes. Here's the revised draft:\n\n**Night Shift**\n\nHe winds the lamp at dusk and hums to keep from turning;\nthe dark is only water with the colours out.\nAt three a freighter answers with its horn —\nhe laughs, and lets the beam go round.",
];

/** The drafts as the write_draft prompt keeps them: the model's preamble line is not part of the draft. */
export const DRAFT_TEXTS = [
  "**Night Shift**\n\nHe winds the lamp at dusk and will not look behind him;\nthe dark is just the sea without its colours.\nBy three he counts the ships that never come,\nand by dawn he has forgiven every one.",
  "**Night Shift**\n\nHe winds the lamp at dusk and hums to keep from turning;\nthe dark is only water with the colours out.\nAt three a freighter answers with its horn —\nhe laughs, and lets the beam go round.",
];

/** Answers a reviewer model gives to `review_draft`, one per call. */
export const REVIEWS = [
  "Nice work — the second line is the strongest image here. One change I'd make: the last line resolves too neatly. Let him *almost* forgive them, so the fear stays in the poem.",
  "Much better. The freighter's horn gives the keeper someone to answer to. I'd keep this version as is.",
];
