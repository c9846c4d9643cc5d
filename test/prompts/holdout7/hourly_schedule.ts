import { hourlySchedulePrompt } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.hourly_schedule;
type Row = { hour: number; activity: string };
const ACTS = [
  "waking up and completing the morning routine",
  "opening the booking office",
  "meeting the first train",
  "selling tickets at the ticket window",
  "sweeping the platform",
  "checking the timetable board",
  "doing the halt's paperwork",
  "having lunch",
  "selling tickets and seeing trains through",
  "selling tickets and seeing trains through",
  "selling tickets and seeing trains through",
  "selling tickets and seeing trains through",
  "selling tickets and seeing trains through",
  "selling tickets and seeing trains through",
  "closing the halt",
  "having dinner at the cottage",
  "reading about the Curlew's firebox",
  "sleeping",
  "sleeping",
];
const ROWS: Row[] = ACTS.map((activity, i) => ({ hour: i + 5, activity }));
const pad = (h: number) => String(h).padStart(2, "0");
const lines = (rows: Row[], fmt = (r: Row) => `${pad(r.hour)}:00 - ${r.activity}`) => rows.map(fmt).join("\n");
const h12 = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "am" : "pm"}`;

export default corpusOf<Row[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", lines(ROWS), ROWS),
    text("good", "o3-mini", lines(ROWS), ROWS),
    text("good", "mistral-7b", ` ${lines(ROWS)}`, ROWS),
    text("good", "mistral-nemo", lines(ROWS), ROWS),
    text("good", "llama-3.2-3b", `Here is Ilse's schedule for today:\n\n${lines(ROWS)}`, ROWS),
    text("good", "qwen2.5-14b", lines(ROWS), ROWS),
    text("good", "granite", lines(ROWS), ROWS),
    text("good", "qwen3", `<think>\nOpen at 6, first train 6:40, lunch 12, close at 7, bed 9:30. 19 lines from 05 to 23.\n</think>\n\n${lines(ROWS)}`, ROWS),
    text("good", "gemini", `### 🚂 Ilse's Monday\n\n${lines(ROWS)}\n\nLet me know if you'd like the weekend version with the Curlew!`, ROWS),
    text("format", "gemini", lines(ROWS, (r) => `**${pad(r.hour)}:00** - ${r.activity}`), ROWS),
    text("format", "mistral-nemo", lines(ROWS, (r) => `${pad(r.hour)}00 - ${r.activity}`), ROWS),
    text("format", "granite", lines(ROWS, (r) => `${r.hour}h00 - ${r.activity}`), ROWS),
    text("format", "llama-3.2-3b", lines(ROWS, (r) => `${h12(r.hour)} - ${r.activity}`), ROWS),
    text("format", "qwen2.5-14b", lines(ROWS, (r) => `• ${pad(r.hour)}:00 – ${r.activity}`), ROWS),
    text("format", "gpt-4.1", `| Hour | Activity |\n|---|---|\n${lines(ROWS, (r) => `| ${pad(r.hour)}:00 | ${r.activity} |`)}`, ROWS),
    text("format", "o3-mini", "```python\n" + JSON.stringify({ schedule: ROWS }, null, 2) + "\n```", ROWS),
    text("format", "mistral-7b", lines(ROWS, (r) => `${pad(r.hour)}:00 - ${r.activity}.`), ROWS),
    text("format", "qwen2.5-14b", lines(ROWS, (r) => `${pad(r.hour)}.00 - ${r.activity}`), ROWS),
    text("format", "llama-3.2-3b", lines(ROWS).replace(/\n/g, "\r\n"), ROWS),
    text("format", "gemini", lines(ROWS.slice(0, 12)) + "\n13:00-18:00 - selling tickets and seeing trains through\n" + lines(ROWS.slice(14)), ROWS),
    text("format", "granite", lines(ROWS).replace("10:00 - sweeping the platform", "10:00 - sweeping the platform\n10:00 - checking the lamps"), "fallback"),
    text("format", "mistral-nemo", lines(ROWS.slice(0, 17)), "fallback"),
    text("sub-bullets", "gemini", lines(ROWS).replace("06:00 - opening the booking office", "06:00 - opening the booking office\n  - unlocking the ticket window\n  - lighting the stove"), ROWS),
    text("placeholder", "tinyllama", "05:00 - waking up\n06:00 - [activity]\n07:00 - [activity]\n08:00 - [activity]", "fallback"),
    text("refusal", "granite", "Would you like the schedule to account for the landslip later this week, or just a normal Monday?", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't create detailed schedules about a specific person's day.", "fallback"),
    text("loop", "smollm", "05:00 - waking up and completing the morning routine\n06:00 - opening the booking office\n06:00 - opening the booking office\n06:00 - opening the booking office\n06:00 - opening the booking office\n06:00 - opening the booking office", "fallback"),
    text("ellipsis", "llama-3.2-1b", "05:00 - ...\n06:00 - ...", "fallback"),
    capped("qwen3", "<think>\nLet me lay out the hours. 05:00 wake up. 06:00 open booking office. 06:40 first train — that's within the 06:00 hour, so maybe 07:00 is selling tickets. Lunch at 12. Afternoon trains until 7. After that dinner, then bed at 9:30 so 21:00 could be", "fallback"),
    capped("mistral-7b", lines(ROWS.slice(0, 9)) + "\n14:00 - selling tic", "fallback"),
    text("good", "gpt-4.1", lines(ROWS), ROWS),
    text("good", "llama-3.2-3b", `${lines(ROWS)}\n`, ROWS),
    text("good", "granite", lines(ROWS), ROWS),
  ],
  structured: [
    object("good", "valid", { schedule: ROWS }, ROWS),
    object("format", "hour as a string", { schedule: ROWS.map((r) => ({ hour: `${pad(r.hour)}:00`, activity: r.activity })) }, ROWS),
    object("renamed-field", "time and task", { schedule: ROWS.map((r) => ({ time: r.hour, task: r.activity })) }, ROWS),
    object("extra-field", "a place beside", { schedule: ROWS.map((r) => ({ ...r, place: "Brackenfold Halt" })) }, ROWS),
    object("missing-field", "hour 14 missing", { schedule: ROWS.filter((r) => r.hour !== 14) }, "fallback"),
    object("empty-list", "empty", { schedule: [] }, "fallback"),
    object("malformed", "schedule as a string", { schedule: lines(ROWS) }, ROWS),
    object("nested-json", "tool-call wrapper", { name: "hourly_schedule", arguments: { schedule: ROWS } }, ROWS),
    rawAnswer("format", "Python dict", `{'schedule': [${ROWS.map((r) => `{'hour': ${r.hour}, 'activity': "${r.activity}"}`).join(", ")}]}`, ROWS),
    rawAnswer("format", "trailing commas", `{"schedule": [\n${ROWS.map((r) => `  {"hour": ${r.hour}, "activity": ${JSON.stringify(r.activity)},},`).join("\n")}\n]}`, ROWS),
    rawAnswer("cut-off", "cut", JSON.stringify({ schedule: ROWS }).slice(0, 400), "fallback", { finishReason: "length" }),
  ],
});
