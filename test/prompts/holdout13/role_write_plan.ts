import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

type PlannedTask = { taskId: string; dependentTaskIds: string[]; instruction: string; taskType: string };
const inputs = INPUTS.role_write_plan;
const raw = [
  { task_id: "1", dependent_task_ids: [] as string[], instruction: "Draw the showfield plan with the show ring, the cattle lines and the cheese tent.", task_type: "DrawFieldPlan" },
  { task_id: "2", dependent_task_ids: ["1"], instruction: "Write a short notice for the chapel hall's board giving the date, the time and the field.", task_type: "WriteNotice" },
  { task_id: "3", dependent_task_ids: ["2"], instruction: "Review the notice for the date and the time.", task_type: "Review" },
];
const two = raw.slice(0, 2);
const asTasks = (r: typeof raw): PlannedTask[] => r.map((t) => ({ taskId: t.task_id, dependentTaskIds: t.dependent_task_ids, instruction: t.instruction, taskType: t.task_type }));
const V = asTasks(raw);
const V2 = asTasks(two);
const json = JSON.stringify(raw, null, 2);
const block = fence("json", json);
const why = "The notice needs the field first, so plan, then notice, then a check of the notice.";

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", block, V),
    text("good", "o4-mini", block, V),
    text("good", "internlm-3", block, V),
    text("good", "yi-1.5", block + "\n", V),
    text("good", "command-a", block, V),
    text("good", "claude-sonnet-4", block, V),
    text("good", "llamacpp-grammar", fence("json", JSON.stringify(raw)), V),
    text("good", "hermes-3", fence("json", JSON.stringify(two, null, 2)), V2),
    text("good", "nemotron-nano", think(why, block), V),
    text("format", "nemotron-nano", thinkOff(block), V),
    text("format", "claude-sonnet-4", tag("plan", block), V),
    text("format", "claude-sonnet-4", sonnetTags(why, block), V),
    text("format", "tgi-stop", tgiStop(block), V),
    text("format", "internlm-3", eos(block, "<|im_end|>"), V),
    text("format", "grok-3-mini", grokReasoning(why, block), V),
    text("format", "jamba-1.7", jamba(block, "Once the plan is drawn, the notice can point walkers to the right gate.", "Plan"), V),
    text("format", "command-a", `**Plan:**\n\n${block}\n\nEach task waits for the one before it.`, V),
    text("format", "o4-mini", json, V),
    text("format", "llamacpp-grammar", JSON.stringify(raw), V),
    text("nested-json", "hermes-3", toolCall("write_plan", { tasks: raw }), V),
    text("placeholder", "yi-1.5", fence("json", '[{"task_id": "<id>", "dependent_task_ids": ["<id>"], "instruction": "<one sentence>", "task_type": "<action id>"}]'), "fallback"),
    text("refusal", "safety-tuned", "I can't help with planning this event.", "fallback"),
    text("loop", "internlm-3", "```json\n[\n" + "  {\"task_id\": \"1\",\n".repeat(20), "fallback"),
    capped("nemotron-nano", block.slice(0, 230), "fallback"),
    text("ellipsis", "llamacpp-grammar", "```json\n[]\n```", "fallback"),
  ],
  structured: [
    object("good", "valid", { tasks: raw }, V),
    object("good", "two tasks", { tasks: two }, V2),
    object("renamed-field", "plan", { plan: raw }, V),
    object("extra-field", "goal beside", { goal: inputs.goal, tasks: raw }, V),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ tasks: raw }), V),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ tasks: raw })), V),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ tasks: raw })), V),
    rawAnswer("cut-off", "cut", JSON.stringify({ tasks: raw }).slice(0, 160), "fallback", { finishReason: "length" }),
    object("placeholder", "slots", { tasks: [{ task_id: "<id>", dependent_task_ids: [], instruction: "<instruction>", task_type: "<action id>" }] }, "fallback"),
  ],
});
