import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid } from "./fixtures.js";

const inputs = {
  identity: { ...ingrid, currTime: "2024-11-04T09:00:00" },
  task: "dipping beeswax candles in the honey house",
  durationMinutes: 60,
  startTime: "09:00",
  context: [
    { start: "06:00", end: "08:00", activity: "checking the hives" },
    { start: "09:00", end: "10:00", activity: "dipping beeswax candles in the honey house" },
    { start: "10:00", end: "12:30", activity: "jarring heather honey" },
  ],
};

type Steps = Array<[string, number]>;
const STEPS: Steps = [
  ["melting the wax in the wax pot", 15],
  ["tying the wicks to the dipping frame", 10],
  ["dipping the candles layer by layer", 25],
  ["hanging the candles on the candle rack to cool", 10],
];
const STEPS2: Steps = [
  ["stoking the stove under the wax pot", 10],
  ["cutting wicks", 5],
  ["dipping the first batch", 20],
  ["dipping the second batch", 20],
  ["trimming the candle bases", 5],
];
const lines = (s: Steps, f = (t: string, m: number, i: number) => `${i + 1}) ${t} (minutes: ${m})`) => s.map(([t, m], i) => f(t, m, i)).join("\n");

export default corpusOf<Steps>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(STEPS), STEPS),
    text("good", "gpt-3.5", `Here are the steps Ingrid goes through:\n\n${lines(STEPS)}`, STEPS),
    text("good", "llama-3-8b", lines(STEPS, (t, m, i) => `${i + 1}. ${t} (minutes: ${m})`), STEPS),
    text("good", "qwen2.5-7b", lines(STEPS2), STEPS2),
    text("good", "mistral-7b", ` ${lines(STEPS2)}\n\nTotal: 60 minutes.`, STEPS2),
    text("good", "1b", lines(STEPS), STEPS),
    text("good", "reasoning", `<think>\n60 minutes. Melt wax 15, wicks 10, dipping 25, hang 10 = 60. Good.\n</think>\n\n${lines(STEPS)}`, STEPS),
    text("good", "gpt-4o-mini", lines(STEPS, (t, m, i) => `${i + 1}) ${t} (minutes: ${m})`) + "\n\nTotal: 60 minutes", STEPS),
    text("good", "gpt-3.5", lines(STEPS2), STEPS2),
    text("good", "llama-3-8b", lines(STEPS2), STEPS2),
    text("good", "qwen2.5-7b", lines(STEPS), STEPS),
    text("good", "mistral-7b", ` ${lines(STEPS)}`, STEPS),
    text("good", "1b", lines(STEPS2), STEPS2),
    text("format", "llama-3-8b", `| Step | Task | Minutes |\n|---|---|---|\n${STEPS.map(([t, m], i) => `| ${i + 1} | ${t} | ${m} |`).join("\n")}`, STEPS),
    text("format", "gpt-3.5", lines(STEPS, (t, m, i) => `${i + 1}) ${t} (${m} minutes)`), STEPS),
    text("format", "qwen2.5-7b", lines(STEPS2, (t, m, i) => `${i + 1}) ${t} (minutes: ${m} min)`), STEPS2),
    text("format", "mistral-7b", lines(STEPS, (t, m, i) => `${i + 1}) ${t} - ${m} min`), STEPS),
    text("format", "gpt-4o-mini", lines(STEPS, (t, m, i) => `${i + 1}) **${t}** (minutes: ${m})`), STEPS),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(STEPS.map(([t, m]) => ({ step: t, minutes: m })), null, 2) + "\n```", STEPS),
    text("sub-bullets", "llama-3-8b", `1) ${STEPS[0]![0]} (minutes: 15)\n   - the wax must reach 70°C\n2) ${STEPS[1]![0]} (minutes: 10)\n3) ${STEPS[2]![0]} (minutes: 25)\n   - about 30 dips per candle\n4) ${STEPS[3]![0]} (minutes: 10)`, STEPS),
    text("number-words", "gpt-3.5", lines(STEPS, (t, m, i) => `${i + 1}) ${t} (minutes: ${["fifteen", "ten", "twenty-five", "ten"][i]})`), STEPS),
    text("number-in-text", "gpt-4o-mini", "1) melting 5 kilos of wax in the wax pot (minutes: 15)\n2) tying 12 wicks to the dipping frame (minutes: 10)\n3) dipping the candles layer by layer (minutes: 25)\n4) hanging the candles on the candle rack to cool (minutes: 10)", [["melting 5 kilos of wax in the wax pot", 15], ["tying 12 wicks to the dipping frame", 10], ["dipping the candles layer by layer", 25], ["hanging the candles on the candle rack to cool", 10]]),
    text("label", "gpt-3.5", lines(STEPS).replace("(minutes: 25)", "(minutes: 25) - the longest step"), STEPS),
    text("refusal", "refusal", "I'm sorry, I can't break down a real person's tasks.", "fallback"),
    text("placeholder", "1b", "1) clearing the work table (minutes: 10)\n2) sketching the first ideas (minutes: 25)", "fallback"),
    capped("gpt-4o-mini", `${lines(STEPS.slice(0, 2))}\n3) dipping the candles lay`, "fallback"),
    capped("llama-3-8b", lines(STEPS.slice(0, 3)), "fallback"),
    text("cut-off", "reasoning", "<think>\nDipping candles, 60 minutes. First the wax needs to melt: 15 minutes? Then the wicks", "fallback"),
    text("loop", "1b", "1) dipping the candles (minutes: 5)\n2) dipping the candles (minutes: 5)\n3) dipping the candles (minutes: 5)\n4) dipping the candles (minutes: 5)\n5) dipping the candles (minutes: 5)\n6) dipping the candles (minutes: 5)\n7) dipping the candles (minutes: 5)\n8) dipping the candles (minutes: 5)", "fallback"),
  ],
  structured: [
    object("good", "valid", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS),
    object("good", "five steps", { subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS2),
    object("missing-field", "no minutes", { subtasks: STEPS.map(([subtask]) => ({ subtask })) }, "fallback"),
    object("string-value", "minutes as strings", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, STEPS),
    object("renamed-field", "step and duration", { subtasks: STEPS.map(([step, duration]) => ({ step, duration })) }, STEPS),
    object("extra-field", "a total beside", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })), total_minutes: 60 }, STEPS),
    object("string-value", "minutes with a unit", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes: `${minutes} min` })) }, STEPS),
    object("refusal", "empty", { subtasks: [] }, "fallback"),
    rawAnswer("malformed", "the text lines", lines(STEPS), STEPS),
    rawAnswer("malformed", "single quotes", `{'subtasks': [${STEPS.map(([t, m]) => `{'subtask': '${t}', 'minutes': ${m}}`).join(", ")}]}`, STEPS),
    rawAnswer("cut-off", "cut in the third step", `{"subtasks": [{"subtask": "${STEPS[0]![0]}", "minutes": 15}, {"subtask": "${STEPS[1]![0]}", "minutes": 10}, {"subtask": "dipping`, "fallback", { finishReason: "length" }),
  ],
});
