/**
 * What every experiment node needs, built from its config: the run's store and settings (the measurement's model,
 * which may differ from the run's), and the interviewer: the `interview` graph, asked one question at a time on the
 * same store, read only (nothing is kept).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { interviewBuilder } from "../../graphs/interview.js";
import { readRunSettings } from "../../state/runContext.js";
import type { UsageByPrompt } from "../../state/usage.js";
import type { AskingRuntime, Interviewer } from "../../tools/experiment/asking.js";
import type { RecalledMemory } from "../../state/townPause.js";
import { storeOf } from "../persona/runtime.js";

/** The interview graph without checkpoints of its own: each question is a fresh, read-only run. */
const interviewGraph = interviewBuilder.compile({ checkpointer: false });

export function askingRuntime(config?: LangGraphRunnableConfig): AskingRuntime {
  const store = storeOf(config);
  const interview: Interviewer = async (persona, question, at) => {
    const out = await interviewGraph.invoke({ persona, question, clock: at }, { store, context: config?.context, signal: config?.signal } as never);
    return { answer: out.answer as string, drewOn: out.drewOn as RecalledMemory[], usage: out.usage as UsageByPrompt };
  };
  return { store, settings: readRunSettings(config), interview, signal: config?.signal };
}

/** What a node streams (stream mode "custom") after each answer: a long measurement shows its progress. */
export interface MeasuredRecord {
  kind: "measured";
  what: "awareness" | "acquaintances" | "absences";
  done: number;
  total: number;
}

export function progress(config: LangGraphRunnableConfig | undefined, what: MeasuredRecord["what"]) {
  return (done: number, total: number) => config?.writer?.({ kind: "measured", what, done, total } satisfies MeasuredRecord);
}
