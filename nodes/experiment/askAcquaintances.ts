/**
 * askAcquaintances: at the first and the last time asked, every person is asked about every other ("Do you know
 * <name>?"), the answer read and a "yes" checked against a memory naming the other: the relationship network.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { ExperimentStateType } from "../../state/experiment.js";
import { mergeUsage, type UsageByPrompt } from "../../state/usage.js";
import { askAboutPerson, eachAtMost } from "../../tools/experiment/asking.js";
import { askingRuntime, progress } from "./runtime.js";

export async function askAcquaintances(state: Pick<ExperimentStateType, "snapshots">, config?: LangGraphRunnableConfig) {
  const runtime = askingRuntime(config);
  const snapshots = state.snapshots ?? [];
  const ends = [...new Set([snapshots[0], snapshots.at(-1)])].filter((s) => s !== undefined);
  const pairs = ends.flatMap((snapshot) =>
    snapshot.order.flatMap((name) => snapshot.order.filter((other) => other !== name).map((other) => ({ snapshot, persona: snapshot.personas[name]!, other }))),
  );
  const asked = await eachAtMost(pairs, runtime.settings.maxConcurrentCalls, ({ snapshot, persona, other }) => askAboutPerson(persona, other, snapshot, runtime), progress(config, "acquaintances"));
  let usage: UsageByPrompt = {};
  for (const a of asked) usage = mergeUsage(usage, a.usage);
  return { acquaintances: asked.map((a) => a.value), usage };
}
