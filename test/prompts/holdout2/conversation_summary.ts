import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ferryChat } from "./fixtures.js";

const inputs = { transcript: ferryChat };

const TOPIC = "conversing about taking the buns across on the ferry on Saturday";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", TOPIC, TOPIC),
    text("good", "gpt-3.5", `${TOPIC}.`, TOPIC),
    text("good", "llama-3-8b", `**${TOPIC}**`, TOPIC),
    text("good", "qwen2.5-7b", `"${TOPIC}"`, TOPIC),
    text("good", "1b", "conversing about buns", "conversing about buns"),
    text("good", "reasoning", `<think>\nTomasz moves the ferry time for Ines's buns.\n</think>\n${TOPIC}`, TOPIC),
    text("prefix-repeat", "gpt-3.5", "conversing about conversing about taking the buns across on the ferry on Saturday", TOPIC),
    text("label", "llama-3-8b", `Summary: ${TOPIC}`, TOPIC),
    text("format", "gpt-4o-mini", "The conversation was about taking the buns across on the ferry on Saturday.", TOPIC),
    text("refusal", "refusal", "I'm not able to summarize this conversation.", "fallback"),
    capped("gpt-3.5", "conversing about taking the", "fallback"),
    text("ellipsis", "1b", "...", "fallback"),
    text("good", "qwen2.5-7b", "Conversing about the ferry time on Saturday and the buns.", "conversing about the ferry time on Saturday and the buns"),
  ],
  structured: [
    object("good", "valid", { topic: "taking the buns across on the ferry on Saturday" }, TOPIC),
    object("prefix-repeat", "the prefix inside the topic", { topic: TOPIC }, TOPIC),
    object("refusal", "a refusal in the topic", { topic: "I'm not able to summarize this conversation." }, "fallback"),
    object("ellipsis", "nothing said", { topic: "..." }, "fallback"),
    object("nested-json", "the topic as an object", { topic: { summary: "taking the buns across on the ferry on Saturday" } }, TOPIC),
  ],
});
