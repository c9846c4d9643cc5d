import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const note = "I have felt busy but happy. The honey-rye loaf is finally coming together, and I am glad to help with the poetry night.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs: {
    identity: { ...ada, currTime: "2024-05-07T00:00:00" },
    statements: [{ created: "2024-05-06T12:20:00", description: "Ada Okafor is conversing about pastries for the poetry night with Tomas Reyes" }],
  },
  text: [
    { style: "gpt-4o-mini", answer: note, expected: note },
    { style: "gpt-3.5", answer: `Summary: ${note}`, expected: note },
    { style: "gpt-3.5", answer: `Sure! ${note}`, expected: note },
    { style: "llama-3-8b", answer: `Here's how Ada has felt:\n\n*${note}*\n\nI hope this captures her mood!`, expected: note },
    { style: "llama-3-8b", answer: "I have felt busy but happy.\n\nThe honey-rye loaf is finally coming together.", expected: "I have felt busy but happy. The honey-rye loaf is finally coming together." },
    { style: "qwen2.5-7b", answer: `\`\`\`json\n{"note": "${note}"}\n\`\`\``, expected: note },
    { style: "1b", answer: "Note:", expected: "fallback" },
    { style: "1b", answer: "I feel good I feel good I feel good", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nA warm, practical baker; the week has been productive.\n</think>\n${note}`, expected: note },
    { style: "reasoning", answer: "<think>\nHow does Ada feel? Busy with the new loaf, happy about the poetry night", expected: "fallback" },
    { style: "refusal", answer: "As an AI, I don't have feelings, so I cannot describe how Ada feels.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { note }, expected: note },
    { note: "JSON inside", answer: { note: '{"feeling": "happy"}' }, expected: "fallback" },
    { note: "empty", answer: { note: "" }, expected: "fallback" },
  ],
});
