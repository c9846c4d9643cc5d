import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  goal: "Lay out the forty stalls on Market Cross for Saturday's Fleece Fair.",
  actions: [
    { id: "count_frames", name: "CountFrames", desc: "count the stall frames on the square" },
    { id: "assign_stalls", name: "AssignStalls", desc: "give every stallholder a frame" },
    { id: "check_access", name: "CheckCartAccess", desc: "check that carts can reach every frame from the ford road" },
  ],
  maxTasks: 3,
};
const snake = [
  { task_id: "1", dependent_task_ids: [], instruction: "Count the stall frames on Market Cross.", task_type: "count_frames" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Give each of the forty stallholders a frame.", task_type: "assign_stalls" },
  { task_id: "3", dependent_task_ids: ["2"], instruction: "Check that carts can reach every frame from the ford road.", task_type: "check_access" },
];
const PLAN = snake.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));
const fence = (x: unknown, tag = "json") => "```" + tag + "\n" + JSON.stringify(x, null, 2) + "\n```";

export default corpusOf<typeof PLAN>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", fence(snake), PLAN),
    text("good", "gpt-3.5", `Here is the plan:\n\n${fence(snake)}`, PLAN),
    text("good", "llama-3-8b", fence(snake), PLAN),
    text("good", "qwen2.5-7b", fence(snake), PLAN),
    text("good", "mistral-7b", ` ${fence(snake)}\n\nThe frames are counted first, then assigned, then checked for cart access.`, PLAN),
    text("good", "1b", JSON.stringify(snake), PLAN),
    text("good", "reasoning", `<think>\nThree actions, three tasks in a chain.\n</think>\n${fence(snake)}`, PLAN),
    text("good", "gpt-3.5", fence(snake), PLAN),
    text("good", "qwen2.5-7b", `\`\`\`json\n${JSON.stringify(snake)}\n\`\`\``, PLAN),
    text("format", "gpt-4o-mini", fence(snake, ""), PLAN),
    text("format", "llama-3-8b", fence(snake.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) }))), PLAN),
    text("format", "qwen2.5-7b", fence({ tasks: snake }), PLAN),
    text("format", "mistral-7b", fence(snake.map((t) => ({ ...t, priority: "high" }))), PLAN),
    text("format", "gpt-3.5", fence(snake.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }))), PLAN),
    text("format", "llama-3-8b", "```json\n[\n" + snake.map((t) => "  " + JSON.stringify(t)).join(",\n") + ",\n]\n```", PLAN),
    text("format", "qwen2.5-7b", `| task_id | dependent_task_ids | instruction | task_type |\n|---|---|---|---|\n${snake.map((t) => `| ${t.task_id} | [${t.dependent_task_ids.join(", ")}] | ${t.instruction} | ${t.task_type} |`).join("\n")}`, PLAN),
    text("format", "gpt-4o-mini", fence(snake.map((t) => ({ ...t, task_type: t.task_type.toUpperCase() }))), PLAN),
    text("label", "gpt-3.5", `${fence(snake)}\n\n**Explanation:** Task 2 depends on task 1, and task 3 on task 2.`, PLAN),
    text("refusal", "refusal", "I'm sorry, but I can't help with planning that.", "fallback"),
    text("placeholder", "1b", fence([{ task_id: "<id>", dependent_task_ids: [], instruction: "<instruction>", task_type: "<action id>" }]), "fallback"),
    text("format", "llama-3-8b", fence(snake.map((t, i) => (i === 2 ? { ...t, task_type: "inspect_road" } : t))), "fallback"),
    capped("gpt-4o-mini", "```json\n[\n" + snake.slice(0, 2).map((t) => "  " + JSON.stringify(t)).join(",\n") + ',\n  {"task_id": "3", "dependent_task_ids": ["2"], "instruction": "Check that carts', "fallback"),
    text("cut-off", "reasoning", "<think>\nThe goal is the layout. First count the frames: 40 stallholders, 40 frames? Then", "fallback"),
  ],
  structured: [
    object("good", "valid", { tasks: snake }, PLAN),
    object("renamed-field", "camelCase names", { tasks: snake.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type })) }, PLAN),
    object("string-value", "ids as numbers", { tasks: snake.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })) }, PLAN),
    object("extra-field", "a status beside", { tasks: snake.map((t) => ({ ...t, status: "pending" })) }, PLAN),
    object("missing-field", "no dependencies field", { tasks: snake.map(({ dependent_task_ids: _d, ...t }) => t) }, PLAN.map((t) => ({ ...t, dependentTaskIds: [] }))),
    object("refusal", "an unknown action", { tasks: [{ ...snake[0]!, task_type: "measure_square" }] }, "fallback"),
    rawAnswer("malformed", "a fenced array", fence(snake), PLAN),
    rawAnswer("cut-off", "cut in the third task", `{"tasks": [${snake.slice(0, 2).map((t) => JSON.stringify(t)).join(", ")}, {"task_id": "3", "dependent_`, "fallback", { finishReason: "length" }),
  ],
});
