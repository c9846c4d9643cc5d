import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "./types.js";

const summary = "Ada sees Tomas as a friendly regular who eats lunch at her bakery and counts on her pastries for the poetry night.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs: {
    speaker: "Ada Okafor",
    listener: "Tomas Reyes",
    statements: ["Tomas Reyes eats lunch at Okafor Bakery most days", "Ada Okafor offered to bake pastries for the poetry night"],
  },
  text: [
    { style: "gpt-4o-mini", answer: summary, expected: summary },
    { style: "gpt-3.5", answer: `"${summary}"`, expected: summary },
    { style: "gpt-3.5", answer: `Summary: ${summary}`, expected: summary },
    { style: "llama-3-8b", answer: `Here is a summary of how Ada sees Tomas:\n\n${summary}\n\nLet me know if you need anything else!`, expected: summary },
    { style: "llama-3-8b", answer: `**Relationship:** ${summary}`, expected: summary },
    { style: "qwen2.5-7b", answer: `{"summary": "${summary}"}`, expected: summary },
    { style: "1b", answer: "Ada Okafor and Tomas Reyes. Ada Okafor and Tomas Reyes. Ada Okafor and", expected: "fallback" },
    { style: "1b", answer: "Relationship:", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nThe memories: lunch regular, pastries for the poetry night. Friendly, practical.\n</think>\n\n${summary}`, expected: summary },
    { style: "reasoning", answer: "<think>\nTomas eats at the bakery most days, so they know each other well. Ada offered to bake for", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't speculate about personal relationships.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { summary }, expected: summary },
    { note: "empty", answer: { summary: "" }, expected: "fallback" },
    { note: "far too long", answer: { summary: "Ada likes Tomas. ".repeat(40) }, expected: "fallback" },
  ],
});
