import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, tag, tgiStop, think, thinkOff } from "./forms.js";
import { INPUTS } from "./inputs.js";

const S: Array<[string, number]> = [
  ["emptying the first-aid cupboard onto the map table", 15],
  ["checking what is missing against the kit list", 30],
  ["unpacking the new splints and foil blankets", 30],
  ["restocking the shelves and labelling them", 30],
  ["writing the restock in the hut log", 15],
];
const lines = S.map(([s, m], i) => `${i + 1}) ${s} (minutes: ${m})`).join("\n");
const why = "Five steps in 15-minute multiples that add up to 120.";

export default corpusOf<Array<[string, number]>>({
  prompt: taskDecompositionPrompt,
  inputs: INPUTS.task_decomposition,
  text: [
    text("good", "grok-3-mini", lines, S),
    text("good", "o4-mini", lines, S),
    text("good", "internlm-3", lines, S),
    text("good", "command-a", lines + "\n", S),
    text("good", "claude-sonnet-4", lines, S),
    text("good", "llamacpp-grammar", lines, S),
    text("good", "nemotron-nano", think(why, lines), S),
    text("format", "nemotron-nano", thinkOff(lines), S),
    text("format", "claude-sonnet-4", tag("answer", lines), S),
    text("format", "tgi-stop", tgiStop(lines), S),
    text("format", "internlm-3", eos(lines, "<|im_end|>"), S),
    text("format", "yi-1.5", S.map(([s, m], i) => `${i + 1}. ${s} (minutes: ${m})`).join("\n"), S),
    text("format", "jamba-1.7", `## Steps\n\n${lines}\n\nTotal: 120 minutes.`, S),
    text("format", "hermes-3", S.map(([s, m], i) => `${i + 1}) ${s} (${m} min)`).join("\n"), S),
    text("placeholder", "yi-1.5", "1) clearing the work table (minutes: 10)\n2) sketching the first ideas (minutes: 25)", "fallback"),
    text("refusal", "safety-tuned", "I can't give first-aid or rescue equipment advice.", "fallback"),
    text("loop", "internlm-3", Array.from({ length: 12 }, (_, i) => `${i + 1}) checking the kit list (minutes: 15)`).join("\n"), "fallback"),
    capped("nemotron-nano", lines.slice(0, 110), "fallback"),
  ],
  structured: [
    object("good", "valid", { subtasks: S.map(([subtask, minutes]) => ({ subtask, minutes })) }, S),
    object("extra-field", "step numbers beside", { subtasks: S.map(([subtask, minutes], i) => ({ step: i + 1, subtask, minutes })) }, S),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ subtasks: S.map(([subtask, minutes]) => ({ subtask, minutes })) }), S),
    rawAnswer("cut-off", "cut", '{"subtasks": [{"subtask": "emptying the first-aid cupboard onto the map table", "minu', "fallback", { finishReason: "length" }),
  ],
});
