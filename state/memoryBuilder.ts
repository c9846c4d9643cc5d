/** State of the `memoryBuilder` graph: dialogue rows in, the chat messages one character's model sees out. */
import { Annotation } from "@langchain/langgraph";
import type { BaseMessage } from "@langchain/core/messages";
import type { Line, LineSelf } from "./line.js";

/** What the memory builder graph takes: the dialogue rows, the save's last message, and whose memory to build. */
export const MemoryBuilderInput = Annotation.Root({
  /** Rows of the `line` table as the database stores them (snake_case columns). */
  lines: Annotation<Line[]>,
  /** The save's last message: when given, only its chain of parents is used (root first). */
  lastMessageId: Annotation<number | null | undefined>,
  /** Whose memory: any of role_id, script_role_id, display_name. */
  self: Annotation<LineSelf>,
});

/** What the memory builder graph returns: the chat messages one character's model sees. */
export const MemoryBuilderOutput = Annotation.Root({
  /**
   * The history as the character's model sees it: its own lines as AI messages, the rest of the scene packed into
   * `{ ... }` context blocks in human messages, kept system prompts as system messages.
   */
  messages: Annotation<BaseMessage[]>,
});

/** The memory builder graph's state: its input and its output. */
export const MemoryBuilderState = Annotation.Root({
  ...MemoryBuilderInput.spec,
  ...MemoryBuilderOutput.spec,
});
export type MemoryBuilderStateType = typeof MemoryBuilderState.State;
