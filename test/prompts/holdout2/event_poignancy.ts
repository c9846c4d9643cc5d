import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = { identity: { ...priya, currTime: "2024-09-09T16:40:00" }, description: "the school's rowing boat is taking in water at the jetty" };

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "7", 7),
    text("good", "gpt-3.5", "7\n\nPriya already worries that the boat leaks, and the children's race is on Saturday, so this matters a lot to her.", 7),
    text("good", "llama-3-8b", "**Score: 8**\n\nThis confirms Priya's worst fear just days before the regatta.", 8),
    text("good", "qwen2.5-7b", "Score: 6/10", 6),
    text("good", "1b", "8.", 8),
    text("good", "reasoning", "<think>\nShe coaches the crew; the race is Saturday; she feared a leak. Not life-changing, but big for her week: 7.\n</think>\n7", 7),
    text("number-words", "gpt-3.5", "I would rate this a seven.", 7),
    text("general-value", "llama-3-8b", "For most people a leaking boat is a 2, but for Priya, who coaches the crew before the regatta, it's an 8.", 8),
    text("number-in-text", "gpt-4o-mini", "7 — the regatta is only 5 days away and the children's race depends on the boat.", 7),
    text("number-in-text", "1b", "The race is in 5 days so it matters.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't assign a score to someone's feelings.", "fallback"),
    capped("gpt-3.5", "Given how much the children's race means to Priya, I would rate this event a", "fallback"),
    text("number-in-text", "gpt-3.5", "Saturday is 5 days away, and the crew has trained for weeks. Score: 7", 7),
    text("number-in-text", "qwen2.5-7b", "7 (out of 10)", 7),
    text("general-value", "gpt-4o-mini", "For most teachers this would be a 3, but for Priya, who coaches the crew, it is an 8.", 8),
  ],
  structured: [
    object("good", "valid", { score: 7 }, 7),
    object("string-value", "the score as a string", { score: "7" }, 7),
    object("renamed-field", "poignancy for score", { poignancy: 8 }, 8),
    object("extra-field", "a reason beside", { score: 7, reason: "The race is on Saturday." }, 7),
    object("refusal", "a refusal for the score", { score: "I can't rate this." }, "fallback"),
    object("malformed", "a score out of range", { score: 70 }, "fallback"),
    rawAnswer("malformed", "single quotes", "{'score': 7}", 7),
    rawAnswer("cut-off", "cut off after the key", '{"score": ', "fallback", { finishReason: "length" }),
  ],
});
