/**
 * startRun: notes the graph step this invocation starts at. A thread's steps keep counting across invocations
 * (chunks, resumes), while the recursion limit bounds each invocation: the clock router needs the difference. A
 * `pause` given with the input becomes the run's pause points, counted from the clock (state/townPause.ts). The input
 * is checked first, so a bad field fails the run before anything runs, with a sentence naming it.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { townInputProblem, type TownStateType } from "../../state/town.js";
import { pausePointsOf } from "../../state/townPause.js";

export function startRun(state: Partial<TownStateType>, config?: LangGraphRunnableConfig) {
  const problem = townInputProblem(state);
  if (problem) throw new Error(problem);
  return {
    runFromStep: Number(config?.metadata?.langgraph_step ?? 0),
    ...(state.pause ? { pausePoints: pausePointsOf(state.pause, state.clock?.tick ?? 0), pause: null } : {}),
  };
}
