import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.conversation_summary;
const T = "conversing about taking Jozef's flour across on the ferry before the high water";
const T2 = "conversing about getting the bakery flour across the Cut tonight";
const T3 = "conversing about the rising river and Jozef's flour delivery";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", T, T),
    text("good", "llama-4-scout", T + "\n", T),
    text("good", "granite-3", T2, T2),
    text("good", "nemotron", T3, T3),
    text("good", "hermes-3", T, T),
    text("good", "aya-expanse", T2, T2),
    text("good", "phi-4", `${T3}\n\nThey settle on eight o'clock tonight.`, T3),
    text("good", "deepseek-v3", T, T),
    text("good", "olmo-2", T2, T2),
    text("good", "gemma-3", `${T}.`, T),
    text("good", "qwen3-think", qthink("Gauge, ferry stopping, flour across tonight at eight, a loaf.", T2), T2),
    text("format", "gemma-3", `**${T}**`, T),
    text("format", "olmo-2", `"${T3}"`, T3),
    text("format", "mistral-small-3", `Conversing about taking Jozef's flour across on the ferry before the high water`, T),
    text("format", "llama-4-scout", heading(T2, "Summary"), T2),
    text("format", "granite-3", html(T), T),
    text("format", "nemotron", fence("", T3), T3),
    text("format", "hermes-3", tag("topic", T), T),
    text("format", "phi-4", `Final answer: ${T2}`, T2),
    text("format", "deepseek-v3", "taking Jozef's flour across on the ferry before the high water", T),
    text("format", "aya-expanse", "conversing about levar a farinha do Jozef na balsa antes da cheia", "conversing about levar a farinha do Jozef na balsa antes da cheia"),
    text("format", "olmo-2", `{'topic': "${T2.replace("conversing about ", "")}"}`, T2),
    text("prefix-repeat", "mistral-small-3", `conversing about ${T}`, T),
    text("label", "granite-3", `Topic: ${T3}`, T3),
    text("format", "nemotron", "conversing about the bake sale next week", "fallback"),
    text("placeholder", "hermes-3", "conversing about <topic>", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to summarise conversations between individuals.", "fallback"),
    text("loop", "q3-3b", "conversing about the flour the flour the flour the flour the flour the flour the flour the flour the flour", "fallback"),
    capped("nemotron", "conversing about taking Jozef's flour across on the", "fallback"),
    text("ellipsis", "q3-3b", "conversing about ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { topic: T.replace("conversing about ", "") }, T),
    object("good", "with the prefix", { topic: T2 }, T2),
    object("renamed-field", "summary", { summary: T3.replace("conversing about ", "") }, T3),
    object("extra-field", "participants beside", { topic: T.replace("conversing about ", ""), participants: ["Ines Varga", "Jozef Brink"] }, T),
    rawAnswer("format", "python dict", `{'topic': "${T.replace("conversing about ", "")}"}`, T),
    rawAnswer("cut-off", "cut", '{"topic": "taking Jozef', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { topic: "" }, "fallback"),
  ],
});
