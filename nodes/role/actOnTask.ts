/**
 * actOnTask (plan_and_act; MetaGPT `_act_on_task`): carry out the plan's current task with the action its task
 * type names (an unknown or empty type: the role's first action). The action sees the role's history, the results
 * of the tasks already finished, and the task. Its message goes to working memory; the result waits for review.
 * A live role that overrides `_actOnTask` carries the task out instead and gives its result.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { Memory } from "../../state/roleMemory.js";
import { roleSender, type RoleGraphStateType } from "../../state/roleGraph.js";
import { Plan } from "../../state/plan.js";
import { runAction } from "../../tools/roles/action.js";
import { wrapActionResult } from "./act.js";
import { liveContextOf, memoryData, roleRuntime } from "./runtime.js";

export async function actOnTask(state: RoleGraphStateType, config?: LangGraphRunnableConfig) {
  const rt = roleRuntime(state, config);
  const { spec, rc } = rt;
  const plan = Plan.fromData(rc.plan);
  const task = plan?.currentTask ?? null;
  if (!plan || !task) return {};
  const own = liveContextOf(config).steps?.actOnTask;
  if (own) {
    const done = await own(rc, task.toData());
    const { result, isSuccess } = done.result;
    return { rc: { ...done.rc, taskAttempts: rc.taskAttempts + 1, taskResult: { result, isSuccess, causeBy: "" } } };
  }
  const actionId = spec.actions.includes(task.taskType) ? task.taskType : spec.actions[0];
  if (actionId === undefined) {
    return { rc: { ...rc, taskResult: { result: "", isSuccess: false, causeBy: "" } } };
  }
  const action = rt.action(actionId);
  const view = [
    ...(state.view ?? []),
    ...plan.getFinishedTasks().map((t) => ({ role: "assistant" as const, content: t.result.trim() })).filter((l) => l.content !== ""),
  ];
  const memory = await rt.memory();
  const result = await runAction(action, await memory.getAsync(memory.historyWindow()), rt.actionContext(view, task.instruction));
  const message = wrapActionResult(result, action.qualifiedName, roleSender(spec));
  const working = Memory.fromData(rc.workingMemory);
  working.add(message);
  return {
    rc: {
      ...rc,
      workingMemory: memoryData(working),
      taskAttempts: rc.taskAttempts + 1,
      taskResult: { result: message.content, isSuccess: message.content.trim() !== "", causeBy: action.qualifiedName },
    },
    usage: rt.usage(),
  };
}
