import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.replan_schedule;
type Entry = [string, number];
const settled: Entry[] = [["blacking the Kingfisher's hull", 90], ["talking with Anneke de Vries about the stoppage", 20]];
const value: Entry[] = [...settled, ["blacking the Kingfisher's hull", 70], ["sanding the festival stall", 60]];
const written = "10:50 ~ 12:00 -- blacking the Kingfisher's hull\n12:00 ~ 13:00 -- sanding the festival stall";
const entries = [{ start: "10:50", end: "12:00", activity: "blacking the Kingfisher's hull" }, { start: "12:00", end: "13:00", activity: "sanding the festival stall" }];

export default corpusOf<Entry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    ...styled(written, value, "130 minutes left: finish the blacking until noon, then the stall."),
    text("format", "deepseek-v3.1", "10:50 - 12:00 -- blacking the Kingfisher's hull\n12:00 - 13:00 -- sanding the festival stall", value),
    text("format", "sarvam-m", `09:00 ~ 10:30 -- blacking the Kingfisher's hull\n10:30 ~ 10:50 -- talking with Anneke de Vries about the stoppage\n${written}`, value),
    text("format", "ernie-4.5", "| Time | Activity |\n|---|---|\n| 10:50 ~ 12:00 | blacking the Kingfisher's hull |\n| 12:00 ~ 13:00 | sanding the festival stall |", value),
    text("malformed", "phi-4-mini", "10:50 ~ 12:30 -- blacking the Kingfisher's hull\n12:00 ~ 13:00 -- sanding the festival stall", "fallback"),
    text("placeholder", "lm-studio-q5", "HH:MM ~ HH:MM -- activity", "fallback"),
    text("refusal", "safety-tuned", "I can't reschedule someone else's work day.", "fallback"),
    capped("deepseek-r1-distill", "10:50 ~ 12:00 -- blacking the Kingfisher's hull\n12:00 ~ 13:", "fallback"),
  ],
  structured: [
    object("good", "valid", { entries }, value),
    object("renamed-field", "schedule", { schedule: entries }, value),
    object("extra-field", "minutes beside", { entries: entries.map((e, i) => ({ ...e, minutes: [70, 60][i] })) }, value),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ entries })), value),
    rawAnswer("cut-off", "cut", '{"entries": [{"start": "10:50", "end": "12:00", "activity": "blacking the Kin', "fallback", { finishReason: "length" }),
  ],
});
