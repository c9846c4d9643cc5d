import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { owen } from "./fixtures.js";

const inputs = { identity: { ...owen, currTime: "2024-06-10T12:10:00" }, description: "conversing about the bench for the first-aid tent" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "4", 4),
    text("good", "gpt-4o-mini", "Rating: 4", 4),
    text("good", "gpt-3.5", "I'd give this conversation a 4.", 4),
    text("good", "gpt-3.5", "4 out of 10", 4),
    text("good", "llama-3-8b", "**Score: 5**\n\nOwen made a promise with a date, which is worth keeping in mind.", 5),
    text("good", "qwen2.5-7b", '```json\n{"score": 4}\n```', 4),
    text("good", "reasoning", "<think>\nA small favour with a deadline on Friday; plans for the week are a 5. Slightly less: 4.\n</think>\nRating: 4", 4),
    text("general-value", "gpt-4o-mini", "For most people this would be a 2, but for Owen, who promised to deliver on Friday, it's a 4.", 4),
    text("number-in-text", "gpt-3.5", "4 - he has to deliver it on Friday at 6pm.", 4),
    text("number-in-text", "llama-3-8b", "Friday is 4 days away and the bench is a small job: I'd say 3.", 3),
    text("number-words", "1b", "four", 4),
    text("string-value", "qwen2.5-7b", '{"score": "4"}', 4),
    text("label", "gpt-3.5", "Score: 4 (This reflects a small but concrete commitment.)", 4),
    text("refusal", "refusal", "I'm sorry, but I cannot assign a score to a personal conversation.", "fallback"),
    text("placeholder", "1b", "Score: [1-10]", "fallback"),
    capped("gpt-4o-mini", "I'd give this conversation a", "fallback"),
    text("cut-off", "reasoning", "<think>\nIt's about a bench for Nadia's tent, due Friday. Plans for the week are a 5, so", "fallback"),
    text("good", "1b", "Between 3 and 5.", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 4 }, 4),
    object("string-value", "the score as a string", { score: "4" }, 4),
    object("renamed-field", "poignancy for score", { poignancy: 4 }, 4),
    object("extra-field", "a reason beside", { score: 4, reason: "a small promise" }, 4),
    object("good", "above the scale", { score: 40 }, "fallback"),
    rawAnswer("cut-off", "cut off before the value", '{"sco', "fallback", { finishReason: "length" }),
  ],
});
