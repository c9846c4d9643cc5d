import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.replan_schedule;
type Entry = [string, number];
const MAP = "drawing the fell-race map";
const BOOK = "booking in the walkers";
const settled: Entry[] = [[MAP, 60], ["talking with Elin Pryce about the race route", 30]];
const V: Entry[] = [...settled, [MAP, 30], [BOOK, 120]];
const W: Entry[] = [...settled, [MAP, 60], [BOOK, 90]];
const X: Entry[] = [...settled, [BOOK, 150]];
const body = `15:30 ~ 16:00 -- ${MAP}\n16:00 ~ 18:00 -- ${BOOK}`;
const bodyW = `15:30 ~ 16:30 -- ${MAP}\n16:30 ~ 18:00 -- ${BOOK}`;
const bodyX = `15:30 ~ 18:00 -- ${BOOK}`;
const why = "Half an hour more on the map, then the walkers from four: they arrive in the afternoon and cannot wait.";
const entries = [{ start: "15:30", end: "16:00", activity: MAP }, { start: "16:00", end: "18:00", activity: BOOK }];

export default corpusOf<Entry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", body, V),
    text("good", "o4-mini", body, V),
    text("good", "internlm-3", bodyW, W),
    text("good", "yi-1.5", body + "\n", V),
    text("good", "command-a", body, V),
    text("good", "claude-sonnet-4", bodyW, W),
    text("good", "llamacpp-grammar", body, V),
    text("good", "hermes-3", bodyX, X),
    text("good", "nemotron-nano", think(why, body), V),
    text("format", "nemotron-nano", thinkOff(body), V),
    text("format", "claude-sonnet-4", tag("schedule", body), V),
    text("format", "claude-sonnet-4", sonnetTags(why, bodyW), W),
    text("format", "tgi-stop", tgiStop(body), V),
    text("format", "internlm-3", eos(body, "<|im_end|>"), V),
    text("format", "grok-3-mini", grokReasoning(why, body), V),
    text("format", "jamba-1.7", jamba(body, "That still gets Kofi to the walkers by four.", "Updated Schedule"), V),
    text("format", "command-a", `**Rest of the afternoon:**\n${body}`, V),
    text("format", "o4-mini", `15:30 - 16:00 -- ${MAP}\n16:00 - 18:00 -- ${BOOK}`, V),
    text("format", "yi-1.5", `14:00 ~ 15:00 -- ${MAP}\n15:00 ~ 15:30 -- talking with Elin Pryce about the race route\n${body}`, V),
    text("format", "llamacpp-grammar", fence("", body), V),
    text("format", "o4-mini", `3:30 pm ~ 4:00 pm -- ${MAP}\n4:00 pm ~ 6:00 pm -- ${BOOK}`, V),
    text("nested-json", "hermes-3", toolCall("update_schedule", { entries }), V),
    text("malformed", "internlm-3", `15:30 ~ 16:30 -- ${MAP}\n16:00 ~ 18:00 -- ${BOOK}`, "fallback"),
    text("malformed", "yi-1.5", `15:30 ~ 16:00 -- ${MAP}\n16:00 ~ 17:00 -- ${BOOK}`, "fallback"),
    text("placeholder", "yi-1.5", "HH:MM ~ HH:MM -- activity\nHH:MM ~ HH:MM -- activity", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to rearrange a real person's working afternoon.", "fallback"),
    text("loop", "internlm-3", Array(14).fill(`15:30 ~ 16:00 -- ${MAP}`).join("\n"), "fallback"),
    capped("nemotron-nano", `<think>\n${why} Or should the map get the full hour back? The walkers come from three, so`, "fallback"),
    capped("grok-3-mini", `15:30 ~ 16:00 -- ${MAP}\n16:00 ~ 18:`, "fallback"),
  ],
  structured: [
    object("good", "valid", { entries }, V),
    object("good", "one entry", { entries: [{ start: "15:30", end: "18:00", activity: BOOK }] }, X),
    object("renamed-field", "schedule", { schedule: entries }, V),
    object("extra-field", "minutes beside", { entries: entries.map((e, i) => ({ ...e, minutes: [30, 120][i] })) }, V),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ entries }), V),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ entries })), V),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ entries })), V),
    rawAnswer("cut-off", "cut", `{"entries": [{"start": "15:30", "end": "16:00", "activity": "drawing the fell-ra`, "fallback", { finishReason: "length" }),
    object("malformed", "ends at five", { entries: [{ start: "15:30", end: "16:00", activity: MAP }, { start: "16:00", end: "17:00", activity: BOOK }] }, "fallback"),
    object("placeholder", "slots", { entries: [{ start: "HH:MM", end: "HH:MM", activity: "<activity>" }] }, "fallback"),
  ],
});
