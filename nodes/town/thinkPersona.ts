/**
 * One persona's thinking for one tick: the persona graph run on what the town tells it, and what the town keeps of
 * its output. This is the seam between the coordinator (advanceTown: the clock, who thinks, the resolve step) and
 * the cognition: by default the graph runs here, in the coordinator's process; a run with workers puts a
 * `personaThinker` in its run context (drivers/town/personaJobs.ts) that runs the same `thinkPersona` as a job on a
 * worker process (drivers/town/personaWorker.ts). Both get the same plain-JSON input and give the same result.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { personaBuilderFor } from "../../graphs/persona.js";
import type { Ablation } from "../../state/ablation.js";
import { readRunSettings } from "../../state/runContext.js";
import type { OtherPersona, TileEvent } from "../../state/personaTick.js";
import type { ThoughtResult, TownPersona, TownStateType } from "../../state/town.js";
import { untraced, untracedRuns } from "../../tools/langchain/untracedRuns.js";

/** What a persona's tick is given: its own state, the clock of the tick, the village, what it sees, who is near. */
export interface PersonaThought {
  persona: TownPersona;
  clock: { time: string; tick: number; secondsPerTick: number };
  village: TownStateType["village"];
  events: TileEvent[];
  others: Record<string, OtherPersona>;
}

/** Runs a persona's tick somewhere (here, or as a job) with the step's config (store, run context, signal). */
export type PersonaThinker = (thought: PersonaThought, config: LangGraphRunnableConfig) => Promise<ThoughtResult>;

/** The run context key a run with workers sets (a code-only field: readRunSettings leaves it alone). */
export const PERSONA_THINKER = "personaThinker";

// A town runs tens of thousands of persona graphs a day: without a LangSmith tracer, LangChain's run tree per node
// call is pure cost (tools/langchain/untracedRuns.ts). Installed here; only the runs `untraced` marks use it.
untracedRuns();

/**
 * The persona graph without checkpoints of its own (the town checkpoints whole steps), one per set of ablations the
 * run asks for (its context's `ablate`: a resumed run, a fork and a worker read the same).
 */
const personaTicks = new Map<string, ReturnType<ReturnType<typeof personaBuilderFor>["compile"]>>();
function personaTickFor(ablate: readonly Ablation[]) {
  const key = ablate.join(",");
  let graph = personaTicks.get(key);
  if (!graph) personaTicks.set(key, (graph = personaBuilderFor(ablate).compile({ checkpointer: false })));
  return graph;
}

/** The persona graph run in this process on the config's store (the coordinator's, or a worker's own). */
export async function thinkPersona(thought: PersonaThought, config: LangGraphRunnableConfig): Promise<ThoughtResult> {
  const { persona, ...tick } = thought;
  const personaTick = personaTickFor(readRunSettings(config).ablate);
  const out = await personaTick.invoke({ ...persona, ...tick, movedByTown: true }, untraced(config));
  // A chat or wait it started: the resolve step may undo it (back to carryOn) when the tick's order rules it out.
  const reaction = out.reaction;
  const attempt = reaction && reaction.mode !== "none" && out.carryOn
    ? { mode: reaction.mode, target: reaction.target, carryOn: out.carryOn }
    : null;
  return {
    persona: { scratch: out.scratch, spatial: out.spatial, memory: out.memory },
    effects: out.effects ?? [],
    movement: null,
    usage: out.usage ?? {},
    attempt,
  };
}

/** Where this run's personas think: the run context's thinker (workers), else this process. */
export function thinkerOf(config?: LangGraphRunnableConfig): PersonaThinker {
  const thinker = (config?.context as Record<string, unknown> | undefined)?.[PERSONA_THINKER];
  return typeof thinker === "function" ? (thinker as PersonaThinker) : thinkPersona;
}
