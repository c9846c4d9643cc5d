import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_write_plan;
type Task = { task_id: string; dependent_task_ids: string[]; instruction: string; task_type: string };
const T: Task[] = [
  { task_id: "1", dependent_task_ids: [], instruction: "Draw the plan of the stalls in the market hall for Saturday.", task_type: "DrawStallPlan" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Write a short notice for the cliff railway's top station announcing the fair.", task_type: "WriteNotice" },
  { task_id: "3", dependent_task_ids: ["2"], instruction: "Review the notice before it is pinned up.", task_type: "Review" },
];
const T2: Task[] = [
  { task_id: "plan", dependent_task_ids: [], instruction: "Draw the stall plan for the harvest fair.", task_type: "DrawStallPlan" },
  { task_id: "notice", dependent_task_ids: ["plan"], instruction: "Write the notice for the top station.", task_type: "WriteNotice" },
];
const val = (ts: Task[]) => ts.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));
const block = (ts: unknown) => fence("json", JSON.stringify(ts, null, 2));

export default corpusOf<ReturnType<typeof val>>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", block(T), val(T)),
    text("good", "command-r-plus", block(T2) + "\n", val(T2)),
    text("good", "glm-4", block(T), val(T)),
    text("good", "internlm-2.5", block(T), val(T)),
    text("good", "minicpm", block(T2), val(T2)),
    text("good", "falcon-3", block(T), val(T)),
    text("good", "stablelm", block(T), val(T)),
    text("good", "zephyr", block(T2), val(T2)),
    text("good", "openchat", block(T), val(T)),
    text("good", "gemini-2-flash", block(T) + "\n", val(T)),
    text("good", "claude-3.5-haiku", `Here's a three-step plan:\n\n${block(T)}\n\nThe notice depends on the stall plan so it can mention where things are.`, val(T)),
    text("good", "deepseek-r1-distill", think("Stall plan, then notice, then review. Three tasks max.", block(T)), val(T)),
    text("format", "deepseek-r1-distill", unclosed("Two tasks are enough.", block(T2)), val(T2)),
    text("format", "glm-4", tag("answer", block(T)), val(T)),
    text("format", "internlm-2.5", `<response>\n${JSON.stringify(T)}\n</response>`, val(T)),
    text("format", "command-r-plus", fence("yaml", T.map((t) => `- task_id: "${t.task_id}"\n  dependent_task_ids: [${t.dependent_task_ids.map((d) => `"${d}"`).join(", ")}]\n  instruction: ${t.instruction}\n  task_type: ${t.task_type}`).join("\n")), val(T)),
    text("format", "minicpm", JSON.stringify(T), val(T)),
    text("format", "falcon-3", bom(block(T2)), val(T2)),
    text("format", "stablelm", fence("json", JSON.stringify({ tasks: T }, null, 2)), val(T)),
    text("format", "zephyr", fence("json", JSON.stringify(T.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })), null, 2)), val(T)),
    text("format", "openchat", fence("json", JSON.stringify({ plan: T2 }, null, 2)), val(T2)),
    text("format", "gemini-2-flash", fence("", JSON.stringify(T, null, 2)), val(T)),
    text("format", "glm-4", fence("json", JSON.stringify(T, null, 2).replace(/"task_type"/g, "task_type")), val(T)),
    text("format", "command-r-plus", fence("json", JSON.stringify(T, null, 2).slice(0, -2) + ",\n]"), val(T)),
    text("format", "minicpm", block(T.map((t, i) => (i === 2 ? { ...t, task_type: "Publish" } : t))), "fallback"),
    text("placeholder", "falcon-3", block([{ task_id: "<id>", dependent_task_ids: [], instruction: "<instruction>", task_type: "<action id>" }]), "fallback"),
    text("refusal", "zephyr", "I'm sorry, I need more information about the fair before I can plan.", "fallback"),
    capped("stablelm", block(T).slice(0, 260), "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe goal: announce the fair. Actions: DrawStallPlan, WriteNotice, Review. First the stall plan, then the notice which depends", "fallback"),
    text("loop", "q2-8b", `${block(T2)}\n${block(T2)}`, val(T2)),
  ],
  structured: [
    object("good", "valid", { tasks: T }, val(T)),
    object("good", "two", { tasks: T2 }, val(T2)),
    object("renamed-field", "camelCase", { tasks: val(T) }, val(T)),
    object("string-value", "ids as numbers", { tasks: T.map((t) => ({ ...t, task_id: Number(t.task_id), dependent_task_ids: t.dependent_task_ids.map(Number) })) }, val(T)),
    object("extra-field", "priority beside", { tasks: T.map((t) => ({ ...t, priority: "high" })) }, val(T)),
    object("refusal", "unknown action", { tasks: T.map((t, i) => (i === 1 ? { ...t, task_type: "PostNotice" } : t)) }, "fallback"),
    object("malformed", "unknown dependency", { tasks: T.map((t, i) => (i === 2 ? { ...t, dependent_task_ids: ["7"] } : t)) }, "fallback"),
    rawAnswer("format", "bare array", JSON.stringify(T), val(T)),
    rawAnswer("format", "json fence", block(T2), val(T2)),
    rawAnswer("cut-off", "cut", JSON.stringify({ tasks: T }).slice(0, 150), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { tasks: [] }, "fallback"),
  ],
});
