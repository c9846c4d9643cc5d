import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "./types.js";

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs: { object: "kneading table", name: "Ada Okafor", activity: "baking bread (kneading the dough)" },
  text: [
    { style: "gpt-4o-mini", answer: "Answer: being used to knead dough", expected: "being used to knead dough" },
    { style: "gpt-4o-mini", answer: "being used to knead dough", expected: "being used to knead dough" },
    { style: "gpt-3.5", answer: "The kneading table is being used to knead dough.", expected: "being used to knead dough" },
    { style: "gpt-3.5", answer: "Answer: covered in flour and dough", expected: "covered in flour and dough" },
    { style: "llama-3-8b", answer: "**Answer:** covered in flour\n\nAs Ada kneads the dough, flour spreads across the table's surface.", expected: "covered in flour" },
    { style: "llama-3-8b", answer: "Sure! The kneading table is currently dusted with flour.", expected: "dusted with flour" },
    { style: "qwen2.5-7b", answer: '{"state": "being used to knead dough"}', expected: "being used to knead dough" },
    { style: "qwen2.5-7b", answer: 'Answer: "in use"', expected: "in use" },
    {
      style: "1b",
      answer: "The kneading table is a table that is used for kneading dough and Ada Okafor is using it to knead the dough for the bread that she is baking in the kitchen",
      expected: "fallback",
    },
    { style: "1b", answer: "Answer: <state>", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nWhat happens to a kneading table while dough is kneaded on it? It's in use, covered in flour.\n</think>\n\nAnswer: covered in flour", expected: "covered in flour" },
    { style: "reasoning", answer: "<think>\nThe table is being used. I could say 'being used to knead dough' or", expected: "fallback" },
    // The state of something else, or of the object by a shorter name.
    { style: "qwen2.5-7b", answer: '{"description": "oven is heating up"}', expected: "fallback" },
    { style: "1b", answer: "Ada is kneading dough on it.", expected: "fallback" },
    { style: "gpt-3.5", answer: "The table is covered in flour.", expected: "covered in flour" },
    { style: "refusal", answer: "I'm sorry, but I don't have enough information to describe the table's state.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { state: "being used to knead dough" }, expected: "being used to knead dough" },
    { note: "with the object's name", answer: { state: "The kneading table is covered in flour." }, expected: "covered in flour" },
    { note: "empty", answer: { state: "" }, expected: "fallback" },
    { note: "a placeholder", answer: { state: "<state>" }, expected: "fallback" },
  ],
});
