import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "./types.js";

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs: {
    prefix: "You act as a poet, and your name is Mei. Your goal: write a short poem for the poetry night.",
    history: [
      { role: "user", content: "Write a four-line poem about the willows in Willow Park." },
      { role: "assistant", content: "Draft: the willows lean to read the pond..." },
    ],
    states: ["0. WriteDraft", "1. ReviseDraft", "2. Publish"],
    previousState: 0,
  },
  text: [
    { style: "gpt-4o-mini", answer: "1", expected: 1 },
    { style: "gpt-4o-mini", answer: "-1", expected: -1 },
    { style: "gpt-3.5", answer: "1. ReviseDraft", expected: 1 },
    { style: "gpt-3.5", answer: "The next stage is 1.", expected: 1 },
    { style: "llama-3-8b", answer: "**Answer:** 1\n\nThe draft exists, so it should be revised before publishing.", expected: 1 },
    { style: "llama-3-8b", answer: "The previous stage was 0, so the next one is 1.", expected: 1 },
    { style: "qwen2.5-7b", answer: '{"stage": 1}', expected: 1 },
    { style: "qwen2.5-7b", answer: "Next stage: 2", expected: 2 },
    { style: "1b", answer: "Stage 5", expected: "fallback" }, // no such stage: asked again, not taken as "done"
    { style: "1b", answer: "I will write the poem now.", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nStage 0 produced a draft. Revising (1) comes before publishing (2).\n</think>\n\n1", expected: 1 },
    { style: "reasoning", answer: "<think>\nThe stages are 0, 1 and 2. The draft is done, so", expected: "fallback" },
    // Two stages offered, or one ruled out.
    { style: "1b", answer: "Answer: 1 or 2", expected: "fallback" },
    { style: "gpt-3.5", answer: "I'd pick 1, maybe 2.", expected: "fallback" },
    { style: "llama-3-8b", answer: "Next stage: not 2 — 1", expected: 1 },
    { style: "gpt-4o-mini", answer: "The next stage is 1, not 2.", expected: 1 },
    { style: "refusal", answer: "I'm sorry, but I can't choose a stage without more context.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { stage: 1 }, expected: 1 },
    { note: "done", answer: { stage: -1 }, expected: -1 },
    { note: "out of range is asked again (the original took it as done)", answer: { stage: 7 }, expected: "fallback" },
    { note: "a number as a string (read as the number)", answer: { stage: "1" }, expected: 1 },
    { note: "two stages in a string", answer: { stage: "1 or 2" }, expected: "fallback" },
  ],
});
