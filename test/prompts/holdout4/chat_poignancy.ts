import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tariq } from "./fixtures.js";

const inputs = { identity: { ...tariq, currTime: "2024-10-14T06:20:00" }, description: "conversing about bringing water to Nadia Farouk's palms by cart until the pump part arrives" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "5", 5),
    text("good", "gpt-3.5", "6\n\nA promise to a neighbour whose palms are suffering.", 6),
    text("good", "llama-3-8b", "**5**", 5),
    text("good", "qwen2.5-7b", "4", 4),
    text("good", "1b", "5.", 5),
    text("good", "reasoning", "<think>\nIt is his job, but he made a promise and the palms are drooping. Moderate: 5.\n</think>\n5", 5),
    text("good", "gpt-4o-mini", "Rating: 5", 5),
    text("good", "llama-3-8b", "Sure! I'd give it a 6.", 6),
    text("number-words", "gpt-3.5", "Five.", 5),
    text("general-value", "qwen2.5-7b", "For an ordinary villager this would be a 2, but for Tariq, the well-keeper, it is a 6.", 6),
    text("number-in-text", "gpt-4o-mini", "5 — two loads tomorrow and the part arrives in 2 days.", 5),
    text("number-in-text", "llama-3-8b", "He promised 2 loads before Wednesday. Rating: 6", 6),
    text("label", "gpt-3.5", "Poignancy score: 5/10", 5),
    text("format", "qwen2.5-7b", '```json\n{"rating": 5}\n```', 5),
    text("refusal", "refusal", "I'm not able to rate conversations for real people.", "fallback"),
    text("placeholder", "1b", "Rating: <fill in>", "fallback"),
    capped("gpt-3.5", "I would rate this conversation as a", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 5 }, 5),
    object("good", "a six", { score: 6 }, 6),
    object("string-value", "as a string", { score: "5" }, 5),
    object("renamed-field", "poignancy for score", { poignancy: 5 }, 5),
    object("number-words", "in words", { score: "six" }, 6),
    object("nested-json", "score inside an object", { score: { value: 5, max: 10 } }, 5),
    object("refusal", "a refusal", { score: "N/A" }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"sc', "fallback", { finishReason: "length" }),
  ],
});
