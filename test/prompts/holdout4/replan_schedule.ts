import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const CLEAR = "repairing channels (clearing sand from the school channel)";
const PATCH = "repairing channels (patching the sluice gate)";
const FIXED: ScheduleEntry[] = [
  [CLEAR, 20],
  ["repairing channels (conversing about the fountain with Hana Salazar)", 20],
];
const inputs = {
  name: "Tariq Oduya",
  windowStart: "14:00",
  windowEnd: "16:00",
  originalEntries: [
    [CLEAR, 60],
    [PATCH, 60],
  ],
  fixedEntries: FIXED,
  fallback: [...FIXED, [PATCH, 80]],
};

const BOTH: ScheduleEntry[] = [...FIXED, [CLEAR, 20], [PATCH, 60]];
const PATCH_ONLY: ScheduleEntry[] = [...FIXED, [PATCH, 80]];
const BOTH_LINES = `14:40 ~ 15:00 -- ${CLEAR}\n15:00 ~ 16:00 -- ${PATCH}`;

export default corpusOf<ScheduleEntry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", BOTH_LINES, BOTH),
    text("good", "gpt-3.5", `Sure! Here's the rest of Tariq's afternoon:\n\n${BOTH_LINES}\n\nHope this helps!`, BOTH),
    text("good", "llama-3-8b", `14:40 ~ 16:00 -- ${PATCH}`, PATCH_ONLY),
    text("good", "qwen2.5-7b", BOTH_LINES, BOTH),
    text("good", "1b", `14:40 ~ 16:00 -- ${PATCH}`, PATCH_ONLY),
    text("good", "reasoning", `<think>\n80 minutes left. The clearing stopped at 20 of 60; finish it in 20, then the sluice for 60. 20 + 60 = 80.\n</think>\n${BOTH_LINES}`, BOTH),
    text("good", "gpt-4o-mini", "```\n" + BOTH_LINES + "\n```", BOTH),
    text("good", "llama-3-8b", `**14:40 ~ 15:00** -- ${CLEAR}\n**15:00 ~ 16:00** -- ${PATCH}`, BOTH),
    text("good", "qwen2.5-7b", `14:00 ~ 14:20 -- ${FIXED[0]![0]}\n14:20 ~ 14:40 -- ${FIXED[1]![0]}\n${BOTH_LINES}`, BOTH),
    text("format", "gpt-3.5", `2:40 pm ~ 3:00 pm -- ${CLEAR}\n3:00 pm ~ 4:00 pm -- ${PATCH}`, BOTH),
    text("format", "gpt-4o-mini", `• 14:40–15:00: ${CLEAR}\n• 15:00–16:00: ${PATCH}`, BOTH),
    text("format", "llama-3-8b", `| Start | End | Activity |\n|---|---|---|\n| 14:40 | 15:00 | ${CLEAR} |\n| 15:00 | 16:00 | ${PATCH} |`, BOTH),
    text("label", "qwen2.5-7b", `${BOTH_LINES}\n\n(Note: the sluice gate must be done before the evening water run.)`, BOTH),
    text("number-in-text", "gpt-4o-mini", `14:40 ~ 15:00 -- ${CLEAR}\n15:00 ~ 16:00 -- repairing channels (patching the sluice gate with 2 new boards)`, [...FIXED, [CLEAR, 20], ["repairing channels (patching the sluice gate with 2 new boards)", 60]]),
    text("refusal", "refusal", "I'm sorry, but I can't rewrite someone's schedule.", "fallback"),
    capped("gpt-3.5", `14:40 ~ 15:00 -- ${CLEAR}\n15:00 ~ 16:`, "fallback"),
    text("good", "1b", `14:40 ~ 15:00 -- ${CLEAR}\n15:00 ~ 15:30 -- ${PATCH}`, "fallback"),
    text("cut-off", "reasoning", "<think>\nEighty minutes remain. He was clearing sand; that is not finished, so", "fallback"),
  ],
  structured: [
    object("good", "valid", { entries: [{ start: "14:40", end: "15:00", activity: CLEAR }, { start: "15:00", end: "16:00", activity: PATCH }] }, BOTH),
    object("good", "the sluice only", { entries: [{ start: "14:40", end: "16:00", activity: PATCH }] }, PATCH_ONLY),
    object("renamed-field", "schedule for entries", { schedule: [{ start: "14:40", end: "15:00", activity: CLEAR }, { start: "15:00", end: "16:00", activity: PATCH }] }, BOTH),
    object("renamed-field", "from / to / task", { entries: [{ from: "14:40", to: "15:00", task: CLEAR }, { from: "15:00", to: "16:00", task: PATCH }] }, BOTH),
    object("good", "ends too early", { entries: [{ start: "14:40", end: "15:30", activity: PATCH }] }, "fallback"),
    object("refusal", "empty", { entries: [] }, "fallback"),
    rawAnswer("cut-off", "cut off in the second entry", `{"entries": [{"start": "14:40", "end": "15:00", "activity": "${CLEAR}"}, {"start": "15:00", "end": "16:`, "fallback", { finishReason: "length" }),
  ],
});
