import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.replan_schedule;
type Entry = [string, number];
const FIXED: Entry[] = [["steaming a new plank for the Kittiwake", 20], ["talking with Beatriz Lindqvist about the regatta entry", 15]];
const RIVET = "riveting the plank to the frames";
const SWEEP = "sweeping the shed";
const A: Entry[] = [...FIXED, [RIVET, 115], [SWEEP, 30]];
const B: Entry[] = [...FIXED, ["steaming a new plank for the Kittiwake", 25], [RIVET, 90], [SWEEP, 30]];
const C: Entry[] = [...FIXED, [RIVET, 145]];
const LA = `13:35 ~ 15:30 -- ${RIVET}\n15:30 ~ 16:00 -- ${SWEEP}`;
const LB = `13:35 ~ 14:00 -- steaming a new plank for the Kittiwake\n14:00 ~ 15:30 -- ${RIVET}\n15:30 ~ 16:00 -- ${SWEEP}`;

export default corpusOf<Entry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", LA, A),
    text("good", "gemma-3", `${LB}\n`, B),
    text("good", "phi-4", `${LB}\n\nThe plank still needs its last 25 minutes in the steam box, then the riveting and sweeping keep their times.`, B),
    text("good", "deepseek-v3", LA, A),
    text("good", "mixtral", LB, B),
    text("good", "olmo-2", `13:35 ~ 16:00 -- ${RIVET}`, C),
    text("good", "yi-34b", `Here is the rest of Desmond's afternoon:\n${LB}`, B),
    text("good", "hermes", LA, A),
    text("good", "aya", LB, B),
    text("good", "gpt-4o-mini", LA, A),
    text("format", "qwq", `Okay, so the talk with Beatriz ends at 13:35. The plank had 60 minutes of steaming planned and got only 20, so it needs more; but the riveting can't start until the plank is bent. Let me give the steam box 25 more minutes, then riveting 14:00 to 15:30, sweeping 15:30 to 16:00.\n\n${LB}`, B),
    text("format", "llama-3.3-70b", `13:35:00 ~ 14:00:00 -- steaming a new plank for the Kittiwake\n14:00:00 ~ 15:30:00 -- ${RIVET}\n15:30:00 ~ 16:00:00 -- ${SWEEP}`, B),
    text("format", "gemma-3", `1:35 pm ~ 3:30 pm -- ${RIVET}\n3:30 pm ~ 4:00 pm -- ${SWEEP}`, A),
    text("format", "deepseek-v3", `| Start | End | Activity |\n|---|---|---|\n| 13:35 | 15:30 | ${RIVET} |\n| 15:30 | 16:00 | ${SWEEP} |`, A),
    text("format", "mixtral", `${LA}</s>`, A),
    text("format", "hermes", LA.replace(/\n/g, "\\n"), A),
    text("format", "phi-4", `start,end,activity\n13:35,15:30,${RIVET}\n15:30,16:00,${SWEEP}`, A),
    text("format", "olmo-2", `13:00 ~ 13:20 -- steaming a new plank for the Kittiwake\n13:20 ~ 13:35 -- talking with Beatriz Lindqvist about the regatta entry\n${LA}`, A),
    text("format", "yi-34b", `${LA}\n\nUser: And after four?\nAssistant: 16:00 ~ 17:00 -- oiling the oars`, A),
    text("format", "aya", `Option A:\n${LA}\n\nOption B:\n${LB}`, "fallback"),
    text("format", "gemma-3", `13:35 ~ 15:30 -- ${RIVET}\n15:30 ~ 16:30 -- ${SWEEP}`, "fallback"),
    text("format", "deepseek-v3", `13:40 ~ 15:30 -- ${RIVET}\n15:30 ~ 16:00 -- ${SWEEP}`, "fallback"),
    text("placeholder", "olmo-2", "HH:MM ~ HH:MM -- activity", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't reschedule someone's afternoon without more details.", "fallback"),
    capped("llama-3.3-70b", `13:35 ~ 15:30 -- ${RIVET}\n15:30 ~ 16:0`, "fallback"),
    capped("qwq", "Okay, so Desmond's original plan had steaming from 13:00 to 14:00. He got 20 minutes in before Beatriz came. Is the plank still hot? If he stops the steam box for fifteen minutes", "fallback"),
    text("good", "qwq", `Okay, the riveting can take the rest of the time until the sweep at half three.\n\n${LA}`, A),
    text("good", "phi-4", LA, A),
    text("good", "gemma-3", LA, A),
  ],
  structured: [
    object("good", "valid", { entries: [{ start: "13:35", end: "15:30", activity: RIVET }, { start: "15:30", end: "16:00", activity: SWEEP }] }, A),
    object("good", "more steaming", { entries: [{ start: "13:35", end: "14:00", activity: "steaming a new plank for the Kittiwake" }, { start: "14:00", end: "15:30", activity: RIVET }, { start: "15:30", end: "16:00", activity: SWEEP }] }, B),
    object("format", "seconds", { entries: [{ start: "13:35:00", end: "15:30:00", activity: RIVET }, { start: "15:30:00", end: "16:00:00", activity: SWEEP }] }, A),
    object("renamed-field", "from/to/task", { entries: [{ from: "13:35", to: "15:30", task: RIVET }, { from: "15:30", to: "16:00", task: SWEEP }] }, A),
    object("extra-field", "minutes beside", { entries: [{ start: "13:35", end: "15:30", activity: RIVET, minutes: 115 }, { start: "15:30", end: "16:00", activity: SWEEP, minutes: 30 }] }, A),
    object("malformed", "gap", { entries: [{ start: "13:35", end: "15:00", activity: RIVET }, { start: "15:30", end: "16:00", activity: SWEEP }] }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ entries: [{ start: "13:35", end: "15:30", activity: RIVET }, { start: "15:30", end: "16:00", activity: SWEEP }] }).repeat(2), A),
    rawAnswer("format", "text lines", LA, A),
    rawAnswer("cut-off", "cut", '{"entries": [{"start": "13:35", "end": "15:30", "activity": "riveting the plank to the frames"}, {"start": "15:', "fallback", { finishReason: "length" }),
  ],
});
