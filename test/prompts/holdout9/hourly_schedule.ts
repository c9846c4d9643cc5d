import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.hourly_schedule;
/** Halvard's Monday, hour by hour from 05:00 to 23:00 (19 hours). */
const DAY = [
  "waking up and walking the ridge path with a flask of tea",
  "filling the railway's water tanks",
  "running the first car",
  "running the morning cars",
  "running the morning cars",
  "checking the brake lever at the bottom station",
  "selling tickets at the top station",
  "eating lunch in the top station",
  "greasing the winding wheel",
  "checking the track for the inspection",
  "running the afternoon cars",
  "writing up the logbook for the inspector",
  "running extra cars for the lower town",
  "running extra cars for the lower town",
  "running extra cars for the lower town",
  "locking the top station",
  "having supper at home",
  "sleeping",
  "sleeping",
];
const SCHED: HourlyActivity[] = DAY.map((activity, i) => ({ hour: 5 + i, activity }));
const hh = (h: number) => String(h).padStart(2, "0");
const lines = (s: HourlyActivity[], fmt = (h: number, a: string) => `${hh(h)}:00 - ${a}`) => s.map((e) => fmt(e.hour, e.activity)).join("\n");
const ampm = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "am" : "pm"}`;
const DAY2 = SCHED.map((e) => (e.hour === 20 ? { ...e, activity: "locking the top station and walking home" } : e));

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", lines(SCHED), SCHED),
    text("good", "command-r-plus", lines(SCHED) + "\n", SCHED),
    text("good", "glm-4", lines(DAY2), DAY2),
    text("good", "internlm-2.5", lines(SCHED), SCHED),
    text("good", "minicpm", lines(SCHED), SCHED),
    text("good", "falcon-3", lines(DAY2), DAY2),
    text("good", "zephyr", lines(SCHED), SCHED),
    text("good", "openchat", lines(SCHED), SCHED),
    text("good", "gemini-2-flash", lines(SCHED) + "\n", SCHED),
    text("good", "claude-3.5-haiku", `Here is Halvard's Monday, hour by hour:\n\n${lines(SCHED)}`, SCHED),
    text("good", "deepseek-r1-distill", think("Halvard wakes at 5:30, tanks at 6:30, first car at 7, grease at 1pm, extra cars from 5, lock at 8, bed 9:30. 19 lines from 05:00.", lines(SCHED)), SCHED),
    text("format", "deepseek-r1-distill", unclosed("19 lines, 05 to 23.", lines(DAY2)), DAY2),
    text("format", "glm-4", tag("answer", "\n" + lines(SCHED) + "\n"), SCHED),
    text("format", "command-r-plus", fence("yaml", SCHED.map((e) => `"${hh(e.hour)}:00": ${e.activity}`).join("\n")), SCHED),
    text("format", "minicpm", fence("text", lines(SCHED)), SCHED),
    text("format", "falcon-3", bom(lines(SCHED)), SCHED),
    text("format", "stablelm", nbsp(lines(SCHED)), SCHED),
    text("format", "openchat", lines(SCHED, (h, a) => `${ampm(h)} - ${a}`), SCHED),
    text("format", "internlm-2.5", lines(SCHED, (h, a) => `${hh(h)}00 hours: ${a}`), SCHED),
    text("format", "zephyr", lines(SCHED, (h, a) => `- **${hh(h)}:00** – ${a}`), SCHED),
    text("format", "gemini-2-flash", "| Time | Activity |\n|---|---|\n" + lines(SCHED, (h, a) => `| ${hh(h)}:00 | ${a} |`), SCHED),
    text("format", "glm-4", lines(SCHED) + "\n\n希望这对您有帮助！", SCHED),
    text("format", "claude-3.5-haiku", lines(SCHED.slice(0, 17)) + "\n22:00 - 23:00 - sleeping", [...SCHED.slice(0, 17), { hour: 22, activity: "sleeping" }, { hour: 23, activity: "sleeping" }]),
    text("refusal", "stablelm", "I'm sorry, but I can't create a schedule for a real person without more information about their day.", "fallback"),
    text("placeholder", "falcon-3", "05:00 - [activity]\n06:00 - [activity]\n07:00 - [activity]", "fallback"),
    text("loop", "q2-8b", lines(SCHED.slice(0, 3)) + "\n" + Array.from({ length: 16 }, (_, i) => `${hh(8 + i)}:00 - running the first car`).join("\n"), "fallback"),
    capped("deepseek-r1-distill", "<think>\nLet me lay out the hours. 05:00 wake and walk. 06:00 tanks at 6:30. 07:00 first car. Then 08 to 12 running cars, but he also needs to prepare for the inspection, so maybe", "fallback"),
    capped("minicpm", lines(SCHED.slice(0, 12)) + "\n17:00 - running ex", "fallback"),
    text("cut-off", "openchat", lines(SCHED.slice(0, 6)), "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule: SCHED }, SCHED),
    object("good", "second", { schedule: DAY2 }, DAY2),
    object("string-value", "hours as strings", { schedule: SCHED.map((e) => ({ hour: `${hh(e.hour)}:00`, activity: e.activity })) }, SCHED),
    object("renamed-field", "time and task", { schedule: SCHED.map((e) => ({ time: e.hour, task: e.activity })) }, SCHED),
    object("extra-field", "location beside", { schedule: SCHED.map((e) => ({ ...e, location: "Kestrelridge" })) }, SCHED),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { schedule: SCHED } }), SCHED),
    rawAnswer("format", "think before JSON", `<think>\nNineteen hours from 5.\n</think>\n${JSON.stringify({ schedule: SCHED })}`, SCHED),
    rawAnswer("cut-off", "cut", JSON.stringify({ schedule: SCHED }).slice(0, 400), "fallback", { finishReason: "length" }),
    object("missing-field", "hours from 9", { schedule: SCHED.slice(4) }, "fallback"),
    object("empty-list", "empty", { schedule: [] }, "fallback"),
  ],
});
