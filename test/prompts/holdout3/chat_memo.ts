import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { muleChat } from "./fixtures.js";

const inputs = { name: "Anouk Brandt", partner: "Matthias Keller", transcript: muleChat };

const CM = "Anouk was relieved that Matthias will load the cheese onto the mules himself while the cable car is shut.";
const SHORT = "Anouk liked that Matthias will help.";

const CM2 = "Anouk found it interesting that the cable car will be shut for its inspection on festival morning.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", CM2, CM2),
    text("good", "qwen2.5-7b", CM, CM),
    text("good", "llama-3-8b", CM2, CM2),
    text("good", "gpt-4o-mini", CM, CM),
    text("good", "gpt-3.5", `${CM}\n\nIt shows how much she trusts him.`, CM),
    text("good", "llama-3-8b", `Here is the sentence:\n\n${CM}`, CM),
    text("good", "qwen2.5-7b", `**${CM}**`, CM),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nLet me think. What stood out for her: the cable car is shut, and Matthias will load the cheese himself.\n</think>\n${CM}`, CM),
    text("label", "llama-3-8b", `${CM} (This reflects her gratitude.)`, CM),
    text("number-in-text", "gpt-3.5", "Anouk found it interesting that the cable car is shut on Saturday, so her 40 wheels go down with the mules at 7.", "Anouk found it interesting that the cable car is shut on Saturday, so her 40 wheels go down with the mules at 7."),
    text("second-person", "1b", "You were relieved that Matthias will load the cheese himself.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't tell what Anouk found interesting.", "fallback"),
    capped("gpt-3.5", "Anouk was relieved that Matthias will load the cheese onto the", "fallback"),
  ],
  structured: [
    object("good", "another memo", { thought: CM2 }, CM2),
    object("good", "valid", { thought: CM }, CM),
    object("renamed-field", "memo for thought", { memo: CM }, CM),
    object("second-person", "the thought in the second person", { thought: "You were relieved that Matthias will help." }, "fallback"),
    object("refusal", "a refusal in the thought", { thought: "I'm sorry, but I can't determine that." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the thought", '{"thought": "Anouk was relieved that Matthias will load the', "fallback", { finishReason: "length" }),
  ],
});
