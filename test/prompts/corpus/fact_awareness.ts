import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "./types.js";

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs: {
    person: "Mei Lin",
    fact: "Tomas Reyes is organising a poetry night at Larkspur Library on May 10 at 7pm.",
    question: "Did you know there is a poetry night at the library?",
    answer: "Yes, I heard about that. Tomas told me he is organising a poetry night at the library on Friday.",
  },
  text: [
    { style: "gpt-4o-mini", answer: '{"knew": "yes"}', expected: "yes" },
    { style: "gpt-4o-mini", answer: '```json\n{"knew": "no"}\n```', expected: "no" },
    { style: "gpt-3.5", answer: "Yes. Mei says Tomas told her about the poetry night.", expected: "yes" },
    { style: "gpt-3.5", answer: "No, she says it is news to her.", expected: "no" },
    { style: "llama-3-8b", answer: "**Verdict:** unsure\n\nMei only says she might have heard something.", expected: "unsure" },
    { style: "llama-3-8b", answer: "Based on the answer, Mei clearly states that Tomas told her about the poetry night, so: yes.", expected: "yes" },
    { style: "qwen2.5-7b", answer: "{'knew': 'Not sure'}", expected: "unsure" },
    { style: "qwen2.5-7b", answer: "Answer: No", expected: "no" },
    { style: "1b", answer: "Mei Lin is a painter who likes poetry and the library is nice", expected: "fallback" },
    { style: "1b", answer: "yes", expected: "yes" },
    { style: "1b", answer: "Answer: yes\nAnswer: no", expected: "fallback" },
    { style: "1b", answer: '{"knew": "perhaps she did"}', expected: "fallback" },
    { style: "reasoning", answer: "<think>\nShe says Tomas told her. That is knowing it before being asked.\n</think>\n{\"knew\": \"yes\"}", expected: "yes" },
    { style: "reasoning", answer: "<think>\nShe says she might have heard something like it, but she is not sure. Hmm, the answer", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't determine what a real person knew.", expected: "fallback" },
    { style: "refusal", answer: "As an AI language model, I cannot judge this.", expected: "fallback" },
    { style: "gpt-3.5", answer: "Not sure. She hedges.", expected: "unsure" },
    { style: "llama-3-8b", answer: "Yes, she knew.\n\nOn reflection, she only guessed, so: no.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { knew: "yes" }, expected: "yes" },
    { note: "unsure", answer: { knew: "unsure" }, expected: "unsure" },
    { note: "not one of the three", answer: { knew: "probably" }, expected: "fallback" },
  ],
});
