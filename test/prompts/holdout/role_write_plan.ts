import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import type { PlannedTask } from "../../../state/plan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  goal: "Put together the running order for Saturday's summer fair.",
  actions: [
    { id: "collect_acts", name: "CollectActs", desc: "list the acts and the times they asked for" },
    { id: "write_running_order", name: "WriteRunningOrder", desc: "write the running order" },
    { id: "review_running_order", name: "ReviewRunningOrder", desc: "check the running order for clashes" },
  ],
  maxTasks: 3,
};
const tasks = [
  { task_id: "1", dependent_task_ids: [], instruction: "List every act and the time it asked for.", task_type: "collect_acts" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Write the running order from the list of acts.", task_type: "write_running_order" },
  { task_id: "3", dependent_task_ids: ["2"], instruction: "Check the running order for clashes.", task_type: "review_running_order" },
];
const planned: PlannedTask[] = tasks.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));
const camel = tasks.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `\`\`\`json\n${JSON.stringify(tasks, null, 2)}\n\`\`\``, planned),
    text("good", "gpt-3.5", `Here is the plan:\n\n\`\`\`json\n${JSON.stringify(tasks)}\n\`\`\`\n\nEach step depends on the one before.`, planned),
    text("good", "llama-3-8b", `Sure! Here's a three-step plan:\n\n${JSON.stringify(tasks, null, 2)}\n\nLet me know if you'd like more steps.`, planned),
    text("good", "qwen2.5-7b", `\`\`\`json\n${JSON.stringify({ tasks })}\n\`\`\``, planned),
    text("good", "qwen2.5-7b", JSON.stringify(tasks.map((t, i) => ({ ...t, task_id: i + 1, dependent_task_ids: t.dependent_task_ids.map(Number) }))), planned),
    text("good", "reasoning", `<think>\nCollect, then write, then review.\n</think>\n\`\`\`json\n${JSON.stringify(tasks)}\n\`\`\``, planned),
    text("format", "gpt-4o-mini", `\`\`\`json\n${JSON.stringify(camel, null, 2)}\n\`\`\``, planned),
    text("format", "llama-3-8b", `\`\`\`json\n[\n  // first collect the acts\n  ${JSON.stringify(tasks[0])},\n  ${JSON.stringify(tasks[1])},\n  ${JSON.stringify(tasks[2])}\n]\n\`\`\``, planned),
    text("refusal", "refusal", "I'm sorry, I can't help plan this.", "fallback"),
    text("placeholder", "1b", '```json\n[{"task_id": "<id>", "dependent_task_ids": [], "instruction": "<instruction>", "task_type": "<action id>"}]\n```', "fallback"),
    capped("gpt-4o-mini", `\`\`\`json\n[\n  ${JSON.stringify(tasks[0])},\n  ${JSON.stringify(tasks[1])},\n  {"task_id": "3", "dependent_task_ids": ["2"], "instruction": "Check the running`, "fallback"),
    text("cut-off", "1b", '```json\n[{"task_id": "1", "dependent_task_ids": [], "instruction": "List every act', "fallback"),
    text("cut-off", "reasoning", '<think>\nFirst collect (task 1), then write (task 2), then review. The JSON would be [{"task_id": "1"', "fallback"),
  ],
  structured: [
    object("good", "valid", { tasks }, planned),
    object("renamed-field", "camelCase fields", { tasks: camel }, planned),
    object("extra-field", "an assignee-free note beside each", { tasks: tasks.map((t) => ({ ...t, note: "keep it short" })) }, planned),
    object("renamed-field", "plan for tasks", { plan: tasks }, planned),
    object("refusal", "a refusal as the instruction", { tasks: [{ task_id: "1", dependent_task_ids: [], instruction: "I'm sorry, I can't help plan this.", task_type: "collect_acts" }] }, "fallback"),
    rawAnswer("cut-off", "cut off in the third task", `{"tasks": [${JSON.stringify(tasks[0])}, ${JSON.stringify(tasks[1])}, {"task_id": "3", "dependent_task_ids": ["2"], "instruction": "Check`, "fallback", { finishReason: "length" }),
  ],
});
