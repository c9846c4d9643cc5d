/** selectHistory: keep only the dialogue path that ends at the save's last message, root first. */
import { chatHistory } from "./chatHistory.js";
import { parseLines } from "../../state/line.js";
import type { MemoryBuilderStateType } from "../../state/memoryBuilder.js";

export function selectHistory(state: Pick<MemoryBuilderStateType, "lines" | "lastMessageId">) {
  if (state.lastMessageId === null || state.lastMessageId === undefined) return {};
  return { lines: chatHistory(parseLines(state.lines ?? []), state.lastMessageId) };
}
