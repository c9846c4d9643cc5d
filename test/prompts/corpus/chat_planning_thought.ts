import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { bakeryChat } from "./fixtures.js";
import { corpusOf } from "./types.js";

const thought = "Ada needs to close the bakery early on Friday and bring the pastries to the library by 6:30pm.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs: { name: "Ada Okafor", partner: "Tomas Reyes", transcript: bakeryChat },
  text: [
    { style: "gpt-4o-mini", answer: thought, expected: thought },
    { style: "gpt-3.5", answer: `For Ada Okafor's planning: ${thought}`, expected: thought },
    { style: "gpt-3.5", answer: `"${thought}"`, expected: thought },
    { style: "llama-3-8b", answer: `Here's what Ada needs to remember:\n\n${thought}`, expected: thought },
    { style: "llama-3-8b", answer: `**Thought:** ${thought}\n\nThis ensures the pastries arrive before the reading starts at 7pm.`, expected: thought },
    { style: "qwen2.5-7b", answer: `{"thought": "${thought}"}`, expected: thought },
    { style: "1b", answer: "For Ada Okafor's planning:", expected: "fallback" },
    { style: "1b", answer: "Ada Okafor: I'll close early on Friday and bring them over myself.", expected: "I'll close early on Friday and bring them over myself." },
    { style: "reasoning", answer: `<think>\nThe commitment: close early Friday, deliver by 6:30.\n</think>\n${thought}`, expected: thought },
    { style: "reasoning", answer: "<think>\nShe promised to close early on Friday. The reading is at 7, delivery by", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't help with that.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { thought }, expected: thought },
    { note: "with the lead-in", answer: { thought: `For Ada's planning: ${thought}` }, expected: thought },
    { note: "only the lead-in", answer: { thought: "For Ada Okafor's planning:" }, expected: "fallback" },
  ],
});
