/** Router after the chat gates: ask the model only when every gate is open. */
import type { DecideToTalkStateType } from "../../state/decideToTalk.js";

/** Edge labels name the thresholds the gates read, so the drawn graph shows the rule. */
export const GATES_OPEN = "gates open";
export const GATES_CLOSED = "closed: no action, asleep, after lateHourCutoff, busy or chatCooldownTicks left";

export function routeChatGates(state: Pick<DecideToTalkStateType, "closedBy">): typeof GATES_OPEN | typeof GATES_CLOSED {
  return state.closedBy ? GATES_CLOSED : GATES_OPEN;
}
