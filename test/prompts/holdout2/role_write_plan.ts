import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import type { PlannedTask } from "../../../state/plan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  goal: "Publish the start list for Saturday's Millbrook regatta.",
  actions: [
    { id: "gather_entries", name: "GatherEntries", desc: "collect the crews entered for each race" },
    { id: "draft_start_list", name: "DraftStartList", desc: "write the start list with times and lanes" },
    { id: "check_start_list", name: "CheckStartList", desc: "check the start list for crews entered twice" },
  ],
  maxTasks: 3,
};

const RAW = [
  { task_id: "1", dependent_task_ids: [] as string[], instruction: "Collect the crews entered for each race.", task_type: "gather_entries" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Write the start list with times and lanes.", task_type: "draft_start_list" },
  { task_id: "3", dependent_task_ids: ["2"], instruction: "Check the start list for crews entered twice.", task_type: "check_start_list" },
];
const PLAN: PlannedTask[] = RAW.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "```json\n" + JSON.stringify(RAW, null, 2) + "\n```", PLAN),
    text("good", "gpt-3.5", `Here's the plan:\n\n\`\`\`json\n${JSON.stringify(RAW, null, 2)}\n\`\`\`\n\nThis covers gathering, drafting and checking.`, PLAN),
    text("good", "llama-3-8b", JSON.stringify(RAW), PLAN),
    text("good", "reasoning", `<think>\nGather, draft, check, in a chain.\n</think>\n\`\`\`json\n${JSON.stringify(RAW)}\n\`\`\``, PLAN),
    text("string-value", "qwen2.5-7b", "```json\n" + JSON.stringify(RAW.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) }))) + "\n```", PLAN),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify({ tasks: RAW }) + "\n```", PLAN),
    text("format", "gpt-3.5", "```json\n" + JSON.stringify(RAW.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }))) + "\n```", PLAN),
    text("refusal", "refusal", "I'm sorry, but I can't create a plan for this goal.", "fallback"),
    text("good", "1b", "```json\n" + JSON.stringify([{ ...RAW[0]!, task_type: "publish" }]) + "\n```", "fallback"),
    capped("gpt-4o-mini", "```json\n[\n  {\n    \"task_id\": \"1\",\n    \"dependent_task_ids\": [],\n    \"instruction\": \"Collect the crews entered for each race.\",\n    \"task_type\": \"gather_entries\"\n  },\n  {\n    \"task_id\": \"2\",\n    \"depend", "fallback"),
  ],
  structured: [
    object("good", "valid", { tasks: RAW }, PLAN),
    object("renamed-field", "plan for tasks", { plan: RAW }, PLAN),
    object("string-value", "ids as numbers", { tasks: RAW.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })) }, PLAN),
    object("refusal", "a refusal as the instruction", { tasks: [{ task_id: "1", dependent_task_ids: [], instruction: "I'm sorry, I can't help with that.", task_type: "gather_entries" }] }, "fallback"),
  ],
});
