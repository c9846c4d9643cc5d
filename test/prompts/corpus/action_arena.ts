import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { ada, LARKSPUR } from "./fixtures.js";
import { corpusOf } from "./types.js";

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs: { identity: ada, activity: "baking bread (kneading the dough)", sector: "Okafor Bakery", arenas: Object.keys(LARKSPUR["Okafor Bakery"]) },
  text: [
    { style: "gpt-4o-mini", answer: "Answer: kitchen", expected: "kitchen" },
    { style: "gpt-4o-mini", answer: "kitchen", expected: "kitchen" },
    { style: "gpt-3.5", answer: "Ada would knead the dough in the kitchen.", expected: "kitchen" },
    { style: "gpt-3.5", answer: "Answer: The bakery kitchen", expected: "kitchen" },
    { style: "llama-3-8b", answer: "**Kitchen**\n\nKneading dough needs the big table in the kitchen, not the shop floor where customers are.", expected: "kitchen" },
    { style: "llama-3-8b", answer: "Answer: shop floor", inputs: { identity: ada, activity: "serving customers (ringing up a sale)", sector: "Okafor Bakery", arenas: Object.keys(LARKSPUR["Okafor Bakery"]) }, expected: "shop floor" },
    { style: "qwen2.5-7b", answer: '```json\n{"arena": "kitchen"}\n```', expected: "kitchen" },
    { style: "qwen2.5-7b", answer: "Answer: Kitchen.", expected: "kitchen" },
    { style: "1b", answer: "Answer: bakery", expected: "fallback" },
    { style: "1b", answer: "Answer: the kitchen and the shop floor", expected: "fallback" },
    { style: "1b", answer: "Answer: storage room", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nKneading happens at the kneading table, which is in the kitchen.\n</think>\nkitchen", expected: "kitchen" },
    { style: "reasoning", answer: "<think>\nThe options are kitchen and shop floor. Kneading dough is", expected: "fallback" },
    // An arena asked and denied, or ruled out, is no choice.
    { style: "gpt-3.5", answer: "The shop floor? No — the kitchen.", expected: "kitchen" },
    { style: "llama-3-8b", answer: "Not the shop floor, the kitchen.", expected: "kitchen" },
    { style: "gpt-4o-mini", answer: "The kitchen, not the shop floor.", expected: "kitchen" },
    { style: "1b", answer: "Answer: shop", expected: "fallback" },
    { style: "refusal", answer: "As an AI language model, I don't have access to the layout of Okafor Bakery.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { arena: "kitchen" }, expected: "kitchen" },
    { note: "a room of another sector", answer: { arena: "reading room" }, expected: "fallback" },
    { note: "the sector instead of an arena", answer: { arena: "Okafor Bakery" }, expected: "fallback" },
  ],
});
