import { rankMemoriesPrompt } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "./types.js";

export default corpusOf<number[]>({
  prompt: rankMemoriesPrompt,
  inputs: {
    query: "What did Tomas say about the poetry night?",
    memories: [
      "Ada asked about the price of rye flour.",
      "Tomas said the poetry night starts at 7pm on Friday.",
      "Mei wondered whether to read a poem at the poetry night.",
    ],
  },
  text: [
    { style: "gpt-4o-mini", answer: "Doc: 2, Relevance: 10\nDoc: 3, Relevance: 6", expected: [1, 2] },
    // Listed against its own scores: asked again (round sixteen; readers take either the order or the scores).
    { style: "gpt-3.5", answer: "Doc: 3, Relevance: 6\nDoc: 2, Relevance: 9", expected: "fallback" },
    { style: "llama-3-8b", answer: "Here are the helpful notes:\n\n1. **Doc: 2, Relevance: 10**\n2. **Doc: 3, Relevance: 5**", expected: [1, 2] },
    { style: "llama-3-8b", answer: "Note 2 - Relevance: 9/10\nNote 3 - Relevance: 4/10", expected: [1, 2] },
    { style: "qwen2.5-7b", answer: '[{"doc": 2, "relevance": 10}, {"doc": 3, "relevance": 6}]', expected: [1, 2] },
    { style: "qwen2.5-7b", answer: "Doc: 2, Relevance: 8", expected: [1] },
    { style: "1b", answer: "Doc: 7, Relevance: 10", expected: "fallback" },
    { style: "1b", answer: "Tomas said the poetry night starts at 7pm on Friday.", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nNote 2 answers directly; note 3 is related.\n</think>\nDoc: 2, Relevance: 10\nDoc: 3, Relevance: 5", expected: [1, 2] },
    { style: "reasoning", answer: "<think>\nThe request is about Tomas and the poetry night. Note 2 mentions", expected: "fallback" },
    // A note scored 0 is one the model says does not help.
    { style: "1b", answer: "Doc: 2, Relevance: 9\nDoc: 3, Relevance: 4\nDoc: 1, Relevance: 0", expected: [1, 2] },
    { style: "refusal", answer: "I'm sorry, I can't rank these notes.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { ranking: [{ note: 2, relevance: 10 }, { note: 3, relevance: 6 }] }, expected: [1, 2] },
    { note: "a note that does not exist", answer: { ranking: [{ note: 4, relevance: 9 }] }, expected: "fallback" },
    // Issue 24: an empty ranking is the schema's way to say that no note helps (was expected a fallback).
    { note: "nothing ranked", answer: { ranking: [] }, expected: [] },
  ],
});
