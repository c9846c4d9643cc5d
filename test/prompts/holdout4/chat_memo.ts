import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { waterChat } from "./fixtures.js";

const inputs = { name: "Nadia Farouk", partner: "Tariq Oduya", transcript: waterChat };
const CM = "Nadia was touched that Tariq will send the first load of water to her drooping third row.";
const CM2 = "Nadia found it worrying that the pump part from Qaddar will not arrive before Wednesday.";
const SHORT = "Nadia was happy Tariq helps.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "llama-3-8b", `### Memo\n\n> ${CM}`, CM),
    text("good", "gpt-4o-mini", CM, CM),
    text("good", "gpt-3.5", `${CM}\n\nIt shows their long friendship.`, CM),
    text("good", "llama-3-8b", `Here is the sentence:\n\n${CM2}`, CM2),
    text("good", "qwen2.5-7b", CM2, CM2),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nWhat stood out: the third row first.\n</think>\n${CM}`, CM),
    text("good", "gpt-4o-mini", `"${CM2}"`, CM2),
    text("good", "qwen2.5-7b", `Sure! ${CM}`, CM),
    text("label", "llama-3-8b", `**Memo:** ${CM}`, CM),
    text("label", "gpt-3.5", `${CM2} (This reflects her concern for the grove.)`, CM2),
    text("number-in-text", "gpt-4o-mini", "Nadia was relieved that Tariq will bring 2 loads tomorrow, 1 of them to the third row first.", "Nadia was relieved that Tariq will bring 2 loads tomorrow, 1 of them to the third row first."),
    text("second-person", "1b", "You were touched that Tariq helps your palms.", "fallback"),
    text("refusal", "refusal", "As an AI, I don't have personal reactions to conversations.", "fallback"),
    text("placeholder", "1b", "Nadia found it [interesting] that [something].", "fallback"),
    capped("gpt-3.5", "Nadia was touched that Tariq will send the first load of water to her", "fallback"),
    text("cut-off", "llama-3-8b", "Nadia was touched that Tariq", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: CM }, CM),
    object("good", "other", { thought: CM2 }, CM2),
    object("renamed-field", "memo for thought", { memo: CM2 }, CM2),
    object("extra-field", "a feeling beside", { feeling: "touched", thought: CM }, CM),
    object("refusal", "a refusal", { thought: "I'm sorry, I can't help with that." }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"thought": "Nadia was touched that Tariq will', "fallback", { finishReason: "length" }),
  ],
});
