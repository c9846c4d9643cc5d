/**
 * startRun: notes the graph step this invocation starts at. A thread's steps keep counting across invocations
 * (chunks, resumes), while the recursion limit bounds each invocation: the clock router needs the difference. A
 * `pause` given with the input becomes the run's pause points, counted from the clock (state/townPause.ts).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { TownStateType } from "../../state/town.js";
import { pausePointsOf } from "../../state/townPause.js";

export function startRun(state: Partial<Pick<TownStateType, "pause" | "clock">>, config?: LangGraphRunnableConfig) {
  return {
    runFromStep: Number(config?.metadata?.langgraph_step ?? 0),
    ...(state.pause ? { pausePoints: pausePointsOf(state.pause, state.clock?.tick ?? 0), pause: null } : {}),
  };
}
