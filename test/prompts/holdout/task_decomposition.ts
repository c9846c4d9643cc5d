import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { owen } from "./fixtures.js";

const inputs = {
  identity: { ...owen, currTime: "2024-06-10T09:00:00" },
  task: "building the stage",
  durationMinutes: 60,
  startTime: "09:00",
  context: [
    { start: "09:00", end: "10:00", activity: "building the stage" },
    { start: "10:00", end: "12:00", activity: "working in the workshop" },
  ],
};
const steps: ScheduleEntry[] = [
  ["measuring the planks", 10],
  ["sawing the planks", 20],
  ["sanding the edges", 15],
  ["screwing the planks to the frame", 15],
];
const numbered = (format: (s: string, m: number, n: number) => string, list = steps, from = 1) => list.map(([s, m], i) => format(s, m, i + from)).join("\n");
const standard = (list = steps, from = 1) => numbered((s, m, n) => `${n}) ${s} (minutes: ${m})`, list, from);

export default corpusOf<ScheduleEntry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", standard(), steps),
    text("good", "gpt-4o-mini", `Here's how Owen breaks down the work:\n\n${standard()}\n\nTotal: 60 minutes`, steps),
    text("good", "gpt-3.5", numbered((s, m, n) => `${n}) Owen is ${s} (duration in minutes: ${m}, minutes left: ${60 - steps.slice(0, n).reduce((a, [, x]) => a + x, 0)})`), steps),
    text("good", "llama-3-8b", numbered((s, m, n) => `${n}. **${s.charAt(0).toUpperCase()}${s.slice(1)}** (${m} minutes)`), steps),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(steps.map(([subtask, minutes]) => ({ subtask, minutes })), null, 2) + "\n```", steps),
    text("good", "qwen2.5-7b", "09:00 - 09:10: measuring the planks\n09:10 - 09:30: sawing the planks\n09:30 - 09:45: sanding the edges\n09:45 - 10:00: screwing the planks to the frame", steps),
    text("good", "reasoning", `<think>\n60 minutes in 5-minute steps: measure 10, saw 20, sand 15, screw 15.\n</think>\n\n${standard()}`, steps),
    text("batch-ids", "1b", standard(steps, 0), steps),
    text("format", "llama-3-8b", `| Step | Minutes |\n|---|---|\n${steps.map(([s, m]) => `| ${s} | ${m} |`).join("\n")}`, steps),
    text("number-in-text", "gpt-3.5", "1) measuring the 12 planks (minutes: 10)\n2) sawing the planks to 3 metres (minutes: 20)\n3) sanding the edges (minutes: 15)\n4) screwing the planks to the frame (minutes: 15)", [
      ["measuring the 12 planks", 10],
      ["sawing the planks to 3 metres", 20],
      ["sanding the edges", 15],
      ["screwing the planks to the frame", 15],
    ]),
    text("number-words", "gpt-3.5", numbered((s, m, n) => `${n}) ${s} (${["ten", "twenty", "fifteen", "fifteen"][n - 1]} minutes)`), steps),
    text("sub-bullets", "llama-3-8b", `1) measuring the planks (minutes: 10)\n   - check the frame's width\n   - mark 6 cuts\n${standard(steps.slice(1), 2)}`, steps),
    text("label", "gpt-4o-mini", numbered((s, m, n) => `Step ${n}: ${s} (minutes: ${m})`), steps),
    text("label", "gpt-3.5", `${standard()}\n\n(This reflects a steady pace with no breaks.)`, steps),
    text("refusal", "refusal", "I'm sorry, I can't break this task down without more details about the stage.", "fallback"),
    text("placeholder", "1b", "1) <subtask> (minutes: <n>)\n2) <subtask> (minutes: <n>)", "fallback"),
    capped("gpt-4o-mini", `${standard(steps.slice(0, 2))}\n3) sanding the edges (minutes:`, "fallback"),
    capped("gpt-3.5", standard(steps.slice(0, 3)), "fallback"),
    text("cut-off", "1b", `${standard(steps.slice(0, 3))}\n4) screwing the planks to the fra`, "fallback"),
    text("cut-off", "reasoning", "<think>\nMeasure first, then saw. Sawing takes longest, maybe 20. Then", "fallback"),
  ],
  structured: [
    object("good", "valid", { subtasks: steps.map(([subtask, minutes]) => ({ subtask, minutes })) }, steps),
    object("string-value", "minutes as strings", { subtasks: steps.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, steps),
    object("renamed-field", "steps / step / duration", { steps: steps.map(([step, duration]) => ({ step, duration })) }, steps),
    object("extra-field", "a place beside each", { subtasks: steps.map(([subtask, minutes]) => ({ subtask, minutes, place: "Brackenford Green" })) }, steps),
    object("refusal", "a refusal as the only step", { subtasks: [{ subtask: "I'm sorry, I can't break this down.", minutes: 60 }] }, "fallback"),
    rawAnswer("cut-off", "cut off after two steps", `{"subtasks": [{"subtask": "measuring the planks", "minutes": 10}, {"subtask": "sawing the planks", "minutes": 20}, {"subtask": "sand`, "fallback", { finishReason: "length" }),
  ],
});
