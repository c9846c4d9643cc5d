import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import type { PlannedTask } from "../../../state/plan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_write_plan;
const P: PlannedTask[] = [
  { taskId: "1", dependentTaskIds: [], instruction: "Write the race programme for the midsummer regatta on Saturday, June 19.", taskType: "WriteProgramme" },
  { taskId: "2", dependentTaskIds: ["1"], instruction: "Write a short notice for the causeway noticeboard announcing the regatta.", taskType: "WriteNotice" },
  { taskId: "3", dependentTaskIds: ["1", "2"], instruction: "Review the programme and the notice.", taskType: "Review" },
];
const raw = (ps: PlannedTask[]) => ps.map((p) => ({ task_id: p.taskId, dependent_task_ids: p.dependentTaskIds, instruction: p.instruction, task_type: p.taskType }));
const block = (ps: PlannedTask[]) => "```json\n" + JSON.stringify(raw(ps), null, 2) + "\n```";

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", block(P), P),
    text("good", "gemma-3", `${block(P)}\n`, P),
    text("good", "phi-4", `${block(P)}\n\nThe notice depends on the programme so the times agree.`, P),
    text("good", "deepseek-v3", block(P), P),
    text("good", "mixtral", block(P), P),
    text("good", "olmo-2", block(P), P),
    text("good", "yi-34b", `Here is the plan:\n${block(P)}`, P),
    text("good", "hermes", block(P), P),
    text("good", "aya", block(P), P),
    text("good", "gpt-4o-mini", block(P), P),
    text("format", "qwq", `Okay, so the goal is to announce the regatta, and the user wants a programme and a notice. Three tasks at most: programme, notice, review.\n\n${block(P)}`, P),
    text("format", "deepseek-v3", JSON.stringify(raw(P)), P),
    text("format", "mixtral", `${block(P)}</s>`, P),
    text("format", "llama-3.3-70b", `${block(P)}<|eot_id|>`, P),
    text("format", "hermes", `<tool_call>\n{"name": "write_plan", "arguments": {"tasks": ${JSON.stringify(raw(P))}}}\n</tool_call>`, P),
    text("format", "gemma-3", raw(P).map((t) => JSON.stringify(t)).join("\n"), P),
    text("format", "olmo-2", `${block(P)}\n\nUser: Add a task for posters.\nAssistant: \`\`\`json\n[]\n\`\`\``, P),
    text("format", "phi-4", block(P).replace(/"task_id": "(\d)"/g, '"task_id": $1'), P),
    text("format", "aya", `${block(P)}${block(P)}`, P),
    text("format", "yi-34b", block([P[0]!, P[1]!, { ...P[2]!, taskType: "Proofread" }]), "fallback"),
    text("format", "deepseek-v3", block([...P, { taskId: "4", dependentTaskIds: ["3"], instruction: "Print the notice.", taskType: "WriteNotice" }]), "fallback"),
    text("placeholder", "olmo-2", '```json\n[{"task_id": "<id>", "dependent_task_ids": [], "instruction": "<instruction>", "task_type": "<action>"}]\n```', "fallback"),
    text("refusal", "aya", "I'm sorry, but I need more information about the regatta to make a plan.", "fallback"),
    capped("llama-3.3-70b", block(P).slice(0, 260), "fallback"),
    capped("qwq", "Okay, so the goal is to announce the regatta. The actions are WriteProgramme, WriteNotice and Review. The notice should come after the programme, because", "fallback"),
    text("good", "qwq", `Okay, programme first, then the notice, then a review.\n\n${block(P)}`, P),
    text("good", "phi-4", block(P), P),
    text("good", "gemma-3", block(P), P),
  ],
  structured: [
    object("good", "valid", { tasks: raw(P) }, P),
    object("renamed-field", "camelCase", { tasks: P }, P),
    object("extra-field", "priority beside", { tasks: raw(P).map((t, i) => ({ ...t, priority: i + 1 })) }, P),
    object("string-value", "numeric ids", { tasks: raw(P).map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })) }, P),
    object("refusal", "unknown action", { tasks: raw([{ ...P[0]!, taskType: "Announce" }]) }, "fallback"),
    object("empty-list", "empty", { tasks: [] }, "fallback"),
    rawAnswer("format", "bare array", JSON.stringify(raw(P)), P),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ tasks: raw(P) }).repeat(2), P),
    rawAnswer("cut-off", "cut", JSON.stringify({ tasks: raw(P) }).slice(0, 200), "fallback", { finishReason: "length" }),
  ],
});
