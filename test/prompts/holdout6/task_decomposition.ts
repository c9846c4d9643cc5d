import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

type Entry = [string, number];
const inputs = INPUTS.task_decomposition;

const STEPS: Entry[] = [
  ["stirring and checking the indigo vat", 10],
  ["wetting the scarves", 5],
  ["dipping the first scarves in the vat", 20],
  ["airing the scarves to turn them blue", 15],
  ["dipping them a second time", 10],
];
const STEPS2: Entry[] = [
  ["lighting the stove under the vat", 5],
  ["dipping scarves in the indigo vat", 40],
  ["hanging the scarves to oxidise", 15],
];
const lines = (s: Entry[], f = (a: string, m: number) => `(minutes: ${m})`) => s.map(([a, m], i) => `${i + 1}) ${a} ${f(a, m)}`).join("\n");

export default corpusOf<Entry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(STEPS), STEPS),
    text("good", "gemma-2-9b", lines(STEPS2), STEPS2),
    text("good", "phi-3-mini", `${lines(STEPS)}\n\nTotal: 60 minutes.`, STEPS),
    text("good", "llama-3.1-70b", lines(STEPS), STEPS),
    text("good", "claude", `Here's how Wen's hour at the vat breaks down:\n\n${lines(STEPS2)}`, STEPS2),
    text("good", "command-r", lines(STEPS), STEPS),
    text("good", "0.5b", lines(STEPS2), STEPS2),
    text("good", "deepseek-r1-distill", `<think>\nIndigo: check the vat, wet the cloth, dip, air to oxidise, dip again. 10+5+20+15+10 = 60. Good.\n</think>\n\n${lines(STEPS)}`, STEPS),
    text("good", "qwen2.5-7b", lines(STEPS2), STEPS2),
    text("format", "llama-3.1-70b", lines(STEPS, (_, m) => `(${m} minutes)`), STEPS),
    text("format", "claude", STEPS.map(([a, m], i) => `${i + 1}. **${a}** — ${m} min`).join("\n"), STEPS),
    text("format", "command-r", lines(STEPS).replace(/\n/g, "\r\n"), STEPS),
    text("format", "gemma-2-9b", `| Step | Minutes |\n|---|---|\n${STEPS2.map(([a, m]) => `| ${a} | ${m} |`).join("\n")}`, STEPS2),
    text("format", "phi-3-mini", `1) ${STEPS[0]![0]} (minutes: 10)\n2) ${STEPS[1]![0]} (minutes: 5)\niii) ${STEPS[2]![0]} (minutes: 20)\n4. ${STEPS[3]![0]} (minutes: 15)\n5) ${STEPS[4]![0]} (minutes: 10)`, STEPS),
    text("number-words", "gemma-2-9b", "1) lighting the stove under the vat (minutes: five)\n2) dipping scarves in the indigo vat (minutes: forty)\n3) hanging the scarves to oxidise (minutes: fifteen)", STEPS2),
    text("number-in-text", "llama-3.1-70b", "1) checking the 40 scarves against the order (minutes: 10)\n2) dipping scarves in the indigo vat (minutes: 35)\n3) hanging the scarves on the 3 racks (minutes: 15)", [["checking the 40 scarves against the order", 10], ["dipping scarves in the indigo vat", 35], ["hanging the scarves on the 3 racks", 15]]),
    text("label", "command-r", `${lines(STEPS2)}\n\nNote: the water wheel is clogged, so she rinses later.`, STEPS2),
    text("format", "qwen2.5-7b", "1) 检查靛蓝染缸 (minutes: 10)\n2) 浸染围巾 (minutes: 50)", [["检查靛蓝染缸", 10], ["浸染围巾", 50]]),
    text("placeholder", "0.5b", "1) clearing the work table (minutes: 10)\n2) sketching the first ideas (minutes: 25)", "fallback"),
    text("placeholder", "0.5b", "1) <step> (minutes: <n>)\n2) <step> (minutes: <n>)", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't break down this task without more details about the dyeing process.", "fallback"),
    text("format", "gpt-3.5", "1) dipping the scarves (minutes: 10-15)\n2) airing them (minutes: 45)", "fallback"),
    text("loop", "0.5b", "1) dipping scarves (minutes: 5)\n2) dipping scarves (minutes: 5)\n3) dipping scarves (minutes: 5)\n4) dipping scarves (minutes: 5)\n5) dipping scarves (minutes: 5)\n6) dipping scarves (minutes: 5)\n7) dipping scarves (minutes: 5)\n8) dipping scarves (minutes: 5)\n9) dipping scarves (minutes: 5)\n10) dipping scarves (minutes: 5)\n11) dipping scarves (minutes: 5)\n12) dipping scarves (minutes: 5)", "fallback"),
    capped("gemma-2-9b", `${lines(STEPS.slice(0, 3))}\n4) airing the scarves to turn them bl`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nOkay, 60 minutes, 5-minute steps. Indigo dyeing: first the vat has to be at the right state, a coppery film on top. Then wet the scarves so the dye takes evenly. Then dip, usually a few minutes, then lift out and let the air turn the green to blue. How many dips? For a deep blue maybe", "fallback"),
    text("good", "llama-3.1-70b", lines(STEPS2), STEPS2),
    text("good", "command-r", lines(STEPS2), STEPS2),
    text("good", "claude", `${lines(STEPS)}\n\nThat adds up to 60 minutes. Happy dyeing!`, STEPS),
    text("format", "phi-3-mini", "1) lighting the stove under the vat (minutes: 5)\n2) dipping scarves in the indigo vat (40 minutes, or about three quarters of an hour)\n3) hanging the scarves to oxidise (minutes: 15)", STEPS2),
    text("cut-off", "deepseek-r1-distill", "<think>\nIndigo dyeing in 60 minutes. Steps: prepare the vat, wet the scarves, dip, oxidise, dip again. Times: 10, 5, 20, 15, 10. Sum 60. Hmm, but maybe the vat needs", "fallback"),
    text("sub-bullets", "claude", `1) ${STEPS2[0]![0]} (minutes: 5)\n2) ${STEPS2[1]![0]} (minutes: 40)\n   - three dips for a deep blue\n   - wring out between dips\n3) ${STEPS2[2]![0]} (minutes: 15)`, STEPS2),
    text("good", "phi-3-mini", lines(STEPS2), STEPS2),
    text("good", "gemma-2-9b", lines(STEPS), STEPS),
    text("good", "0.5b", lines(STEPS), STEPS),
    text("good", "deepseek-r1-distill", `<think>\n5 + 40 + 15 = 60.\n</think>\n${lines(STEPS2)}`, STEPS2),
  ],
  structured: [
    object("good", "valid", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS),
    object("good", "three steps", { subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS2),
    object("string-value", "minutes as strings", { subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, STEPS2),
    object("renamed-field", "duration and step", { subtasks: STEPS2.map(([step, duration]) => ({ step, duration })) }, STEPS2),
    object("extra-field", "order beside", { subtasks: STEPS2.map(([subtask, minutes], i) => ({ order: i + 1, subtask, minutes })) }, STEPS2),
    object("string-value", "minutes with a unit", { subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes: `${minutes} min` })) }, STEPS2),
    object("empty-list", "empty", { subtasks: [] }, "fallback"),
    rawAnswer("format", "text list", lines(STEPS), STEPS),
    rawAnswer("cut-off", "cut", '{"subtasks": [{"subtask": "lighting the stove under the vat", "minutes": 5}, {"subtask": "dipping sca', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes })) })}\nLet me know if you need any changes.`, STEPS2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes })) }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", STEPS2),
  ],
});
