import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { waterChat } from "./fixtures.js";

const inputs = { transcript: waterChat };
const silent = { transcript: waterChat.map(([speaker]) => [speaker, "..."]) };
const TOPIC = "conversing about bringing water to the palms by cart until the pump part arrives";
const T2 = "conversing about Tariq's dawn water deliveries to the palm grove";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-3.5", `What was this conversation about? ${TOPIC}.`, TOPIC),
    text("good", "gpt-4o-mini", TOPIC, TOPIC),
    text("good", "gpt-3.5", `${TOPIC}.`, TOPIC),
    text("good", "llama-3-8b", `**${T2}**`, T2),
    text("good", "qwen2.5-7b", T2, T2),
    text("good", "1b", "conversing about water", "conversing about water"),
    text("good", "reasoning", `<think>\nWater by cart at dawn until Wednesday's pump part.\n</think>\n${TOPIC}`, TOPIC),
    text("good", "gpt-4o-mini", `"${T2}"`, T2),
    text("good", "qwen2.5-7b", `Sure! The conversation was ${TOPIC}.`, TOPIC),
    text("good", "llama-3-8b", `Conversing about bringing water to the palms by cart until the pump part arrives`, TOPIC),
    text("prefix-repeat", "gpt-3.5", `conversing about ${TOPIC}`, TOPIC),
    text("label", "gpt-4o-mini", `Summary: ${TOPIC}`, TOPIC),
    text("label", "qwen2.5-7b", `${T2} (This captures the main topic.)`, T2),
    text("ellipsis", "1b", "conversing about ...", "fallback", { inputs: silent }),
    text("refusal", "refusal", "I'm not able to summarize this conversation.", "fallback"),
    text("refusal", "gpt-3.5", "It seems the conversation is empty, so there is nothing to summarize.", "fallback", { inputs: silent }),
    text("placeholder", "1b", "conversing about [topic]", "fallback"),
    capped("gpt-3.5", "conversing about bringing water to the palms by cart until the", "fallback"),
  ],
  structured: [
    object("good", "valid", { topic: TOPIC }, TOPIC),
    object("good", "without the prefix", { topic: "Tariq's dawn water deliveries to the palm grove" }, T2),
    object("prefix-repeat", "prefix twice", { topic: `conversing about ${T2}` }, T2),
    object("renamed-field", "summary for topic", { summary: TOPIC }, TOPIC),
    object("nested-json", "a topic object", { topic: { phrase: T2 } }, T2),
    object("refusal", "a refusal", { topic: "I'm not able to summarize this conversation." }, "fallback"),
    object("ellipsis", "silent conversation", { topic: "conversing about ..." }, "fallback", { inputs: silent }),
    rawAnswer("cut-off", "cut off", '{"topic": "conversing about bringing water to the', "fallback", { finishReason: "length" }),
  ],
});
