/** The town graph's routers. */
import type { TownStateType } from "../../state/town.js";
import { TOWN_STEP_MINUTES } from "./advanceTown.js";

export const OPEN = "new run: read the village";
export const TICK = "continue from the clock";
export const NEXT_STEP = `clock before until: next step of up to ${TOWN_STEP_MINUTES} simulated min (TOWN_STEP_MINUTES)`;
export const DONE = "clock reached until";
export const STEP_LIMIT = "near the run's recursion limit: pause (run again to continue)";

export function routeStart(state: Pick<TownStateType, "personas">) {
  return state.personas && Object.keys(state.personas).length ? TICK : OPEN;
}

/**
 * Next step until `until`. A run whose recursion limit (LangGraph's bound on steps) is about to run out pauses
 * between steps instead of failing: the state is whole and the next run continues (a Studio run has a limit of 25).
 */
export function routeClock(
  state: Pick<TownStateType, "clock" | "until" | "runFromStep">,
  config?: { recursionLimit?: number; metadata?: Record<string, unknown> },
) {
  if (!state.until || state.clock.time >= state.until) return DONE;
  const used = Number(config?.metadata?.langgraph_step ?? 0) - (state.runFromStep ?? 0);
  const limit = config?.recursionLimit ?? 25;
  return used + 2 >= limit ? STEP_LIMIT : NEXT_STEP;
}
