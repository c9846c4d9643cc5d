/**
 * askAwareness: at every time asked, every person is asked about every fact ("Did you know ...?"), the answer read
 * yes / no / unsure and a "yes" checked against their memory then (tools/experiment/asking.ts).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { ExperimentStateType } from "../../state/experiment.js";
import { mergeUsage, type UsageByPrompt } from "../../state/usage.js";
import { askAboutFact, eachAtMost } from "../../tools/experiment/asking.js";
import { askingRuntime, progress } from "./runtime.js";

export async function askAwareness(state: Pick<ExperimentStateType, "spec" | "snapshots">, config?: LangGraphRunnableConfig) {
  const runtime = askingRuntime(config);
  const questions = (state.snapshots ?? []).flatMap((snapshot) =>
    state.spec.facts.flatMap((fact) => snapshot.order.map((name) => ({ snapshot, fact, persona: snapshot.personas[name]! }))),
  );
  const asked = await eachAtMost(questions, runtime.settings.maxConcurrentCalls, ({ snapshot, fact, persona }) =>
    askAboutFact(persona, fact, snapshot, runtime), progress(config, "awareness"));
  let usage: UsageByPrompt = {};
  for (const a of asked) usage = mergeUsage(usage, a.usage);
  return { awareness: asked.map((a) => a.value), usage };
}
