import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { lena } from "./fixtures.js";

const inputs = {
  identity: { ...lena, currTime: "2024-06-10T18:20:00" },
  description: "Nadia Haddad is telling Lena Voss that her solo at the fair is the highlight of the programme",
};

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "7", 7),
    text("good", "gpt-4o-mini", "Rating: 7", 7),
    text("good", "gpt-3.5", "I would rate this event a 7 out of 10.", 7),
    text("good", "gpt-3.5", "7/10", 7),
    text("good", "llama-3-8b", "**7**\n\nLena is nervous about her solo, so hearing it called the highlight means a lot to her.", 7),
    text("good", "qwen2.5-7b", '{"score": 7}', 7),
    text("good", "qwen2.5-7b", "Score: 6\n\nExplanation: encouraging, but it also adds pressure.", 6),
    text("good", "1b", "7.", 7),
    text("good", "reasoning", "<think>\nShe's nervous about the solo; praise from Nadia is meaningful but not life-changing. 7.\n</think>\n\n7", 7),
    text("general-value", "gpt-4o-mini", "For most people a compliment like this is a 3, but for Lena, who is nervous about her solo, it's a 7.", 7),
    text("general-value", "llama-3-8b", "Generally a 4; for Lena, a 7.", 7),
    text("number-in-text", "gpt-3.5", "7 - the fair is 5 days away and she is anxious about it.", 7),
    text("number-in-text", "llama-3-8b", "Saturday is 5 days away, and this comes right when she needs it, so I'd say 7.", 7),
    text("number-in-text", "gpt-4o-mini", "Rating: 7 (she has practised the solo 3 times today)", 7),
    text("number-words", "1b", "seven", 7),
    text("number-words", "gpt-3.5", "I'd give it a seven out of ten.", 7),
    text("string-value", "qwen2.5-7b", '{"score": "7"}', 7),
    text("nested-json", "qwen2.5-7b", '{"rating": {"score": 7, "reason": "encouragement before her solo"}}', 7),
    text("label", "gpt-3.5", "Rating: 7 (This reflects how much the solo matters to her.)", 7),
    text("refusal", "refusal", "As an AI, I can't judge how meaningful an event is to someone.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not sure what you mean by \"matters to Lena\". Could you clarify the scale?", "fallback"),
    text("placeholder", "1b", "<score>", "fallback"),
    capped("gpt-4o-mini", "I would rate this event a", "fallback"),
    capped("gpt-3.5", "Rating: 1", "fallback"),
    text("cut-off", "reasoning", "<think>\nOn the scale, meeting someone interesting is 5. This is praise about something she's anxious about, so maybe", "fallback"),
    text("good", "1b", "Rating: 7 or 8", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 7 }, 7),
    object("string-value", "the score as a string", { score: "7" }, 7),
    object("string-value", 'the score as "7/10"', { score: "7/10" }, 7),
    object("renamed-field", "rating for score", { rating: 7 }, 7),
    object("extra-field", "a reason beside", { score: 7, reason: "She is nervous about the solo." }, 7),
    object("general-value", "a general score beside Lena's", { score: 7, general_score: 3 }, 7),
    object("good", "off the scale", { score: 0 }, "fallback"),
    rawAnswer("cut-off", "cut off before the value", '{"score": ', "fallback", { finishReason: "length" }),
  ],
});
