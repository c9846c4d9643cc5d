import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs: { identity: ada, description: "Tomas Reyes is inviting Ada Okafor to read a poem at the poetry night" },
  text: [
    { style: "gpt-4o-mini", answer: "6", expected: 6 },
    { style: "gpt-4o-mini", answer: "Rating: 6", expected: 6 },
    { style: "gpt-3.5", answer: "I would rate this event a 6 out of 10.", expected: 6 },
    { style: "gpt-3.5", answer: "6/10", expected: 6 },
    { style: "llama-3-8b", answer: "**6**\n\nBeing asked to read at the poetry night is a nice gesture from Tomas, but it does not change Ada's life.", expected: 6 },
    { style: "llama-3-8b", answer: "On a scale of 1 to 10, this is a 5. Ada is flattered but busy with 200 loaves a day.", expected: 5 },
    { style: "qwen2.5-7b", answer: '{"score": 6}', expected: 6 },
    { style: "qwen2.5-7b", answer: "Score: 7\n\nExplanation: Ada cares about the library's events and about Tomas.", expected: 7 },
    { style: "1b", answer: "The event is important because Ada likes poems and Tomas is her friend and she bakes bread every day for 20 years", expected: "fallback" },
    { style: "1b", answer: "Rating: 15", expected: "fallback" },
    { style: "1b", answer: "six", expected: 6 },
    { style: "reasoning", answer: "<think>\nAn invitation to read is notable, not life-changing. Ada is practical; maybe 5 or 6.\n</think>\n\n6", expected: 6 },
    { style: "reasoning", answer: "<think>\nOn the scale, a new project at work is 5. This invitation is similar, maybe a bit", expected: "fallback" },
    // Two ratings weighed, or a fraction: the model did not choose.
    { style: "gpt-3.5", answer: "I would give it a 7, maybe 8.", expected: "fallback" },
    { style: "llama-3-8b", answer: "Between 5 and 6.", expected: "fallback" },
    { style: "1b", answer: "Rating: 6.5", expected: "fallback" },
    { style: "qwen2.5-7b", answer: '{"score": 3.5}', expected: "fallback" },
    { style: "gpt-4o-mini", answer: "Rating: 6. It matters more than a 1, but it is no 10.", expected: 6 },
    { style: "refusal", answer: "As an AI, I can't judge how meaningful an event is to a person.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { score: 6 }, expected: 6 },
    { note: "out of range", answer: { score: 0 }, expected: "fallback" },
    { note: "above the scale", answer: { score: 11 }, expected: "fallback" },
    { note: "not a whole number", answer: { score: 6.5 }, expected: "fallback" },
  ],
});
