/** The town graph's routers. */
import { Send } from "@langchain/langgraph";
import type { TownStateType } from "../../state/town.js";
import { othersOf } from "./othersOf.js";
import type { ThinkTask } from "./thinkPersona.js";

export const OPEN = "new run: read the village";
export const TICK = "next tick";
export const RESOLVE = "nobody needs to think: step everyone";
/** Drawn label of the fan-out (the router returns one Send per due persona). */
export const THINK = "Send: each persona that needs cognition (new day, action finished, new event, reflection)";
export const NEXT_TICK = "clock before until: next tick";
export const DONE = "clock reached until";

export function routeStart(state: Pick<TownStateType, "personas">) {
  return state.personas && Object.keys(state.personas).length ? TICK : OPEN;
}

/** One Send per persona that needs cognition this tick (fan-out), else straight to resolve. */
export function routeDispatch(state: TownStateType): Send[] | typeof RESOLVE {
  if (!state.due?.length) return RESOLVE;
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

export function routeClock(state: Pick<TownStateType, "clock" | "until">) {
  return state.until && state.clock.time < state.until ? NEXT_TICK : DONE;
}
