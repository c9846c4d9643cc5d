/**
 * askAbsences: each person who knew of an event beforehand (a grounded "yes" about its fact just before it began)
 * but never stood in its place is asked, while it goes on, why they are not there; the reason read from the answer.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { ExperimentStateType } from "../../state/experiment.js";
import { eventMiddle } from "../../state/experimentSpec.js";
import { mergeUsage, type UsageByPrompt } from "../../state/usage.js";
import { askWhyAbsent, eachAtMost } from "../../tools/experiment/asking.js";
import { absentKnowers, snapshotAt } from "./routes.js";
import { askingRuntime, progress } from "./runtime.js";

export async function askAbsences(state: Pick<ExperimentStateType, "spec" | "snapshots" | "awareness" | "presence">, config?: LangGraphRunnableConfig) {
  const runtime = askingRuntime(config);
  const questions = state.spec.events.flatMap((event) => {
    const during = snapshotAt(state.snapshots ?? [], eventMiddle(event));
    return during ? absentKnowers(state, event).map((name) => ({ event, during, persona: during.personas[name]! })) : [];
  });
  const asked = await eachAtMost(questions, runtime.settings.maxConcurrentCalls, ({ event, during, persona }) => askWhyAbsent(persona, event, during, runtime), progress(config, "absences"));
  let usage: UsageByPrompt = {};
  for (const a of asked) usage = mergeUsage(usage, a.usage);
  return { absences: asked.map((a) => a.value), usage };
}
