import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.hourly_schedule;
const acts = [
  "waking up and walking the towpath with Pip", "drinking tea and reading the tide table", "eating breakfast", "opening the flight",
  "logging boats at the top lock", "logging boats at the top lock", "setting the locks for hire boats", "checking the water levels",
  "eating lunch", "painting the balance beams", "painting the balance beams", "working the lock for passing boats",
  "eating dinner", "writing up the boat log", "locking the paddles", "reading by the aga", "watching the news", "going to bed", "sleeping",
];
const schedule: HourlyActivity[] = acts.map((activity, i) => ({ hour: 5 + i, activity }));
const lines = (f: (h: number) => string) => schedule.map((e) => `${f(e.hour)} - ${e.activity}`).join("\n");
const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    ...styled(lines(hh), schedule, "Nineteen hours from 05:00; the plan items at their times, the rest filled with lock work."),
    text("format", "deepseek-v3.1", "| Hour | Activity |\n|---|---|\n" + schedule.map((e) => `| ${hh(e.hour)} | ${e.activity} |`).join("\n"), schedule),
    text("format", "sarvam-m", lines((h) => `${h}:00`), schedule),
    text("format", "ernie-4.5", schedule.map((e) => `${hh(e.hour)}: ${e.activity}`).join("\n"), schedule),
    text("format", "lm-studio-q5", lines((h) => `${hh(h)}–${hh(h + 1)}`), schedule),
    text("malformed", "phi-4-mini", lines(hh).split("\n").slice(0, 6).join("\n"), "fallback"),
    text("placeholder", "lm-studio-q5", "05:00 - [activity]\n06:00 - [activity]", "fallback"),
    text("refusal", "safety-tuned", "I can't produce a detailed hour-by-hour schedule of a real person's day.", "fallback"),
    capped("deepseek-r1-distill", lines(hh).slice(0, 300), "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule }, schedule),
    object("string-value", "hours as strings", { schedule: schedule.map((e) => ({ hour: hh(e.hour), activity: e.activity })) }, schedule),
    object("renamed-field", "hourly", { hourly: schedule }, schedule),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ schedule })), schedule),
    rawAnswer("cut-off", "cut", JSON.stringify({ schedule }).slice(0, 200), "fallback", { finishReason: "length" }),
  ],
});
