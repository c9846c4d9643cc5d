/**
 * reviewPlan (plan_and_act without autoRun; MetaGPT `ask_review(trigger="task")` on a new plan): a human confirms
 * the plan, or writes what to change. The graph interrupts with the plan; resume it with the review text
 * (`new Command({ resume: "confirm" })`). Anything but a confirmation goes into working memory and the plan is
 * written again.
 */
import { interrupt } from "@langchain/langgraph";
import { UserMessage } from "../../state/message.js";
import { normalizeRuntime, type RoleGraphStateType } from "../../state/roleGraph.js";
import { isConfirmed, REVIEW_CONFIRM_WORDS } from "../../state/plan.js";

export interface PlanReviewRequest {
  kind: "plan review";
  goal: string;
  tasks: Array<{ taskId: string; dependentTaskIds: string[]; instruction: string; taskType: string }>;
  answers: string;
}

export function reviewPlan(state: Pick<RoleGraphStateType, "rc">) {
  const rc = normalizeRuntime(state.rc);
  const plan = rc.plan;
  const review = interrupt<PlanReviewRequest, unknown>({
    kind: "plan review",
    goal: plan?.goal ?? "",
    tasks: (plan?.tasks ?? []).map(({ taskId, dependentTaskIds, instruction, taskType }) => ({ taskId, dependentTaskIds, instruction, taskType })),
    answers: `${REVIEW_CONFIRM_WORDS.join(" / ")} to go on, or describe the change you want`,
  });
  const text = typeof review === "string" ? review : JSON.stringify(review ?? "");
  if (isConfirmed(text)) return { rc: { ...rc, replan: false } };
  const note = new UserMessage({ content: text, causeBy: "AskReview" });
  return { rc: { ...rc, replan: true, workingMemory: [...rc.workingMemory, note.toData()] } };
}
