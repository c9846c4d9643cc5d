import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { candleChat } from "./fixtures.js";

const inputs = { transcript: candleChat };
const T = "conversing about bringing the candles to Market Cross on Friday afternoon";
const T2 = "conversing about when Ingrid delivers her candles for the Fleece Fair";
const T3 = "conversing about the candle delivery and a raffle prize";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", T, T),
    text("good", "gpt-3.5", `${T}.`, T),
    text("good", "llama-3-8b", `**${T2}**`, T2),
    text("good", "qwen2.5-7b", T3, T3),
    text("good", "mistral-7b", ` ${T}`, T),
    text("good", "1b", T2, T2),
    text("good", "reasoning", `<think>\nThe gist: moving the candle delivery to Friday 4pm because of the bridge.\n</think>\n${T}`, T),
    text("good", "gpt-4o-mini", `"${T2}"`, T2),
    text("good", "gpt-3.5", T2, T2),
    text("good", "llama-3-8b", T, T),
    text("good", "qwen2.5-7b", T, T),
    text("good", "mistral-7b", ` ${T3}`, T3),
    text("prefix-repeat", "mistral-7b", "conversing about conversing about bringing the candles to Market Cross on Friday afternoon", T),
    text("format", "gpt-3.5", "Conversing about bringing the candles to Market Cross on Friday afternoon.", T),
    text("format", "llama-3-8b", `The conversation was ${T}.`, T),
    text("format", "qwen2.5-7b", `Final answer: ${T3}`, T3),
    text("format", "mistral-7b", "bringing the candles to Market Cross on Friday afternoon", T),
    text("format", "gpt-4o-mini", `${T} 🕯️`, T),
    text("label", "gpt-3.5", `Summary: ${T}`, T),
    text("label", "llama-3-8b", `${T2} (a short summary of the dialogue above)`, T2),
    text("prefix-repeat", "1b", "conversing about conversing about the candle delivery and a raffle prize", T3),
    text("number-in-text", "gpt-4o-mini", "conversing about bringing the candles to Market Cross at 4pm on Friday", "conversing about bringing the candles to Market Cross at 4pm on Friday"),
    text("format", "qwen2.5-7b", "关于蜡烛送货 — conversing about the candle delivery and a raffle prize", T3),
    text("refusal", "refusal", "I'm sorry, I can't summarize this conversation.", "fallback"),
    text("placeholder", "1b", "conversing about <topic>", "fallback"),
    capped("gpt-4o-mini", "conversing about bringing the candles to Market", "fallback"),
    text("cut-off", "reasoning", "<think>\nPriya asks to move the delivery. Ingrid agrees to four. The raffle honey is", "fallback"),
  ],
  structured: [
    object("good", "valid", { topic: "bringing the candles to Market Cross on Friday afternoon" }, T),
    object("good", "with the prefix", { topic: T2 }, T2),
    object("renamed-field", "summary for topic", { summary: T3 }, T3),
    object("extra-field", "the people beside", { participants: ["Priya Lindqvist", "Ingrid Halvorsen"], topic: "the candle delivery and a raffle prize" }, T3),
    object("refusal", "empty", { topic: "" }, "fallback"),
    rawAnswer("malformed", "plain text", T, T),
    rawAnswer("cut-off", "cut open", '{"topic": "bringing the cand', "fallback", { finishReason: "length" }),
  ],
});
