import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { muleChat } from "./fixtures.js";

const inputs = { transcript: muleChat };

/** A conversation where nothing was said: every turn is "...". */
const silent = { transcript: muleChat.map(([speaker]) => [speaker, "..."]) };
const TOPIC = "conversing about carrying the cheese down with the mules on Saturday";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "conversing about taking the cheese down by mule while the cable car is shut", "conversing about taking the cheese down by mule while the cable car is shut"),
    text("good", "qwen2.5-7b", TOPIC, TOPIC),
    text("good", "llama-3-8b", "conversing about the mules carrying Anouk's cheese on Saturday", "conversing about the mules carrying Anouk's cheese on Saturday"),
    text("good", "gpt-4o-mini", TOPIC, TOPIC),
    text("good", "gpt-3.5", `${TOPIC}.`, TOPIC),
    text("good", "llama-3-8b", `**${TOPIC}**`, TOPIC),
    text("good", "qwen2.5-7b", `"${TOPIC}"`, TOPIC),
    text("good", "1b", "Conversing about the mules and the cheese.", "conversing about the mules and the cheese"),
    text("good", "reasoning", `<think>\nLet me think. The cable car is shut, so the cheese goes down with the mules at seven.\n</think>\n${TOPIC}`, TOPIC),
    text("number-in-text", "gpt-4o-mini", "conversing about loading the cheese onto the mules at 7 on Saturday", "conversing about loading the cheese onto the mules at 7 on Saturday"),
    text("prefix-repeat", "gpt-3.5", `conversing about ${TOPIC}`, TOPIC),
    text("label", "llama-3-8b", `Summary: ${TOPIC}`, TOPIC),
    text("format", "gpt-4o-mini", "The conversation was about carrying the cheese down with the mules on Saturday.", TOPIC),
    text("refusal", "refusal", "I'm not able to summarize this conversation.", "fallback"),
    text("placeholder", "1b", "conversing about <topic>", "fallback"),
    text("ellipsis", "1b", "...", "fallback"),
    text("ellipsis", "gpt-4o-mini", "conversing about ...", "fallback", { inputs: silent }),
    text("refusal", "gpt-3.5", "It seems the conversation is empty: every line is just \"...\", so there is nothing to summarize.", "fallback", { inputs: silent }),
    capped("gpt-3.5", "conversing about carrying the", "fallback"),
  ],
  structured: [
    object("good", "the prefix written by the model", { topic: "conversing about the mules taking the cheese down on Saturday" }, "conversing about the mules taking the cheese down on Saturday"),
    object("good", "valid", { topic: "carrying the cheese down with the mules on Saturday" }, TOPIC),
    object("prefix-repeat", "the prefix inside the topic", { topic: TOPIC }, TOPIC),
    object("renamed-field", "summary for topic", { summary: TOPIC }, TOPIC),
    object("refusal", "a refusal in the topic", { topic: "I'm unable to summarize this conversation." }, "fallback"),
    object("ellipsis", "nothing said", { topic: "..." }, "fallback"),
    object("nested-json", "the topic as an object", { topic: { summary: "carrying the cheese down with the mules on Saturday" } }, TOPIC),
  ],
});
