import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as an editor, and your name is Hana.",
  history: [
    { role: "user", content: "Write a two-sentence notice for Tamarisk Wells Lantern Night on Friday, October 18, on Spring Square." },
    { role: "user", content: "{Samira：Lantern Night returns on Friday, October 18! Come at sunset to see two hundred lanterns.}" },
  ],
};
const REVIEW = "The notice is warm and gives the date and the time, but it never says where: add Spring Square so visitors know where to come.";
const REVIEW2 = "Good energy and a clear date. Please mention Spring Square, as the request asked.";
const SHORT = "Add the place.";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", REVIEW, REVIEW),
    text("good", "gpt-3.5", `Sure! ${REVIEW}`, REVIEW),
    text("good", "llama-3-8b", `**Review:** ${REVIEW2}`, REVIEW2),
    text("good", "qwen2.5-7b", REVIEW2, REVIEW2),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nDate yes, time yes, place missing.\n</think>\n${REVIEW}`, REVIEW),
    text("good", "gpt-4o-mini", `Here's my feedback:\n\n${REVIEW2}`, REVIEW2),
    text("good", "llama-3-8b", "The draft is lovely, but it should name Spring Square; I'd also capitalise 'Lantern Night' consistently.", "The draft is lovely, but it should name Spring Square; I'd also capitalise 'Lantern Night' consistently."),
    text("label", "gpt-3.5", `Review: ${REVIEW}`, REVIEW),
    text("label", "qwen2.5-7b", `${REVIEW2}\n\nHope this helps!`, REVIEW2),
    text("number-in-text", "gpt-4o-mini", "The 2 sentences work and 200 lanterns is a good hook, but add Spring Square.", "The 2 sentences work and 200 lanterns is a good hook, but add Spring Square."),
    text("refusal", "refusal", "I'm sorry, but I can't review this.", "fallback"),
    text("placeholder", "1b", "[Your review here]", "fallback"),
    capped("gpt-3.5", "The notice is warm and gives the date and the time, but it never says", "fallback"),
    text("cut-off", "llama-3-8b", "Good energy and a clear date. Please mention", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: REVIEW }, REVIEW),
    object("good", "other", { text: REVIEW2 }, REVIEW2),
    object("renamed-field", "feedback for text", { feedback: REVIEW }, REVIEW),
    object("extra-field", "a verdict beside", { verdict: "revise", text: REVIEW2 }, REVIEW2),
    object("refusal", "a refusal", { text: "I cannot review this draft." }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"text": "The notice is warm and gives the', "fallback", { finishReason: "length" }),
  ],
});
