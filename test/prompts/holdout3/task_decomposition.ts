import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-16T20:15:00" },
  task: "turning the cheese wheels in the cellar",
  durationMinutes: 45,
  startTime: "20:15",
  context: [
    { start: "19:15", end: "20:15", activity: "doing the dairy's accounts" },
    { start: "20:15", end: "21:00", activity: "turning the cheese wheels in the cellar" },
    { start: "21:00", end: "21:30", activity: "getting ready for bed" },
  ],
};

const STEPS: ScheduleEntry[] = [
  ["checking the cellar thermometer", 5],
  ["turning the wheels on the upper shelves", 15],
  ["brushing the rinds with salt water", 15],
  ["turning the wheels on the lower shelves", 5],
  ["noting the turn in the cellar log", 5],
];
const steps = (s: ScheduleEntry[]) => s.map(([t, m], i) => `${i + 1}) ${t} (minutes: ${m})`).join("\n");

const STEPS2: ScheduleEntry[] = [
  ["checking the thermometer and writing down the reading", 5],
  ["turning the wheels on the top shelf", 10],
  ["turning the wheels on the middle shelf", 10],
  ["turning the wheels on the bottom shelf", 10],
  ["wiping the rinds with brine", 10],
];

export default corpusOf<ScheduleEntry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", steps(STEPS2), STEPS2),
    text("good", "qwen2.5-7b", steps(STEPS2), STEPS2),
    text("good", "llama-3-8b", `Here's the breakdown:\n\n${steps(STEPS2)}`, STEPS2),
    text("good", "gpt-4o-mini", steps(STEPS), STEPS),
    text("good", "gpt-3.5", `Here's how Anouk would break it down:\n\n${steps(STEPS)}\n\nThat adds up to 45 minutes.`, STEPS),
    text("good", "llama-3-8b", STEPS.map(([s, m], i) => `${i + 1}. **${s}** (minutes: ${m})`).join("\n"), STEPS),
    text("good", "qwen2.5-7b", STEPS.map(([s, m], i) => `${i + 1}) ${s} - ${m} min`).join("\n"), STEPS),
    text("good", "reasoning", `<think>\nLet me think. 45 minutes: thermometer first, given the odd readings, 5. Upper shelves 15, brine the rinds 15, lower shelves 5, log 5. Total 45.\n</think>\n${steps(STEPS)}`, STEPS),
    text("good", "1b", "1) checking the thermometer (minutes: 5)\n2) turning the wheels (minutes: 30)\n3) writing the log (minutes: 10)", [["checking the thermometer", 5], ["turning the wheels", 30], ["writing the log", 10]]),
    text("number-in-text", "gpt-3.5", "1) checking the cellar thermometer (minutes: 5)\n2) turning the 40 wheels on the upper shelves (minutes: 15)\n3) brushing the rinds with salt water (minutes: 15)\n4) turning the wheels on the lower shelves (minutes: 5)\n5) noting the turn in the cellar log (minutes: 5)", [STEPS[0]!, ["turning the 40 wheels on the upper shelves", 15], ...STEPS.slice(2)]),
    text("number-words", "llama-3-8b", "1) checking the cellar thermometer (minutes: five)\n2) turning the wheels on the upper shelves (minutes: fifteen)\n3) brushing the rinds with salt water (minutes: fifteen)\n4) turning the wheels on the lower shelves (minutes: five)\n5) noting the turn in the cellar log (minutes: five)", STEPS),
    text("format", "qwen2.5-7b", `| # | Step | Minutes |\n|---|---|---|\n${STEPS.map(([s, m], i) => `| ${i + 1} | ${s} | ${m} |`).join("\n")}`, STEPS),
    text("label", "gpt-3.5", STEPS.map(([s, m], i) => `Step ${i + 1}: ${s} (minutes: ${m})`).join("\n"), STEPS),
    text("sub-bullets", "llama-3-8b", `${steps(STEPS.slice(0, 2))}\n   - starting with the oldest wheels\n   - checking each rind for cracks\n${steps(STEPS.slice(2)).replace(/^(\d)/gm, (d) => String(Number(d) + 2))}`, STEPS),
    text("refusal", "refusal", "I'm sorry, but I don't have enough information about cheese-making to break this down.", "fallback"),
    capped("gpt-3.5", "1) checking the cellar thermometer (minutes: 5)\n2) turning the wheels on the upper shelves (minutes: 15)\n3) brushing the rinds with salt", "fallback"),
  ],
  structured: [
    object("good", "shelf by shelf", { subtasks: STEPS2.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS2),
    object("good", "valid", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS),
    object("string-value", "minutes with their unit", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes: `${minutes} minutes` })) }, STEPS),
    object("renamed-field", "task / duration", { subtasks: STEPS.map(([task, duration]) => ({ task, duration })) }, STEPS),
    object("extra-field", "a total beside", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })), total_minutes: 45 }, STEPS),
    object("refusal", "a refusal as the only step", { subtasks: [{ subtask: "I'm unable to break down this task.", minutes: 45 }] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the third step", '{"subtasks": [{"subtask": "checking the cellar thermometer", "minutes": 5}, {"subtask": "turning the wheels on the upper shelves", "minutes": 15}, {"subtask": "brushing the ri', "fallback", { finishReason: "length" }),
    rawAnswer("malformed", "trailing commas", `{"subtasks": [${STEPS.map(([subtask, minutes]) => `{"subtask": "${subtask}", "minutes": ${minutes},}`).join(", ")},]}`, STEPS),
  ],
});
