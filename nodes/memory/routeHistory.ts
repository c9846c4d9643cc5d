/** Router at the start of `memoryBuilder`: walk the parent chain only when a last message id is given. */
import type { MemoryBuilderStateType } from "../../state/memoryBuilder.js";

export const FROM_LAST_MESSAGE = "lastMessageId given";
export const ALL_LINES = "all lines, in order";

export function routeHistory(state: Pick<MemoryBuilderStateType, "lastMessageId">) {
  return state.lastMessageId === null || state.lastMessageId === undefined ? ALL_LINES : FROM_LAST_MESSAGE;
}
