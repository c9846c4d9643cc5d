import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = {
  identity: { ...tomasz, currTime: "2024-09-09T10:00:00" },
  task: "repainting the ferry",
  durationMinutes: 60,
  startTime: "10:00",
  context: [
    { start: "09:00", end: "10:00", activity: "running the ferry" },
    { start: "10:00", end: "11:00", activity: "repainting the ferry" },
    { start: "11:00", end: "12:00", activity: "running the ferry" },
  ],
};

const STEPS: ScheduleEntry[] = [
  ["fetching the paint and brushes from the shed", 10],
  ["sanding the rail", 20],
  ["wiping off the dust", 5],
  ["painting the rail", 20],
  ["cleaning the brushes", 5],
];
const steps = (s: ScheduleEntry[]) => s.map(([t, m], i) => `${i + 1}) ${t} (minutes: ${m})`).join("\n");

export default corpusOf<ScheduleEntry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", steps(STEPS), STEPS),
    text("good", "gpt-3.5", `Sure! Here's how Tomasz would break down repainting the ferry:\n\n${steps(STEPS)}\n\nThat adds up to 60 minutes.`, STEPS),
    text("good", "llama-3-8b", STEPS.map(([s, m], i) => `${i + 1}. **${s}** (minutes: ${m})`).join("\n"), STEPS),
    text("good", "qwen2.5-7b", STEPS.map(([s, m], i) => `${i + 1}) ${s} (${m} minutes)`).join("\n"), STEPS),
    text("good", "reasoning", `<think>\n60 minutes. Fetch paint 10, sand 20, wipe 5, paint 20, clean brushes 5. Sum 60.\n</think>\n${steps(STEPS)}`, STEPS),
    text("number-in-text", "gpt-3.5", "1) fetching 2 tins of paint and the brushes from the shed (minutes: 10)\n2) sanding the rail (minutes: 20)\n3) wiping off the dust (minutes: 5)\n4) painting the rail (minutes: 20)\n5) cleaning the brushes (minutes: 5)", [["fetching 2 tins of paint and the brushes from the shed", 10], ...STEPS.slice(1)]),
    text("format", "llama-3-8b", `| Step | Minutes |\n|---|---|\n${STEPS.map(([s, m]) => `| ${s} | ${m} |`).join("\n")}`, STEPS),
    text("sub-bullets", "llama-3-8b", "1) fetching the paint and brushes from the shed (minutes: 10)\n2) sanding the rail (minutes: 20)\n   - starting at the bow\n   - working back to the stern\n3) wiping off the dust (minutes: 5)\n4) painting the rail (minutes: 20)\n5) cleaning the brushes (minutes: 5)", STEPS),
    text("label", "gpt-4o-mini", `${steps(STEPS)}\n\nTotal: 60 minutes`, STEPS),
    text("refusal", "refusal", "I'm sorry, but I can't break this task down without more information about the ferry.", "fallback"),
    capped("gpt-3.5", "1) fetching the paint and brushes from the shed (minutes: 10)\n2) sanding the rail (minutes: 20)\n3) wiping off the dust (min", "fallback"),
    text("cut-off", "reasoning", "<think>\nSixty minutes of repainting. He would first need to fetch the paint. Then sand. How long does sanding a rail", "fallback"),
  ],
  structured: [
    object("good", "valid", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS),
    object("string-value", "minutes as strings", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, STEPS),
    object("renamed-field", "step / duration", { subtasks: STEPS.map(([step, duration]) => ({ step, duration })) }, STEPS),
    object("extra-field", "a total beside", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })), total: 60 }, STEPS),
    object("refusal", "a refusal as the only step", { subtasks: [{ subtask: "I cannot do this.", minutes: 60 }] }, "fallback"),
    rawAnswer("cut-off", "cut off after two steps", '{"subtasks": [{"subtask": "fetching the paint and brushes from the shed", "minutes": 10}, {"subtask": "sanding the rail", "minutes": 20}, {"subt', "fallback", { finishReason: "length" }),
  ],
});
