import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { lena } from "./fixtures.js";

const inputs = {
  identity: { ...lena, currTime: "2024-09-16T00:00:00" },
  wakeUpHour: 6,
  dailyPlan: [
    "wake up and walk the dog up to the chapel at 6:00 am",
    "sort the mail at 7:30 am",
    "open the post office from 8:00 am to 12:00 pm",
    "have lunch at home at 12:00 pm",
    "open the post office from 2:00 pm to 5:00 pm",
    "visit Ferdi to check on his voice at 5:30 pm",
    "go to bed at 11:00 pm",
  ],
};

const SCHED: HourlyActivity[] = (
  [
    [6, "walking the dog up to the chapel"],
    [7, "sorting the mail"],
    [8, "serving customers at the post office"],
    [9, "serving customers at the post office"],
    [10, "weighing parcels for the festival stalls"],
    [11, "serving customers at the post office"],
    [12, "having lunch at home"],
    [13, "choosing songs for the festival"],
    [14, "serving customers at the post office"],
    [15, "serving customers at the post office"],
    [16, "serving customers at the post office"],
    [17, "visiting Ferdi to check on his voice"],
    [18, "cooking dinner"],
    [19, "practising the festival songs at the piano"],
    [20, "phoning the choir members"],
    [21, "reading a book"],
    [22, "getting ready for bed"],
    [23, "sleeping"],
  ] as Array<[number, string]>
).map(([hour, activity]) => ({ hour, activity }));
const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
const lines = (s: HourlyActivity[]) => s.map((e) => `${hh(e.hour)} - ${e.activity}`).join("\n");
const twelve = (h: number) => `${h > 12 ? h - 12 : h} ${h >= 12 ? "PM" : "AM"}`;

const SIMPLE: HourlyActivity[] = [
  "waking up", "sorting the mail", "working at the post office", "working at the post office", "working at the post office",
  "working at the post office", "eating lunch", "resting", "working at the post office", "working at the post office",
  "working at the post office", "visiting Ferdi", "eating dinner", "practising songs", "practising songs", "reading",
  "going to bed", "sleeping",
].map((activity, i) => ({ hour: i + 6, activity }));

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "qwen2.5-7b", SCHED.map((s) => `${hh(s.hour)} – ${s.activity}`).join("\n"), SCHED),
    text("good", "1b", lines(SIMPLE), SIMPLE),
    text("good", "gpt-3.5", `Sure! Here is the schedule:\n\n${lines(SCHED)}\n\nLet me know if you need any changes.`, SCHED),
    text("good", "gpt-4o-mini", lines(SCHED), SCHED),
    text("good", "gpt-3.5", `Here is Lena's hour-by-hour schedule for Monday:\n\n${lines(SCHED)}\n\nA busy day, with the choir on her mind in the evening.`, SCHED),
    text("good", "llama-3-8b", SCHED.map((s) => `**${hh(s.hour)}** - ${s.activity}`).join("\n"), SCHED),
    text("good", "qwen2.5-7b", SCHED.map((s) => `${hh(s.hour)}-${hh((s.hour + 1) % 24)} - ${s.activity}`).join("\n"), SCHED),
    text("good", "reasoning", `<think>\nLet me think. Dog walk at 6, mail 7:30, post office 8-12 and 2-5, Ferdi at 5:30, bed at 11. Lunch break is 12-2, so 13:00 can be for the songs.\n</think>\n${lines(SCHED)}`, SCHED),
    text("format", "gpt-3.5", SCHED.map((s) => `${twelve(s.hour)}: ${s.activity}`).join("\n"), SCHED),
    text("format", "llama-3-8b", `| Hour | Activity |\n|:----:|----------|\n${SCHED.map((s) => `| ${hh(s.hour)} | ${s.activity} |`).join("\n")}`, SCHED),
    text("label", "gpt-4o-mini", lines(SCHED.map((s) => (s.hour === 17 ? { ...s, activity: `${s.activity} (as planned at 5:30 pm)` } : s))), SCHED),
    text("sub-bullets", "llama-3-8b", lines(SCHED).replace("10:00 - weighing parcels for the festival stalls", "10:00 - weighing parcels for the festival stalls\n   - the cheese stall's banner\n   - the raffle prizes"), SCHED),
    text("refusal", "refusal", "I'm sorry, but I can't create a detailed hourly schedule for a real individual.", "fallback"),
    capped("gpt-3.5", `${lines(SCHED.slice(0, 9))}\n15:00 - serving cust`, "fallback"),
    text("cut-off", "1b", `${lines(SCHED.slice(0, 14))}\n20:00 - phoning the`, "fallback"),
  ],
  structured: [
    object("good", "a plainer day", { schedule: SIMPLE }, SIMPLE),
    object("good", "valid", { schedule: SCHED }, SCHED),
    object("string-value", "hours as clock strings", { schedule: SCHED.map((s) => ({ hour: hh(s.hour), activity: s.activity })) }, SCHED),
    object("renamed-field", "time / task", { schedule: SCHED.map((s) => ({ time: s.hour, task: s.activity })) }, SCHED),
    object("extra-field", "a duration beside every hour", { schedule: SCHED.map((s) => ({ ...s, duration: 60 })) }, SCHED),
    object("refusal", "an empty schedule", { schedule: [] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the third hour", `{"schedule": [{"hour": 6, "activity": "${SCHED[0]!.activity}"}, {"hour": 7, "activity": "${SCHED[1]!.activity}"}, {"hour": 8, "activ`, "fallback", { finishReason: "length" }),
  ],
});
