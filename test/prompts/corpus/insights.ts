import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "./types.js";

const insights: Insight[] = [
  { insight: "Ada is committed to helping with the poetry night", evidence: [0, 2] },
  { insight: "Tomas relies on Ada's baking", evidence: [1] },
];

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs: {
    name: "Ada Okafor",
    n: 2,
    statements: [
      "Ada Okafor offered to bake pastries for the poetry night",
      "Tomas Reyes asked Ada Okafor for lemon tarts",
      "Ada Okafor plans to close early on Friday",
    ],
  },
  text: [
    {
      style: "gpt-4o-mini",
      answer: "1. Ada is committed to helping with the poetry night (because of 1, 3)\n2. Tomas relies on Ada's baking (because of 2)",
      expected: insights,
    },
    {
      style: "gpt-3.5",
      answer: "1. Ada is committed to helping with the poetry night (Evidence: 1, 3)\n2. Tomas relies on Ada's baking (Evidence: 2)",
      expected: insights,
    },
    {
      style: "llama-3-8b",
      answer:
        "Here are the insights:\n\n1. **Insight:** Ada is committed to helping with the poetry night\n   **Evidence:** 1, 3\n2. **Insight:** Tomas relies on Ada's baking\n   **Evidence:** 2",
      expected: insights,
    },
    {
      style: "llama-3-8b",
      answer: "- Ada is committed to helping with the poetry night [1, 3]\n- Tomas relies on Ada's baking [2]",
      expected: insights,
    },
    {
      style: "qwen2.5-7b",
      answer: JSON.stringify([
        { insight: "Ada is committed to helping with the poetry night", evidence: [1, 3] },
        { insight: "Tomas relies on Ada's baking", evidence: [2] },
      ]),
      expected: insights,
    },
    {
      style: "qwen2.5-7b",
      answer: "1. Ada is committed to helping with the poetry night — based on statements 1 and 3\n2. Tomas relies on Ada's baking — based on statement 2",
      expected: insights,
    },
    { style: "1b", answer: "Ada is a baker. She bakes bread. Tomas is a librarian.", expected: "fallback" },
    {
      style: "1b",
      answer: "1. Ada is committed to helping with the poetry night (because of 1, 3, 7)\n2. Tomas relies on Ada's baking (because of",
      expected: "fallback", // statement 7 of 3
    },
    {
      style: "reasoning",
      answer:
        "<think>\nStatements 1 and 3 show her commitment; 2 shows Tomas counting on her.\n</think>\n\n1. Ada is committed to helping with the poetry night (because of 1, 3)\n2. Tomas relies on Ada's baking (because of 2)",
      expected: insights,
    },
    { style: "reasoning", answer: "<think>\nWhat can be inferred? Statement 1 and 3: she is committed. Statement 2:", expected: "fallback" },
    // Evidence that names no statement: the whole answer is suspect (counted from 0, or made up).
    { style: "gpt-3.5", answer: "1. Ada is generous with her time (because of 1, 5)", expected: "fallback" },
    { style: "1b", answer: "1. Ada bakes for her friends (because of 0, 1)", expected: "fallback" },
    { style: "llama-3-8b", answer: "1. Ada is committed to the poetry night (because of statements 1-3)", expected: [{ insight: "Ada is committed to the poetry night", evidence: [0, 1, 2] }] },
    { style: "refusal", answer: "I cannot infer anything about real people from these statements.", expected: "fallback" },
  ],
  structured: [
    {
      note: "valid",
      answer: { insights: [{ insight: "Ada is committed to helping with the poetry night", evidence: [1, 3] }, { insight: "Tomas relies on Ada's baking", evidence: [2] }] },
      expected: insights,
    },
    { note: "evidence naming no statement", answer: { insights: [{ insight: "Tomas relies on Ada's baking", evidence: [2, 9] }] }, expected: "fallback" },
    { note: "evidence counted from 0", answer: { insights: [{ insight: "Tomas relies on Ada's baking", evidence: [0, 1] }] }, expected: "fallback" },
    { note: "no insights", answer: { insights: [] }, expected: "fallback" },
    { note: "JSON in an insight", answer: { insights: [{ insight: '{"insight": "x"}', evidence: [1] }] }, expected: "fallback" },
  ],
});
