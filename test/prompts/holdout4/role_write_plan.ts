import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import type { PlannedTask } from "../../../state/plan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  goal: "Plan where the lantern poles stand on Spring Square for Friday's Lantern Night.",
  actions: [
    { id: "measure_spots", name: "MeasureSpots", desc: "measure the free spots on the square" },
    { id: "assign_poles", name: "AssignPoles", desc: "assign a pole to every spot" },
    { id: "check_wind", name: "CheckWindShelter", desc: "check which poles are sheltered from the wind" },
  ],
  maxTasks: 3,
};
const RAW = [
  { task_id: "1", dependent_task_ids: [] as string[], instruction: "Measure the free spots on Spring Square.", task_type: "measure_spots" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Assign a lantern pole to every spot.", task_type: "assign_poles" },
  { task_id: "3", dependent_task_ids: ["2"], instruction: "Check which poles are sheltered from the wind.", task_type: "check_wind" },
];
const RAW2 = [
  { task_id: "a", dependent_task_ids: [] as string[], instruction: "Measure the square around the fountain and the stage.", task_type: "measure_spots" },
  { task_id: "b", dependent_task_ids: ["a"], instruction: "Give every spot a pole, tall ones by the fountain.", task_type: "assign_poles" },
];
const plan = (raw: typeof RAW): PlannedTask[] => raw.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));
const PLAN = plan(RAW);
const PLAN2 = plan(RAW2);
const fence = (x: unknown, pretty = true) => "```json\n" + JSON.stringify(x, null, pretty ? 2 : undefined) + "\n```";

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", fence(RAW), PLAN),
    text("good", "gpt-3.5", `Sure! Here's the plan:\n\n${fence(RAW)}\n\nEach task builds on the one before.`, PLAN),
    text("good", "llama-3-8b", fence(RAW2, false), PLAN2),
    text("good", "qwen2.5-7b", JSON.stringify(RAW, null, 2), PLAN),
    text("good", "1b", fence(RAW2), PLAN2),
    text("good", "reasoning", `<think>\nThree actions in order: measure, assign, check.\n</think>\n${fence(RAW)}`, PLAN),
    text("good", "gpt-4o-mini", fence(RAW2), PLAN2),
    text("string-value", "qwen2.5-7b", fence(RAW.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) }))), PLAN),
    text("format", "llama-3-8b", "```json\n" + JSON.stringify(RAW, null, 2).replace(/\}\n\]/, "},\n]") + "\n```", PLAN),
    text("format", "gpt-3.5", fence({ tasks: RAW }), PLAN),
    text("format", "gpt-4o-mini", "```json\n[\n" + RAW.map((t) => `  // ${t.task_type}\n  ${JSON.stringify(t)}`).join(",\n") + "\n]\n```", PLAN),
    text("format", "qwen2.5-7b", "```yaml\n" + RAW2.map((t) => `- task_id: "${t.task_id}"\n  dependent_task_ids: [${t.dependent_task_ids.map((d) => `"${d}"`).join(", ")}]\n  instruction: "${t.instruction}"\n  task_type: ${t.task_type}`).join("\n") + "\n```", PLAN2),
    text("format", "llama-3-8b", fence(RAW.map((t) => ({ id: t.task_id, depends_on: t.dependent_task_ids, instruction: t.instruction, task_type: t.task_type }))), PLAN),
    text("refusal", "refusal", "I'm sorry, but I can't create a plan for this.", "fallback"),
    text("placeholder", "1b", fence([{ task_id: "<id>", dependent_task_ids: [], instruction: "<instruction>", task_type: "<action id>" }]), "fallback"),
    capped("gpt-4o-mini", "```json\n[\n  " + JSON.stringify(RAW[0]) + ",\n  " + JSON.stringify(RAW[1]) + ',\n  {"task_id": "3", "dependent_task_ids": ["2"], "instruction": "Check which po', "fallback"),
    text("cut-off", "gpt-3.5", '```json\n[\n  {"task_id": "1", "dependent_task_ids": [], "instruction": "Measure the free spots', "fallback"),
  ],
  structured: [
    object("good", "valid", { tasks: RAW }, PLAN),
    object("good", "two tasks", { tasks: RAW2 }, PLAN2),
    object("renamed-field", "plan for tasks", { plan: RAW }, PLAN),
    object("string-value", "numeric ids", { tasks: RAW.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })) }, PLAN),
    object("refusal", "empty", { tasks: [] }, "fallback"),
    rawAnswer("cut-off", "cut off in the third task", `{"tasks": [${JSON.stringify(RAW[0])}, ${JSON.stringify(RAW[1])}, {"task_id": "3", "instr`, "fallback", { finishReason: "length" }),
  ],
});
