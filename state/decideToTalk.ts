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
export const DecideToTalkInput = Annotation.Root({
  initiator: Annotation<ChatPartyInput>,
  target: Annotation<ChatPartyInput>,
  /** Their last conversation, from the initiator's memory. */
  lastChat: Annotation<LastChat | null | undefined>,
  /** Events and thoughts the initiator retrieved about the target. */
  retrieved: Annotation<RetrievedInput | undefined>,
});

export const DecideToTalkOutput = Annotation.Root({
  /** The decision. */
  talk: Annotation<boolean>,
  /** Why no model was asked, when a gate closed. */
  closedBy: Annotation<ChatGate | null>,
  /** LLM calls, tokens, retries and fallbacks per prompt id. */
  usage: Annotation<UsageByPrompt>({ reducer: mergeUsage, default: () => ({}) }),
});

export const DecideToTalkState = Annotation.Root({
  ...DecideToTalkInput.spec,
  ...DecideToTalkOutput.spec,
});
export type DecideToTalkStateType = typeof DecideToTalkState.State;
