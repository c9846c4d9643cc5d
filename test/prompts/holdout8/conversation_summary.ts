import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.conversation_summary;
const T1 = "conversing about entering the Kittiwake in Saturday's lugger race";
const T2 = "conversing about the Kittiwake's regatta entry and a mooring near the crane";
const T3 = "conversing about whether the Kittiwake will be ready for the regatta";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", T1, T1),
    text("good", "gemma-3", `${T2}\n`, T2),
    text("good", "phi-4", T3, T3),
    text("good", "deepseek-v3", T1, T1),
    text("good", "mixtral", ` ${T2}`, T2),
    text("good", "olmo-2", T3, T3),
    text("good", "yi-34b", `${T1}.`, T1),
    text("good", "hermes", T2, T2),
    text("good", "aya", T3, T3),
    text("good", "gpt-3.5", T1, T1),
    text("format", "qwq", `Okay, so Beatriz asks if the Kittiwake will be ready, Desmond says two planks to go, she puts her down for the lugger race, he asks for a mooring. The main topic is the race entry.\n\n${T1}`, T1),
    text("format", "deepseek-v3", `**${T2}**`, T2),
    text("format", "mixtral", `${T3}</s>`, T3),
    text("format", "llama-3.3-70b", `${T1}<|eot_id|>`, T1),
    text("format", "olmo-2", `Assistant: ${T3}`, T3),
    text("format", "phi-4", T1.replace("Saturday's", "Saturday&#39;s"), T1),
    text("format", "hermes", `"${T2}"`, T2),
    text("format", "gemma-3", "Conversing about the Kittiwake's regatta entry and a mooring near the crane.", T2),
    text("format", "yi-34b", `${T3}\n\nUser: Here is another conversation:\nAssistant: conversing about the weather`, T3),
    text("format", "aya", "the Kittiwake's regatta entry and a mooring near the crane", T2),
    text("format", "deepseek-v3", `Option A: ${T1}\nOption B: ${T3}`, "fallback"),
    text("prefix-repeat", "mixtral", "conversing about conversing about entering the Kittiwake in Saturday's lugger race", T1),
    text("placeholder", "olmo-2", "conversing about the bake sale next week", "fallback"),
    text("refusal", "aya", "I'm not able to summarise this conversation.", "fallback"),
    capped("llama-3.3-70b", "conversing about entering the Kittiwake in", "fallback"),
    capped("qwq", "Okay, so the conversation is between Beatriz and Desmond. The Kittiwake, the race, and", "fallback"),
    text("good", "qwq", `Okay, the race entry is the heart of it.\n\n${T1}`, T1),
    text("good", "phi-4", T1, T1),
    text("good", "gemma-3", T3, T3),
  ],
  structured: [
    object("good", "valid", { topic: "entering the Kittiwake in Saturday's lugger race" }, T1),
    object("format", "with the prefix", { topic: T2 }, T2),
    object("renamed-field", "summary", { summary: "whether the Kittiwake will be ready for the regatta" }, T3),
    object("extra-field", "participants beside", { topic: "entering the Kittiwake in Saturday's lugger race", participants: ["Beatriz Lindqvist", "Desmond Achterberg"] }, T1),
    object("ellipsis", "empty", { topic: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ topic: "the Kittiwake's regatta entry and a mooring near the crane" }).repeat(2), T2),
    rawAnswer("cut-off", "cut", '{"topic": "entering the Kitti', "fallback", { finishReason: "length" }),
  ],
});
