/**
 * writePlan (plan_and_act; MetaGPT `Planner.update_plan`): plan tasks for the goal, the latest requirement.
 * A role with no plan, or whose plan is finished, starts a new plan from its newest memory (the original planned
 * once per role and never again); a review that asked for changes re-plans the current plan, with the review in
 * working memory. Invalid answers are asked again by the prompt runner; the working memory is cleared once the
 * plan is applied.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { writePlanPrompt } from "../../prompts/role/writePlan.js";
import { Memory } from "../../state/roleMemory.js";
import type { RoleGraphStateType } from "../../state/roleGraph.js";
import { Plan, applyPlannedTasks } from "../../state/plan.js";
import { roleView } from "./buildRoleMemory.js";
import { roleRuntime } from "./runtime.js";

export async function writePlan(state: RoleGraphStateType, config?: LangGraphRunnableConfig) {
  const rt = roleRuntime(state, config);
  const { spec, rc } = rt;
  const existing = Plan.fromData(rc.plan);
  const keep = existing !== null && existing.goal !== "" && rc.replan;
  const goal = keep ? existing.goal : ((await rt.memory()).getByPosition(-1)?.content ?? "");
  const plan = keep ? existing : new Plan({ goal });
  const working = Memory.fromData(rc.workingMemory);

  const tasks = await rt.ask(writePlanPrompt, {
    prefix: rt.prefix,
    goal,
    context: roleView(working.get(), spec),
    currentTasks: plan.tasks.map((t) => ({
      taskId: t.taskId,
      dependentTaskIds: t.dependentTaskIds,
      instruction: t.instruction,
      taskType: t.taskType,
      isFinished: t.isFinished,
    })),
    actions: spec.actions.map((id) => {
      const action = rt.action(id);
      return { id, name: action.name, desc: action.desc };
    }),
    maxTasks: spec.maxTasks,
  });
  try {
    applyPlannedTasks(plan, tasks);
  } catch (error) {
    // the answer fit the prompt's checks but not this plan (e.g. a fail-safe after a review): start over with it
    const fresh = new Plan({ goal });
    applyPlannedTasks(fresh, tasks);
    rt.settings.logger?.warn(`role ${spec.name || spec.classId}: plan update failed (${String(error)}); started a new plan`);
    return { rc: { ...rc, plan: fresh.toData(), workingMemory: [], replan: false, taskAttempts: 0, taskResult: null }, usage: rt.usage() };
  }
  return { rc: { ...rc, plan: plan.toData(), workingMemory: [], replan: false, taskAttempts: 0, taskResult: null }, usage: rt.usage() };
}
