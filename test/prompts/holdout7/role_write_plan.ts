import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_write_plan;
type Task = { taskId: string; dependentTaskIds: string[]; instruction: string; taskType: string };
const P: Task[] = [
  { taskId: "1", dependentTaskIds: [], instruction: "Write a message telling the players to be at Brackenfold Halt by 7:55 for the 8:10 train on Saturday.", taskType: "WriteMessage" },
  { taskId: "2", dependentTaskIds: [], instruction: "Write a short notice for the post office window about the band train to Ossenby.", taskType: "WriteNotice" },
  { taskId: "3", dependentTaskIds: ["1", "2"], instruction: "Review the message and the notice for times and dates.", taskType: "Review" },
];
const P2: Task[] = [
  { taskId: "msg", dependentTaskIds: [], instruction: "Write the players' message with the train time and the warm-up at Ossenby.", taskType: "WriteMessage" },
  { taskId: "notice", dependentTaskIds: ["msg"], instruction: "Write the notice for the post office window.", taskType: "WriteNotice" },
];
const raw = (ts: Task[]) => ts.map((t) => ({ task_id: t.taskId, dependent_task_ids: t.dependentTaskIds, instruction: t.instruction, task_type: t.taskType }));
const block = (ts: Task[], lang = "json") => "```" + lang + "\n" + JSON.stringify(raw(ts), null, 2) + "\n```";

export default corpusOf<Task[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", block(P), P),
    text("good", "o3-mini", block(P2), P2),
    text("good", "mistral-7b", ` ${block(P)}`, P),
    text("good", "mistral-nemo", block(P), P),
    text("good", "llama-3.2-3b", `Here is the plan:\n\n${block(P)}`, P),
    text("good", "qwen2.5-14b", block(P), P),
    text("good", "granite", block(P2), P2),
    text("good", "qwen3", `<think>\nMessage, notice, then review both.\n</think>\n\n${block(P)}`, P),
    text("good", "gemini", `## 📋 Plan\n\n${block(P)}\n\nLet me know if you'd like to add a task for the Gazette!`, P),
    text("format", "gpt-4.1", JSON.stringify(raw(P)), P),
    text("format", "qwen2.5-14b", block(P, "python"), P),
    text("format", "o3-mini", `[${raw(P2).map((t) => `{'task_id': '${t.task_id}', 'dependent_task_ids': [${t.dependent_task_ids.map((d) => `'${d}'`).join(", ")}], 'instruction': "${t.instruction}", 'task_type': '${t.task_type}'}`).join(", ")}]`, P2),
    text("format", "mistral-nemo", "```json\n" + JSON.stringify(raw(P), null, 2).replace(/"\n  }/g, '",\n  }') + "\n```", P),
    text("format", "llama-3.2-3b", "```json\n[\n  // first the players\n" + JSON.stringify(raw(P2), null, 2).slice(2) + "\n```", P2),
    text("format", "granite", "```json\n" + JSON.stringify({ tasks: raw(P) }, null, 2) + "\n```", P),
    text("format", "gemini", "```json\n" + JSON.stringify(raw(P).map((t) => ({ ...t, task_id: Number(t.task_id) })), null, 2) + "\n```", P.map((t) => ({ ...t }))),
    text("format", "mistral-7b", block([{ ...P[0]!, taskType: "SendMessage" }, P[1]!, P[2]!]), "fallback"),
    text("format", "qwen2.5-14b", block([...P, { taskId: "4", dependentTaskIds: ["3"], instruction: "Review again.", taskType: "Review" }]), "fallback"),
    text("empty-list", "gpt-4.1", "```json\n[]\n```", "fallback"),
    text("placeholder", "tinyllama", '```json\n[{"task_id": "<id>", "dependent_task_ids": [], "instruction": "<one sentence>", "task_type": "<action id>"}]\n```', "fallback"),
    text("refusal", "granite", "Should the message go to all twenty-six players or only the section leaders? Let me know before I plan.", "fallback"),
    text("loop", "smollm", block([P[0]!, { ...P[0]!, taskId: "2" }, { ...P[0]!, taskId: "3" }]), "fallback"),
    capped("mistral-7b", block(P).slice(0, 300), "fallback"),
    capped("qwen3", "<think>\nGoal: tell band and village how to reach Ossenby. Actions: WriteMessage, WriteNotice, Review. Max 3 tasks. Task 1 message, task 2 notice, task 3 review depends on both. Instruction wording for task 1: mention the 8:10 and", "fallback"),
    text("good", "gpt-4.1", block(P), P),
    text("good", "llama-3.2-1b", block(P2), P2),
    text("good", "mistral-nemo", block(P2), P2),
  ],
  structured: [
    object("good", "valid", { tasks: raw(P) }, P),
    object("good", "two tasks", { tasks: raw(P2) }, P2),
    object("format", "camelCase fields", { tasks: P }, P),
    object("string-value", "numeric ids", { tasks: raw(P).map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })) }, P),
    object("renamed-field", "plan", { plan: raw(P) }, P),
    object("extra-field", "status beside", { tasks: raw(P).map((t) => ({ ...t, is_finished: false })) }, P),
    object("missing-field", "no dependencies", { tasks: raw(P2).map(({ dependent_task_ids, ...t }) => t) }, P2.map((t) => ({ ...t, dependentTaskIds: [] }))),
    object("empty-list", "empty", { tasks: [] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "write_plan", arguments: { tasks: raw(P) } }, P),
    rawAnswer("format", "a bare array", JSON.stringify(raw(P)), P),
    rawAnswer("cut-off", "cut", JSON.stringify({ tasks: raw(P) }).slice(0, 200), "fallback", { finishReason: "length" }),
  ],
});
