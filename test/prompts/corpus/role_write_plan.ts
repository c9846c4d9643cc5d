import type { PlannedTask } from "../../../state/plan.js";
import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import { corpusOf } from "./types.js";

const tasks = [
  { task_id: "1", dependent_task_ids: [], instruction: "Write a first draft of the poem about the willows.", task_type: "write_draft" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Review the draft and suggest one change.", task_type: "review_draft" },
];
const planned: PlannedTask[] = [
  { taskId: "1", dependentTaskIds: [], instruction: "Write a first draft of the poem about the willows.", taskType: "write_draft" },
  { taskId: "2", dependentTaskIds: ["1"], instruction: "Review the draft and suggest one change.", taskType: "review_draft" },
];

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs: {
    goal: "Write a four-line poem about the willows in Willow Park.",
    actions: [
      { id: "write_draft", name: "WriteDraft", desc: "write a short draft" },
      { id: "review_draft", name: "ReviewDraft", desc: "review the latest draft" },
    ],
    maxTasks: 3,
  },
  text: [
    { style: "gpt-4o-mini", answer: `\`\`\`json\n${JSON.stringify(tasks, null, 2)}\n\`\`\``, expected: planned },
    { style: "gpt-3.5", answer: `Here is the plan:\n\n\`\`\`json\n${JSON.stringify(tasks)}\n\`\`\`\n\nThe review depends on the draft.`, expected: planned },
    { style: "gpt-3.5", answer: JSON.stringify(tasks), expected: planned },
    { style: "llama-3-8b", answer: `Sure! Here's a plan with two steps:\n\n${JSON.stringify(tasks, null, 2)}\n\nLet me know if you'd like more steps.`, expected: planned },
    { style: "qwen2.5-7b", answer: `\`\`\`json\n${JSON.stringify({ tasks })}\n\`\`\``, expected: planned },
    {
      style: "qwen2.5-7b",
      answer: '```json\n[{"task_id": 1, "dependent_task_ids": [], "instruction": "Write a first draft of the poem about the willows.", "task_type": "write_draft"},]\n```',
      expected: [planned[0]!],
    },
    { style: "1b", answer: "1. Write the poem\n2. Review the poem", expected: "fallback" },
    { style: "1b", answer: '```json\n[{"task_id": "1", "dependent_task_ids": ["0"], "instruction": "Write", "task_type": "write_draft"}, {"task_id": "2"', expected: "fallback" },
    { style: "reasoning", answer: `<think>\nTwo actions: draft then review. Review depends on draft.\n</think>\n\`\`\`json\n${JSON.stringify(tasks)}\n\`\`\``, expected: planned },
    { style: "reasoning", answer: "<think>\nFirst the draft (task 1), then a review that depends on it. The JSON would be [{\"task_id\": \"1\"", expected: "fallback" },
    {
      style: "llama-3-8b",
      answer: '[{"task_id": "1", "dependent_task_ids": [], "instruction": "Write the poem and publish it.", "task_type": "publish"}]',
      expected: "fallback", // no action "publish": it would run as WriteDraft
    },
    { style: "refusal", answer: "I'm sorry, I can't help plan this.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { tasks }, expected: planned },
    { note: "an unknown dependency", answer: { tasks: [tasks[0], { ...tasks[1], dependent_task_ids: ["9"] }] }, expected: "fallback" },
    { note: "the same id twice", answer: { tasks: [tasks[0], { ...tasks[1], task_id: "1", dependent_task_ids: [] }] }, expected: "fallback" },
    { note: "no tasks", answer: { tasks: [] }, expected: "fallback" },
    { note: "a task type with no action", answer: { tasks: [tasks[0], { ...tasks[1], task_type: "publish" }] }, expected: "fallback" },
  ],
});
