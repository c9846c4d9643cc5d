/** State of the `memoryBuilder` graph: dialogue rows in, the chat messages one character's model sees out. */
import { Annotation } from "@langchain/langgraph";
import type { BaseMessage } from "@langchain/core/messages";
import type { Line, LineSelf } from "./line.js";

export const MemoryBuilderInput = Annotation.Root({
  /** Rows of the `line` table as the database stores them (snake_case columns). */
  lines: Annotation<Line[]>,
  /** The save's last message: when given, only its chain of parents is used (root first). */
  lastMessageId: Annotation<number | null | undefined>,
  /** Whose memory: any of role_id, script_role_id, display_name. */
  self: Annotation<LineSelf>,
});

export const MemoryBuilderOutput = Annotation.Root({
  messages: Annotation<BaseMessage[]>,
});

export const MemoryBuilderState = Annotation.Root({
  ...MemoryBuilderInput.spec,
  ...MemoryBuilderOutput.spec,
});
export type MemoryBuilderStateType = typeof MemoryBuilderState.State;
