import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_planning_thought;
const T1 = "I have put the Kittiwake down for the lugger race at 11am on Saturday, and I need to keep Desmond a mooring on the north quay near the crane.";
const T2 = "I promised Desmond a mooring on the north quay near the crane, and his lugger races at eleven on Saturday.";
const T3 = "I should reserve the crane mooring on the north quay for Desmond before Saturday's regatta.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", T1, T1),
    text("good", "gemma-3", `${T2}\n`, T2),
    text("good", "phi-4", T3, T3),
    text("good", "deepseek-v3", T1, T1),
    text("good", "mixtral", ` ${T2}`, T2),
    text("good", "olmo-2", T3, T3),
    text("good", "yi-34b", T1, T1),
    text("good", "hermes", T2, T2),
    text("good", "aya", T3, T3),
    text("good", "gpt-4o-mini", T1, T1),
    text("format", "qwq", `Okay, so from Beatriz's side: she's entered the Kittiwake in the lugger race at eleven on Saturday, and Desmond asked her to keep a mooring on the north quay near the crane. That's a promise she has to remember.\n\n${T1}`, T1),
    text("format", "deepseek-v3", `**To remember:** ${T2}`, T2),
    text("format", "mixtral", `${T3}</s>`, T3),
    text("format", "llama-3.3-70b", `${T1}<|eot_id|>`, T1),
    text("format", "olmo-2", `Assistant: ${T3}`, T3),
    text("format", "hermes", `"${T2}"`, T2),
    text("format", "phi-4", "I have put the Kittiwake down for the lugger race at 11:00:00 on Saturday, June 19, 2027, and I owe Desmond a mooring by the crane.", "I have put the Kittiwake down for the lugger race at 11:00:00 on Saturday, June 19, 2027, and I owe Desmond a mooring by the crane."),
    text("format", "yi-34b", `${T3}\n\nUser: And what does Desmond need to remember?\nAssistant: Desmond needs the lugger afloat by Friday.`, T3),
    text("format", "aya", "Ik moet Desmond een ligplaats aan de noordkade bij de kraan geven; de Kittiwake vaart zaterdag om elf uur.", "Ik moet Desmond een ligplaats aan de noordkade bij de kraan geven; de Kittiwake vaart zaterdag om elf uur."),
    text("format", "gemma-3", `Option A: ${T1}\nOption B: ${T3}`, "fallback"),
    text("second-person", "mixtral", "You need to keep Desmond a mooring near the crane.", "fallback"),
    text("refusal", "aya", "I'm sorry, I don't see anything to remember in this conversation.", "fallback"),
    capped("llama-3.3-70b", "I have put the Kittiwake down for the lugger race at 11am on Saturday, and I need to", "fallback"),
    capped("qwq", "Okay, so what does Beatriz need to remember? The entry, at eleven. The mooring", "fallback"),
    text("good", "qwq", `Okay, the promise of a mooring and the race time.\n\n${T2}`, T2),
    text("good", "phi-4", T1, T1),
    text("good", "gemma-3", T3, T3),
  ],
  structured: [
    object("good", "valid", { thought: T1 }, T1),
    object("good", "short", { thought: T3 }, T3),
    object("renamed-field", "note", { note: T2 }, T2),
    object("extra-field", "when beside", { thought: T1, when: "2027-06-19T11:00" }, T1),
    object("ellipsis", "empty", { thought: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ thought: T2 }).repeat(2), T2),
    rawAnswer("cut-off", "cut", '{"thought": "I have put the', "fallback", { finishReason: "length" }),
  ],
});
