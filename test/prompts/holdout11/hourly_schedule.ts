import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.hourly_schedule;
const ACTS = [
  "waking up and doing the crossword with her tea",
  "having breakfast and getting ready for work",
  "signing in at the weighbridge office",
  "checking the drill holes on the east face",
  "checking the drill holes on the east face",
  "checking the drill holes on the east face",
  "marking out the blast area for tomorrow",
  "eating lunch",
  "writing the blast plan in the weighbridge office",
  "checking the explosives store with the quarry manager",
  "walking the quarry fence and the warning signs",
  "finishing the paperwork and driving home",
  "making tea and feeding the cat",
  "practising the cornet",
  "having supper",
  "reading by the fire",
  "watching the news",
  "going to bed",
  "sleeping",
];
const SCHED: HourlyActivity[] = ACTS.map((activity, i) => ({ hour: i + 5, activity }));
const hh = (h: number) => String(h).padStart(2, "0");
const lines = (sep = " - ", s = SCHED, fmt = (h: number) => `${hh(h)}:00`) => s.map((e) => `${fmt(e.hour)}${sep}${e.activity}`).join("\n");
const why = "Nineteen hours, 05:00 to 23:00. Drill holes 8 to 11, lunch at 12, cornet at 18, bed at 22.";
const ampm = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "am" : "pm"}`;
const SHORTER = SCHED.filter((e) => [5, 7, 8, 12, 18, 22].includes(e.hour));

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", lines(), SCHED),
    text("good", "claude-haiku-4.5", lines(), SCHED),
    text("good", "gemini-2.5-flash", lines() + "\n", SCHED),
    text("good", "qwen3-nothink", lines(), SCHED),
    text("good", "kimi-k2", lines(), SCHED),
    text("good", "llama-3.3-70b", lines(), SCHED),
    text("good", "command-r", lines(), SCHED),
    text("good", "gemma-3n", lines(), SCHED),
    text("good", "smollm3", lines(), SCHED),
    text("good", "magistral", magThink(why, lines()), SCHED),
    text("good", "deepseek-r1-distill", think(why, lines()), SCHED),
    text("good", "gpt-oss-20b", harmony(why, lines()), SCHED),
    text("format", "ollama-q4", eot(lines()), SCHED),
    text("format", "command-r", crlf(lines() + "\n"), SCHED),
    text("format", "qwen3-nothink", ollamaThinking(why, lines()), SCHED),
    text("format", "gpt-oss-20b", tag("final", lines()), SCHED),
    text("format", "claude-haiku-4.5", preamble("Here's Marta's Monday, hour by hour:", lines()), SCHED),
    text("format", "gemini-2.5-flash", lines(" – "), SCHED),
    text("format", "llama-3.3-70b", lines(": "), SCHED),
    text("format", "gpt-5-mini", lines(" — "), SCHED),
    text("format", "kimi-k2", "| Time | Activity |\n|------|----------|\n" + SCHED.map((e) => `| ${hh(e.hour)}:00 | ${e.activity} |`).join("\n"), SCHED),
    text("format", "gemma-3n", lines(" - ", SCHED, (h) => `${h}:00`), SCHED),
    text("format", "smollm3", lines(" - ", SCHED, ampm), SCHED),
    text("format", "claude-haiku-4.5", SCHED.map((e) => `- **${hh(e.hour)}:00** - ${e.activity}`).join("\n"), SCHED),
    text("format", "llama-3.3-70b", lines(" - ", SCHED, (h) => `${hh(h)}:00–${hh(h + 1)}:00`), SCHED),
    text("format", "gemini-2.5-flash", `${lines()}\n\nThis keeps her evening free for the cornet.`, SCHED),
    text("format", "gpt-5-mini", lines(" - ", SCHED, (h) => `${hh(h)}00`), SCHED),
    text("format", "command-r", JSON.stringify(SCHED.map((e) => ({ time: `${hh(e.hour)}:00`, activity: e.activity }))), SCHED),
    text("format", "gemma-3n", lines(" - ", SHORTER), "fallback"),
    text("placeholder", "smollm3", SCHED.map((e) => `${hh(e.hour)}:00 - [activity]`).join("\n"), "fallback"),
    text("refusal", "safety-tuned", "I'm unable to produce a detailed schedule that involves handling explosives.", "fallback"),
    text("loop", "ollama-q4", SCHED.map(() => "05:00 - waking up and doing the crossword with her tea").join("\n"), "fallback"),
    capped("gemini-2.5-flash", lines(" - ", SCHED.slice(0, 11)) + "\n16:00 - finishing the pap", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} Let me lay out each hour. 05:00 waking up, 06:00 breakfast, 07:00 sign in, 08:00`, "fallback"),
    text("ellipsis", "gemma-3n", SCHED.map((e) => `${hh(e.hour)}:00 - ...`).join("\n"), "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule: SCHED }, SCHED),
    object("good", "reordered keys", { schedule: SCHED.map((e) => ({ activity: e.activity, hour: e.hour })) }, SCHED),
    object("string-value", "hours as strings", { schedule: SCHED.map((e) => ({ hour: `${hh(e.hour)}:00`, activity: e.activity })) }, SCHED),
    object("renamed-field", "hourly_schedule", { hourly_schedule: SCHED }, SCHED),
    object("extra-field", "person beside", { person: "Marta Kowalczyk", schedule: SCHED }, SCHED),
    object("nested-json", "under plan", { plan: { schedule: SCHED } }, SCHED),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ schedule: SCHED })), SCHED),
    rawAnswer("cut-off", "cut", JSON.stringify({ schedule: SCHED }).slice(0, 400), "fallback", { finishReason: "length" }),
    object("format", "only some hours", { schedule: SHORTER }, "fallback"),
    object("placeholder", "placeholders", { schedule: SCHED.map((e) => ({ hour: e.hour, activity: "<activity>" })) }, "fallback"),
    object("malformed", "empty", { schedule: [] }, "fallback"),
  ],
});
