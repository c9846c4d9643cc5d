import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import type { PlannedTask } from "../../../state/plan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  goal: "Draw up the order of the cattle procession for Saturday's Edelhorn festival.",
  actions: [
    { id: "list_entrants", name: "ListEntrants", desc: "list the herds and animals entered" },
    { id: "order_procession", name: "OrderProcession", desc: "put the entrants in walking order" },
    { id: "check_order", name: "CheckOrder", desc: "check that no herd walks twice" },
  ],
  maxTasks: 3,
};

const RAW = [
  { task_id: "1", dependent_task_ids: [] as string[], instruction: "List the herds and animals entered for the procession.", task_type: "list_entrants" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Put the entrants in walking order.", task_type: "order_procession" },
  { task_id: "3", dependent_task_ids: ["2"], instruction: "Check that no herd walks twice.", task_type: "check_order" },
];
const PLAN: PlannedTask[] = RAW.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));
const numericIds = RAW.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) }));

const RAW2 = [
  { task_id: "t1", dependent_task_ids: [] as string[], instruction: "List every herd and animal entered.", task_type: "list_entrants" },
  { task_id: "t2", dependent_task_ids: ["t1"], instruction: "Order the entrants, goats first and the herd last.", task_type: "order_procession" },
  { task_id: "t3", dependent_task_ids: ["t2"], instruction: "Check the order for herds listed twice.", task_type: "check_order" },
];
const PLAN2: PlannedTask[] = RAW2.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "```json\n" + JSON.stringify(RAW2, null, 2) + "\n```", PLAN2),
    text("good", "qwen2.5-7b", JSON.stringify(RAW, null, 2), PLAN),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify(RAW2) + "\n```", PLAN2),
    text("good", "gpt-4o-mini", "```json\n" + JSON.stringify(RAW, null, 2) + "\n```", PLAN),
    text("good", "gpt-3.5", `Here's the plan:\n\n\`\`\`json\n${JSON.stringify(RAW, null, 2)}\n\`\`\`\n\nEach task builds on the one before it.`, PLAN),
    text("good", "llama-3-8b", JSON.stringify(RAW), PLAN),
    text("good", "reasoning", `<think>\nLet me think. List, order, check: a chain of three.\n</think>\n\`\`\`json\n${JSON.stringify(RAW)}\n\`\`\``, PLAN),
    text("good", "1b", "```json\n" + JSON.stringify([RAW[0]]) + "\n```", [PLAN[0]!]),
    text("string-value", "qwen2.5-7b", "```json\n" + JSON.stringify(numericIds) + "\n```", PLAN),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify({ tasks: RAW }) + "\n```", PLAN),
    text("format", "gpt-3.5", "```json\n" + JSON.stringify(RAW.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }))) + "\n```", PLAN),
    text("refusal", "refusal", "I'm sorry, but I can't create a plan for this goal.", "fallback"),
    text("good", "1b", "```json\n" + JSON.stringify([{ ...RAW[0]!, task_type: "walk_cows" }]) + "\n```", "fallback"),
    capped("gpt-4o-mini", "```json\n[\n  {\n    \"task_id\": \"1\",\n    \"dependent_task_ids\": [],\n    \"instruction\": \"List the herds and animals entered for the procession.\",\n    \"task_type\": \"list_entrants\"\n  },\n  {\n    \"task_id\": \"2\",\n    \"dep", "fallback"),
    text("cut-off", "llama-3-8b", "```json\n[\n  {\"task_id\": \"1\", \"dependent_task_ids\": [], \"instruction\": \"List the herds and animals entered for the procession.\", \"task_type\": \"list_entrants\"},\n  {\"task_id\": \"2\", \"dependent_task_ids\": [\"1\"], \"instruction\": \"Put the", "fallback"),
  ],
  structured: [
    object("good", "other ids", { tasks: RAW2 }, PLAN2),
    object("good", "valid", { tasks: RAW }, PLAN),
    object("renamed-field", "plan for tasks", { plan: RAW }, PLAN),
    object("string-value", "ids as numbers", { tasks: numericIds }, PLAN),
    object("refusal", "a refusal as the instruction", { tasks: [{ task_id: "1", dependent_task_ids: [], instruction: "I'm sorry, but I can't help with that.", task_type: "list_entrants" }] }, "fallback"),
    object("good", "an action that does not exist", { tasks: [{ ...RAW[0]!, task_type: "walk_cows" }] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the second task", `{"tasks": [${JSON.stringify(RAW[0])}, {"task_id": "2", "dependent_task_ids": ["1"], "instruction": "Put the entr`, "fallback", { finishReason: "length" }),
  ],
});
