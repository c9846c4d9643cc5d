import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

type Entry = [string, number];
const inputs = INPUTS.replan_schedule;

const FIXED: Entry[] = [["dyeing the second batch of scarves", 30], ["talking with Tobias Okafor about the market crossing", 20]];
const REST: Entry[] = [["dyeing the second batch of scarves", 40], ["hanging scarves on the drying racks", 60], ["sweeping the dye house", 30]];
const REST2: Entry[] = [["dyeing the second batch of scarves", 60], ["hanging scarves on the drying racks", 70]];
const D2 = "dyeing the second batch of scarves";
const H2 = "hanging scarves on the drying racks";
const full = (rest: Entry[]): Entry[] => [...FIXED, ...rest];
const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const lines = (rest: Entry[], from = 13 * 60 + 50, f = (s: string, e: string, a: string) => `${s} ~ ${e} -- ${a}`) => {
  let t = from;
  return rest.map(([a, m]) => f(hm(t), hm((t += m)), a)).join("\n");
};
const pm = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, "0")} ${h >= 12 ? "pm" : "am"}`;
};

export default corpusOf<Entry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(REST), full(REST)),
    text("good", "gemma-2-9b", lines(REST2), full(REST2)),
    text("good", "phi-3-mini", `${lines(REST)}\n\nThe sweeping is kept at the end, as planned.`, full(REST)),
    text("good", "llama-3.1-70b", lines(REST), full(REST)),
    text("good", "claude", `Here's the rest of Wen's afternoon:\n\n${lines(REST)}`, full(REST)),
    text("good", "command-r", lines(REST2), full(REST2)),
    text("good", "0.5b", lines(REST), full(REST)),
    text("good", "deepseek-r1-distill", `<think>\n130 minutes left. Dyeing had 60 left of 90; shorten to 40. Racks 60, sweeping 30. 40+60+30 = 130.\n</think>\n\n${lines(REST)}`, full(REST)),
    text("format", "claude", lines(REST, undefined, (s, e, a) => `- **${s} ~ ${e}** -- ${a}`), full(REST)),
    text("format", "gemma-2-9b", lines(REST, undefined, (s, e, a) => `${s} - ${e}: ${a}`), full(REST)),
    text("format", "command-r", lines(REST).replace(/\n/g, "\r\n"), full(REST)),
    text("format", "llama-3.1-70b", lines(REST, undefined, (s, e, a) => `${pm(s)} ~ ${pm(e)} -- ${a}`), full(REST)),
    text("format", "phi-3-mini", `${lines(FIXED, 13 * 60)}\n${lines(REST)}`, full(REST)),
    text("format", "gpt-4o-mini", `| Start | End | Activity |\n|---|---|---|\n${lines(REST, undefined, (s, e, a) => `| ${s} | ${e} | ${a} |`)}`, full(REST)),
    text("format", "qwen2.5-7b", lines(REST, undefined, (s, e, a) => `${s} ~ ${e} -- ${a.toUpperCase()}`), full(REST.map(([a, m]) => [a.toUpperCase(), m]))),
    text("format", "gemma-2-9b", `${lines(REST2)}\n\nWait, actually, she still has to sweep:\n${lines(REST)}`, full(REST)),
    text("format", "command-r", "13:50 ~ 15:00 -- dyeing the second batch of scarves\n15:00 ~ 16:30 -- hanging scarves on the drying racks", "fallback"),
    text("format", "llama-3.1-70b", "13:50 ~ 14:30 -- dyeing the second batch of scarves\n14:50 ~ 16:00 -- hanging scarves on the drying racks", "fallback"),
    text("placeholder", "0.5b", "HH:MM ~ HH:MM -- activity\nHH:MM ~ HH:MM -- activity", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't rearrange this schedule without knowing Wen's priorities.", "fallback"),
    text("loop", "0.5b", "13:50 ~ 14:00 -- dyeing\n13:50 ~ 14:00 -- dyeing\n13:50 ~ 14:00 -- dyeing\n13:50 ~ 14:00 -- dyeing", "fallback"),
    capped("gemma-2-9b", `${lines(REST.slice(0, 2))}\n15:30 ~ 16:00 -- sweep`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe window is 13:00 to 16:00. Fixed up to 13:50. Original: dyeing 90 min, 30 done. Racks 60. Sweeping 30. That's 60+60+30 = 150, but only 130 remain, so 20 minutes must go. Cut from the dyeing? Or the sweeping? The scarves", "fallback"),
    text("good", "llama-3.1-70b", lines(REST2), full(REST2)),
    text("good", "claude", `${lines(REST2)}\n\nI dropped the sweeping to make room for the scarves. Let me know if you'd prefer to keep it!`, full(REST2)),
    text("good", "command-r", lines(REST), full(REST)),
    text("format", "phi-3-mini", `${lines(REST)}\n\nSo Wen finishes at 16:30.`, "fallback"),
    text("cut-off", "deepseek-r1-distill", "<think>\n130 minutes from 13:50. Dyeing 40, racks 60, sweeping 30. Check: 13:50 + 40 = 14:30, + 60 = 15:30, + 30 = 16:00. Good. Now write", "fallback"),
    text("good", "phi-3-mini", lines(REST2), full(REST2)),
    text("good", "qwen2.5-7b", lines(REST), full(REST)),
    text("good", "0.5b", lines(REST2), full(REST2)),
    text("good", "deepseek-r1-distill", `<think>\nDrop the sweeping; 60 + 70.\n</think>\n${lines(REST2)}`, full(REST2)),
  ],
  structured: [
    object("good", "valid", { entries: lines(REST).split("\n").map((l) => l.match(/(\S+) ~ (\S+) -- (.*)/)!).map(([, start, end, activity]) => ({ start, end, activity })) }, full(REST)),
    object("good", "two entries", { entries: [{ start: "13:50", end: "14:50", activity: D2 }, { start: "14:50", end: "16:00", activity: H2 }] }, full(REST2)),
    object("string-value", "12-hour times", { entries: [{ start: "1:50 pm", end: "2:50 pm", activity: D2 }, { start: "2:50 pm", end: "4:00 pm", activity: H2 }] }, full(REST2)),
    object("renamed-field", "from and to", { entries: [{ from: "13:50", to: "14:50", activity: D2 }, { from: "14:50", to: "16:00", activity: H2 }] }, full(REST2)),
    object("extra-field", "minutes beside", { entries: [{ start: "13:50", end: "14:50", minutes: 60, activity: D2 }, { start: "14:50", end: "16:00", minutes: 70, activity: H2 }] }, full(REST2)),
    object("malformed", "a gap", { entries: [{ start: "13:50", end: "14:30", activity: D2 }, { start: "15:00", end: "16:00", activity: H2 }] }, "fallback"),
    object("empty-list", "empty", { entries: [] }, "fallback"),
    rawAnswer("format", "text lines", lines(REST), full(REST)),
    rawAnswer("cut-off", "cut", '{"entries": [{"start": "13:50", "end": "14:30", "activity": "dyeing the sec', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ entries: [{ start: "13:50", end: "14:50", activity: D2 }, { start: "14:50", end: "16:00", activity: H2 }] })}\nLet me know if you need any changes.`, full(REST2)),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ entries: [{ start: "13:50", end: "14:50", activity: D2 }, { start: "14:50", end: "16:00", activity: H2 }] }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", full(REST2)),
  ],
});
