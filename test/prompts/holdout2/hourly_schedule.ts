import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = {
  identity: { ...priya, currTime: "2024-09-09T00:00:00" },
  wakeUpHour: 6,
  dailyPlan: [
    "wake up and go for a run along the towpath at 6:30 am",
    "teach the Year 4 class from 9:00 am to 12:00 pm",
    "have lunch in the staff room at 12:00 pm",
    "teach from 1:00 pm to 3:00 pm",
    "train the rowing crew at the quay from 4:00 pm to 5:30 pm",
    "mark homework at 7:00 pm",
    "go to bed at 11:00 pm",
  ],
};

const SCHED: HourlyActivity[] = [
  [6, "going for a run along the towpath"],
  [7, "having a shower and breakfast"],
  [8, "cycling to school and setting up the classroom"],
  [9, "teaching the Year 4 class"],
  [10, "teaching the Year 4 class"],
  [11, "teaching the Year 4 class"],
  [12, "having lunch in the staff room"],
  [13, "teaching"],
  [14, "teaching"],
  [15, "tidying the classroom"],
  [16, "training the rowing crew at the quay"],
  [17, "bailing out the school's boat"],
  [18, "cooking dinner"],
  [19, "marking homework"],
  [20, "marking homework"],
  [21, "reading a book"],
  [22, "getting ready for bed"],
  [23, "sleeping"],
].map(([hour, activity]) => ({ hour: hour as number, activity: activity as string }));
const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
const lines = (s: HourlyActivity[]) => s.map((e) => `${hh(e.hour)} - ${e.activity}`).join("\n");

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(SCHED), SCHED),
    text("good", "gpt-3.5", `Here is Priya's schedule for today:\n\n${lines(SCHED)}\n\nShe has a full day, but the evening gives her time to unwind.`, SCHED),
    text("good", "llama-3-8b", `**Priya's Hourly Schedule**\n\n${SCHED.map((s) => `* **${hh(s.hour)}** - ${s.activity}`).join("\n")}`, SCHED),
    text("good", "qwen2.5-7b", SCHED.map((s) => `${hh(s.hour)} – ${s.activity}`).join("\n"), SCHED),
    text("good", "reasoning", `<think>\nRun at 6:30, school 9 to 3 with lunch at 12, rowing at 4, marking at 7, bed at 11. Fill the gaps.\n</think>\n${lines(SCHED)}`, SCHED),
    text("format", "llama-3-8b", `| Time | Activity |\n|------|----------|\n${SCHED.map((s) => `| ${hh(s.hour)} | ${s.activity} |`).join("\n")}`, SCHED),
    text("format", "gpt-3.5", SCHED.map((s) => `${s.hour > 12 ? s.hour - 12 : s.hour}:00 ${s.hour >= 12 ? "pm" : "am"} - ${s.activity}`).join("\n"), SCHED),
    text("label", "gpt-4o-mini", lines(SCHED.map((s) => (s.hour === 16 ? { ...s, activity: `${s.activity} (the regatta is on Saturday)` } : s))), SCHED),
    text("refusal", "refusal", "I'm sorry, but I can't help with creating a detailed schedule for a real person.", "fallback"),
    capped("gpt-3.5", `${lines(SCHED.slice(0, 9))}\n15:00 - walking the`, "fallback"),
    text("cut-off", "1b", lines(SCHED.slice(0, 5)), "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule: SCHED }, SCHED),
    object("string-value", "hours as strings", { schedule: SCHED.map((s) => ({ hour: hh(s.hour), activity: s.activity })) }, SCHED),
    object("renamed-field", "time / task for hour / activity", { schedule: SCHED.map((s) => ({ time: s.hour, task: s.activity })) }, SCHED),
    object("missing-field", "the evening left out", { schedule: SCHED.slice(0, 10) }, "fallback"),
    object("refusal", "a refusal in the first activity, the rest empty", { schedule: [{ hour: 6, activity: "I'm sorry, I can't do that." }] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the list", `{"schedule": [{"hour": 6, "activity": "${SCHED[0]!.activity}"}, {"hour": 7, "activity": "hav`, "fallback", { finishReason: "length" }),
  ],
});
