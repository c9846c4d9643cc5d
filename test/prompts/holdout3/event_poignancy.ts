import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { lena } from "./fixtures.js";

const inputs = { identity: { ...lena, currTime: "2024-09-16T09:20:00" }, description: "old Ferdi can only whisper and may not play the accordion at the festival" };

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "8", 8),
    text("good", "qwen2.5-7b", "7", 7),
    text("good", "llama-3-8b", "7\n\nThe choir means a great deal to Lena.", 7),
    text("good", "gpt-4o-mini", "7", 7),
    text("good", "gpt-3.5", "7\n\nLena conducts the choir and has been worrying about Ferdi all week, so this hits her hard.", 7),
    text("good", "llama-3-8b", "**Score: 8**\n\nThe festival is days away and her accompanist is out.", 8),
    text("good", "qwen2.5-7b", "Score: 6/10", 6),
    text("good", "1b", "8.", 8),
    text("good", "reasoning", "<think>\nLet me think. She conducts the choir; Ferdi is the accordion player; the festival is Saturday. Serious for her week, not life-changing. 7.\n</think>\n7", 7),
    text("number-words", "gpt-3.5", "I'd rate this a seven.", 7),
    text("general-value", "llama-3-8b", "For most villagers this would be a 3, but for Lena, who conducts the choir, it is an 8.", 8),
    text("number-in-text", "gpt-4o-mini", "7 — the festival is only 5 days away and the choir needs its accordion.", 7),
    text("number-in-text", "gpt-3.5", "The festival is in 5 days and Ferdi has played for 40 years. Score: 8", 8),
    text("number-in-text", "1b", "Ferdi has played at the festival for 40 years, so this matters a lot.", "fallback"),
    text("label", "qwen2.5-7b", "Rating: 7 out of 10", 7),
    text("refusal", "refusal", "I'm sorry, but I can't assign a score to someone's emotions.", "fallback"),
    capped("gpt-3.5", "Considering how much the choir means to Lena, I would rate this event a", "fallback"),
  ],
  structured: [
    object("good", "an eight", { score: 8 }, 8),
    object("good", "valid", { score: 7 }, 7),
    object("string-value", "the score as a string", { score: "7" }, 7),
    object("string-value", "the score out of ten", { score: "8/10" }, 8),
    object("renamed-field", "poignancy for score", { poignancy: 7 }, 7),
    object("extra-field", "a reason beside", { score: 8, reason: "The festival is on Saturday." }, 8),
    object("refusal", "a refusal for the score", { score: "I cannot rate this." }, "fallback"),
    object("malformed", "a score out of range", { score: 0 }, "fallback"),
    rawAnswer("cut-off", "cut off inside the key", '{"sco', "fallback", { finishReason: "length" }),
  ],
});
