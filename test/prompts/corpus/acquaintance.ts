import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "./types.js";

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs: {
    person: "Mei Lin",
    other: "Tomas Reyes",
    question: "Do you know Tomas Reyes?",
    answer: "Oh, Tomas! He lent me a book of nature poems last month and I still haven't given it back.",
  },
  text: [
    { style: "gpt-4o-mini", answer: '{"knows": "yes"}', expected: "yes" },
    { style: "gpt-4o-mini", answer: '{"knows": "no"}', expected: "no" },
    { style: "gpt-3.5", answer: "Yes, Mei knows Tomas: he lent her a book.", expected: "yes" },
    { style: "gpt-3.5", answer: "Verdict: unsure", expected: "unsure" },
    { style: "llama-3-8b", answer: "**Answer:** Yes\n\nShe mentions the book Tomas lent her.", expected: "yes" },
    { style: "llama-3-8b", answer: "Mei says she can't say she knows him well, which is not a clear yes or no, so: unsure.", expected: "unsure" },
    { style: "qwen2.5-7b", answer: "{'knows': true}", expected: "yes" },
    { style: "qwen2.5-7b", answer: "Answer: No. She has never heard of him.", expected: "no" },
    { style: "1b", answer: "Tomas Reyes is a librarian", expected: "fallback" },
    { style: "1b", answer: "no", expected: "no" },
    { style: "1b", answer: '{"knows": "a little bit maybe"}', expected: "fallback" },
    { style: "reasoning", answer: "<think>\nShe names Tomas and a book he lent her: she knows him.\n</think>\nYes", expected: "yes" },
    { style: "reasoning", answer: "<think>\nDoes she know him? She mentions", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, I can't help with that.", expected: "fallback" },
    { style: "refusal", answer: "As a language model, I cannot say who knows whom.", expected: "fallback" },
    { style: "gpt-4o-mini", answer: "Knows of: yes", expected: "yes" },
  ],
  structured: [
    { note: "valid", answer: { knows: "yes" }, expected: "yes" },
    { note: "no", answer: { knows: "no" }, expected: "no" },
    { note: "not one of the three", answer: { knows: "somewhat" }, expected: "fallback" },
  ],
});
