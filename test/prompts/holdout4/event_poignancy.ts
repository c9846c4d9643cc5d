import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { hana } from "./fixtures.js";

const inputs = { identity: { ...hana, currTime: "2024-10-15T07:40:00" }, description: "the forecast says strong wind on Friday evening, when the lanterns are to be lit" };

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    text("good", "llama-3-8b", "## Rating\n\n**8/10**\n\n### Why\n- Lantern Night is on Friday\n- 200 lanterns depend on calm air", 8),
    text("good", "gpt-4o-mini", "8", 8),
    text("good", "gpt-3.5", "7\n\nHana has been planning Lantern Night for weeks, so a windy forecast is a real blow.", 7),
    text("good", "llama-3-8b", "**Rating: 8**", 8),
    text("good", "qwen2.5-7b", "7", 7),
    text("good", "1b", "8", 8),
    text("good", "reasoning", "<think>\nShe chairs the committee; two hundred lanterns; wind could ruin it. Serious for her, not life-changing. 7.\n</think>\n7", 7),
    text("good", "gpt-4o-mini", "Rating: 7/10", 7),
    text("good", "qwen2.5-7b", "```\n8\n```", 8),
    text("good", "gpt-3.5", "Sure! I'd rate it an 8.", 8),
    text("number-words", "llama-3-8b", "I would say seven.", 7),
    text("number-words", "gpt-3.5", "Eight out of ten.", 8),
    text("general-value", "gpt-4o-mini", "For most people in town this is a 2, but for Hana, who runs Lantern Night, it is a 7.", 7),
    text("number-in-text", "qwen2.5-7b", "Lantern Night is 3 days away and 200 lanterns are at stake. Score: 8", 8),
    text("number-in-text", "llama-3-8b", "8 — 200 lanterns and only 3 days to find a plan B.", 8),
    text("number-in-text", "1b", "The wind could blow out 200 lanterns on Friday.", "fallback"),
    text("format", "gpt-3.5", "7-8", "fallback"),
    text("label", "qwen2.5-7b", "Poignancy: 7 (This reflects how much Lantern Night means to her.)", 7),
    text("refusal", "refusal", "I'm sorry, I can't rate the emotional impact of events on real people.", "fallback"),
    capped("gpt-4o-mini", "Given Hana's role as chair of the Lantern Night committee, I would rate this", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 8 }, 8),
    object("good", "a seven", { score: 7 }, 7),
    object("string-value", "as a string", { score: "7" }, 7),
    object("string-value", "out of ten", { score: "8 out of 10" }, 8),
    object("renamed-field", "rating for score", { rating: 8 }, 8),
    object("number-words", "in words", { score: "seven" }, 7),
    object("extra-field", "a reason beside", { reason: "Lantern Night is her project; 3 days left.", score: 8 }, 8),
    object("refusal", "null", { score: null }, "fallback"),
    object("malformed", "out of range", { score: 12 }, "fallback"),
    rawAnswer("malformed", "YAML", "score: 7", 7),
    rawAnswer("cut-off", "cut off", '{"score": ', "fallback", { finishReason: "length" }),
  ],
});
