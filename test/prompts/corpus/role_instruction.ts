import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "./types.js";

const summary = "Tomas is hosting a poetry night at Larkspur Library on Friday at 7pm and needs readers and pastries.";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs: {
    prefix: "You act as an assistant.",
    history: [{ role: "user", content: "Tomas told me about the poetry night on Friday at 7pm. He needs readers and Ada is baking." }],
    actionName: "Summarize",
    instruction: "Summarize the conversation in one sentence.",
  },
  text: [
    { style: "gpt-4o-mini", answer: summary, expected: summary },
    { style: "gpt-3.5", answer: `Sure! Here's a one-sentence summary:\n\n${summary}`, expected: summary },
    { style: "llama-3-8b", answer: `${summary}\n\nLet me know if you'd like a longer version!`, expected: summary },
    { style: "qwen2.5-7b", answer: `\`\`\`\n${summary}\n\`\`\``, expected: summary },
    { style: "qwen2.5-7b", answer: '{"summary": "Poetry night on Friday at 7pm."}', expected: '{"summary": "Poetry night on Friday at 7pm."}' },
    { style: "1b", answer: "   ", expected: "fallback" },
    // Issue 24: the instruction echoed back (behind its action's name) is no result (was expected kept).
    { style: "1b", answer: "Summarize: Summarize the conversation in one sentence.", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nKey facts: Friday 7pm, readers, pastries.\n</think>\n${summary}`, expected: summary },
    { style: "reasoning", answer: "<think>\nThe conversation mentions the poetry night, the time, and", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't assist with that request.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { text: summary }, expected: summary },
    { note: "empty", answer: { text: "" }, expected: "fallback" },
    { note: "a refusal", answer: { text: "I cannot help with that." }, expected: "fallback" },
  ],
});
