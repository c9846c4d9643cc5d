import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ferryChat } from "./fixtures.js";

const inputs = { name: "Ines Moreau", partner: "Tomasz Nowak", transcript: ferryChat };

const CM = "Ines was touched that Tomasz offered to wait until a quarter to eight and load the crates himself.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", CM, CM),
    text("good", "gpt-3.5", `${CM}\n\nIt shows how much their old friendship still means.`, CM),
    text("good", "llama-3-8b", `Here is the sentence:\n\n${CM}`, CM),
    text("good", "qwen2.5-7b", `**${CM}**`, CM),
    text("good", "1b", "Ines liked the cinnamon bun idea.", "Ines liked the cinnamon bun idea."),
    text("good", "reasoning", `<think>\nThe kindness of waiting and loading stands out for her.\n</think>\n${CM}`, CM),
    text("label", "llama-3-8b", `${CM} (This reflects her gratitude.)`, CM),
    text("refusal", "refusal", "I'm sorry, but I can't determine what Ines found interesting.", "fallback"),
    capped("gpt-3.5", "Ines was touched that Tomasz offered to wait until a quarter", "fallback"),
    text("second-person", "1b", "You found it interesting that Tomasz will load the crates himself.", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: CM }, CM),
    object("refusal", "a refusal in the thought", { thought: "I'm sorry, but I can't determine that." }, "fallback"),
    object("renamed-field", "memo for thought", { memo: CM }, CM),
    object("second-person", "the thought in the second person", { thought: "You were touched that Tomasz offered to wait." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the thought", '{"thought": "Ines was touched that Tomasz offered to wait until a quarter', "fallback", { finishReason: "length" }),
  ],
});
