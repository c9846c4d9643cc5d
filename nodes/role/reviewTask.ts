/**
 * reviewTask (plan_and_act; MetaGPT `Planner.process_task_result`): is the task's result confirmed?
 *  - autoRun (the default): confirmed when the task succeeded (its action said something). Otherwise the task is
 *    redone, up to `maxTaskAttempts`; then its last result is accepted as it is (the original re-planned on every
 *    failure, without a bound).
 *  - without autoRun: the graph interrupts with the task and its result; resume with the review. A confirmation
 *    ("confirm", "yes", "c", ...) finishes the task ("confirm, but ..." also re-plans with the remark); "redo"
 *    redoes it; anything else goes into working memory and the plan is written again.
 * A confirmed task gets the result, the plan moves to the next task, and working memory is cleared.
 */
import { interrupt } from "@langchain/langgraph";
import { UserMessage } from "../../state/message.js";
import { normalizeRoleSpec, normalizeRuntime, type RoleGraphStateType } from "../../state/roleGraph.js";
import { Plan, REVIEW_CONFIRM_WORDS, isConfirmed, updateTaskResult } from "../../state/plan.js";

export interface TaskReviewRequest {
  kind: "task review";
  task: { taskId: string; instruction: string; taskType: string };
  result: string;
  isSuccess: boolean;
  answers: string;
}

export function reviewTask(state: Pick<RoleGraphStateType, "role" | "rc">) {
  const spec = normalizeRoleSpec(state.role);
  const rc = normalizeRuntime(state.rc);
  const plan = Plan.fromData(rc.plan);
  const task = plan?.currentTask ?? null;
  const outcome = rc.taskResult;
  if (!plan || !task || !outcome) return {};

  const confirm = (review: string) => {
    updateTaskResult(task, { result: outcome.result, isSuccess: outcome.isSuccess });
    plan.finishCurrentTask();
    const lower = review.toLowerCase();
    const remark = lower.includes("confirm") && !"confirm".includes(lower.trim());
    const workingMemory = remark ? [new UserMessage({ content: review, causeBy: "AskReview" }).toData()] : [];
    return { rc: { ...rc, plan: plan.toData(), workingMemory, taskAttempts: 0, taskResult: null, replan: remark } };
  };
  const redo = () => ({ rc: { ...rc, taskResult: null } });

  if (spec.autoRun) {
    if (outcome.isSuccess || rc.taskAttempts >= spec.maxTaskAttempts) return confirm("");
    return redo();
  }

  const review = interrupt<TaskReviewRequest, unknown>({
    kind: "task review",
    task: { taskId: task.taskId, instruction: task.instruction, taskType: task.taskType },
    result: outcome.result,
    isSuccess: outcome.isSuccess,
    answers: `${REVIEW_CONFIRM_WORDS.join(" / ")} to accept, "redo" to do it again, or describe the change you want`,
  });
  const text = typeof review === "string" ? review : JSON.stringify(review ?? "");
  if (isConfirmed(text)) return confirm(text);
  if (text.toLowerCase().includes("redo")) return redo();
  const note = new UserMessage({ content: text, causeBy: "AskReview" });
  return { rc: { ...rc, taskResult: null, replan: true, workingMemory: [...rc.workingMemory, note.toData()] } };
}
