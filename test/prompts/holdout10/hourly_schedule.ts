import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.hourly_schedule;
const ACTS = [
  "waking up and listening to the shipping forecast",
  "checking the wind from the mill gallery",
  "grinding flour",
  "grinding flour",
  "grinding flour",
  "grinding flour",
  "grinding flour",
  "eating lunch in the cottage kitchen",
  "napping in his armchair",
  "bagging flour",
  "bagging flour",
  "selling flour at the mill door",
  "selling flour at the mill door",
  "closing the mill door",
  "eating supper",
  "reading the paper by the range",
  "going to bed",
  "sleeping",
  "sleeping",
];
const SCHEDULE: HourlyActivity[] = ACTS.map((activity, i) => ({ hour: i + 5, activity }));
const hh = (h: number) => String(h).padStart(2, "0");
const lines = (s: HourlyActivity[], fmt = (e: HourlyActivity) => `${hh(e.hour)}:00 - ${e.activity}`) => s.map(fmt).join("\n");
const py = (s: string) => (s.includes("'") ? `"${s}"` : `'${s}'`);

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", lines(SCHEDULE), SCHEDULE),
    text("good", "llama-4-scout", lines(SCHEDULE) + "\n", SCHEDULE),
    text("good", "granite-3", lines(SCHEDULE), SCHEDULE),
    text("good", "nemotron", "Here is Jozef's schedule for Monday:\n\n" + lines(SCHEDULE), SCHEDULE),
    text("good", "hermes-3", lines(SCHEDULE), SCHEDULE),
    text("good", "aya-expanse", lines(SCHEDULE), SCHEDULE),
    text("good", "phi-4", lines(SCHEDULE) + "\n\nThe afternoon nap suits a miller who has been up since five.", SCHEDULE),
    text("good", "deepseek-v3", lines(SCHEDULE), SCHEDULE),
    text("good", "qwen3-think", qthink("19 lines, 05:00 to 23:00. Forecast at 5, wind at 6, grind 7-11, lunch 12, nap 13, bag 14-15, sell 16-17, close 18, supper, read, bed at 21.", lines(SCHEDULE)), SCHEDULE),
    text("format", "gemma-3", lines(SCHEDULE, (e) => `**${hh(e.hour)}:00** - ${e.activity}`), SCHEDULE),
    text("format", "olmo-2", lines(SCHEDULE, (e) => `• ${hh(e.hour)}:00 – ${e.activity}`), SCHEDULE),
    text("format", "mistral-small-3", lines(SCHEDULE, (e) => `${e.hour}h00 - ${e.activity}`), SCHEDULE),
    text("format", "llama-4-scout", lines(SCHEDULE, (e) => `${hh(e.hour)}:00h: ${e.activity}`), SCHEDULE),
    text("format", "granite-3", "| Hour | Activity |\n|---|---|\n" + lines(SCHEDULE, (e) => `| ${hh(e.hour)}:00 | ${e.activity} |`), SCHEDULE),
    text("format", "nemotron", html(lines(SCHEDULE).replace(/\n/g, "<br>\n")), SCHEDULE),
    text("format", "hermes-3", fence("csv", "hour,activity\n" + lines(SCHEDULE, (e) => `${hh(e.hour)}:00,${e.activity}`)), SCHEDULE),
    text("format", "phi-4", heading(lines(SCHEDULE), "Jozef's schedule"), SCHEDULE),
    text("format", "deepseek-v3", JSON.stringify(SCHEDULE.map((e) => ({ hour: `${hh(e.hour)}:00`, activity: e.activity })), null, 1), SCHEDULE),
    text("format", "aya-expanse", "{" + SCHEDULE.map((e) => `'${hh(e.hour)}:00': ${py(e.activity)}`).join(", ") + "}", SCHEDULE),
    text("format", "gemma-3", lines(SCHEDULE, (e) => `${hh(e.hour)}:00 = ${e.activity}`), SCHEDULE),
    text("sub-bullets", "llama-4-scout", lines(SCHEDULE.slice(0, 3)) + "\n  - pours wheat into the hopper\n  - checks the stones\n" + lines(SCHEDULE.slice(3)), SCHEDULE),
    text("format", "olmo-2", lines(SCHEDULE.slice(0, 12)), "fallback"),
    text("placeholder", "hermes-3", "05:00 - [activity]\n06:00 - [activity]\n07:00 - [activity]", "fallback"),
    text("refusal", "safety-tuned", "I'd rather not invent a detailed hour-by-hour routine for a person. Would you like general tips for planning a day?", "fallback"),
    text("loop", "q3-3b", lines(SCHEDULE.map((e) => ({ ...e, activity: "grinding flour grinding flour grinding flour grinding flour" }))).slice(0, 400), "fallback"),
    capped("granite-3", lines(SCHEDULE.slice(0, 9)) + "\n14:00 - bag", "fallback"),
    text("ellipsis", "q3-3b", "05:00 - waking up and listening to the shipping forecast\n06:00 - ...\n...\n23:00 - sleeping", "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule: SCHEDULE }, SCHEDULE),
    object("string-value", "hours as strings", { schedule: SCHEDULE.map((e) => ({ hour: `${hh(e.hour)}:00`, activity: e.activity })) }, SCHEDULE),
    object("renamed-field", "task for activity", { schedule: SCHEDULE.map((e) => ({ hour: e.hour, task: e.activity })) }, SCHEDULE),
    object("extra-field", "place beside", { schedule: SCHEDULE.map((e) => ({ ...e, place: "Reedholm" })) }, SCHEDULE),
    rawAnswer("format", "python", "{'schedule': [" + SCHEDULE.map((e) => `{'hour': ${e.hour}, 'activity': ${py(e.activity)}}`).join(", ") + "]}", SCHEDULE),
    rawAnswer("cut-off", "cut", JSON.stringify({ schedule: SCHEDULE }).slice(0, 300), "fallback", { finishReason: "length" }),
    object("missing-field", "hours left out", { schedule: SCHEDULE.slice(0, 10) }, "fallback"),
    object("empty-list", "empty", { schedule: [] }, "fallback"),
  ],
});
