import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.hourly_schedule;
const acts = [
  "waking up and drinking coffee on the creamery step", "taking in the milk", "checking the milk and warming the vat", "setting the curd",
  "cutting and stirring the curd", "draining the whey", "filling the moulds", "eating lunch in the kitchen",
  "turning the wheels in the cave store", "turning the wheels in the cave store", "writing up the make book", "salting the new cheeses",
  "washing down the vats", "eating supper", "choosing cheeses for the show", "reading by the range",
  "getting ready for bed", "sleeping", "sleeping",
];
const schedule: HourlyActivity[] = acts.map((activity, i) => ({ hour: 5 + i, activity }));
const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
const lines = (f: (h: number) => string = hh, sep = " - ", s = schedule) => s.map((e) => `${f(e.hour)}${sep}${e.activity}`).join("\n");
const body = lines();
const why = "The plan's six items go at their hours; the make itself fills the morning, the cave store the early afternoon, the vats at five.";
const ampm = (h: number) => `${h > 12 ? h - 12 : h}:00 ${h < 12 ? "am" : "pm"}`;

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", body, schedule),
    text("good", "o4-mini", body, schedule),
    text("good", "internlm-3", body, schedule),
    text("good", "yi-1.5", body + "\n", schedule),
    text("good", "command-a", body, schedule),
    text("good", "claude-sonnet-4", body, schedule),
    text("good", "llamacpp-grammar", body, schedule),
    text("good", "hermes-3", body, schedule),
    text("good", "nemotron-nano", think(why, body), schedule),
    text("format", "nemotron-nano", thinkOff(body), schedule),
    text("format", "claude-sonnet-4", tag("schedule", body), schedule),
    text("format", "claude-sonnet-4", sonnetTags(why, body), schedule),
    text("format", "tgi-stop", tgiStop(body), schedule),
    text("format", "internlm-3", eos(body, "<|im_end|>"), schedule),
    text("format", "grok-3-mini", grokReasoning(why, body), schedule),
    text("format", "jamba-1.7", jamba(body, "Hope this works for Ingrid's Monday!", "Ingrid's Schedule"), schedule),
    text("format", "command-a", schedule.map((e) => `**${hh(e.hour)}** - ${e.activity}`).join("\n"), schedule),
    text("format", "o4-mini", lines(ampm), schedule),
    text("format", "yi-1.5", fence("", lines((h) => `${h}:00`)), schedule),
    text("format", "llamacpp-grammar", lines(hh, ": "), schedule),
    text("malformed", "internlm-3", lines().split("\n").slice(0, 5).join("\n"), "fallback"),
    text("placeholder", "yi-1.5", "05:00 - <activity>\n06:00 - <activity>\n07:00 - <activity>", "fallback"),
    text("refusal", "safety-tuned", "I can't write an hour-by-hour account of what a real person does all day.", "fallback"),
    text("loop", "internlm-3", Array(24).fill("05:00 - waking up and drinking coffee on the creamery step").join("\n"), "fallback"),
    capped("nemotron-nano", body.slice(0, 320), "fallback"),
    text("ellipsis", "llamacpp-grammar", "05:00 - ...\n06:00 - ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule }, schedule),
    object("string-value", "hours as strings", { schedule: schedule.map((e) => ({ hour: hh(e.hour), activity: e.activity })) }, schedule),
    object("renamed-field", "hours", { hours: schedule }, schedule),
    object("extra-field", "date beside", { date: "2030-09-09", schedule }, schedule),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ schedule }), schedule),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ schedule })), schedule),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ schedule }), "<|endoftext|>"), schedule),
    rawAnswer("cut-off", "cut", JSON.stringify({ schedule }).slice(0, 240), "fallback", { finishReason: "length" }),
    object("placeholder", "slots", { schedule: [{ hour: 5, activity: "<activity>" }, { hour: 6, activity: "<activity>" }] }, "fallback"),
  ],
});
