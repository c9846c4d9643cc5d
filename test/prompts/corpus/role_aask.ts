import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "./types.js";

// An action's own prompt in the style of MetaGPT's tutorial: the answer is kept as the model wrote it (the action
// takes the code out itself), past a reasoning block.
const code = "```python\ndef add(a, b):\n    return a + b\n```";
const docstring = '```python\ndef add(a, b):\n    """Return the sum of a and b."""\n    return a + b\n```';

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs: {
    prefix: "You are a SimpleCoder, named Alice, your goal is to write small, correct functions.",
    prompt: "Write a Python function that adds two numbers.\nAnswer with the code in one ```python fenced block, nothing else.",
  },
  text: [
    { style: "gpt-4o-mini", answer: code, expected: code },
    { style: "gpt-4o-mini", answer: `${code}\n`, expected: code },
    { style: "gpt-3.5", answer: `Sure! Here's the function:\n\n${code}`, expected: `Sure! Here's the function:\n\n${code}` },
    {
      style: "llama-3-8b",
      answer: `${docstring}\n\nThis function takes two numbers and returns their sum.`,
      expected: `${docstring}\n\nThis function takes two numbers and returns their sum.`,
    },
    { style: "qwen2.5-7b", answer: "def add(a, b):\n    return a + b", expected: "def add(a, b):\n    return a + b" },
    { style: "qwen2.5-7b", answer: "```python\r\ndef add(a, b):\r\n    return a + b\r\n```", expected: code },
    { style: "1b", answer: "   \n", expected: "fallback" },
    { style: "1b", answer: "def add(a, b): return a + b def add(a, b): return a + b", expected: "def add(a, b): return a + b def add(a, b): return a + b" },
    { style: "reasoning", answer: `<think>\nA one-liner is enough; keep the fence as asked.\n</think>\n${code}`, expected: code },
    { style: "reasoning", answer: "<think>\nThe user wants an add function. I should consider", expected: "fallback" },
    // A model's refusal is no answer to any request (issue 24): asked again, then the fail-safe.
    { style: "refusal", answer: "I'm sorry, but I can't help with that.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { text: code }, expected: code },
    { note: "reasoning inside the field", answer: { text: `<think>short</think>\n${code}` }, expected: code },
    { note: "empty", answer: { text: "" }, expected: "fallback" },
  ],
});
