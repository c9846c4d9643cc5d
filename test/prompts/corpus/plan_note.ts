import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const note = "I promised Tomas pastries for the poetry night at Larkspur Library on Friday at 7pm, so I should plan an extra batch on Thursday.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs: {
    identity: { ...ada, currTime: "2024-05-07T00:00:00" },
    statements: [
      { created: "2024-05-06T12:20:00", description: "Ada Okafor is conversing about pastries for the poetry night with Tomas Reyes" },
      { created: "2024-05-06T15:30:00", description: "Ada Okafor is walking in Willow Park" },
    ],
  },
  text: [
    { style: "gpt-4o-mini", answer: note, expected: note },
    { style: "gpt-4o-mini", answer: `"${note}"`, expected: note },
    { style: "gpt-3.5", answer: `Note: ${note}`, expected: note },
    {
      style: "gpt-3.5",
      answer: "I promised Tomas pastries for the poetry night at Larkspur Library on Friday at 7pm.\nSo I should plan an extra batch on Thursday",
      expected: "I promised Tomas pastries for the poetry night at Larkspur Library on Friday at 7pm. So I should plan an extra batch on Thursday.",
    },
    { style: "llama-3-8b", answer: `Here is Ada's note to herself:\n\n"${note}"\n\nLet me know if you'd like me to adjust anything!`, expected: note },
    { style: "llama-3-8b", answer: `**Note to self:**\n\n${note}`, expected: note },
    { style: "qwen2.5-7b", answer: `{"note": "${note}"}`, expected: note },
    { style: "qwen2.5-7b", answer: `${note}\n\nNote: This note is written from Ada's perspective, in the first person.`, expected: note },
    { style: "1b", answer: '{"note": "', expected: "fallback" },
    { style: "1b", answer: "Ada Okafor is a baker. Ada Okafor is a baker. Ada Okafor is a baker.", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nThe key memory is the promise of pastries for Friday's poetry night.\n</think>\n\n${note}`, expected: note },
    { style: "reasoning", answer: "<think>\nShe talked with Tomas about pastries. The poetry night is on May 10, which is Friday. So the note should", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't write personal notes on behalf of someone else.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { note }, expected: note },
    { note: "empty", answer: { note: "  " }, expected: "fallback" },
    { note: "a refusal inside the field", answer: { note: "I'm sorry, but I can't help with that." }, expected: "fallback" },
  ],
});
