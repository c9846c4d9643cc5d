import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { tentChat } from "./fixtures.js";

const inputs = { transcript: tentChat };
const topic = "conversing about the first-aid tent and a bench for it";
const silent = { transcript: [["Owen Pryce", "..."], ["Nadia Haddad", "..."], ["Owen Pryce", "..."], ["Nadia Haddad", "..."]] };

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", topic, topic),
    text("good", "gpt-4o-mini", "Conversing about the first-aid tent and a bench for it.", topic),
    text("good", "gpt-3.5", "Nadia and Owen talked about the first-aid tent and a bench for it.", topic),
    text("good", "gpt-3.5", "The conversation was about the first-aid tent and a bench for it.", topic),
    text("good", "llama-3-8b", `**${topic}**\n\nOwen will bring the bench round on Friday at six.`, topic),
    text("good", "qwen2.5-7b", '{"topic": "the first-aid tent and a bench for it"}', topic),
    text("good", "qwen2.5-7b", "Topic: the first-aid tent and a bench for it", topic),
    text("good", "reasoning", `<think>\nWhere the tent goes and the bench Owen will bring.\n</think>\n\n${topic}`, topic),
    text("label", "gpt-3.5", `**Summary:** ${topic}`, topic),
    text("label", "llama-3-8b", `${topic} (This reflects the arrangements they made.)`, topic),
    text("prefix-repeat", "1b", "conversing about conversing about the first-aid tent", "conversing about the first-aid tent"),
    text("prefix-repeat", "gpt-3.5", "Conversing about: conversing about the first-aid tent and a bench for it", topic),
    text("nested-json", "qwen2.5-7b", '{"summary": {"topic": "the first-aid tent and a bench for it"}}', topic),
    text("refusal", "refusal", "I'm not able to summarize this conversation.", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't summarize this conversation.", "fallback"),
    text("ellipsis", "gpt-4o-mini", "conversing about ...", "fallback", { inputs: silent }),
    text("ellipsis", "gpt-3.5", "It seems the conversation is empty; there is nothing to summarize.", "fallback", { inputs: silent }),
    text("placeholder", "1b", "conversing about <topic>", "fallback"),
    capped("gpt-4o-mini", "conversing about the first-aid tent and", "fallback"),
    text("cut-off", "reasoning", "<think>\nThey settle where the tent goes and Owen offers a", "fallback"),
  ],
  structured: [
    object("good", "valid", { topic: "the first-aid tent and a bench for it" }, topic),
    object("prefix-repeat", "the prefix twice", { topic: "conversing about conversing about the first-aid tent" }, "conversing about the first-aid tent"),
    object("refusal", "a refusal", { topic: "I'm not able to summarize this conversation." }, "fallback"),
    object("renamed-field", "summary for topic", { summary: "conversing about the first-aid tent and a bench for it" }, topic),
    object("ellipsis", "\"...\"", { topic: "..." }, "fallback", { inputs: silent }),
    rawAnswer("cut-off", "cut off inside the topic", '{"topic": "the first-aid tent and', "fallback", { finishReason: "length" }),
  ],
});
