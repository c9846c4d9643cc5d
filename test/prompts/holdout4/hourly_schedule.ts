import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { hana } from "./fixtures.js";

const inputs = {
  identity: { ...hana, currTime: "2024-10-14T00:00:00" },
  wakeUpHour: 6,
  dailyPlan: [
    "wake up and swim in the spring pool at 6:30 am",
    "teach at Tamarisk Wells School from 8:00 am to 2:00 pm",
    "hold the lantern workshop from 3:00 pm to 5:00 pm",
    "meet the Lantern Night committee at 7:00 pm",
    "go to bed at 11:30 pm",
  ],
};

const ACTS = [
  "swimming in the spring pool",
  "having breakfast and marking homework",
  "teaching the morning lessons",
  "teaching the morning lessons",
  "teaching the morning lessons",
  "teaching the morning lessons",
  "having lunch with the other teachers",
  "teaching the afternoon lessons",
  "tidying the classroom",
  "holding the lantern workshop",
  "holding the lantern workshop",
  "checking the wind forecast",
  "eating dinner",
  "meeting the Lantern Night committee",
  "meeting the Lantern Night committee",
  "reading a novel",
  "getting ready for bed",
  "sleeping",
];
const SCHED: HourlyActivity[] = ACTS.map((activity, i) => ({ hour: i + 6, activity }));
const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
const lines = (s: HourlyActivity[], sep = " - ") => s.map((e) => `${hh(e.hour)}${sep}${e.activity}`).join("\n");
const short = (h: number) => `${h % 12 === 0 ? 12 : h % 12}${h % 24 < 12 ? "am" : "pm"}`;
const ampm = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "am" : "pm"}`;
const SIMPLE: HourlyActivity[] = ["waking up", "eating breakfast", "teaching", "teaching", "teaching", "teaching", "eating lunch", "teaching", "teaching", "making lanterns", "making lanterns", "resting", "eating dinner", "meeting", "meeting", "reading", "sleeping", "sleeping"].map((activity, i) => ({ hour: i + 6, activity }));

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("format", "gpt-3.5", SCHED.map((e) => `${short(e.hour)}-${short(e.hour + 1)}: ${e.activity}`).join("\n"), SCHED),
    text("good", "gpt-4o-mini", lines(SCHED), SCHED),
    text("good", "gpt-3.5", `Sure! Here's Hana's schedule for today:\n\n${lines(SCHED)}\n\nHope this helps!`, SCHED),
    text("good", "llama-3-8b", SCHED.map((e) => `**${hh(e.hour)}** - ${e.activity}`).join("\n"), SCHED),
    text("good", "qwen2.5-7b", lines(SCHED, " – "), SCHED),
    text("good", "1b", lines(SIMPLE), SIMPLE),
    text("good", "reasoning", `<think>\nEighteen lines from 06:00 to 23:00. School 8 to 2, workshop 3 to 5, committee at 7. Fill in the rest.\n</think>\n${lines(SCHED)}`, SCHED),
    text("good", "qwen2.5-7b", "```\n" + lines(SCHED) + "\n```", SCHED),
    text("format", "gpt-4o-mini", SCHED.map((e) => `${ampm(e.hour)} - ${e.activity}`).join("\n"), SCHED),
    text("format", "llama-3-8b", `| Time | Activity |\n|------|----------|\n${SCHED.map((e) => `| ${hh(e.hour)} | ${e.activity} |`).join("\n")}`, SCHED),
    text("format", "gpt-3.5", SCHED.map((e) => `• ${hh(e.hour)}: ${e.activity}`).join("\n"), SCHED),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(Object.fromEntries(SCHED.map((e) => [hh(e.hour), e.activity])), null, 2) + "\n```", SCHED),
    text("label", "gpt-4o-mini", lines(SCHED).replace("checking the wind forecast", "checking the wind forecast (Note: she wants it before the committee meets.)"), SCHED),
    text("sub-bullets", "llama-3-8b", lines(SCHED).replace("08:00 - teaching the morning lessons", "08:00 - teaching the morning lessons\n  - arithmetic\n  - reading aloud"), SCHED),
    text("refusal", "refusal", "I'm sorry, but I can't create an hour-by-hour schedule for a real person.", "fallback"),
    capped("gpt-3.5", lines(SCHED.slice(0, 9)) + "\n15:00 - holding the lan", "fallback"),
    text("cut-off", "reasoning", "<think>\nStart at 06:00 with the swim. 07:00 breakfast. 08:00 to 14:00 teaching, then the workshop at 15:00 and", "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule: SCHED.map((e) => ({ hour: hh(e.hour), activity: e.activity })) }, SCHED),
    object("good", "numbers for hours", { schedule: SCHED.map((e) => ({ hour: e.hour, activity: e.activity })) }, SCHED),
    object("renamed-field", "time for hour", { schedule: SCHED.map((e) => ({ time: hh(e.hour), activity: e.activity })) }, SCHED),
    object("format", "an object keyed by hour", { schedule: Object.fromEntries(SCHED.map((e) => [hh(e.hour), e.activity])) }, SCHED),
    object("refusal", "empty", { schedule: [] }, "fallback"),
    rawAnswer("cut-off", "cut off after nine hours", `{"schedule": [${SCHED.slice(0, 9).map((e) => `{"hour": "${hh(e.hour)}", "activity": "${e.activity}"}`).join(", ")}, {"hour": "15:00", "activ`, "fallback", { finishReason: "length" }),
  ],
});
