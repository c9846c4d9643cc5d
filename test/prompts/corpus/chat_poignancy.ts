import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs: { identity: ada, description: "conversing about pastries for the poetry night" },
  text: [
    { style: "gpt-4o-mini", answer: "5", expected: 5 },
    { style: "gpt-4o-mini", answer: "Rating: 5", expected: 5 },
    { style: "gpt-3.5", answer: "I'd give this conversation a 5.", expected: 5 },
    { style: "gpt-3.5", answer: "5 out of 10", expected: 5 },
    { style: "llama-3-8b", answer: "**Score: 5**\n\nThe conversation is about a commitment Ada made, so it's worth remembering.", expected: 5 },
    { style: "qwen2.5-7b", answer: '```json\n{"score": 4}\n```', expected: 4 },
    { style: "qwen2.5-7b", answer: "4", expected: 4 },
    { style: "1b", answer: "The conversation is about pastries. Pastries are food. Ada makes pastries. 3 4 5", expected: "fallback" },
    { style: "1b", answer: "Score: -2", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nPlans for the week score about 5; this is a concrete commitment with a deadline.\n</think>\nRating: 5", expected: 5 },
    { style: "reasoning", answer: "<think>\nIt's about a promise to Tomas for Friday. Plans for the week are a 5 on this scale, so", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I cannot assign a score to a personal conversation.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { score: 5 }, expected: 5 },
    { note: "out of range", answer: { score: 12 }, expected: "fallback" },
    { note: "a number as a string (read as the number)", answer: { score: "5" }, expected: 5 },
  ],
});
