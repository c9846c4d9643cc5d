import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.task_decomposition;
type Entry = [string, number];
const STEPS: Entry[] = [
  ["lighting the boiler under the steam box", 10],
  ["loading the oak plank into the steam box", 5],
  ["waiting for the plank to soften", 30],
  ["pulling the plank out with gloves", 5],
  ["bending the plank onto the frames and clamping it", 10],
];
const lines = (s: Entry[], f = (e: Entry, i: number) => `${i + 1}) ${e[0]} (minutes: ${e[1]})`) => s.map(f).join("\n");

export default corpusOf<Entry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", lines(STEPS), STEPS),
    text("good", "gemma-3", `${lines(STEPS)}\n`, STEPS),
    text("good", "phi-4", `${lines(STEPS)}\n\nTotal: 60 minutes.`, STEPS),
    text("good", "deepseek-v3", lines(STEPS), STEPS),
    text("good", "mixtral", lines(STEPS), STEPS),
    text("good", "olmo-2", lines(STEPS), STEPS),
    text("good", "yi-34b", `Here are Desmond's steps:\n${lines(STEPS)}`, STEPS),
    text("good", "hermes", lines(STEPS), STEPS),
    text("good", "aya", lines(STEPS), STEPS),
    text("format", "qwq", `Okay, so I need to break an hour of steaming a plank into 5-minute steps. Light the boiler, load the plank, wait about half an hour, pull it out, bend and clamp it. 10 + 5 + 30 + 5 + 10 = 60. Good.\n\n${lines(STEPS)}`, STEPS),
    text("format", "llama-3.3-70b", lines(STEPS, (e, i) => `${i + 1}. ${e[0]} — ${e[1]} min`), STEPS),
    text("format", "gemma-3", lines(STEPS, (e, i) => `${i + 1}) ${e[0]} (minutes: ${["ten", "five", "thirty", "five", "ten"][i]})`), STEPS),
    text("format", "deepseek-v3", `subtask,minutes\n${lines(STEPS, (e) => `${e[0]},${e[1]}`)}`, STEPS),
    text("format", "mixtral", `${lines(STEPS)}</s>`, STEPS),
    text("format", "hermes", lines(STEPS, (e) => JSON.stringify({ subtask: e[0], minutes: e[1] })), STEPS),
    text("format", "phi-4", lines(STEPS, (e, i) => `${i + 1}) ${e[0]} (${["13:00:00", "13:10:00", "13:15:00", "13:45:00", "13:50:00"][i]}, minutes: ${e[1]})`), STEPS),
    text("format", "aya", lines(STEPS, (e, i) => `${i + 1}) ${e[0]} (minutos: ${e[1]})`), STEPS),
    text("format", "yi-34b", `${lines(STEPS)}\n\nUser: And the riveting?\nAssistant: 1) heating the rivets (minutes: 10)`, STEPS),
    text("format", "olmo-2", `${lines(STEPS)}\n6) sweeping up (minutes: 10)`, "fallback"),
    text("placeholder", "olmo-2", "1) clearing the work table (minutes: 10)\n2) sketching the first ideas (minutes: 25)", "fallback"),
    text("refusal", "aya", "I'm not sure what steaming a plank involves, could you give more details?", "fallback"),
    capped("llama-3.3-70b", `${lines(STEPS.slice(0, 3))}\n4) pulling the plank o`, "fallback"),
    capped("qwq", "Okay, so steaming a plank. Rule of thumb is an hour per inch of thickness, but the whole thing here is 60 minutes. So maybe the plank is thin. Steps: light the boiler", "fallback"),
    text("loop", "olmo-2", `${lines(STEPS.slice(0, 2))}\n3) waiting for the plank to soften (minutes: 5)\n4) waiting for the plank to soften (minutes: 5)\n5) waiting for the plank to soften (minutes: 5)\n6) waiting for the plank to soften (minutes: 5)\n7) waiting for the plank to soften (minutes: 5)\n8) waiting for the plank to soften (minutes: 5)\n9) waiting for the plank to soften (minutes: 5)\n10) waiting for the plank to soften (minutes: 5)`, "fallback"),
    text("good", "phi-4", lines(STEPS), STEPS),
    text("good", "gemma-3", lines(STEPS), STEPS),
    text("good", "qwq", `Okay, so an hour of steaming: light the boiler, load the plank, wait, pull it, bend it. That adds to 60.\n\n${lines(STEPS)}`, STEPS),
  ],
  structured: [
    object("good", "valid", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS),
    object("string-value", "minutes as strings", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes: `${minutes}` })) }, STEPS),
    object("renamed-field", "step and duration", { subtasks: STEPS.map(([step, duration]) => ({ step, duration })) }, STEPS),
    object("extra-field", "start beside", { subtasks: STEPS.map(([subtask, minutes], i) => ({ subtask, minutes, start: ["13:00", "13:10", "13:15", "13:45", "13:50"][i] })) }, STEPS),
    object("malformed", "minutes adding to 75", { subtasks: [...STEPS.map(([subtask, minutes]) => ({ subtask, minutes })), { subtask: "sweeping up", minutes: 15 }] }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }).repeat(2), STEPS),
    rawAnswer("format", "numbered lines", lines(STEPS), STEPS),
    rawAnswer("cut-off", "cut", '{"subtasks": [{"subtask": "lighting the boiler under the steam box", "minutes": 10}, {"subt', "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { subtasks: [] }, "fallback"),
  ],
});
