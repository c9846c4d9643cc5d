import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.hourly_schedule;

const ACTS = [
  "waking up and having breakfast",
  "running the first ferry crossings",
  "running the ferry",
  "running the ferry",
  "running the ferry",
  "running the ferry",
  "running the ferry",
  "checking the chain and the landing stage",
  "running the ferry",
  "running the ferry",
  "running the ferry",
  "running the ferry",
  "running the ferry",
  "tying up the ferry and having supper",
  "mending ropes in the ferry shed",
  "mending ropes in the ferry shed",
  "reading by the stove",
  "sleeping",
  "sleeping",
];
const SCHEDULE: HourlyActivity[] = ACTS.map((activity, i) => ({ hour: 5 + i, activity }));
const hh = (h: number) => String(h).padStart(2, "0");
const lines = (s: HourlyActivity[], f = (h: number, a: string) => `${hh(h)}:00 - ${a}`) => s.map((e) => f(e.hour, e.activity)).join("\n");
const ampm = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "am" : "pm"}`;
const ALT = SCHEDULE.map((e) => (e.hour === 18 ? { ...e, activity: "having supper at home" } : e.hour === 21 ? { ...e, activity: "getting ready for bed" } : e));

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(SCHEDULE), SCHEDULE),
    text("good", "gemma-2-9b", lines(ALT), ALT),
    text("good", "phi-3-mini", `${lines(SCHEDULE)}\n\nThis schedule keeps Tobias on the ferry for most of the day.`, SCHEDULE),
    text("good", "llama-3.1-70b", lines(SCHEDULE), SCHEDULE),
    text("good", "claude", `Here's Tobias's day, hour by hour:\n\n${lines(SCHEDULE)}`, SCHEDULE),
    text("good", "command-r", lines(ALT), ALT),
    text("good", "0.5b", lines(SCHEDULE), SCHEDULE),
    text("good", "deepseek-r1-distill", `<think>\nFerry 6-12, chain check at 12, ferry 1-6, ropes at 7, bed at 10. 19 lines from 05:00.\n</think>\n\n${lines(SCHEDULE)}`, SCHEDULE),
    text("good", "qwen2.5-7b", lines(ALT), ALT),
    text("format", "llama-3.1-70b", lines(SCHEDULE, (h, a) => `${ampm(h)} - ${a}`), SCHEDULE),
    text("format", "claude", lines(SCHEDULE, (h, a) => `- **${hh(h)}:00** – ${a}`), SCHEDULE),
    text("format", "command-r", lines(SCHEDULE).replace(/\n/g, "\r\n"), SCHEDULE),
    text("format", "gemma-2-9b", `| Hour | Activity |\n|---|---|\n${SCHEDULE.map((e) => `| ${hh(e.hour)}:00 | ${e.activity} |`).join("\n")}`, SCHEDULE),
    text("format", "phi-3-mini", lines(SCHEDULE, (h, a) => `${hh(h)}:00 — ${a}`), SCHEDULE),
    text("format", "gpt-4o-mini", "```json\n" + JSON.stringify(SCHEDULE.map((e) => ({ hour: e.hour, activity: e.activity }))) + "\n```", SCHEDULE),
    text("format", "qwen2.5-7b", lines(SCHEDULE, (h, a) => `${hh(h)}:00 - ${a.toUpperCase()}`), SCHEDULE.map((e) => ({ ...e, activity: e.activity.toUpperCase() }))),
    text("format", "llama-3.1-70b", lines(SCHEDULE).replace("12:00 - checking the chain and the landing stage", "12:00 (noon) - checking the chain and the landing stage"), SCHEDULE),
    text("format", "command-r", "05:00 - 22:00 - awake and busy with the ferry\n22:00 - 23:00 - sleeping", "fallback"),
    text("placeholder", "0.5b", "05:00 - activity\n06:00 - activity\n07:00 - activity", "fallback"),
    text("placeholder", "0.5b", "10:00 - restocking the shelves before the lunch rush", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't produce a detailed schedule for a real individual.", "fallback"),
    text("loop", "0.5b", "05:00 - running the ferry\n05:00 - running the ferry\n05:00 - running the ferry\n05:00 - running the ferry", "fallback"),
    text("format", "gemma-2-9b", `${lines(SCHEDULE.slice(0, 7))}\n12:00 - running the ferry\n12:00 - checking the chain and the landing stage\n${lines(SCHEDULE.slice(8))}`, "fallback"),
    capped("llama-3.1-70b", `${lines(SCHEDULE.slice(0, 10))}\n15:00 - run`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nLet me list the hours from 05:00 to 23:00. That's 19 lines. 05:00 wake up. 06:00 to 11:00 ferry. 12:00 chain check. 13:00 to 17:00 ferry. 18:00? The plan says ferry until 6pm, so 18:00 is tying up. 19:00 ropes. 20:00 ropes. 21:00", "fallback"),
    text("cut-off", "phi-3-mini", lines(SCHEDULE.slice(0, 6)), "fallback"),
    text("good", "llama-3.1-70b", lines(ALT), ALT),
    text("good", "command-r", lines(SCHEDULE), SCHEDULE),
    text("good", "claude", `${lines(ALT)}\n\nLet me know if you want Tobias to stop earlier on account of the high river.`, ALT),
    text("cut-off", "deepseek-r1-distill", "<think>\n19 lines from 05:00. Ferry 6 to 12, chain check at noon, ferry 1 to 6. Evening ropes. Bed at 10, so 22:00 and 23:00 sleeping. Let me write", "fallback"),
    text("sub-bullets", "llama-3.1-70b", `${lines(SCHEDULE.slice(0, 7))}\n   - check the chain for wear\n   - oil the winch\n${lines(SCHEDULE.slice(7))}`, SCHEDULE),
    text("number-in-text", "command-r", lines(SCHEDULE).replace("06:00 - running the first ferry crossings", "06:00 - running the first ferry crossings (about 12 passengers)"), SCHEDULE.map((e) => (e.hour === 6 ? { ...e, activity: "running the first ferry crossings (about 12 passengers)" } : e))),
    text("good", "phi-3-mini", lines(ALT), ALT),
    text("good", "gemma-2-9b", lines(SCHEDULE), SCHEDULE),
    text("good", "0.5b", lines(ALT), ALT),
    text("good", "deepseek-r1-distill", `<think>\nSupper at six, then ropes.\n</think>\n${lines(ALT)}`, ALT),
  ],
  structured: [
    object("good", "valid", { schedule: SCHEDULE }, SCHEDULE),
    object("good", "another day", { schedule: ALT }, ALT),
    object("string-value", "hours as strings", { schedule: SCHEDULE.map((e) => ({ hour: `${hh(e.hour)}:00`, activity: e.activity })) }, SCHEDULE),
    object("renamed-field", "time for hour", { schedule: SCHEDULE.map((e) => ({ time: e.hour, activity: e.activity })) }, SCHEDULE),
    object("extra-field", "place beside", { schedule: SCHEDULE.map((e) => ({ ...e, place: "Corran Ferry landing" })) }, SCHEDULE),
    object("missing-field", "hours left out, nineteen rows in order", { schedule: SCHEDULE.map((e) => ({ activity: e.activity })) }, SCHEDULE),
    object("empty-list", "empty", { schedule: [] }, "fallback"),
    rawAnswer("format", "text lines", lines(SCHEDULE), SCHEDULE),
    rawAnswer("cut-off", "cut", `{"schedule": [{"hour": 5, "activity": "waking up and having breakfast"}, {"hour": 6, "activ`, "fallback", { finishReason: "length" }),
    object("good", "valid again", { schedule: SCHEDULE }, SCHEDULE),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ schedule: SCHEDULE })}\nLet me know if you need any changes.`, SCHEDULE),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ schedule: SCHEDULE }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", SCHEDULE),
  ],
});
