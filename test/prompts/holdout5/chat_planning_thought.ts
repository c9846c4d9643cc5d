import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { candleChat } from "./fixtures.js";

const inputs = { name: "Ingrid Halvorsen", partner: "Priya Lindqvist", transcript: candleChat };
const T = "I need to bring my candles to the stall by the stone cross at Market Cross at 4pm on Friday, coming in by the ford road.";
const T2 = "Ingrid should take the candles and a comb of heather honey for the raffle to Market Cross on Friday at 4pm.";
const T3 = "I promised Priya the candles at four on Friday and a comb of honey for the raffle.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", T, T),
    text("good", "gpt-3.5", T2, T2),
    text("good", "llama-3-8b", T3, T3),
    text("good", "qwen2.5-7b", T, T),
    text("good", "mistral-7b", ` ${T2}`, T2),
    text("good", "1b", T3, T3),
    text("good", "reasoning", `<think>\nAppointment: Friday 4pm, Market Cross, by the ford road. Promise: raffle honey.\n</think>\n${T}`, T),
    text("good", "gpt-4o-mini", `"${T}"`, T),
    text("good", "gpt-3.5", T, T),
    text("good", "llama-3-8b", T2, T2),
    text("good", "qwen2.5-7b", T3, T3),
    text("format", "gpt-3.5", `Sure! Here it is:\n\n${T2}`, T2),
    text("format", "llama-3-8b", `**Reminder:** ${T3}`, T3),
    text("format", "qwen2.5-7b", `- ${T}`, T),
    text("format", "mistral-7b", `${T} 🕯️📅`, `${T} 🕯️📅`),
    text("label", "gpt-4o-mini", `${T}\n\n(This is the key appointment from the conversation.)`, T),
    text("label", "llama-3-8b", `Ingrid's thought: ${T3}`, T3),
    text("format", "qwen2.5-7b", `Recordatorio: ${T3}`, T3),
    text("refusal", "refusal", "I'm sorry, I can't help with that.", "fallback"),
    text("placeholder", "1b", "[one full sentence]", "fallback"),
    capped("gpt-4o-mini", "I need to bring my candles to the stall by the stone cross at Market Cross at", "fallback"),
    text("cut-off", "reasoning", "<think>\nWhat does Ingrid need to remember? The delivery time changed to", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: T }, T),
    object("renamed-field", "reminder for thought", { reminder: T3 }, T3),
    object("extra-field", "a date beside", { thought: T2, date: "2024-11-08" }, T2),
    object("label", "a label inside", { thought: `Note: ${T}` }, T),
    object("refusal", "empty", { thought: "" }, "fallback"),
    rawAnswer("malformed", "plain text", T, T),
    rawAnswer("cut-off", "cut open", `{"thought": "I need to bring my candles to`, "fallback", { finishReason: "length" }),
  ],
});
