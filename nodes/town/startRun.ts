/**
 * startRun: notes the graph step this invocation starts at. A thread's steps keep counting across invocations
 * (chunks, resumes), while the recursion limit bounds each invocation: the clock router needs the difference.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";

export function startRun(_state: unknown, config?: LangGraphRunnableConfig) {
  return { runFromStep: Number(config?.metadata?.langgraph_step ?? 0) };
}
