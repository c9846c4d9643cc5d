/**
 * thinkPersona (one per due persona, fanned out with Send): runs that persona's cognition graph on the tick's
 * starting state, with a read-only snapshot of everyone else. Nothing is applied here: the resolve step does, in
 * persona order, so the outcome does not depend on which persona finishes first.
 */
import { setMaxListeners } from "node:events";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { personaBuilder } from "../../graphs/persona.js";
import type { PersonaTickValues } from "../../state/personaTick.js";
import type { ThoughtResult } from "../../state/town.js";

/** The persona graph without checkpoints of its own: the town checkpoints whole ticks. */
const personaTick = personaBuilder.compile({ checkpointer: false });

export interface ThinkTask {
  name: string;
  input: PersonaTickValues;
}

export async function thinkPersona(task: ThinkTask, config?: LangGraphRunnableConfig) {
  // Every concurrent persona run listens on the tick's abort signal; many at once is expected, not a leak.
  if (config?.signal) setMaxListeners(0, config.signal);
  const out = await personaTick.invoke(task.input, config);
  const result: ThoughtResult = {
    persona: { scratch: out.scratch, spatial: out.spatial, memory: out.memory },
    effects: out.effects ?? [],
    movement: out.movement ?? null,
    usage: out.usage ?? {},
  };
  return { results: { [task.name]: result } };
}
