import { absenceReasonPrompt, type AbsenceReason } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "./types.js";

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs: {
    person: "Ada Okafor",
    event: "the poetry night at Larkspur Library",
    question: "The poetry night at Larkspur Library is on right now. Why aren't you there?",
    answer: "I'd have liked to, but right now I'm busy baking tomorrow's bread.",
  },
  text: [
    { style: "gpt-4o-mini", answer: '{"reason": "conflict"}', expected: "conflict" },
    { style: "gpt-4o-mini", answer: '{"reason": "no plan"}', expected: "no plan" },
    { style: "gpt-3.5", answer: "Conflict: she is baking for tomorrow.", expected: "conflict" },
    { style: "gpt-3.5", answer: "Reason: forgot", expected: "forgot" },
    { style: "llama-3-8b", answer: "**Reason:** Not interested\n\nShe says evenings out are not for her.", expected: "not interested" },
    { style: "llama-3-8b", answer: "Ada explains that she has to bake bread for the morning, which keeps her at the bakery, so the reason is: conflict.", expected: "conflict" },
    { style: "qwen2.5-7b", answer: "{'reason': 'did not know'}", expected: "did not know" },
    { style: "qwen2.5-7b", answer: "Answer: No plans", expected: "no plan" },
    { style: "1b", answer: "Ada is a baker and the library is far", expected: "fallback" },
    // A bare "busy" is asked again (round sixteen): the held-out corpora disagree whether it names a conflict.
    { style: "1b", answer: "busy", expected: "fallback" },
    { style: "1b", answer: '{"reason": "tired and sad"}', expected: "fallback" },
    { style: "reasoning", answer: "<think>\nShe is baking at that moment: something else she must do.\n</think>\n{\"reason\": \"conflict\"}", expected: "conflict" },
    { style: "reasoning", answer: "<think>\nShe says she is busy, but is that", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't determine her reasons.", expected: "fallback" },
    { style: "refusal", answer: "As an AI, I cannot know why someone did not attend.", expected: "fallback" },
    { style: "gpt-3.5", answer: "Reason: conflict\nReason: forgot", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { reason: "conflict" }, expected: "conflict" },
    { note: "other", answer: { reason: "other" }, expected: "other" },
    { note: "not one of the six", answer: { reason: "lazy" }, expected: "fallback" },
  ],
});
