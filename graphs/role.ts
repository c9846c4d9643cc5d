/**
 * role: one MetaGPT-style role reacting to its messages (seed 004). Observe the buffer; with news, build the
 * history the role's model sees (the memory builder), then think -> act in a loop bounded by maxReactLoop (react),
 * walk the actions in order (by_order), or plan tasks and act on each (plan_and_act); finally publish the reply.
 * The whole runtime context is the graph state, so a role run can be checkpointed, interrupted and resumed.
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { act } from "../nodes/role/act.js";
import { actOnTask } from "../nodes/role/actOnTask.js";
import { buildRoleMemory } from "../nodes/role/buildRoleMemory.js";
import { finish } from "../nodes/role/finish.js";
import { finishPlan } from "../nodes/role/finishPlan.js";
import { observe } from "../nodes/role/observe.js";
import { publish } from "../nodes/role/publish.js";
import { reviewPlan } from "../nodes/role/reviewPlan.js";
import { reviewTask } from "../nodes/role/reviewTask.js";
import {
  HAS_TODO,
  LOOP,
  LOOP_DONE,
  NEWS,
  NEXT_TASK,
  NOTHING_TO_DO,
  NO_NEWS,
  PLAN,
  PLAN_DONE,
  PUBLISH,
  REACT_ONLY,
  RETURN_REPLY,
  REVIEW_PLAN,
  THINK,
  routeAct,
  routeFinish,
  routeMode,
  routeObserve,
  routePlanState,
  routeThink,
  routeWritePlan,
} from "../nodes/role/routes.js";
import { think } from "../nodes/role/think.js";
import { writePlan } from "../nodes/role/writePlan.js";
import { RoleGraphInput, RoleGraphOutput, RoleGraphState } from "../state/roleGraph.js";
import { RunContextSchema } from "../state/runContext.js";

/** The role graph, uncompiled: MetaGPT's observe, think, act and publish loop of one role, in its react mode. */
export const roleBuilder = new StateGraph({
  stateSchema: RoleGraphState,
  input: RoleGraphInput,
  output: RoleGraphOutput,
}, RunContextSchema)
  .addNode("observe", observe)
  .addNode("buildRoleMemory", buildRoleMemory)
  .addNode("think", think)
  .addNode("act", act)
  .addNode("writePlan", writePlan)
  .addNode("reviewPlan", reviewPlan)
  .addNode("actOnTask", actOnTask)
  .addNode("reviewTask", reviewTask)
  .addNode("finishPlan", finishPlan)
  .addNode("finish", finish)
  .addNode("publish", publish)
  .addEdge(START, "observe")
  // Only news (a watched cause, or the role's name among the recipients) make the role react.
  .addConditionalEdges("observe", routeObserve, { [NO_NEWS]: END, [NEWS]: "buildRoleMemory", [REACT_ONLY]: "buildRoleMemory" })
  .addConditionalEdges("buildRoleMemory", routeMode, { [THINK]: "think", [PLAN]: "writePlan", [NEXT_TASK]: "actOnTask" })
  // react / by_order: think -> act, again while fewer actions than maxReactLoop were taken.
  .addConditionalEdges("think", routeThink, { [HAS_TODO]: "act", [NOTHING_TO_DO]: "finish" })
  .addConditionalEdges("act", routeAct, { [LOOP]: "buildRoleMemory", [LOOP_DONE]: "finish" })
  // plan_and_act: plan, then act on each task in dependency order, each result confirmed or redone.
  .addConditionalEdges("writePlan", routeWritePlan, { [REVIEW_PLAN]: "reviewPlan", [NEXT_TASK]: "actOnTask", [PLAN_DONE]: "finishPlan" })
  .addConditionalEdges("reviewPlan", routePlanState, { [PLAN]: "writePlan", [NEXT_TASK]: "actOnTask", [PLAN_DONE]: "finishPlan" })
  .addEdge("actOnTask", "reviewTask")
  .addConditionalEdges("reviewTask", routePlanState, { [PLAN]: "writePlan", [NEXT_TASK]: "actOnTask", [PLAN_DONE]: "finishPlan" })
  .addEdge("finishPlan", "finish")
  .addConditionalEdges("finish", routeFinish, { [PUBLISH]: "publish", [RETURN_REPLY]: END })
  .addEdge("publish", END);

// Long loops and many rounds take many steps: a generous default bound (a run's own recursionLimit still wins).
/**
 * The role graph, compiled (langgraph.json's `role`), with a recursion limit that long loops need; from an empty input,
 * a writer on a bundled idea.
 */
export const roleGraph = roleBuilder.compile().withConfig({ recursionLimit: 500 });
roleGraph.name = "role";
