import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

type Entries = Array<[string, number]>;
type Row = [start: string, end: string, activity: string];
const inputs = INPUTS.replan_schedule;
const SETTLED: Entries = [["serving at the post office counter", 60], ["talking with Priya Nair about the trial entries", 20]];
const SETTLED_ROWS: Row[] = [["13:00", "14:00", "serving at the post office counter"], ["14:00", "14:20", "talking with Priya Nair about the trial entries"]];
const R1: Row[] = [["14:20", "15:00", "serving at the post office counter"], ["15:00", "16:15", "driving the school minibus"], ["16:15", "17:00", "sorting the parcels"]];
const V1: Entries = [...SETTLED, ["serving at the post office counter", 40], ["driving the school minibus", 75], ["sorting the parcels", 45]];
const R2: Row[] = [["14:20", "15:15", "serving at the post office counter"], ["15:15", "16:30", "driving the school minibus"], ["16:30", "17:00", "sorting the parcels"]];
const V2: Entries = [...SETTLED, ["serving at the post office counter", 55], ["driving the school minibus", 75], ["sorting the parcels", 30]];
const R3: Row[] = [["14:20", "15:00", "serving at the post office counter"], ["15:00", "16:15", "driving the school minibus"], ["16:15", "16:45", "sorting the parcels"], ["16:45", "17:00", "locking up the post office"]];
const V3: Entries = [...SETTLED, ["serving at the post office counter", 40], ["driving the school minibus", 75], ["sorting the parcels", 30], ["locking up the post office", 15]];

const lines = (rows: Row[], fmt = (s: string, e: string, a: string) => `${s} ~ ${e} -- ${a}`) => rows.map(([s, e, a]) => fmt(s, e, a)).join("\n");
const twelve = (t: string) => {
  const [h, m] = t.split(":").map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
};
const body = lines(R1);
const why = "160 minutes left. The minibus run at 3:15 cannot move much; the counter takes the rest before it, parcels after.";
const entries = (rows: Row[]) => rows.map(([start, end, activity]) => ({ start, end, activity }));

export default corpusOf<Entries>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", body, V1),
    text("good", "claude-haiku-4.5", body, V1),
    text("good", "gemini-2.5-flash", body + "\n", V1),
    text("good", "qwen3-nothink", lines(R2), V2),
    text("good", "kimi-k2", body, V1),
    text("good", "llama-3.3-70b", lines(R3), V3),
    text("good", "command-r", body, V1),
    text("good", "gemma-3n", lines(R2), V2),
    text("good", "smollm3", body, V1),
    text("good", "magistral", magThink(why, body), V1),
    text("good", "deepseek-r1-distill", think(why, body), V1),
    text("good", "gpt-oss-20b", harmony(why, body), V1),
    text("format", "ollama-q4", eot(body), V1),
    text("format", "command-r", crlf(body + "\n"), V1),
    text("format", "qwen3-nothink", ollamaThinking(why, body), V1),
    text("format", "gpt-oss-20b", tag("final", body), V1),
    text("format", "claude-haiku-4.5", preamble("Here's the rest of Declan's afternoon:", body), V1),
    text("format", "gemini-2.5-flash", lines([...SETTLED_ROWS, ...R1]), V1),
    text("format", "llama-3.3-70b", lines(R1, (s, e, a) => `${s} - ${e}: ${a}`), V1),
    text("format", "gpt-5-mini", lines(R1, (s, e, a) => `${s}–${e} — ${a}`), V1),
    text("format", "gemma-3n", lines(R1, (s, e, a) => `- ${s} ~ ${e} -- ${a}`), V1),
    text("format", "smollm3", lines(R1, (s, e, a) => `${twelve(s)} ~ ${twelve(e)} -- ${a}`), V1),
    text("format", "kimi-k2", "| Start | End | Activity |\n|---|---|---|\n" + R1.map(([s, e, a]) => `| ${s} | ${e} | ${a} |`).join("\n"), V1),
    text("format", "command-r", fence("json", JSON.stringify(entries(R1), null, 2)), V1),
    text("format", "claude-haiku-4.5", lines(R1, (s, e, a) => `**${s} ~ ${e}** -- ${a}`), V1),
    text("format", "gemini-2.5-flash", `${body}\n\nThe minibus run stays at its usual time, so the counter just gets a shorter stretch.`, V1),
    text("format", "llama-3.3-70b", lines(R1, (s, e, a) => `${s}~${e}--${a}`), V1),
    text("placeholder", "smollm3", "14:20 ~ HH:MM -- [activity]\nHH:MM ~ 17:00 -- [activity]", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to reorganise someone's working day without more information.", "fallback"),
    text("loop", "ollama-q4", "14:20 ~ 15:00 -- serving at the post office counter at the post office counter at the post office counter at the post office counter at the post office counter", "fallback"),
    capped("gemini-2.5-flash", "14:20 ~ 15:00 -- serving at the post office counter\n15:00 ~ 16:15 -- driving the sch", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} So 14:20 to 15:00 counter, then 15:00 to`, "fallback"),
    text("ellipsis", "gemma-3n", "14:20 ~ 15:00 -- ...\n15:00 ~ 17:00 -- ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { entries: entries(R1) }, V1),
    object("good", "second", { entries: entries(R2) }, V2),
    object("good", "settled entries repeated", { entries: entries([...SETTLED_ROWS, ...R1]) }, V1),
    object("renamed-field", "schedule", { schedule: entries(R1) }, V1),
    object("extra-field", "minutes beside", { entries: R1.map(([start, end, activity], i) => ({ start, end, activity, minutes: [40, 75, 45][i] })) }, V1),
    object("nested-json", "under replan", { replan: { entries: entries(R1) } }, V1),
    object("string-value", "12-hour times", { entries: R1.map(([s, e, activity]) => ({ start: twelve(s), end: twelve(e), activity })) }, V1),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ entries: entries(R1) })), V1),
    rawAnswer("format", "lines as raw text", body, V1),
    rawAnswer("cut-off", "cut", JSON.stringify({ entries: entries(R1) }).slice(0, 100), "fallback", { finishReason: "length" }),
    object("placeholder", "placeholders", { entries: [{ start: "14:20", end: "HH:MM", activity: "<activity>" }] }, "fallback"),
  ],
});
