import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

type Entry = [string, number];
const inputs = INPUTS.replan_schedule;
const SETTLED: Entry[] = [["painting the ferry's rails", 45], ["talking with Jozef Brink about the high water", 15]];
interface Row { start: string; end: string; activity: string }
const ROWS: Row[] = [
  { start: "15:00", end: "16:00", activity: "painting the ferry's rails" },
  { start: "16:00", end: "17:30", activity: "running the ferry" },
  { start: "17:30", end: "18:00", activity: "oiling the ferry chain" },
];
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const value = (rows: Row[]): Entry[] => [...SETTLED, ...rows.map((r) => [r.activity, minutes(r.end) - minutes(r.start)] as Entry)];
const V = value(ROWS);
const lines = (rows: Row[], fmt = (r: Row) => `${r.start} ~ ${r.end} -- ${r.activity}`) => rows.map(fmt).join("\n");
const TWO: Row[] = [
  { start: "15:00", end: "16:30", activity: "running the ferry" },
  { start: "16:30", end: "18:00", activity: "painting the ferry's rails" },
];
const py = (s: string) => (s.includes("'") ? `"${s}"` : `'${s}'`);

export default corpusOf<Entry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", lines(ROWS), V),
    text("good", "llama-4-scout", lines(ROWS) + "\n", V),
    text("good", "granite-3", lines(ROWS), V),
    text("good", "nemotron", lines(TWO), value(TWO)),
    text("good", "hermes-3", lines(ROWS), V),
    text("good", "aya-expanse", lines(ROWS), V),
    text("good", "phi-4", lines(ROWS) + "\n\nThe painting is cut to an hour so the ferry still runs its afternoon crossings.", V),
    text("good", "deepseek-v3", lines(ROWS), V),
    text("good", "olmo-2", lines(ROWS), V),
    text("good", "qwen3-think", qthink("180 minutes left: paint 60, ferry 90, chain 30 = 180.", lines(ROWS)), V),
    text("format", "gemma-3", lines(ROWS, (r) => `**${r.start} ~ ${r.end}** -- ${r.activity}`), V),
    text("format", "olmo-2", lines(ROWS, (r) => `• ${r.start} – ${r.end}: ${r.activity}`), V),
    text("format", "mistral-small-3", lines(ROWS, (r) => `${r.start.replace(":", "h")} ~ ${r.end.replace(":", "h")} -- ${r.activity}`), V),
    text("format", "llama-4-scout", "| Start | End | Activity |\n|---|---|---|\n" + lines(ROWS, (r) => `| ${r.start} | ${r.end} | ${r.activity} |`), V),
    text("format", "granite-3", html("<ul>" + ROWS.map((r) => `<li>${r.start} ~ ${r.end} -- ${r.activity}</li>`).join("") + "</ul>"), V),
    text("format", "nemotron", heading(lines(ROWS), "Revised schedule"), V),
    text("format", "hermes-3", fence("csv", "start,end,activity\n" + lines(ROWS, (r) => `${r.start},${r.end},${r.activity}`)), V),
    text("format", "phi-4", JSON.stringify(ROWS, null, 2), V),
    text("format", "deepseek-v3", "[" + ROWS.map((r) => `{'start': '${r.start}', 'end': '${r.end}', 'activity': ${py(r.activity)}}`).join(", ") + "]", V),
    text("format", "aya-expanse", lines(ROWS, (r) => `${r.start}-${r.end} ${r.activity}`), V),
    text("format", "gemma-3", "14:00 ~ 14:45 -- painting the ferry's rails\n14:45 ~ 15:00 -- talking with Jozef Brink about the high water\n" + lines(ROWS), V),
    text("format", "llama-4-scout", lines(ROWS, (r) => `${r.start} ~ ${r.end} -- ${r.activity}`).replace("17:30 ~ 18:00", "5.30pm ~ 6pm"), V),
    text("format", "granite-3", lines([{ start: "15:00", end: "16:00", activity: "painting the ferry's rails" }, { start: "16:00", end: "17:00", activity: "running the ferry" }]), "fallback"),
    text("format", "nemotron", lines([{ start: "15:00", end: "16:30", activity: "painting the ferry's rails" }, { start: "16:00", end: "18:00", activity: "running the ferry" }]), "fallback"),
    text("placeholder", "hermes-3", "15:00 ~ HH:MM -- [activity]\nHH:MM ~ 18:00 -- [activity]", "fallback"),
    text("refusal", "safety-tuned", "I'd suggest Ines talks to her employer about her schedule; I can't replan it for her.", "fallback"),
    text("loop", "q3-3b", "15:00 ~ 15:30 -- running the ferry\n15:30 ~ 15:30 -- running the ferry\n15:30 ~ 15:30 -- running the ferry\n15:30 ~ 15:30 -- running the ferry", "fallback"),
    capped("deepseek-v3", lines(ROWS.slice(0, 2)) + "\n17:30 ~ 18:", "fallback"),
  ],
  structured: [
    object("good", "valid", { entries: ROWS }, V),
    object("good", "two entries", { entries: TWO }, value(TWO)),
    object("renamed-field", "task", { entries: ROWS.map((r) => ({ start: r.start, end: r.end, task: r.activity })) }, V),
    object("extra-field", "minutes beside", { entries: ROWS.map((r) => ({ ...r, minutes: minutes(r.end) - minutes(r.start) })) }, V),
    rawAnswer("format", "python", "{'entries': [" + ROWS.map((r) => `{'start': '${r.start}', 'end': '${r.end}', 'activity': ${py(r.activity)}}`).join(", ") + "]}", V),
    rawAnswer("cut-off", "cut", JSON.stringify({ entries: ROWS }).slice(0, 120), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { entries: [] }, "fallback"),
    object("malformed", "ends at 17:00", { entries: ROWS.slice(0, 2) }, "fallback"),
  ],
});
