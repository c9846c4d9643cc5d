/**
 * buildMessages: the dialogue rows become one character's chat messages (seed 003 rules, in `buildMemory`).
 * An empty input (a Studio run) is the bundled one-on-one example, so the graph shows what it does. No model is asked,
 * but the run's settings are still checked (prompt ids in `failSafes` too), so a bad one is named as in every other
 * graph instead of passing unread.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import { oneOnOneExample } from "../../examples/lines.js";
import { buildMemory } from "./buildMemory.js";
import type { MemoryMessage } from "../../state/line.js";
import type { MemoryBuilderStateType } from "../../state/memoryBuilder.js";
import { readRunSettings } from "../../state/runContext.js";
import { checkPromptIdSettings } from "../../prompts/registry.js";

/** A built memory message as LangChain's message of the same role. */
export function toLangChainMessage(message: MemoryMessage): BaseMessage {
  if (message.role === "system") return new SystemMessage(message.content);
  if (message.role === "assistant") return new AIMessage(message.content);
  return new HumanMessage(message.content);
}

export function buildMessages(state: Pick<MemoryBuilderStateType, "lines" | "self">, config?: LangGraphRunnableConfig) {
  checkPromptIdSettings(readRunSettings(config));
  if (state.lines == null && state.self == null) {
    const { lines, self } = oneOnOneExample;
    return { lines, self, messages: buildMemory(lines, self).map(toLangChainMessage) };
  }
  return { messages: buildMemory(state.lines ?? [], state.self).map(toLangChainMessage) };
}
