/**
 * The role graph's routers: pure functions of the state behind its conditional edges. Each label names the rule.
 */
import { normalizeRoleSpec, normalizeRuntime, type RoleGraphStateType } from "../../state/roleGraph.js";

export const NO_NEWS = "no news: nothing to react to";
export const NEWS = "news observed (watched causeBy, or sent to the role's name)";
export const REACT_ONLY = "react(): react to the news already observed";

export const THINK = "react / by_order: think";
export const PLAN = "plan_and_act: no plan, plan finished, or re-plan asked";
export const NEXT_TASK = "plan_and_act: a task is pending";
export const PLAN_DONE = "plan_and_act: every task finished";
export const REVIEW_PLAN = "plan_and_act without autoRun: a human reviews the plan";

export const HAS_TODO = "an action was chosen (state in 0..n-1)";
export const NOTHING_TO_DO = "nothing to do (state -1)";

export const LOOP = "fewer actions taken than maxReactLoop (roleMaxReactLoop)";
export const LOOP_DONE = "actions taken = maxReactLoop";

export const PUBLISH = "run(): publish the reply";
export const RETURN_REPLY = "react(): return the reply";

type S = Pick<RoleGraphStateType, "role" | "rc" | "entry" | "observed">;

export function routeObserve(state: S) {
  if (state.entry === "react") return REACT_ONLY;
  return (state.observed ?? 0) > 0 ? NEWS : NO_NEWS;
}

/** Which step follows the plan's state (plan_and_act). */
export function routePlanState(state: Pick<S, "rc">) {
  const rc = normalizeRuntime(state.rc);
  const plan = rc.plan;
  if (rc.replan) return PLAN;
  if (plan && plan.currentTaskId !== "" && plan.tasks.some((t) => t.taskId === plan.currentTaskId && !t.isFinished)) return NEXT_TASK;
  return PLAN_DONE;
}

/** After the memory is built: the react loop, or the plan (new, or the one under way). */
export function routeMode(state: S) {
  const spec = normalizeRoleSpec(state.role);
  if (spec.reactMode !== "plan_and_act") return THINK;
  const rc = normalizeRuntime(state.rc);
  const plan = rc.plan;
  const finished = !plan || plan.goal === "" || plan.tasks.every((t) => t.isFinished);
  if (finished || rc.replan) return PLAN;
  return NEXT_TASK;
}

export function routeWritePlan(state: S) {
  const spec = normalizeRoleSpec(state.role);
  if (!spec.autoRun) return REVIEW_PLAN;
  const next = routePlanState(state);
  return next === PLAN ? PLAN_DONE : next;
}

export function routeThink(state: Pick<S, "rc">) {
  return normalizeRuntime(state.rc).todo !== null ? HAS_TODO : NOTHING_TO_DO;
}

export function routeAct(state: Pick<S, "rc">) {
  const rc = normalizeRuntime(state.rc);
  return rc.actionsTaken < rc.maxReactLoop ? LOOP : LOOP_DONE;
}

export function routeFinish(state: Pick<S, "entry">) {
  return state.entry === "react" ? RETURN_REPLY : PUBLISH;
}
