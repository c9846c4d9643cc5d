import type { PlannedTask } from "../../../state/plan.js";
import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_write_plan;
const P: PlannedTask[] = [
  { taskId: "1", dependentTaskIds: [], instruction: "Write the leaflet for the Lantern Night Market on Friday, November 20.", taskType: "WriteLeaflet" },
  { taskId: "2", dependentTaskIds: [], instruction: "Write a short notice about the late ferries for the ferry landing.", taskType: "WriteNotice" },
  { taskId: "3", dependentTaskIds: ["1", "2"], instruction: "Review the leaflet and the notice.", taskType: "Review" },
];
const raw = (ts: PlannedTask[]) => ts.map((t) => ({ task_id: t.taskId, dependent_task_ids: t.dependentTaskIds, instruction: t.instruction, task_type: t.taskType }));
const block = (ts: PlannedTask[], indent = 2) => "```json\n" + JSON.stringify(raw(ts), null, indent) + "\n```";

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", block(P), P),
    text("good", "gemma-2-9b", `${block(P)}\n`, P),
    text("good", "phi-3-mini", `${block(P)}\n\nThe review waits for both drafts.`, P),
    text("good", "llama-3.1-70b", block(P), P),
    text("good", "claude", `Here's a plan in three steps:\n\n${block(P)}`, P),
    text("good", "command-r", block(P, 0), P),
    text("good", "0.5b", block(P), P),
    text("good", "deepseek-r1-distill", `<think>\nLeaflet, notice, then a review depending on both.\n</think>\n\n${block(P)}`, P),
    text("good", "gpt-4o-mini", block(P.slice(0, 2)), P.slice(0, 2)),
    text("format", "claude", JSON.stringify(raw(P)), P),
    text("format", "gemma-2-9b", "```\n" + JSON.stringify(raw(P), null, 2) + "\n```", P),
    text("format", "command-r", block(P).replace(/\n/g, "\r\n"), P),
    text("format", "llama-3.1-70b", "```json\n" + JSON.stringify(raw(P), null, 2).replace(/\n\]/, ",\n]") + "\n```", P),
    text("format", "phi-3-mini", "```json\n" + JSON.stringify({ tasks: raw(P) }, null, 2) + "\n```", P),
    text("format", "gpt-4o-mini", `${block(P.slice(0, 2))}\n\nCorrection, I forgot the review:\n${block(P)}`, P),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(raw(P).map((t) => ({ ...t, task_id: Number(t.task_id) }))) + "\n```", P),
    text("format", "command-r", "```yaml\n" + raw(P).map((t) => `- task_id: "${t.task_id}"\n  dependent_task_ids: [${t.dependent_task_ids.map((d) => `"${d}"`).join(", ")}]\n  instruction: "${t.instruction}"\n  task_type: ${t.task_type}`).join("\n") + "\n```", P),
    text("format", "claude", "1. Write the leaflet (WriteLeaflet)\n2. Write the notice (WriteNotice)\n3. Review both (Review)", "fallback"),
    text("format", "llama-3.1-70b", block([{ ...P[0]!, taskType: "Publish" }]), "fallback"),
    text("placeholder", "0.5b", '```json\n[{"task_id": "<id>", "dependent_task_ids": [], "instruction": "<instruction>", "task_type": "<action id>"}]\n```', "fallback"),
    text("refusal", "refusal", "I'm sorry, but I need more information about the market before I can plan.", "fallback"),
    capped("gemma-2-9b", block(P).slice(0, 260), "fallback"),
    capped("deepseek-r1-distill", "<think>\nGoal: announce the market. The user wants a leaflet and a notice. Actions: WriteLeaflet, WriteNotice, Review. At most 3 tasks. Task 1: write the leaflet. Task 2: write the notice. Task 3: review. Dependencies: the review depends on", "fallback"),
    text("good", "command-r", block(P), P),
    text("good", "qwen2.5-7b", block(P), P),
    text("good", "llama-3.1-70b", block(P.slice(0, 2)), P.slice(0, 2)),
    text("cut-off", "deepseek-r1-distill", "<think>\nThree tasks: leaflet, notice, review depending on both. Ids 1, 2, 3", "fallback"),
    text("format", "claude", `${block(P)}\n\nLet me know if you'd like to add a task for printing!`, P),
    text("good", "phi-3-mini", block(P), P),
    text("good", "claude", block(P.slice(0, 2)), P.slice(0, 2)),
    text("good", "gemma-2-9b", block(P.slice(0, 2)), P.slice(0, 2)),
  ],
  structured: [
    object("good", "valid", { tasks: raw(P) }, P),
    object("good", "two tasks", { tasks: raw(P.slice(0, 2)) }, P.slice(0, 2)),
    object("renamed-field", "camelCase", { tasks: P.map((t) => ({ taskId: t.taskId, dependentTaskIds: t.dependentTaskIds, instruction: t.instruction, taskType: t.taskType })) }, P),
    object("string-value", "numeric ids", { tasks: raw(P).map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })) }, P),
    object("extra-field", "assignee beside", { tasks: raw(P).map((t) => ({ ...t, assignee: "Ines" })) }, P),
    object("missing-field", "no dependencies", { tasks: raw(P).map(({ dependent_task_ids, ...t }) => t) }, P.map((t) => ({ ...t, dependentTaskIds: [] }))),
    object("empty-list", "empty", { tasks: [] }, "fallback"),
    rawAnswer("format", "bare array", JSON.stringify(raw(P)), P),
    rawAnswer("cut-off", "cut", JSON.stringify({ tasks: raw(P) }).slice(0, 150), "fallback", { finishReason: "length" }),
    object("good", "valid again", { tasks: raw(P) }, P),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ tasks: raw(P) })}\nLet me know if you need any changes.`, P),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ tasks: raw(P) }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", P),
  ],
});
