/**
 * chatBookkeeping (every tick): a persona whose action is no longer a chat forgets the chat fields, and every
 * cooldown other than the current partner's goes down by one tick, never below 0 (the original had no floor).
 */
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { tickChatState } from "../../state/replan.js";

export function chatBookkeeping(state: Pick<PersonaTickStateType, "scratch">) {
  return { scratch: tickChatState(state.scratch) };
}
