/**
 * chatGates: the original's `lets_talk` checks, in its order, before any model is asked. Input arriving from
 * outside (Studio, code) is validated here, so a bad field is named before the run goes further. An empty input (a
 * Studio run) is the first bundled meeting, where every gate is open and the model decides.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { z } from "zod/v4";
import { meetings } from "../../examples/meetings.js";
import { ChatPartySchema, LastChatSchema, RetrievedSchema, type ChatParty } from "../../state/chatParty.js";
import type { ChatGate, DecideToTalkStateType } from "../../state/decideToTalk.js";
import { hourOf } from "../../state/gameTime.js";
import { parseInput } from "../../state/inputProblem.js";
import { readRunSettings } from "../../state/runContext.js";
import type { Thresholds } from "../../state/thresholds.js";

/** The first closed gate, or null when the initiator may ask itself whether to talk. */
export function closedChatGate(
  initiator: ChatParty,
  target: ChatParty,
  thresholds: Pick<Thresholds, "lateHourCutoff">,
): ChatGate | null {
  const parties = [initiator, target];
  if (parties.some((p) => !p.actAddress || !p.actDescription)) return "no current action";
  if (parties.some((p) => p.actDescription!.includes("sleeping"))) return "someone is sleeping";
  if (hourOf(initiator.currTime) >= thresholds.lateHourCutoff) return "late hour";
  if (target.actAddress!.includes("<waiting>")) return "target is waiting";
  if (parties.some((p) => p.chattingWith)) return "someone is already chatting";
  if ((initiator.chattingWithBuffer[target.name] ?? 0) > 0) return "chat cooldown";
  return null;
}

const InputSchema = z.object({
  initiator: ChatPartySchema,
  target: ChatPartySchema,
  lastChat: LastChatSchema.nullable().default(null),
  retrieved: RetrievedSchema.default({ events: [], thoughts: [] }),
});

export function chatGates(state: DecideToTalkStateType, config?: LangGraphRunnableConfig) {
  const { thresholds } = readRunSettings(config);
  const empty = state.initiator == null && state.target == null;
  const { initiator, target, lastChat, retrieved } = parseInput("decideToTalk", InputSchema, empty ? meetings[0]!.input : state);
  const closedBy = closedChatGate(initiator, target, thresholds);
  return { initiator, target, lastChat, retrieved, closedBy, ...(closedBy ? { talk: false } : {}) };
}
