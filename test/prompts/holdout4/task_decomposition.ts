import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-14T09:30:00" },
  task: "pressing date syrup in the press shed",
  durationMinutes: 60,
  startTime: "09:30",
  context: [
    { start: "05:00", end: "09:00", activity: "picking dates in the palm rows" },
    { start: "09:30", end: "10:30", activity: "pressing date syrup in the press shed" },
    { start: "10:30", end: "13:00", activity: "sorting dates for the stall" },
  ],
};

const STEPS: ScheduleEntry[] = [
  ["washing the morning's dates", 10],
  ["loading the dates into the date press", 10],
  ["turning the press", 20],
  ["straining the syrup into the syrup vat", 15],
  ["scraping out the press", 5],
];
const STEPS2: ScheduleEntry[] = [
  ["soaking the dates in warm water", 15],
  ["pressing the soaked dates", 25],
  ["straining and bottling the syrup", 20],
];
const steps = (s: ScheduleEntry[], fmt = (t: string, m: number) => `${t} (minutes: ${m})`) => s.map(([t, m], i) => `${i + 1}) ${fmt(t, m)}`).join("\n");

export default corpusOf<ScheduleEntry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", steps(STEPS), STEPS),
    text("good", "gpt-3.5", `Sure! Here's how Nadia would break it down:\n\n${steps(STEPS)}\n\nTotal: 60 minutes.`, STEPS),
    text("good", "llama-3-8b", STEPS.map(([s, m], i) => `${i + 1}. **${s}** (minutes: ${m})`).join("\n"), STEPS),
    text("good", "qwen2.5-7b", steps(STEPS2), STEPS2),
    text("good", "1b", "1) pressing dates (minutes: 40)\n2) bottling syrup (minutes: 20)", [["pressing dates", 40], ["bottling syrup", 20]]),
    text("good", "reasoning", `<think>\nSixty minutes. Wash 10, load 10, press 20, strain 15, clean 5. That is 60.\n</think>\n${steps(STEPS)}`, STEPS),
    text("good", "gpt-4o-mini", steps(STEPS2, (t, m) => `${t} (${m} minutes)`), STEPS2),
    text("format", "qwen2.5-7b", STEPS.map(([s, m], i) => `Step ${i + 1} - ${s}: ${m} min`).join("\n"), STEPS),
    text("format", "llama-3-8b", `| Step | Minutes |\n|------|---------|\n${STEPS.map(([s, m]) => `| ${s} | ${m} |`).join("\n")}`, STEPS),
    text("format", "gpt-3.5", STEPS2.map(([s, m]) => `• ${s} (minutes: ${m})`).join("\n"), STEPS2),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(STEPS2.map(([subtask, minutes]) => ({ subtask, minutes })), null, 2) + "\n```", STEPS2),
    text("number-words", "gpt-3.5", "1) soaking the dates in warm water (minutes: fifteen)\n2) pressing the soaked dates (minutes: twenty-five)\n3) straining and bottling the syrup (minutes: twenty)", STEPS2),
    text("number-in-text", "gpt-4o-mini", "1) washing 30 kilos of dates (minutes: 10)\n2) loading the dates into the date press (minutes: 10)\n3) turning the press 3 times (minutes: 20)\n4) straining the syrup into the syrup vat (minutes: 15)\n5) scraping out the press (minutes: 5)", [["washing 30 kilos of dates", 10], ["loading the dates into the date press", 10], ["turning the press 3 times", 20], ...STEPS.slice(3)]),
    text("label", "llama-3-8b", `${steps(STEPS)}\n\n(Note: the syrup needs to cool before bottling.)`, STEPS),
    text("sub-bullets", "qwen2.5-7b", `${steps(STEPS.slice(0, 3))}\n   - slowly, so the stones don't crack\n   - two turns at a time\n${STEPS.slice(3).map(([s, m], i) => `${i + 4}) ${s} (minutes: ${m})`).join("\n")}`, STEPS),
    text("refusal", "refusal", "I'm sorry, but I'm not familiar enough with date syrup production to break this task down.", "fallback"),
    capped("gpt-3.5", "1) washing the morning's dates (minutes: 10)\n2) loading the dates into the date press (minutes: 10)\n3) turning the pr", "fallback"),
    text("cut-off", "reasoning", "<think>\nSixty minutes of pressing. First the dates must be washed, then", "fallback"),
  ],
  structured: [
    object("good", "valid", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS),
    object("good", "three steps", { subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS2),
    object("string-value", "minutes as strings", { subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, STEPS2),
    object("renamed-field", "step / duration_minutes", { subtasks: STEPS.map(([step, duration_minutes]) => ({ step, duration_minutes })) }, STEPS),
    object("nested-json", "pairs as arrays", { subtasks: STEPS2.map(([s, m]) => [s, m]) }, STEPS2),
    object("refusal", "empty", { subtasks: [] }, "fallback"),
    rawAnswer("malformed", "single quotes", `{'subtasks': [${STEPS2.map(([s, m]) => `{'subtask': '${s}', 'minutes': ${m}}`).join(", ")}]}`, STEPS2),
    rawAnswer("cut-off", "cut off in the fourth step", `{"subtasks": [${STEPS.slice(0, 3).map(([subtask, minutes]) => JSON.stringify({ subtask, minutes })).join(", ")}, {"subtask": "straining the sy`, "fallback", { finishReason: "length" }),
  ],
});
