import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_poignancy;
const weather = { ...inputs, description: "Kwame Adeyemi-Ross and Ilse Varga said it looked like rain" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "5", 5),
    text("good", "o3-mini", "5", 5),
    text("good", "mistral-7b", " 6\n\nIt settles how the band gets to the contest.", 6),
    text("good", "mistral-nemo", "5", 5),
    text("good", "llama-3.2-3b", "6", 6),
    text("good", "qwen2.5-14b", "5", 5),
    text("good", "granite", "5", 5),
    text("good", "qwen3", "<think>\nPlans for the week, important logistics for the contest. 5 or 6. 5.\n</think>\n\n5", 5),
    text("good", "gemini", "**5** 🚂🎺", 5),
    text("good", "gpt-4.1", "1", 1, { inputs: weather }),
    text("good", "llama-3.2-1b", "2", 2, { inputs: weather }),
    text("format", "gemini", "### Score\n\n**5 out of 10**", 5),
    text("format", "granite", "Output: 5", 5),
    text("format", "qwen2.5-14b", "A: 5", 5),
    text("format", "o3-mini", "{'score': 5}", 5),
    text("format", "mistral-nemo", "Ich würde sagen: 5.", 5),
    text("format", "llama-3.2-3b", "5\n\n5", 5),
    text("format", "mistral-7b", "Around 6.", 6),
    text("format", "qwen2.5-14b", "5–6", "fallback"),
    text("format", "gemini", "⭐⭐⭐⭐⭐⭐☆☆☆☆", 6),
    text("number-words", "granite", "A five.", 5),
    text("number-in-text", "gpt-4o-mini", "The 8:10 train and a parcel van for 26 players: a 5.", 5),
    text("general-value", "mistral-nemo", "Most people would call it a 3, but for Kwame it's a 6.", 6),
    text("refusal", "granite", "Was this the first time they discussed the train, or a confirmation? Let me know.", "fallback"),
    text("placeholder", "tinyllama", "[score]", "fallback"),
    text("loop", "smollm", "5\n5\n5\n5\n5\n5\n5\n5", 5),
    text("ellipsis", "llama-3.2-1b", "...", "fallback"),
    capped("qwen3", "<think>\nThis is logistics for the contest. Kwame is driven and a little vain; the contest matters a lot to him. The train arrangement removes a worry. Is it a 5 or more like", "fallback"),
    text("good", "gpt-4.1", "5", 5),
    text("good", "granite", "1", 1, { inputs: weather }),
    text("good", "qwen2.5-14b", "2", 2, { inputs: weather }),
    text("good", "mistral-nemo", "6\n", 6),
  ],
  structured: [
    object("good", "valid", { score: 5 }, 5),
    object("good", "weather", { score: 1 }, 1, { inputs: weather }),
    object("string-value", "a word", { score: "five" }, 5),
    object("renamed-field", "rating", { rating: 5 }, 5),
    object("extra-field", "reason beside", { score: 5, reason: "contest logistics" }, 5),
    object("nested-json", "tool-call wrapper", { name: "chat_poignancy", arguments: { score: 5 } }, 5),
    object("malformed", "a range", { score: "5-6" }, "fallback"),
    rawAnswer("format", "Python dict", "{'score': 5}", 5),
    rawAnswer("cut-off", "cut", '{"score": ', "fallback", { finishReason: "length" }),
  ],
});
