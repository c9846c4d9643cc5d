import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

interface Task { taskId: string; dependentTaskIds: string[]; instruction: string; taskType: string }
const inputs = INPUTS.role_write_plan;
const P: Task[] = [
  { taskId: "1", dependentTaskIds: [], instruction: "Draw the pitch plan for the spring market on Reedholm green.", taskType: "DrawPitchPlan" },
  { taskId: "2", dependentTaskIds: ["1"], instruction: "Write a short notice for the ferry's bell post announcing the market on Saturday, March 18.", taskType: "WriteNotice" },
  { taskId: "3", dependentTaskIds: ["2"], instruction: "Review the notice for the date, time and ferry times.", taskType: "Review" },
];
const raw = (ts: Task[]) => ts.map((t) => ({ task_id: t.taskId, dependent_task_ids: t.dependentTaskIds, instruction: t.instruction, task_type: t.taskType }));
const json = (ts: Task[], indent = 2) => JSON.stringify(raw(ts), null, indent);
const py = (ts: Task[]) => "[" + raw(ts).map((t) => `{'task_id': '${t.task_id}', 'dependent_task_ids': [${t.dependent_task_ids.map((d) => `'${d}'`).join(", ")}], 'instruction': "${t.instruction}", 'task_type': '${t.task_type}'}`).join(", ") + "]";
const TWO = P.slice(0, 2);

export default corpusOf<Task[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", fence("json", json(P)), P),
    text("good", "llama-4-scout", fence("json", json(P)) + "\n", P),
    text("good", "granite-3", fence("json", json(P)), P),
    text("good", "nemotron", fence("json", json(TWO)), TWO),
    text("good", "hermes-3", fence("json", json(P)), P),
    text("good", "aya-expanse", fence("json", json(P)), P),
    text("good", "phi-4", fence("json", json(P)) + "\n\nThe notice depends on the plan so the stalls named on it are right.", P),
    text("good", "deepseek-v3", "Here is the plan:\n\n" + fence("json", json(P)), P),
    text("good", "olmo-2", fence("json", json(P)), P),
    text("good", "gemma-3", fence("json", json(TWO)), TWO),
    text("good", "qwen3-think", qthink("Three tasks: draw, write, review. Dependencies 1 -> 2 -> 3.", fence("json", json(P))), P),
    text("format", "gemma-3", json(P), P),
    text("format", "olmo-2", fence("", json(P)), P),
    text("format", "mistral-small-3", fence("python", py(P)), P),
    text("format", "llama-4-scout", fence("json", json(P).replace(/\}\n\]$/, "},\n]")), P),
    text("format", "granite-3", html(json(P, 0)), P),
    text("format", "nemotron", heading(fence("json", json(P)), "Plan"), P),
    text("format", "hermes-3", fence("json", JSON.stringify({ tasks: raw(P) }, null, 2)), P),
    text("format", "phi-4", fence("json", "[\n  // the plan first\n" + json(P).slice(2)), P),
    text("format", "deepseek-v3", fence("json", JSON.stringify(raw(P).map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })), null, 2)), P),
    text("format", "aya-expanse", `Sure! The plan is ${json(P, 0)} and it covers both requests.`, P),
    text("format", "olmo-2", fence("json", JSON.stringify(raw(P).map((t) => ({ ...t, task_type: t.task_type === "WriteNotice" ? "WriteDraft" : t.task_type })), null, 2)), "fallback"),
    text("placeholder", "llama-4-scout", fence("json", '[{"task_id": "<id>", "dependent_task_ids": [], "instruction": "<instruction>", "task_type": "<action id>"}]'), "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, I can't help with organising events.", "fallback"),
    capped("nemotron", "```json\n" + json(P).slice(0, 220), "fallback"),
    text("ellipsis", "q3-3b", "```json\n[...]\n```", "fallback"),
  ],
  structured: [
    object("good", "valid", { tasks: raw(P) }, P),
    object("good", "two", { tasks: raw(TWO) }, TWO),
    object("renamed-field", "camelCase", { tasks: P }, P),
    object("extra-field", "priority beside", { tasks: raw(P).map((t) => ({ ...t, priority: "high" })) }, P),
    rawAnswer("format", "bare array", json(P), P),
    rawAnswer("format", "python", py(P), P),
    rawAnswer("cut-off", "cut", JSON.stringify({ tasks: raw(P) }).slice(0, 200), "fallback", { finishReason: "length" }),
    object("malformed", "unknown action", { tasks: raw(P).map((t) => ({ ...t, task_type: t.task_type === "Review" ? "Proofread" : t.task_type })) }, "fallback"),
  ],
});
