import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "./types.js";

const review = "The pond-as-book image works well and the rhythm is steady. I would make the last line more concrete, for example by naming what the trees keep.";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs: {
    prefix: "You act as an editor, and your name is Tomas.",
    history: [
      { role: "user", content: "Write a four-line poem about the willows in Willow Park." },
      { role: "user", content: "{Mei：The willows lean to read the pond, its pages turning in the breeze.}" },
    ],
  },
  text: [
    { style: "gpt-4o-mini", answer: review, expected: review },
    // Issue 24: a label before the text is no part of it (was expected kept).
    { style: "gpt-3.5", answer: `Review: ${review}`, expected: review },
    { style: "llama-3-8b", answer: `Here's my review:\n\n${review}\n\nFeel free to ask for more feedback!`, expected: review },
    { style: "qwen2.5-7b", answer: `{"review": ${JSON.stringify(review)}}`, expected: review },
    { style: "1b", answer: "Good.", expected: "Good." },
    { style: "1b", answer: "{}", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nStrengths: image, rhythm. One change: the last line.\n</think>\n${review}`, expected: review },
    { style: "reasoning", answer: "<think>\nThe draft has a nice image. What to change? Perhaps", expected: "fallback" },
    { style: "refusal", answer: "As an AI, I cannot give opinions on creative work.", expected: "fallback" },
    { style: "gpt-4o-mini", answer: "What works: the pond-as-book image.\nOne change: make the last line more concrete.", expected: "What works: the pond-as-book image.\nOne change: make the last line more concrete." },
  ],
  structured: [
    { note: "valid", answer: { text: review }, expected: review },
    { note: "empty", answer: { text: "" }, expected: "fallback" },
    { note: "a refusal", answer: { text: "Sorry, I can't review this." }, expected: "fallback" },
  ],
});
