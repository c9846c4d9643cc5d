import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  prefix: "You act as an editor, and your name is Bea.",
  history: [
    { role: "user", content: "Write a two-sentence poster text for the Brackenford summer fair on Saturday, June 15, on the Green." },
    { role: "user", content: "{Sol：Come to the Brackenford summer fair on Saturday, June 15! Music, cakes and a raffle on the Green from noon.}" },
  ],
};
const review = 'The date and the place are clear and the tone is friendly. I would add when the fair ends, for example "noon to 6pm".';

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", review, review),
    text("good", "llama-3-8b", `Here's my review:\n\n${review}\n\nFeel free to ask for more feedback!`, review),
    text("good", "qwen2.5-7b", JSON.stringify({ review }), review),
    text("good", "reasoning", `<think>\nClear date and place; missing an end time.\n</think>\n${review}`, review),
    text("good", "gpt-3.5", "Clear and cheerful. Add an end time.", "Clear and cheerful. Add an end time."),
    text("label", "gpt-3.5", `Review: ${review}`, review),
    text("label", "llama-3-8b", `**Review:**\n${review}`, review),
    text("label", "gpt-4o-mini", `Feedback: ${review}`, review),
    text("label", "qwen2.5-7b", `${review} (This reflects what a visitor needs to know.)`, review),
    text("refusal", "refusal", "As an AI, I cannot give opinions on creative work.", "fallback"),
    text("placeholder", "1b", "What works: <what works>. One change: <change>.", "fallback"),
    capped("gpt-4o-mini", "The date and the place are clear and the tone is friendly. I would add when the", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe poster names the date and place. What is missing? Perhaps", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: review }, review),
    object("label", "a label inside", { text: `Review: ${review}` }, review),
    object("renamed-field", "review for text", { review }, review),
    object("refusal", "a refusal", { text: "Sorry, I can't review this." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"text": "The date and the place are clear and', "fallback", { finishReason: "length" }),
  ],
});
