import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { candleChat } from "./fixtures.js";

const inputs = { name: "Priya Lindqvist", partner: "Ingrid Halvorsen", transcript: candleChat };
const M = "Priya was relieved that Ingrid agreed to bring her candles on Friday at four and even offered a comb of heather honey for the raffle.";
const M2 = "Priya found it interesting that Ingrid's last batch of candles needs until Friday noon to set.";
const M3 = "Priya was glad Ingrid will donate honey for the raffle.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", M, M),
    text("good", "gpt-3.5", M2, M2),
    text("good", "llama-3-8b", M, M),
    text("good", "qwen2.5-7b", M3, M3),
    text("good", "mistral-7b", ` ${M}`, M),
    text("good", "1b", M3, M3),
    text("good", "reasoning", `<think>\nWhat stood out for Priya: the raffle honey, an unexpected gift.\n</think>\n${M}`, M),
    text("good", "gpt-4o-mini", `"${M2}"`, M2),
    text("good", "gpt-3.5", M, M),
    text("good", "llama-3-8b", M2, M2),
    text("good", "qwen2.5-7b", M, M),
    text("format", "gpt-3.5", `Here's the sentence:\n\n${M}`, M),
    text("format", "llama-3-8b", `**${M3}**`, M3),
    text("format", "qwen2.5-7b", `${M3} 🍯`, `${M3} 🍯`),
    text("format", "mistral-7b", `Memo: ${M2}`, M2),
    text("label", "gpt-4o-mini", `${M}\n\n(Priya values generosity toward the fair.)`, M),
    text("second-person", "gpt-3.5", "You were relieved that Ingrid agreed to bring her candles on Friday at four.", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't determine what someone found interesting.", "fallback"),
    text("placeholder", "1b", "Priya [found something interesting].", "fallback"),
    capped("gpt-4o-mini", "Priya was relieved that Ingrid agreed to bring her candles on Friday at four and even", "fallback"),
    text("cut-off", "reasoning", "<think>\nPriya's view. The candles at four are practical; the honey for the raffle", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: M }, M),
    object("renamed-field", "memo for thought", { memo: M2 }, M2),
    object("extra-field", "a topic beside", { thought: M3, topic: "raffle" }, M3),
    object("label", "quoted inside", { thought: `"${M}"` }, M),
    object("refusal", "empty", { thought: "" }, "fallback"),
    rawAnswer("malformed", "plain text", M, M),
    rawAnswer("cut-off", "cut open", `{"thought": "Priya was relieved that`, "fallback", { finishReason: "length" }),
  ],
});
