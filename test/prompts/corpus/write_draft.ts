import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "./types.js";

const poem = "The willows lean to read the pond,\nits pages turning in the breeze;\nMei sketches what the light has found\nand leaves the rest to the trees.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs: {
    prefix: "You act as a poet, and your name is Mei.",
    history: [{ role: "user", content: "Write a four-line poem about the willows in Willow Park." }],
  },
  text: [
    { style: "gpt-4o-mini", answer: poem, expected: poem },
    { style: "gpt-3.5", answer: `Here's a short poem about the willows:\n\n${poem}`, expected: poem },
    { style: "llama-3-8b", answer: `**The Willows**\n\n${poem}\n\nI hope you enjoy it!`, expected: `**The Willows**\n\n${poem}` },
    { style: "qwen2.5-7b", answer: `{"draft": ${JSON.stringify(poem)}}`, expected: poem },
    { style: "qwen2.5-7b", answer: `\`\`\`\n${poem}\n\`\`\``, expected: poem },
    { style: "1b", answer: "", expected: "fallback" },
    { style: "1b", answer: "willows willows willows", expected: "willows willows willows" },
    { style: "reasoning", answer: `<think>\nFour lines, gentle imagery, tie in Mei sketching.\n</think>\n\n${poem}`, expected: poem },
    { style: "reasoning", answer: "<think>\nLet me try an ABAB rhyme: pond / breeze / found / trees. First line:", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't write poems.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { text: poem }, expected: poem },
    { note: "empty", answer: { text: " " }, expected: "fallback" },
    { note: "a refusal", answer: { text: "I'm sorry, I can't help with that." }, expected: "fallback" },
  ],
});
