import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const FIXED: ScheduleEntry[] = [
  ["tending the mules (feeding the mules)", 30],
  ["tending the mules (conversing about the festival balcony with Lena Sommer)", 15],
];
const inputs = {
  name: "Matthias Keller",
  windowStart: "15:00",
  windowEnd: "17:00",
  originalEntries: [
    ["tending the mules (feeding the mules)", 60],
    ["tending the mules (mending a pack saddle)", 60],
  ],
  fixedEntries: FIXED,
  fallback: [...FIXED, ["tending the mules (mending a pack saddle)", 75]],
};

const FEED_THEN_MEND: ScheduleEntry[] = [...FIXED, ["tending the mules (feeding the mules)", 15], ["tending the mules (mending a pack saddle)", 60]];
const MEND: ScheduleEntry[] = [...FIXED, ["tending the mules (mending a pack saddle)", 75]];
const FEED_THEN_MEND_LINES = "15:45 ~ 16:00 -- tending the mules (feeding the mules)\n16:00 ~ 17:00 -- tending the mules (mending a pack saddle)";

export default corpusOf<ScheduleEntry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "15:45 ~ 17:00 -- tending the mules (mending a pack saddle)", MEND),
    text("good", "qwen2.5-7b", FEED_THEN_MEND_LINES, FEED_THEN_MEND),
    text("good", "llama-3-8b", `Here is the updated schedule:\n\n${FEED_THEN_MEND_LINES}`, FEED_THEN_MEND),
    text("good", "gpt-4o-mini", FEED_THEN_MEND_LINES, FEED_THEN_MEND),
    text("good", "gpt-3.5", "Here is the rest of Matthias's afternoon:\n\n15:45 ~ 17:00 -- tending the mules (mending a pack saddle)\n\nThe mules were mostly fed before Lena arrived, so he goes straight to the saddle.", MEND),
    text("good", "llama-3-8b", "**15:45 ~ 16:00** -- tending the mules (feeding the mules)\n**16:00 ~ 17:00** -- tending the mules (mending a pack saddle)", FEED_THEN_MEND),
    text("good", "qwen2.5-7b", `15:00 ~ 15:30 -- tending the mules (feeding the mules)\n15:30 ~ 15:45 -- tending the mules (conversing about the festival balcony with Lena Sommer)\n${FEED_THEN_MEND_LINES}`, FEED_THEN_MEND),
    text("good", "reasoning", `<think>\nLet me think. 75 minutes remain. Feeding was cut at 30 of 60 minutes; finish it in 15, then the saddle for 60. 15 + 60 = 75.\n</think>\n${FEED_THEN_MEND_LINES}`, FEED_THEN_MEND),
    text("good", "1b", "15:45 ~ 17:00 -- tending the mules (mending a pack saddle)", MEND),
    text("format", "gpt-3.5", "3:45 pm ~ 4:00 pm -- tending the mules (feeding the mules)\n4:00 pm ~ 5:00 pm -- tending the mules (mending a pack saddle)", FEED_THEN_MEND),
    text("label", "gpt-4o-mini", `${FEED_THEN_MEND_LINES}\n\nNote: Matthias can ask the farrier about the grey mule tomorrow.`, FEED_THEN_MEND),
    text("number-words", "gpt-3.5", "15:45 ~ 16:00 -- tending the mules (feeding the mules)\n16:00 ~ 17:00 -- tending the mules (mending two pack saddles)", [...FIXED, ["tending the mules (feeding the mules)", 15], ["tending the mules (mending two pack saddles)", 60]]),
    text("refusal", "refusal", "I'm sorry, but I can't adjust Matthias's schedule without knowing more about his day.", "fallback"),
    capped("gpt-4o-mini", "15:45 ~ 16:00 -- tending the mules (feeding the mules)\n16:00 ~ 17:", "fallback"),
    text("good", "1b", "15:45 ~ 16:00 -- tending the mules (feeding the mules)\n16:00 ~ 16:30 -- tending the mules (mending a pack saddle)", "fallback"),
  ],
  structured: [
    object("good", "the saddle only", { entries: [{ start: "15:45", end: "17:00", activity: "tending the mules (mending a pack saddle)" }] }, MEND),
    object("good", "valid", { entries: [{ start: "15:45", end: "16:00", activity: "tending the mules (feeding the mules)" }, { start: "16:00", end: "17:00", activity: "tending the mules (mending a pack saddle)" }] }, FEED_THEN_MEND),
    object("renamed-field", "schedule for entries", { schedule: [{ start: "15:45", end: "17:00", activity: "tending the mules (mending a pack saddle)" }] }, MEND),
    object("extra-field", "minutes beside", { entries: [{ start: "15:45", end: "17:00", minutes: 75, activity: "tending the mules (mending a pack saddle)" }] }, MEND),
    object("string-value", "12-hour times", { entries: [{ start: "3:45 pm", end: "4:00 pm", activity: "tending the mules (feeding the mules)" }, { start: "4:00 pm", end: "5:00 pm", activity: "tending the mules (mending a pack saddle)" }] }, FEED_THEN_MEND),
    object("refusal", "a refusal as the activity", { entries: [{ start: "15:45", end: "17:00", activity: "I'm sorry, I can't help with that." }] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the second entry", '{"entries": [{"start": "15:45", "end": "16:00", "activity": "tending the mules (feeding the mules)"}, {"start": "16:00", "end": "17:', "fallback", { finishReason: "length" }),
  ],
});
