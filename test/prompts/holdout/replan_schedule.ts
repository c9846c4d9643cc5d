import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const fixed: ScheduleEntry[] = [
  ["delivering chairs (loading the van)", 20],
  ["delivering chairs (conversing about the stage with Lena Voss)", 10],
];
const rest: ScheduleEntry[] = [
  ["delivering chairs (driving to The Lantern Inn)", 30],
  ["delivering chairs (carrying the chairs inside)", 60],
];
const whole = [...fixed, ...rest];
const inputs = {
  name: "Owen Pryce",
  windowStart: "14:00",
  windowEnd: "16:00",
  originalEntries: [
    ["delivering chairs (loading the van)", 30],
    ["delivering chairs (driving to The Lantern Inn)", 30],
    ["delivering chairs (carrying the chairs inside)", 60],
  ],
  fixedEntries: fixed,
  fallback: [...fixed, ["delivering chairs (driving to The Lantern Inn)", 30], ["delivering chairs (carrying the chairs inside)", 60]],
};
const lines = "14:30 ~ 15:00 -- delivering chairs (driving to The Lantern Inn)\n15:00 ~ 16:00 -- delivering chairs (carrying the chairs inside)";

export default corpusOf<ScheduleEntry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines, whole),
    text("good", "gpt-4o-mini", `14:00 ~ 14:20 -- delivering chairs (loading the van)\n14:20 ~ 14:30 -- delivering chairs (conversing about the stage with Lena Voss)\n${lines}`, whole),
    text("good", "gpt-3.5", `Here is the rest of Owen's schedule:\n\n${lines.replace(/-- /g, "-- Owen is ")}`, whole),
    text("good", "llama-3-8b", "**Revised schedule:**\n\n- **2:30 PM - 3:00 PM** -- delivering chairs (driving to The Lantern Inn)\n- **3:00 PM - 4:00 PM** -- delivering chairs (carrying the chairs inside)\n\nOwen still finishes by 4 pm.", whole),
    text("good", "qwen2.5-7b", '```json\n[{"start": "14:30", "end": "15:00", "activity": "delivering chairs (driving to The Lantern Inn)"}, {"start": "15:00", "end": "16:00", "activity": "delivering chairs (carrying the chairs inside)"}]\n```', whole),
    text("good", "reasoning", `<think>\nResume at 14:30 with 90 minutes: drive 30, carry 60.\n</think>\n${lines}`, whole),
    text("format", "gpt-4o-mini", "| Start | End | Activity |\n|---|---|---|\n| 14:30 | 15:00 | delivering chairs (driving to The Lantern Inn) |\n| 15:00 | 16:00 | delivering chairs (carrying the chairs inside) |", whole),
    text("label", "gpt-3.5", `${lines}\n\n(This reflects the 10 minutes spent talking with Lena.)`, whole),
    text("sub-bullets", "llama-3-8b", "14:30 ~ 15:00 -- delivering chairs (driving to The Lantern Inn)\n  - 14:45 stop for fuel\n15:00 ~ 16:00 -- delivering chairs (carrying the chairs inside)", whole),
    text("refusal", "refusal", "I'm sorry, but I cannot modify this schedule.", "fallback"),
    text("placeholder", "1b", "HH:MM ~ HH:MM -- activity\nHH:MM ~ HH:MM -- activity", "fallback"),
    capped("gpt-4o-mini", "14:30 ~ 15:00 -- delivering chairs (driving to The Lantern Inn)\n15:00 ~ 16:00 -- delivering chairs (carrying the ch", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe chat ends at 14:30. The remaining 90 minutes should go to", "fallback"),
  ],
  structured: [
    object("good", "valid", { entries: [{ start: "14:30", end: "15:00", activity: rest[0]![0] }, { start: "15:00", end: "16:00", activity: rest[1]![0] }] }, whole),
    object("renamed-field", "schedule / from / to", { schedule: [{ from: "14:30", to: "15:00", activity: rest[0]![0] }, { from: "15:00", to: "16:00", activity: rest[1]![0] }] }, whole),
    object("extra-field", "minutes beside each", { entries: [{ start: "14:30", end: "15:00", activity: rest[0]![0], minutes: 30 }, { start: "15:00", end: "16:00", activity: rest[1]![0], minutes: 60 }] }, whole),
    object("good", "twelve-hour times", { entries: [{ start: "2:30 PM", end: "3:00 PM", activity: rest[0]![0] }, { start: "3:00 PM", end: "4:00 PM", activity: rest[1]![0] }] }, whole),
    object("refusal", "a refusal as the activity", { entries: [{ start: "14:30", end: "16:00", activity: "I'm sorry, I can't re-plan this." }] }, "fallback"),
    rawAnswer("cut-off", "cut off in the second entry", `{"entries": [{"start": "14:30", "end": "15:00", "activity": "delivering chairs (driving to The Lantern Inn)"}, {"start": "15:00", "end": "16:`, "fallback", { finishReason: "length" }),
  ],
});
