import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { bakeryChat } from "./fixtures.js";
import { corpusOf } from "./types.js";

const memo = "Ada found it interesting that Tomas wants lemon tarts for the poetry night.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs: { name: "Ada Okafor", partner: "Tomas Reyes", transcript: bakeryChat },
  text: [
    { style: "gpt-4o-mini", answer: memo, expected: memo },
    { style: "gpt-3.5", answer: `Memo: ${memo}`, expected: memo },
    { style: "gpt-3.5", answer: `Sure! ${memo}`, expected: memo },
    { style: "llama-3-8b", answer: `Here is the sentence:\n\n"${memo}"`, expected: memo },
    { style: "qwen2.5-7b", answer: `\`\`\`json\n{"memo": "${memo}"}\n\`\`\``, expected: memo },
    { style: "qwen2.5-7b", answer: `${memo}\n\n(Note: this focuses on what stood out to Ada.)`, expected: memo },
    { style: "1b", answer: "Ada", expected: "fallback" },
    { style: "1b", answer: "{\"memo\": \"", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nWhat stood out? The lemon tarts request.\n</think>\n\n${memo}`, expected: memo },
    { style: "reasoning", answer: "<think>\nAda found it interesting that Tomas", expected: "fallback" },
    { style: "llama-3-8b", answer: "Option A: Bring the pastries by 6:30 on Friday.\nOption B: Close the bakery early on Friday.", expected: "fallback" },
    { style: "refusal", answer: "As an AI, I don't find things interesting, so I cannot write this memo.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { thought: memo }, expected: memo },
    { note: "empty", answer: { thought: "" }, expected: "fallback" },
    { note: "a refusal", answer: { thought: "I'm sorry, I can't help with that." }, expected: "fallback" },
  ],
});
