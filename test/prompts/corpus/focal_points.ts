import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "./types.js";

const questions = [
  "How does Ada feel about baking for the poetry night?",
  "What does Tomas hope the poetry night will bring?",
  "Will Ada finish the honey-rye loaf in time?",
];

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs: {
    name: "Ada Okafor",
    statements: [
      "Ada Okafor is testing a honey-rye loaf",
      "Tomas Reyes is inviting everyone to the poetry night",
      "Ada Okafor offered to bake pastries for the poetry night",
    ],
  },
  text: [
    { style: "gpt-4o-mini", answer: JSON.stringify(questions), expected: questions },
    { style: "gpt-4o-mini", answer: `\`\`\`json\n${JSON.stringify(questions, null, 2)}\n\`\`\``, expected: questions },
    { style: "gpt-3.5", answer: questions.map((q, i) => `${i + 1}. ${q}`).join("\n"), expected: questions },
    { style: "llama-3-8b", answer: `Here are three high-level questions:\n\n${questions.map((q, i) => `**${i + 1}. ${q}**`).join("\n")}\n\nThese questions capture what matters most.`, expected: questions },
    { style: "llama-3-8b", answer: questions.map((q, i) => `Question ${i + 1}: ${q}`).join("\n"), expected: questions },
    { style: "qwen2.5-7b", answer: JSON.stringify({ questions }), expected: questions },
    { style: "qwen2.5-7b", answer: questions.map((q) => `- ${q}`).join("\n"), expected: questions },
    { style: "1b", answer: '["How does Ada feel?", "How does Ada feel?", "How does Ada feel?"]', expected: "fallback" },
    { style: "1b", answer: "1. What is Ada baking?", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nThe memories center on the poetry night and the new loaf.\n</think>\n${JSON.stringify(questions)}`, expected: questions },
    { style: "reasoning", answer: "<think>\nThree questions. First: how Ada feels about baking for the poetry night. Second:", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't generate questions about real people.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { questions }, expected: questions },
    // Round nineteen: which of more questions than asked to keep is the model's to say (held-out corpora 7 and 8).
    { note: "more than asked", answer: { questions: [...questions, "What else?"] }, expected: "fallback" },
    { note: "too few", answer: { questions: questions.slice(0, 1) }, expected: "fallback" },
    { note: "repeated", answer: { questions: [questions[0], questions[0], questions[1]] }, expected: "fallback" },
  ],
});
