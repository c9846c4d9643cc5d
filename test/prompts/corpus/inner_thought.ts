import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const statement = "Ada Okafor promised Tomas Reyes that she would bake pastries for his poetry night on May 10.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs: { identity: ada, whisper: "You promised Tomas Reyes that you would bake pastries for his poetry night on May 10" },
  text: [
    { style: "gpt-4o-mini", answer: statement, expected: statement },
    { style: "gpt-4o-mini", answer: `Statement: ${statement}`, expected: statement },
    { style: "gpt-3.5", answer: `Sure! Here is the statement:\n\n${statement}`, expected: statement },
    { style: "gpt-3.5", answer: `"${statement}"`, expected: statement },
    { style: "llama-3-8b", answer: `Here is the thought written as a statement about Ada Okafor:\n\n"${statement}"`, expected: statement },
    { style: "qwen2.5-7b", answer: `\`\`\`json\n{"statement": "${statement}"}\n\`\`\``, expected: statement },
    { style: "qwen2.5-7b", answer: `**Statement:** ${statement}`, expected: statement },
    { style: "1b", answer: "Ada", expected: "fallback" },
    { style: "1b", answer: "{\"statement\": \"", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nThe thought is addressed to Ada; in the third person it reads...\n</think>\n\n${statement}`, expected: statement },
    { style: "reasoning", answer: "<think>\nAda promised Tomas", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't rewrite personal thoughts.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { statement }, expected: statement },
    { note: "empty", answer: { statement: "" }, expected: "fallback" },
    { note: "one word", answer: { statement: "Ada." }, expected: "fallback" },
  ],
});
