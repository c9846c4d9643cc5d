import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "./types.js";

const party = (name: string, activity: string, path: Array<[number, number]>) => ({
  name,
  currTime: "2024-05-06T16:10:00",
  actAddress: "Larkspur:Willow Park:lawn:park bench",
  actDescription: activity,
  plannedPath: path,
});

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs: {
    initiator: party("Ada Okafor", "walking in the park (resting on the bench)", [[4, 5]]),
    target: party("Mei Lin", "sketching (drawing the willows)", []),
    retrieved: { events: [{ description: "Mei Lin is sketching on the park bench" }], thoughts: [] },
  },
  text: [
    { style: "gpt-4o-mini", answer: "Answer: Option 2", expected: "continue" },
    { style: "gpt-4o-mini", answer: "Answer: Option 1", expected: "wait" },
    { style: "gpt-3.5", answer: "Option 2: carry on with resting elsewhere.", expected: "continue" },
    { style: "gpt-3.5", answer: "2", expected: "continue" },
    { style: "llama-3-8b", answer: "**Answer: Option 1**\n\nMei will finish her sketch soon, and Ada is in no hurry.", expected: "wait" },
    { style: "llama-3-8b", answer: "Ada would not wait; she would find another bench and carry on with her walk.", expected: "continue" },
    { style: "qwen2.5-7b", answer: '{"option": 2}', expected: "continue" },
    { style: "qwen2.5-7b", answer: "I think Ada should wait for Mei to finish.", expected: "wait" },
    { style: "1b", answer: "Option 3", expected: "fallback" },
    { style: "1b", answer: "Ada and Mei are in the park. The park is nice. Ada likes the park.", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nMei is sketching and may take a while; Ada can rest on another bench.\n</think>\n\nAnswer: Option 2", expected: "continue" },
    { style: "reasoning", answer: "<think>\nOption 1 means waiting. Option 2 means carrying on. Ada is patient, but", expected: "fallback" },
    // Negations, options ruled out, both options.
    { style: "1b", answer: "Ada wouldn't wait.", expected: "continue" },
    { style: "gpt-3.5", answer: "I don't think Ada should wait for Mei to finish.", expected: "continue" },
    { style: "llama-3-8b", answer: "Option 2 (not option 1)", expected: "continue" },
    { style: "1b", answer: "Answer: Option 1 or 2", expected: "fallback" },
    { style: "gpt-4o-mini", answer: "Answer: Option 1, because carrying on (option 2) would be rude.", expected: "wait" },
    { style: "qwen2.5-7b", answer: "She does not mind waiting.", expected: "fallback" },
    { style: "1b", answer: "Ada should not carry on.", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't decide for Ada in this situation.", expected: "fallback" },
  ],
  structured: [
    { note: "valid wait", answer: { option: 1 }, expected: "wait" },
    { note: "valid continue", answer: { option: 2 }, expected: "continue" },
    { note: "a third option", answer: { option: 3 }, expected: "fallback" },
    { note: "the option's word instead of its number (read by the text reader)", answer: { option: "wait" }, expected: "wait" },
  ],
});
