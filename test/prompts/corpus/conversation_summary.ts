import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { bakeryChat } from "./fixtures.js";
import { corpusOf } from "./types.js";

const topic = "conversing about pastries for the poetry night";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs: { transcript: bakeryChat },
  text: [
    { style: "gpt-4o-mini", answer: "conversing about pastries for the poetry night", expected: topic },
    { style: "gpt-4o-mini", answer: "Conversing about pastries for the poetry night.", expected: topic },
    { style: "gpt-3.5", answer: "Ada and Tomas talked about pastries for the poetry night.", expected: topic },
    { style: "gpt-3.5", answer: "The conversation was about pastries for the poetry night.", expected: topic },
    { style: "llama-3-8b", answer: "**conversing about pastries for the poetry night**\n\nTomas confirms the order and Ada offers to deliver them.", expected: topic },
    { style: "llama-3-8b", answer: "In this conversation, Tomas and Ada discussed pastries for the poetry night. Ada agreed to deliver them by 6:30.", expected: topic },
    { style: "qwen2.5-7b", answer: '{"topic": "pastries for the poetry night"}', expected: topic },
    { style: "qwen2.5-7b", answer: "Topic: pastries for the poetry night", expected: topic },
    {
      style: "1b",
      answer:
        "Tomas Reyes asks Ada Okafor if the pastries for Friday's poetry night are still on and Ada says they are and she is thinking of honey-rye rolls and lemon tarts and Tomas says the reading starts at 7pm",
      expected: "fallback",
    },
    { style: "1b", answer: "conversing about", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nThey settle the pastry order and the delivery time.\n</think>\n\nconversing about pastries for the poetry night", expected: topic },
    { style: "reasoning", answer: "<think>\nThe main topic is the pastries. Also the time, 6:30. A short phrase would be", expected: "fallback" },
    { style: "1b", answer: "conversing about conversing about pastries", expected: "conversing about pastries" },
    { style: "refusal", answer: "I'm sorry, I can't summarize this conversation.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { topic: "pastries for the poetry night" }, expected: topic },
    { note: "with the prefix", answer: { topic: "conversing about pastries for the poetry night" }, expected: topic },
    { note: "empty", answer: { topic: "" }, expected: "fallback" },
    { note: "a whole retelling", answer: { topic: "the pastries and the poetry night and the lemon tarts and the honey-rye rolls and closing early on Friday to deliver everything by 6:30" }, expected: "fallback" },
  ],
});
