import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const said = "Tomas? I've known him for ten years, and I'm baking pastries for his poetry night on Friday.";
const answer: InterviewAnswer = { answer: said, drewOn: [0, 2] };

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs: {
    speaker: { ...ada, currTime: "2024-05-06T10:15:00" },
    doing: "selling bread (serving a customer)",
    place: "the counter in Okafor Bakery",
    plan: ["10:00-15:00 serving customers", "15:00-16:00 closing the shop", "21:00-24:00 sleeping"],
    memories: [
      "Ada Okafor has known Tomas Reyes for ten years",
      "Mei Lin asked for the heel of the rye loaf",
      "Ada Okafor promised Tomas Reyes pastries for his poetry night on May 10",
    ],
    question: "Who is Tomas Reyes?",
  },
  text: [
    { style: "gpt-4o-mini", answer: JSON.stringify({ answer: said, memories: [1, 3] }), expected: answer },
    { style: "gpt-4o-mini", answer: `\`\`\`json\n{\n  "answer": "${said}",\n  "memories": [1, 3]\n}\n\`\`\``, expected: answer },
    { style: "gpt-3.5", answer: `{"answer": "Ada Okafor: ${said}", "memories": ["1", "3"]}`, expected: answer },
    { style: "gpt-3.5", answer: `Here is Ada's answer:\n\n{"answer": "${said}", "memories": [1, 3]}`, expected: answer },
    { style: "llama-3-8b", answer: `**Answer:** ${said}\n**Memories:** 1, 3`, expected: answer },
    { style: "llama-3-8b", answer: `"Tomas? I've known him for ten years [1], and I'm baking pastries for his poetry night on Friday [3]."`, expected: {
      answer: "Tomas? I've known him for ten years, and I'm baking pastries for his poetry night on Friday.", drewOn: [0, 2] } },
    // A memory number past the list (9 of 3) is a confused answer: asked again, not read with the number dropped
    // (round fifteen, docs/benchmarks.md; the held-out corpora written apart expect the same).
    { style: "qwen2.5-7b", answer: `{'answer': "${said}", 'memories': [1, 3, 9]}`, expected: "fallback" },
    { style: "qwen2.5-7b", answer: `{"response": "*smiles* ${said}", "sources": "1, 3"}`, expected: answer },
    { style: "1b", answer: said, expected: { answer: said, drewOn: [] } },
    { style: "1b", answer: '{"answer": "Who is Tomas Reyes?", "memories": []}', expected: "fallback" },
    { style: "1b", answer: '{"memories": [1, 3]}', expected: "fallback" },
    {
      style: "reasoning",
      answer: `<think>\nAda knows Tomas well (memory 1) and promised pastries (memory 3). She'd answer warmly.\n</think>\n{"answer": "${said}", "memories": [1, 3]}`,
      expected: answer,
    },
    { style: "reasoning", answer: '<think>\nShe would mention the ten years and the pastries. So {"answer": "Tomas', expected: "fallback" },
    { style: "refusal", answer: '{"answer": "As an AI language model, I cannot pretend to be Ada Okafor.", "memories": []}', expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't role-play as a real person.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { answer: said, memories: [1, 3] }, expected: answer },
    { note: "a number that names no memory", answer: { answer: said, memories: [3, 7] }, expected: "fallback" },
    { note: "no memories drawn on", answer: { answer: "I can't say I know him well.", memories: [] }, expected: { answer: "I can't say I know him well.", drewOn: [] } },
    { note: "empty answer", answer: { answer: "", memories: [1] }, expected: "fallback" },
    { note: "out of character", answer: { answer: "As an AI, I have no memories of Tomas.", memories: [] }, expected: "fallback" },
  ],
});
