/**
 * The no-op stages of each ablation (state/ablation.ts), by the stage of the persona graph they replace: what
 * `buildPersonaGraph` (graphs/persona.ts) is given for a run with `ablate`. Each no-op has a name of its own, so the
 * drawn graph of an ablated run says which stages are gone.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { Ablation } from "../../state/ablation.js";
import { noDailyPlan, stayIdle } from "./noPlanning.js";
import { noObservationMemory } from "./noObservationMemory.js";
import { noReflection } from "./noReflection.js";

/** A stage's node: a persona-graph node function. */
export type StageNode = (state: any, config?: LangGraphRunnableConfig) => unknown;
/** A stage given with the name its node takes in the graph (a replacement says what it is). */
export interface NamedStage {
  name: string;
  node: StageNode;
}
/** A stage: its node (named as the stage), or a named node. */
export type Stage = StageNode | NamedStage;

export const ABLATED_STAGES: Record<Ablation, Record<string, NamedStage>> = {
  observation: { perceive: { name: "noObservationMemory", node: noObservationMemory } },
  reflection: { reflect: { name: "noReflection", node: noReflection } },
  planning: {
    identityReviser: { name: "noIdentityRevision", node: noDailyPlan },
    longTermPlanner: { name: "noDailyPlan", node: noDailyPlan },
    shortTermScheduler: { name: "stayIdle", node: stayIdle },
  },
};

/** The stage overrides of a set of ablations. */
export function ablatedStages(ablate: readonly Ablation[]): Record<string, NamedStage> {
  return Object.assign({}, ...ablate.map((a) => ABLATED_STAGES[a]));
}
