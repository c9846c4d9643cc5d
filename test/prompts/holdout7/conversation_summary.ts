import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.conversation_summary;
const T = "conversing about the band's train to the Ossenby contest on Saturday";
const T2 = "conversing about getting the band to Ossenby despite the landslip";
const T3 = "conversing about the 8:10 train and the parcel van for the instruments";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", T, T),
    text("good", "o3-mini", T3, T3),
    text("good", "mistral-7b", ` ${T2}`, T2),
    text("good", "mistral-nemo", T, T),
    text("good", "llama-3.2-3b", `${T}.`, T),
    text("good", "qwen2.5-14b", T2, T2),
    text("good", "granite", T3, T3),
    text("good", "qwen3", `<think>\nThe band's travel to the contest by the 8:10.\n</think>\n\n${T}`, T),
    text("good", "gemini", `**${T}** 🚂🎺`, T),
    text("format", "gemini", `## Topic\n\n${T2}`, T2),
    text("format", "granite", `Answer: ${T}`, T),
    text("format", "llama-3.2-3b", `"${T3}".`, T3),
    text("format", "o3-mini", `{'topic': 'the band's train to the Ossenby contest on Saturday'}`, T),
    text("format", "mistral-nemo", "the band's train to the Ossenby contest on Saturday", T),
    text("format", "qwen2.5-14b", "Conversing about the band's train to the Ossenby contest on Saturday.", T),
    text("format", "gpt-4o-mini", `What was this conversation about? ${T}`, T),
    text("format", "mistral-7b", "Sie sprachen über den Zug der Band zum Wettbewerb in Ossenby.", "fallback"),
    text("prefix-repeat", "llama-3.2-3b", "conversing about conversing about the band's train to Ossenby", "conversing about the band's train to Ossenby"),
    text("format", "gemini", `${T}\n\n${T}`, T),
    text("placeholder", "tinyllama", "conversing about the bake sale next week", "fallback"),
    text("refusal", "granite", "Do you want the topic from Kwame's side or Ilse's?", "fallback"),
    text("loop", "smollm", "conversing about the train conversing about the train conversing about the train conversing about the train", "fallback"),
    text("ellipsis", "llama-3.2-1b", "conversing about ...", "fallback"),
    capped("mistral-7b", "conversing about the band's tr", "fallback"),
    text("good", "gpt-4.1", T, T),
    text("good", "llama-3.2-1b", T3, T3),
    text("good", "granite", T2, T2),
  ],
  structured: [
    object("good", "valid", { topic: "the band's train to the Ossenby contest on Saturday" }, T),
    object("format", "with the prefix", { topic: T2 }, T2),
    object("renamed-field", "summary", { summary: "the 8:10 train and the parcel van for the instruments" }, T3),
    object("extra-field", "participants beside", { topic: "the band's train to the Ossenby contest on Saturday", participants: ["Kwame Adeyemi-Ross", "Ilse Varga"] }, T),
    object("nested-json", "tool-call wrapper", { name: "conversation_summary", arguments: { topic: "the band's train to the Ossenby contest on Saturday" } }, T),
    rawAnswer("format", "Python dict", `{'topic': "the band's train to the Ossenby contest on Saturday"}`, T),
    rawAnswer("cut-off", "cut", '{"topic": "the band', "fallback", { finishReason: "length" }),
  ],
});
