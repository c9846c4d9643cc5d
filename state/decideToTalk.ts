/** State of the `decideToTalk` graph: two personas meet; does the first start a conversation? */
import { Annotation } from "@langchain/langgraph";
import { mergeUsage } from "./usage.js";
import type { UsageByPrompt } from "./usage.js";
import type { ChatPartyInput, LastChat, RetrievedInput } from "./chatParty.js";

/** The chat gate that kept the question from being asked (null: every gate open). */
export type ChatGate =
  | "no current action"
  | "someone is sleeping"
  | "late hour"
  | "target is waiting"
  | "someone is already chatting"
  | "chat cooldown";

// Inputs are kept as callers write them; chatGates validates them (naming a bad field) and applies defaults.
/** What the decide-to-talk graph takes: the two personas, their last chat and what the initiator recalls. */
export const DecideToTalkInput = Annotation.Root({
  /** The persona who might start a conversation: its name, time, current action, path and chat state. */
  initiator: Annotation<ChatPartyInput>,
  /** The persona it has noticed and might talk to (the same fields). */
  target: Annotation<ChatPartyInput>,
  /** Their last conversation, from the initiator's memory. */
  lastChat: Annotation<LastChat | null | undefined>,
  /** Events and thoughts the initiator retrieved about the target. */
  retrieved: Annotation<RetrievedInput | undefined>,
});

/** What the decide-to-talk graph returns: the decision, the gate that decided it without a model, the usage. */
export const DecideToTalkOutput = Annotation.Root({
  /** The decision. */
  talk: Annotation<boolean>,
  /** Why no model was asked, when a gate closed. */
  closedBy: Annotation<ChatGate | null>,
  /** LLM calls, tokens, retries and fallbacks per prompt id. */
  usage: Annotation<UsageByPrompt>({ reducer: mergeUsage, default: () => ({}) }),
});

/** The decide-to-talk graph's state: its input and its output. */
export const DecideToTalkState = Annotation.Root({
  ...DecideToTalkInput.spec,
  ...DecideToTalkOutput.spec,
});
export type DecideToTalkStateType = typeof DecideToTalkState.State;
