import { writePlanPrompt } from "../../../prompts/role/writePlan.js";

type PlannedTask = { taskId: string; dependentTaskIds: string[]; instruction: string; taskType: string };
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.role_write_plan;
const raw = [
  { task_id: "1", dependent_task_ids: [], instruction: "Draw the mooring plan for the wharf and below the swing bridge.", task_type: "DrawMooringPlan" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Write a short notice for the top lock's notice board.", task_type: "WriteNotice" },
  { task_id: "3", dependent_task_ids: ["2"], instruction: "Review the notice.", task_type: "Review" },
];
const v: PlannedTask[] = raw.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));
const json = JSON.stringify(raw, null, 2);

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    ...styled(fence("json", json), v, "Plan first, then the notice, then a review."),
    text("format", "deepseek-v3.1", json, v),
    text("format", "sarvam-m", `Here is the plan:\n\n${fence("json", json)}\n\nThis covers both requests.`, v),
    text("placeholder", "lm-studio-q5", fence("json", '[{"task_id": "<id>", "dependent_task_ids": [], "instruction": "<instruction>", "task_type": "<action id>"}]'), "fallback"),
    text("refusal", "safety-tuned", "I'm unable to create plans for events.", "fallback"),
    capped("deepseek-r1-distill", fence("json", json).slice(0, 200), "fallback"),
  ],
  structured: [
    object("good", "valid", { tasks: raw }, v),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ tasks: raw })), v),
    rawAnswer("cut-off", "cut", JSON.stringify({ tasks: raw }).slice(0, 150), "fallback", { finishReason: "length" }),
  ],
});
