import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = { identity: { ...tomasz, currTime: "2024-09-09T08:20:00" }, description: "conversing about taking the buns across the river on Saturday" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "5", 5),
    text("good", "gpt-3.5", "5\n\nIt's a plan for the week and a promise to a friend.", 5),
    text("good", "llama-3-8b", "**4**", 4),
    text("good", "qwen2.5-7b", "Score: 5", 5),
    text("good", "1b", "5/10", 5),
    text("good", "reasoning", "<think>\nA logistics chat with a friend about Saturday: plans for the week, so around 5.\n</think>\n5", 5),
    text("number-words", "gpt-3.5", "I'd give it a four.", 4),
    text("number-in-text", "llama-3-8b", "Tomasz has crossed the river 10,000 times, but a promise to Ines matters to him: 6.", 6),
    text("refusal", "refusal", "I'm sorry, I can't rate conversations.", "fallback"),
    capped("gpt-4o-mini", "This conversation matters to Tomasz because", "fallback"),
    text("general-value", "gpt-3.5", "For most ferrymen a booking is a 2, but for Tomasz, helping Ines is a 5.", 5),
    text("number-in-text", "gpt-4o-mini", "5 — the crossing at 7:45 on Saturday is a real plan.", 5),
  ],
  structured: [
    object("good", "valid", { score: 5 }, 5),
    object("string-value", "the score as a string", { score: "5" }, 5),
    object("refusal", "a refusal in the score", { score: "N/A" }, "fallback"),
  ],
});
