import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { LARKSPUR } from "./fixtures.js";
import { corpusOf } from "./types.js";

const objects = [...LARKSPUR["Okafor Bakery"].kitchen];

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs: { name: "Ada Okafor", activity: "baking bread (kneading the dough)", arena: "kitchen", objects },
  text: [
    { style: "gpt-4o-mini", answer: "Answer: kneading table", expected: "kneading table" },
    { style: "gpt-4o-mini", answer: "kneading table", expected: "kneading table" },
    { style: "gpt-3.5", answer: "Ada uses the kneading table.", expected: "kneading table" },
    { style: "gpt-3.5", answer: "Answer: The kneading table.", expected: "kneading table" },
    { style: "llama-3-8b", answer: "**Answer:** kneading table\n\nKneading dough needs a large flat surface, which the kneading table provides.", expected: "kneading table" },
    { style: "llama-3-8b", answer: "Answer: oven", inputs: { name: "Ada Okafor", activity: "baking bread (putting the loaves in)", arena: "kitchen", objects }, expected: "oven" },
    { style: "qwen2.5-7b", answer: '{"object": "kneading table"}', expected: "kneading table" },
    { style: "qwen2.5-7b", answer: "Answer: `kneading table`", expected: "kneading table" },
    { style: "1b", answer: "Answer: table", expected: "kneading table" },
    { style: "1b", answer: "Answer: rolling pin", expected: "fallback" },
    { style: "1b", answer: "Ada uses the oven and the kneading table and the flour shelf.", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nKneading → a table. The kneading table is listed.\n</think>\n\nAnswer: kneading table", expected: "kneading table" },
    { style: "reasoning", answer: "<think>\nThe objects: oven, kitchen sink, kneading table, flour shelf. For kneading,", expected: "fallback" },
    // An object ruled out is no choice; two in a row are none.
    { style: "gpt-3.5", answer: "Not the oven — the kneading table.", expected: "kneading table" },
    { style: "qwen2.5-7b", answer: "The oven? No, the flour shelf.", expected: "flour shelf" },
    { style: "1b", answer: "Answer: oven, then kneading table", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, I cannot answer that.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { object: "kneading table" }, expected: "kneading table" },
    { note: "an object that is not there", answer: { object: "mixer" }, expected: "fallback" },
    { note: "two objects", answer: { object: "oven, kneading table" }, expected: "fallback" },
  ],
});
