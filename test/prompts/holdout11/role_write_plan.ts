import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

interface Task {
  taskId: string;
  dependentTaskIds: string[];
  instruction: string;
  taskType: string;
}
const inputs = INPUTS.role_write_plan;
const V: Task[] = [
  { taskId: "1", dependentTaskIds: [], instruction: "Draw up the running order for the novice and open classes on Saturday, October 21.", taskType: "DrawRunningOrder" },
  { taskId: "2", dependentTaskIds: ["1"], instruction: "Write a short notice for the post office window announcing the trials on Stonegarth top field from 9am.", taskType: "WriteNotice" },
  { taskId: "3", dependentTaskIds: ["2"], instruction: "Review the notice for the date, time and parking.", taskType: "Review" },
];
const TWO: Task[] = [V[0]!, { ...V[1]!, dependentTaskIds: [] }];
const snake = (ts: Task[]) => ts.map((t) => ({ task_id: t.taskId, dependent_task_ids: t.dependentTaskIds, instruction: t.instruction, task_type: t.taskType }));
const json = (ts: Task[], indent = 2) => JSON.stringify(snake(ts), null, indent);
const block = fence("json", json(V));
const why = "Running order first, then the notice, then a review of the notice. Three tasks.";
const numericIds = JSON.stringify(V.map((t) => ({ task_id: Number(t.taskId), dependent_task_ids: t.dependentTaskIds.map(Number), instruction: t.instruction, task_type: t.taskType })), null, 2);

export default corpusOf<Task[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", block, V),
    text("good", "claude-haiku-4.5", block, V),
    text("good", "gemini-2.5-flash", block + "\n", V),
    text("good", "qwen3-nothink", fence("json", json(TWO)), TWO),
    text("good", "kimi-k2", block, V),
    text("good", "llama-3.3-70b", block, V),
    text("good", "command-r", block, V),
    text("good", "gemma-3n", block, V),
    text("good", "smollm3", fence("json", json(TWO)), TWO),
    text("good", "magistral", magThink(why, block), V),
    text("good", "deepseek-r1-distill", think(why, block), V),
    text("good", "gpt-oss-20b", harmony(why, block), V),
    text("format", "ollama-q4", eot(block), V),
    text("format", "qwen3-nothink", ollamaThinking(why, block), V),
    text("format", "gpt-oss-20b", tag("final", block), V),
    text("format", "kimi-k2", json(V), V),
    text("format", "claude-haiku-4.5", preamble("Here's a three-step plan:", block), V),
    text("format", "gemini-2.5-flash", `${block}\n\nThe review depends on the notice, and the notice on the running order.`, V),
    text("format", "llama-3.3-70b", json(V, 0), V),
    text("format", "gemma-3n", fence("json", json(V).replace('"task_type": "Review"', '"task_type": "Review",').replace(/\n\]$/, ",\n]")), V),
    text("format", "smollm3", fence("json", json(V).replace('[\n  {', "[\n  // first the running order\n  {")), V),
    text("format", "command-r", fence("json", JSON.stringify({ tasks: snake(V) }, null, 2)), V),
    text("string-value", "kimi-k2", fence("json", numericIds), V),
    text("format", "claude-haiku-4.5", fence("json", json(V).replace('"task_type": "WriteNotice"', '"task_type": "Write notice"')), V),
    text("format", "gpt-5-mini", fence("", json(V)), V),
    text("placeholder", "smollm3", fence("json", '[{"task_id": "<id>", "dependent_task_ids": [], "instruction": "<instruction>", "task_type": "<action id>"}]'), "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, I can't help plan this event.", "fallback"),
    text("loop", "ollama-q4", "```json\n[\n  {\n    \"task_id\": \"1\",\n    \"task_id\": \"1\",\n    \"task_id\": \"1\",\n    \"task_id\": \"1\",\n    \"task_id\": \"1\",\n    \"task_id\": \"1\",\n    \"task_id\": \"1\",", "fallback"),
    capped("gemini-2.5-flash", block.slice(0, 260), "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} The notice needs the running order? Not really, but`, "fallback"),
    text("ellipsis", "gemma-3n", fence("json", '[{"task_id": "1", "dependent_task_ids": [], "instruction": "...", "task_type": "..."}]'), "fallback"),
  ],
  structured: [
    object("good", "valid", { tasks: snake(V) }, V),
    object("good", "two", { tasks: snake(TWO) }, TWO),
    object("renamed-field", "plan", { plan: snake(V) }, V),
    object("renamed-field", "camelCase keys", { tasks: V }, V),
    object("extra-field", "goal beside", { goal: inputs.goal, tasks: snake(V) }, V),
    object("nested-json", "under result", { result: { tasks: snake(V) } }, V),
    object("string-value", "numeric ids", { tasks: JSON.parse(numericIds) }, V),
    rawAnswer("format", "fenced", block, V),
    rawAnswer("cut-off", "cut", JSON.stringify({ tasks: snake(V) }).slice(0, 150), "fallback", { finishReason: "length" }),
    object("placeholder", "placeholders", { tasks: [{ task_id: "<id>", dependent_task_ids: [], instruction: "<instruction>", task_type: "<action id>" }] }, "fallback"),
  ],
});
