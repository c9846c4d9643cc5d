import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

type Entries = Array<[string, number]>;
const LOOM = "mending the looms (loom 3's broken heddles)";
const OIL = "mending the looms (oiling the shuttles)";
const TALK = "mending the looms (conversing about the skeins with Priya Lindqvist)";
const FIXED: Entries = [[LOOM, 30], [TALK, 15]];
const inputs = {
  name: "Rafael Mbeki",
  windowStart: "14:00",
  windowEnd: "16:00",
  originalEntries: [[LOOM, 60], [OIL, 60]],
  fixedEntries: FIXED,
  fallback: [...FIXED, [OIL, 75]],
};
const REST: Entries = [[LOOM, 30], [OIL, 45]];
const REST2: Entries = [[OIL, 75]];
const REST3: Entries = [[LOOM, 15], [OIL, 60]];
const lines = (rest: Entries, sep = " ~ ", dash = " -- ") => {
  let t = 14 * 60 + 45;
  const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return rest.map(([a, m]) => `${hm(t)}${sep}${hm((t += m))}${dash}${a}`).join("\n");
};

export default corpusOf<Entries>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(REST), [...FIXED, ...REST]),
    text("good", "gpt-3.5", `Here's the rest of Rafael's afternoon:\n\n${lines(REST)}`, [...FIXED, ...REST]),
    text("good", "llama-3-8b", lines(REST2), [...FIXED, ...REST2]),
    text("good", "qwen2.5-7b", lines(REST3), [...FIXED, ...REST3]),
    text("good", "mistral-7b", ` ${lines(REST)}\n\nThe loom is finished first, then the shuttles until four.`, [...FIXED, ...REST]),
    text("good", "1b", lines(REST2), [...FIXED, ...REST2]),
    text("good", "reasoning", `<think>\n80 minutes? No: 14:45 to 16:00 is 75. Finish loom 3 (30), then oil shuttles (45).\n</think>\n${lines(REST)}`, [...FIXED, ...REST]),
    text("good", "gpt-4o-mini", `14:00 ~ 14:30 -- ${LOOM}\n14:30 ~ 14:45 -- ${TALK}\n${lines(REST)}`, [...FIXED, ...REST]),
    text("good", "gpt-3.5", lines(REST3), [...FIXED, ...REST3]),
    text("good", "llama-3-8b", lines(REST), [...FIXED, ...REST]),
    text("good", "qwen2.5-7b", lines(REST), [...FIXED, ...REST]),
    text("good", "mistral-7b", ` ${lines(REST2)}`, [...FIXED, ...REST2]),
    text("format", "llama-3-8b", lines(REST, " - ", ": "), [...FIXED, ...REST]),
    text("format", "qwen2.5-7b", `| Start | End | Activity |\n|---|---|---|\n| 14:45 | 15:15 | ${LOOM} |\n| 15:15 | 16:00 | ${OIL} |`, [...FIXED, ...REST]),
    text("format", "gpt-3.5", `2:45 pm ~ 3:15 pm -- ${LOOM}\n3:15 pm ~ 4:00 pm -- ${OIL}`, [...FIXED, ...REST]),
    text("format", "mistral-7b", lines(REST).split("\n").map((l) => `- ${l}`).join("\n"), [...FIXED, ...REST]),
    text("format", "gpt-4o-mini", "```\n" + lines(REST) + "\n```", [...FIXED, ...REST]),
    text("format", "qwen2.5-7b", `Final answer:\n${lines(REST2)}`, [...FIXED, ...REST2]),
    text("label", "gpt-3.5", `${lines(REST)}\n\n(Rafael finishes loom 3 before moving on to the shuttles.)`, [...FIXED, ...REST]),
    text("sub-bullets", "llama-3-8b", `${lines(REST).split("\n")[0]}\n  - replace the two broken heddles\n${lines(REST).split("\n")[1]}\n  - all six shuttles`, [...FIXED, ...REST]),
    text("refusal", "refusal", "I'm sorry, but I can't reschedule someone's day.", "fallback"),
    text("placeholder", "1b", "HH:MM ~ HH:MM -- activity", "fallback"),
    capped("gpt-4o-mini", `${lines(REST).split("\n")[0]}\n15:15 ~ 16:00 -- mending the lo`, "fallback"),
    capped("mistral-7b", lines(REST).split("\n")[0]!, "fallback"),
    text("cut-off", "reasoning", "<think>\nThe window is 14:00 to 16:00. The talk with Priya ends at 14:45. What is left of loom 3? He had an hour planned and did 30 minutes, so", "fallback"),
    text("loop", "1b", `14:45 ~ 15:00 -- ${OIL}\n14:45 ~ 15:00 -- ${OIL}\n14:45 ~ 15:00 -- ${OIL}\n14:45 ~ 15:00 -- ${OIL}`, "fallback"),
  ],
  structured: [
    object("good", "valid", { entries: [{ start: "14:45", end: "15:15", activity: LOOM }, { start: "15:15", end: "16:00", activity: OIL }] }, [...FIXED, ...REST]),
    object("good", "one entry", { entries: [{ start: "14:45", end: "16:00", activity: OIL }] }, [...FIXED, ...REST2]),
    object("extra-field", "minutes beside", { entries: [{ start: "14:45", end: "15:15", minutes: 30, activity: LOOM }, { start: "15:15", end: "16:00", minutes: 45, activity: OIL }] }, [...FIXED, ...REST]),
    object("renamed-field", "from and to", { entries: [{ from: "14:45", to: "15:15", activity: LOOM }, { from: "15:15", to: "16:00", activity: OIL }] }, [...FIXED, ...REST]),
    object("format", "am/pm times", { entries: [{ start: "2:45 pm", end: "3:15 pm", activity: LOOM }, { start: "3:15 pm", end: "4:00 pm", activity: OIL }] }, [...FIXED, ...REST]),
    object("refusal", "empty", { entries: [] }, "fallback"),
    rawAnswer("malformed", "the text lines", lines(REST), [...FIXED, ...REST]),
    rawAnswer("cut-off", "cut in the second entry", `{"entries": [{"start": "14:45", "end": "15:15", "activity": "${LOOM}"}, {"start": "15:15", "end": "16:`, "fallback", { finishReason: "length" }),
  ],
});
