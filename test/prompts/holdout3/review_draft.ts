import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as an editor, and your name is Odile.",
  history: [
    { role: "user", content: "Write a two-sentence notice for the Edelhorn cattle festival on Saturday, September 21, in the village square." },
    { role: "user", content: "{Flurin：Cheer the cows home at the Edelhorn cattle festival on Saturday, September 21! The procession starts at 10am.}" },
  ],
};

const REVIEW = "The notice is cheerful and gives the date and the start time. I would add that it takes place in the village square, so visitors know where to go.";
const SHORT = "Nice. Say where it is.";

const REVIEW2 = "The opening is lively and the start time is clear. Add the village square as the place, since the request asked for it.";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", REVIEW2, REVIEW2),
    text("good", "qwen2.5-7b", REVIEW, REVIEW),
    text("good", "llama-3-8b", REVIEW2, REVIEW2),
    text("good", "gpt-4o-mini", REVIEW, REVIEW),
    text("good", "gpt-3.5", `Review: ${REVIEW}`, REVIEW),
    text("good", "llama-3-8b", `**Review:** ${REVIEW}`, REVIEW),
    text("good", "qwen2.5-7b", `Here is my review:\n\n${REVIEW}`, REVIEW),
    text("good", "reasoning", `<think>\nLet me think. Works: tone, date, time. Missing: the square, which the request asked for.\n</think>\n${REVIEW}`, REVIEW),
    text("good", "1b", SHORT, SHORT),
    text("label", "llama-3-8b", `${REVIEW}\n\n(This review reflects standard editorial practice.)`, REVIEW),
    text("refusal", "refusal", "I'm sorry, but I can't review this draft.", "fallback"),
    text("template-cut", "refusal", "It looks like the draft may have been cut off after the curly brace. Could you share the full text you'd like me to review?", "fallback"),
    capped("gpt-3.5", "The notice is cheerful and gives the date and the start time. I would add that it takes place in the", "fallback"),
  ],
  structured: [
    object("good", "another review", { text: REVIEW2 }, REVIEW2),
    object("good", "valid", { text: REVIEW }, REVIEW),
    object("renamed-field", "review for text", { review: REVIEW }, REVIEW),
    object("refusal", "a refusal as the text", { text: "I'm unable to review this draft." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the text", '{"text": "The notice is cheerful and gives the date and the start time. I would add that it', "fallback", { finishReason: "length" }),
  ],
});
