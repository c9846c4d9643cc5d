import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "./types.js";

const party = (name: string, activity: string, address: string) => ({
  name,
  currTime: "2024-05-06T12:10:00",
  actAddress: address,
  actDescription: activity,
  plannedPath: [],
});

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs: {
    initiator: party("Tomas Reyes", "having lunch (eating a sandwich)", "Larkspur:Okafor Bakery:shop floor:customer table"),
    target: party("Ada Okafor", "serving customers", "Larkspur:Okafor Bakery:shop floor:behind the bakery counter"),
    lastChat: { created: "2024-05-05T12:30:00", description: "conversing about pastries for the poetry night" },
    retrieved: { events: [{ description: "Ada Okafor is serving customers" }], thoughts: [{ description: "Tomas wants Ada to bake for the poetry night" }] },
  },
  text: [
    { style: "gpt-4o-mini", answer: "Answer in yes or no: no", expected: false },
    { style: "gpt-4o-mini", answer: "Answer in yes or no: Yes", expected: true },
    { style: "gpt-3.5", answer: "No, Ada is busy serving customers.", expected: false },
    { style: "gpt-3.5", answer: "Yes. Tomas wants to follow up on the pastries for the poetry night.", expected: true },
    { style: "llama-3-8b", answer: "**Answer in yes or no:** no\n\nAda is in the middle of the lunch rush, and Tomas talked with her only yesterday.", expected: false },
    {
      style: "llama-3-8b",
      answer: "Based on the information provided, Tomas is eating lunch while Ada serves customers. Since they spoke yesterday about the pastries, there is little new to say, so no.",
      expected: false,
    },
    { style: "qwen2.5-7b", answer: '```json\n{"answer": "yes"}\n```', expected: true },
    { style: "qwen2.5-7b", answer: "Answer: No", expected: false },
    { style: "1b", answer: "Tomas Reyes would start a conversation with Ada Okafor because they are friends and he likes her bread and she is nice", expected: "fallback" },
    { style: "1b", answer: "yes\nyes\nyes", expected: true },
    { style: "1b", answer: "Answer in yes or no: maybe", expected: "fallback" },
    {
      style: "reasoning",
      answer:
        "<think>\nTomas is having lunch at the bakery. Ada is behind the counter serving customers, so she's busy. They last talked yesterday about pastries. Interrupting her during service seems unlikely.\n</think>\n\nAnswer in yes or no: no",
      expected: false,
    },
    {
      style: "reasoning",
      answer: "<think>\nHe keeps inviting people to the poetry night, and Ada is right there. A quick word is likely.\n</think>\nYes",
      expected: true,
    },
    { style: "reasoning", answer: "<think>\nLet me weigh this. Ada is serving customers, Tomas is eating. On one hand they are friendly; on the other", expected: "fallback" },
    // The question echoed as a label before the answer.
    { style: "gpt-3.5", answer: "Yes or no: no. He can wait.", expected: false },
    { style: "1b", answer: "Yes or no? No.", expected: false },
    { style: "llama-3-8b", answer: "**Yes or No:** No", expected: false },
    { style: "qwen2.5-7b", answer: "Answer in yes or no: (yes/no) no", expected: false },
    { style: "gpt-4o-mini", answer: "Answer in yes or no: no (yes if she were free)", expected: false },
    // Yes or no without the word.
    { style: "gpt-3.5", answer: "Nope.", expected: false },
    { style: "gpt-4o-mini", answer: "Definitely not.", expected: false },
    { style: "1b", answer: "Absolutely!", expected: true },
    { style: "llama-3-8b", answer: "Not right now; Ada is busy.", expected: false },
    // Both words, or no answer word leading.
    { style: "1b", answer: "No yes", expected: "fallback" },
    { style: "1b", answer: "No hesitation: he walks over and says hi.", expected: "fallback" },
    { style: "1b", answer: "Answer: no\nAnswer: yes", expected: "fallback" },
    { style: "reasoning", answer: "Answer in yes or no: yes\n\nActually, on reflection: no.", expected: "fallback" },
    { style: "qwen2.5-7b", answer: "Decision: he is hungry and she is busy.\nAnswer: no", expected: false },
    { style: "refusal", answer: "I'm sorry, but I can't make decisions on behalf of real people.", expected: "fallback" },
    { style: "refusal", answer: "As an AI, I cannot predict what Tomas would do. It depends on many factors.", expected: "fallback" },
  ],
  structured: [
    { note: "valid no", answer: { answer: "no" }, expected: false },
    { note: "valid yes", answer: { answer: "yes" }, expected: true },
    { note: "not one of the two words", answer: { answer: "maybe" }, expected: "fallback" },
    { note: "a renamed field with yes (read by the text reader)", answer: { talk: "yes" }, expected: true },
  ],
});
