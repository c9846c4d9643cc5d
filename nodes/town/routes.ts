/** The town graph's routers. */
import type { TownStateType } from "../../state/town.js";
import { TOWN_STEP_MINUTES } from "./advanceTown.js";

export const OPEN = "new run: read the village";
export const TICK = "continue from the clock";
export const NEXT_STEP = `clock before until: next step of up to ${TOWN_STEP_MINUTES} simulated min (TOWN_STEP_MINUTES)`;
export const DONE = "clock reached until";
export const STEP_LIMIT = "near the run's recursion limit: pause (run again to continue)";
export const PAUSE = "a pause point reached (time, ticks, conversation, reflection): wait for a person (interrupt)";
export const RESUMED = "continue: the next step";
export const RESUMED_AT_END = "continue at until: the run ends";
export const WHISPER = "whisper: a thought into a persona's memory";
export const INTERVIEW = "interview a persona, or keep an answer as its memory";
export const ASK_AGAIN = "a resume value that cannot be read: pause again, saying why";

export function routeStart(state: Pick<TownStateType, "personas">) {
  return state.personas && Object.keys(state.personas).length ? TICK : OPEN;
}

/**
 * Next step until `until`. A run whose recursion limit (LangGraph's bound on steps) is about to run out pauses
 * between steps instead of failing: the state is whole and the next run continues (a Studio run has a limit of 25).
 */
export function routeClock(
  state: Pick<TownStateType, "clock" | "until" | "runFromStep"> & Partial<Pick<TownStateType, "paused">>,
  config?: { recursionLimit?: number; metadata?: Record<string, unknown> },
) {
  if (state.paused) return PAUSE;
  if (!state.until || state.clock.time >= state.until) return DONE;
  const used = Number(config?.metadata?.langgraph_step ?? 0) - (state.runFromStep ?? 0);
  const limit = config?.recursionLimit ?? 25;
  return used + 2 >= limit ? STEP_LIMIT : NEXT_STEP;
}

/** After a person answered a pause: go on (the run ends if the clock is at `until`), or carry out their command. */
export function routePause(state: Pick<TownStateType, "clock" | "until" | "paused">) {
  const command = state.paused?.command;
  if (!state.paused) return !state.until || state.clock.time >= state.until ? RESUMED_AT_END : RESUMED;
  if (command?.action === "whisper") return WHISPER;
  if (command?.action === "interview" || command?.action === "keep") return INTERVIEW;
  return ASK_AGAIN;
}
