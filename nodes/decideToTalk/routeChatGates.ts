/** Router after the chat gates: ask the model only when every gate is open. */
import type { DecideToTalkStateType } from "../../state/decideToTalk.js";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";

/** Edge labels name the thresholds the gates read, with their default values, so the drawn graph shows the rule. */
export const GATES_OPEN = "gates open";
/** The route taken when a chat gate closes the way (its label names the gates and their thresholds). */
export const GATES_CLOSED =
  `closed: no action, asleep, from ${DEFAULT_THRESHOLDS.lateHourCutoff}:00 (lateHourCutoff), busy, or within the ${DEFAULT_THRESHOLDS.chatCooldownTicks}-tick cooldown (chatCooldownTicks)`;

/** After the chat gates: on to the model when they are open, to the end when one closed the way. */
export function routeChatGates(state: Pick<DecideToTalkStateType, "closedBy">): typeof GATES_OPEN | typeof GATES_CLOSED {
  return state.closedBy ? GATES_CLOSED : GATES_OPEN;
}
