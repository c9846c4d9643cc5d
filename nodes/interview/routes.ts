/** The interview graph's router. */
import type { InterviewStateType } from "../../state/interview.js";

export const KEEP = "keep: true: the answer becomes a thought of the persona";
export const LEAVE = "the persona's memories stay as they were";

export function routeKeep(state: Pick<InterviewStateType, "keep">) {
  return state.keep ? KEEP : LEAVE;
}
