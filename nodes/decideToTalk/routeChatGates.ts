/** Router after the chat gates: ask the model only when every gate is open. */
import type { DecideToTalkStateType } from "../../state/decideToTalk.js";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";

/** Edge labels name the thresholds the gates read, with their default values, so the drawn graph shows the rule. */
export const GATES_OPEN = "gates open";
export const GATES_CLOSED =
  `closed: no action, asleep, from ${DEFAULT_THRESHOLDS.lateHourCutoff}:00 (lateHourCutoff), busy, or within the ${DEFAULT_THRESHOLDS.chatCooldownTicks}-tick cooldown (chatCooldownTicks)`;

export function routeChatGates(state: Pick<DecideToTalkStateType, "closedBy">): typeof GATES_OPEN | typeof GATES_CLOSED {
  return state.closedBy ? GATES_CLOSED : GATES_OPEN;
}
