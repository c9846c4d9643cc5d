/**
 * finishPlan (the end of MetaGPT `_plan_and_act`): the reply is the plan's summary (goal, tasks with their
 * results, current task), said by the role and remembered. It is caused by the action of the last finished task,
 * so roles watching that action react to it (the original sent it as a user requirement from "name(profile)").
 */
import { AIMessage } from "../../state/message.js";
import { normalizeRoleSpec, normalizeRuntime, roleSender, type RoleGraphStateType } from "../../state/roleGraph.js";
import { Plan, describePlan } from "../../state/plan.js";
import { Memory } from "../../state/roleMemory.js";
import { memoryData } from "./runtime.js";
import { BASE_ACTION_ID } from "./finish.js";

export function finishPlan(state: Pick<RoleGraphStateType, "role" | "rc">) {
  const spec = normalizeRoleSpec(state.role);
  const rc = normalizeRuntime(state.rc);
  const plan = Plan.fromData(rc.plan) ?? new Plan({ goal: "" });
  const last = plan.getFinishedTasks().at(-1);
  const causeBy = last && spec.actions.includes(last.taskType) ? last.taskType : (spec.actions[0] ?? BASE_ACTION_ID);
  const reply = new AIMessage({ content: describePlan(plan), causeBy, sentFrom: roleSender(spec) });
  const memory = Memory.fromData(rc.memory);
  memory.add(reply);
  return { rc: { ...rc, memory: memoryData(memory) }, reply: reply.toData() };
}
