/** The town graph's routers. */
import { Send } from "@langchain/langgraph";
import type { TownStateType } from "../../state/town.js";
import { othersOf } from "./othersOf.js";
import type { ThinkTask } from "./thinkPersona.js";

export const OPEN = "new run: read the village";
export const TICK = "next tick";
export const QUIET_UNTIL_END = "nobody needed to think until the clock reached until";
/** Drawn label of the fan-out (the router returns one Send per due persona). */
export const THINK = "Send: each persona that needs cognition (new day, action finished, new event, reflection)";
export const NEXT_TICK = "clock before until: next tick";
export const DONE = "clock reached until";

export function routeStart(state: Pick<TownStateType, "personas">) {
  return state.personas && Object.keys(state.personas).length ? TICK : OPEN;
}

/** One Send per persona that needs cognition this tick (fan-out); none: dispatch stepped the clock to the end. */
export function routeDispatch(state: TownStateType): Send[] | typeof QUIET_UNTIL_END {
  if (!state.due?.length) return QUIET_UNTIL_END;
  return state.due.map(
    (name) =>
      new Send("thinkPersona", {
        name,
        input: {
          ...state.personas[name]!,
          clock: { time: state.clock.time, tick: state.clock.tick },
          village: state.village,
          events: state.events,
          others: othersOf(state.personas, name),
        },
      } satisfies ThinkTask),
  );
}

export const STEP_LIMIT = "near the run's recursion limit: pause (run again to continue)";

/**
 * Next tick until `until`. A run whose recursion limit (LangGraph's bound on steps) is about to run out pauses at a
 * tick boundary instead of failing: the state is whole and the next run continues (a Studio run has a limit of 25).
 */
export function routeClock(
  state: Pick<TownStateType, "clock" | "until" | "runFromStep">,
  config?: { recursionLimit?: number; metadata?: Record<string, unknown> },
) {
  if (!state.until || state.clock.time >= state.until) return DONE;
  const used = Number(config?.metadata?.langgraph_step ?? 0) - (state.runFromStep ?? 0);
  const limit = config?.recursionLimit ?? 25;
  return used + 4 >= limit ? STEP_LIMIT : NEXT_TICK;
}
