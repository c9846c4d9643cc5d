import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as an editor, and your name is Wren.",
  history: [
    { role: "user", content: "Write a two-sentence notice for the Millbrook regatta on Saturday, September 14, at the quay." },
    { role: "user", content: "{Juno：Row, cheer and eat buns at the Millbrook regatta on Saturday, September 14! Races start at the quay at 10am.}" },
  ],
};

const REVIEW = "The notice is lively and gives the date, place and start time. I would add that the regatta is free to attend, so families know they can just turn up.";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", REVIEW, REVIEW),
    text("good", "gpt-3.5", `Review: ${REVIEW}`, REVIEW),
    text("good", "llama-3-8b", `**Review:** ${REVIEW}`, REVIEW),
    text("good", "qwen2.5-7b", `Here is my review:\n\n${REVIEW}`, REVIEW),
    text("good", "reasoning", `<think>\nWorks: energy, facts. Change: say it's free.\n</think>\n${REVIEW}`, REVIEW),
    text("refusal", "refusal", "I'm sorry, but I can't review this draft.", "fallback"),
    capped("gpt-3.5", "The notice is lively and gives the date, place and start time. I would add that the regatta is", "fallback"),
    text("label", "llama-3-8b", `${REVIEW}\n\n(This review reflects standard editorial practice.)`, REVIEW),
    text("good", "1b", "Good. Add the price.", "Good. Add the price."),
    text("template-cut", "refusal", "It looks like the draft may have been cut off. Could you share the full text you'd like me to review?", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: REVIEW }, REVIEW),
    object("renamed-field", "review for text", { review: REVIEW }, REVIEW),
    object("refusal", "a refusal as the text", { text: "I'm unable to review this." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the text", '{"text": "The notice is lively and gives the date, place and start time. I would add that the', "fallback", { finishReason: "length" }),
  ],
});
