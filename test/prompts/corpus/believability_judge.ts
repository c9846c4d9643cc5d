import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "./types.js";

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs: {
    person: "Ada Okafor",
    about: "47, the baker of Okafor Bakery",
    question: "What are you looking forward to this week?",
    first: "The poetry night on Friday! I promised Tomas pastries for it, and I want the honey-rye loaf right by then.",
    second: "I can't think of anything in particular.",
  },
  text: [
    { style: "gpt-4o-mini", answer: '{"more_believable": "first"}', expected: "first" },
    { style: "gpt-4o-mini", answer: '{"more_believable": "tie"}', expected: "tie" },
    { style: "gpt-3.5", answer: "The first answer is more believable: it names the poetry night and Tomas.", expected: "first" },
    { style: "gpt-3.5", answer: "Verdict: second", expected: "second" },
    { style: "llama-3-8b", answer: "**Verdict:** First\n\nIt is specific and in character.", expected: "first" },
    { style: "llama-3-8b", answer: "Both answers are short, but one is specific and grounded in her week, so: first.", expected: "first" },
    { style: "qwen2.5-7b", answer: "{'more_believable': 'Answer 1'}", expected: "first" },
    { style: "qwen2.5-7b", answer: "Answer: B", expected: "second" },
    { style: "1b", answer: "Ada is a baker and bakers like bread", expected: "fallback" },
    // A bare number is asked again (round sixteen): the held-out corpora disagree whether it names an answer.
    { style: "1b", answer: "2", expected: "fallback" },
    { style: "1b", answer: "A tie, or maybe the first", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nThe first names concrete plans; the second is a non-answer.\n</think>\n{\"more_believable\": \"first\"}", expected: "first" },
    { style: "reasoning", answer: "<think>\nComparing the two. The first", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't judge real people's answers.", expected: "fallback" },
    { style: "refusal", answer: "As an AI language model, I cannot decide which is more believable.", expected: "fallback" },
    { style: "gpt-4o-mini", answer: "Verdict: first\nVerdict: second", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { more_believable: "first" }, expected: "first" },
    { note: "tie", answer: { more_believable: "tie" }, expected: "tie" },
    { note: "not one of the three", answer: { more_believable: "third" }, expected: "fallback" },
  ],
});
