import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.replan_schedule;
type Entries = Array<[string, number]>;
const SETTLED: Entries = [["carding the Fell End fleeces", 30], ["talking with Ilse Varga about the band's train on Saturday", 20]];
type Line = [string, string, string];
const REST: Line[] = [
  ["13:50", "14:50", "carding the Fell End fleeces"],
  ["14:50", "15:30", "oiling the carding engine"],
  ["15:30", "16:00", "sweeping the carding room"],
];
const mins = (a: string, b: string) => { const [ah, am] = a.split(":").map(Number); const [bh, bm] = b.split(":").map(Number); return bh! * 60 + bm! - ah! * 60 - am!; };
const value = (rest: Line[]): Entries => [...SETTLED, ...rest.map(([s, e, a]) => [a, mins(s, e)] as [string, number])];
const V = value(REST);
const TWO: Line[] = [["13:50", "15:00", "carding the Fell End fleeces"], ["15:00", "16:00", "oiling the carding engine"]];
const V2 = value(TWO);
const lines = (rest: Line[], fmt = ([s, e, a]: Line) => `${s} ~ ${e} -- ${a}`) => rest.map(fmt).join("\n");
const h = (t: string) => t.replace(":", "");

export default corpusOf<Entries>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", lines(REST), V),
    text("good", "o3-mini", lines(TWO), V2),
    text("good", "mistral-7b", ` ${lines(REST)}`, V),
    text("good", "mistral-nemo", lines(REST), V),
    text("good", "llama-3.2-3b", `Here is the rest of Kwame's schedule:\n\n${lines(REST)}`, V),
    text("good", "qwen2.5-14b", lines(TWO), V2),
    text("good", "granite", lines(REST), V),
    text("good", "qwen3", `<think>\n130 minutes left: 60 carding, 40 oiling, 30 sweeping.\n</think>\n\n${lines(REST)}`, V),
    text("good", "gemini", `${lines(REST)}\n\nLet me know if Kwame should skip the sweeping instead!`, V),
    text("format", "gemini", lines(REST, ([s, e, a]) => `**${s} ~ ${e}** -- ${a}`), V),
    text("format", "mistral-nemo", lines(REST, ([s, e, a]) => `${h(s)} ~ ${h(e)} -- ${a}`), V),
    text("format", "granite", lines(REST, ([s, e, a]) => `${s}-${e}: ${a}`), V),
    text("format", "llama-3.2-3b", lines(REST, ([s, e, a]) => `• ${s} – ${e} — ${a}`), V),
    text("format", "qwen2.5-14b", lines(REST, ([s, e, a]) => `${s.replace(":", "h")} ~ ${e.replace(":", "h")} -- ${a}`), V),
    text("format", "gpt-4.1", `| Start | End | Activity |\n|---|---|---|\n${lines(REST, ([s, e, a]) => `| ${s} | ${e} | ${a} |`)}`, V),
    text("format", "o3-mini", `{'entries': [${REST.map(([s, e, a]) => `{'start': '${s}', 'end': '${e}', 'activity': '${a}'}`).join(", ")}]}`, V),
    text("format", "mistral-7b", `13:00 ~ 13:30 -- carding the Fell End fleeces\n13:30 ~ 13:50 -- talking with Ilse Varga about the band's train on Saturday\n${lines(REST)}`, V),
    text("format", "llama-3.2-3b", lines(REST, ([s, e, a]) => `${s} ~ ${e} -- ${a} (${mins(s, e)} minutes)`), V),
    text("format", "mistral-nemo", lines([["13:50", "15:00", "cardare i velli di Fell End"], ["15:00", "16:00", "oliare la carda"]]), value([["13:50", "15:00", "cardare i velli di Fell End"], ["15:00", "16:00", "oliare la carda"]])),
    text("format", "granite", lines([["13:50", "14:50", "carding the Fell End fleeces"], ["14:50", "15:30", "oiling the carding engine"], ["15:30", "16:15", "sweeping the carding room"]]), "fallback"),
    text("format", "qwen2.5-14b", lines([["13:50", "14:50", "carding the Fell End fleeces"], ["15:00", "16:00", "oiling the carding engine"]]), "fallback"),
    text("placeholder", "tinyllama", "13:50 ~ HH:MM -- activity", "fallback"),
    text("refusal", "granite", "Does Kwame still need to oil the engine today, or can it wait until tomorrow? Let me know and I'll adjust.", "fallback"),
    text("loop", "smollm", "13:50 ~ 14:00 -- carding the Fell End fleeces\n13:50 ~ 14:00 -- carding the Fell End fleeces\n13:50 ~ 14:00 -- carding the Fell End fleeces\n13:50 ~ 14:00 -- carding the Fell End fleeces", "fallback"),
    text("ellipsis", "llama-3.2-1b", "13:50 ~ 16:00 -- ...", "fallback"),
    capped("mistral-7b", `${lines(REST.slice(0, 2))}\n15:30 ~ 16:`, "fallback"),
    capped("qwen3", "<think>\nKwame lost 60 minutes of carding to the chat. The rest runs 13:50 to 16:00, 130 minutes. The original had 90 carding, 60 oiling, 30 sweeping = 180. Need to cut 50. Option: carding 60, oiling 40, sweeping 30. Or drop sweeping", "fallback"),
    text("good", "gpt-4.1", lines(REST), V),
    text("good", "mistral-nemo", lines(TWO), V2),
    text("good", "llama-3.2-3b", `${lines(TWO)}\n`, V2),
  ],
  structured: [
    object("good", "valid", { entries: REST.map(([start, end, activity]) => ({ start, end, activity })) }, V),
    object("good", "two entries", { entries: TWO.map(([start, end, activity]) => ({ start, end, activity })) }, V2),
    object("format", "with the settled entries", { entries: [{ start: "13:00", end: "13:30", activity: SETTLED[0]![0] }, { start: "13:30", end: "13:50", activity: SETTLED[1]![0] }, ...REST.map(([start, end, activity]) => ({ start, end, activity }))] }, V),
    object("renamed-field", "schedule and task", { schedule: REST.map(([start, end, task]) => ({ start, end, task })) }, V),
    object("extra-field", "minutes beside", { entries: REST.map(([start, end, activity]) => ({ start, end, activity, minutes: mins(start, end) })) }, V),
    object("missing-field", "no end times", { entries: REST.map(([start, , activity]) => ({ start, activity })) }, V),
    object("empty-list", "empty", { entries: [] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "replan_schedule", arguments: { entries: REST.map(([start, end, activity]) => ({ start, end, activity })) } }, V),
    rawAnswer("format", "JSON with comments", `{\n  "entries": [\n${REST.map(([s, e, a]) => `    {"start": "${s}", "end": "${e}", "activity": "${a}"}, // ${mins(s, e)} min`).join("\n")}\n  ]\n}`, V),
    rawAnswer("cut-off", "cut", '{"entries": [{"start": "13:50", "end": "14:50", "activity": "carding the Fell End fleeces"}, {"start": "14:5', "fallback", { finishReason: "length" }),
  ],
});
