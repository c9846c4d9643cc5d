/**
 * traceHearing: for every fact, where each person who came to hold it had it from: the first memory that mentions
 * it, and the conversation with someone who already had it that brought it (state/experimentFigures.ts, heardFrom),
 * read from everyone's memories as they stood at the last time asked.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { ExperimentStateType } from "../../state/experiment.js";
import { heardFrom } from "../../state/experimentFigures.js";
import type { MemoryNode } from "../../state/persona.js";
import { memoriesAt } from "../../tools/experiment/asking.js";
import { askingRuntime } from "./runtime.js";

export async function traceHearing(state: Pick<ExperimentStateType, "spec" | "snapshots" | "runStart">, config?: LangGraphRunnableConfig) {
  const last = state.snapshots?.at(-1);
  if (!last || !state.spec.facts.length) return { heardFrom: [] };
  const runtime = askingRuntime(config);
  const memories: Record<string, MemoryNode[]> = {};
  for (const name of last.order) memories[name] = await memoriesAt(last.personas[name]!, last, runtime);
  const runStart = state.runStart ?? state.snapshots![0]!.time;
  return { heardFrom: state.spec.facts.flatMap((fact) => heardFrom(fact, memories, runStart)) };
}
