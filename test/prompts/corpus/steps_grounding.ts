import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { ada, LARKSPUR } from "./fixtures.js";
import { corpusOf } from "./types.js";

const places = Object.entries(LARKSPUR).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));
const inputs = {
  identity: ada,
  activities: ["baking bread (kneading the dough)", "baking bread (putting the loaves in the oven)"],
  livingSector: "Ada Okafor's house",
  currentSector: "Okafor Bakery",
  places,
};

export const knead: ActionGrounding = {
  sector: "Okafor Bakery",
  arena: "kitchen",
  object: "kneading table",
  emoji: "🍞",
  event: ["knead", "dough"],
  objectState: "being used to knead dough",
  objectEmoji: "🍞",
  objectEvent: ["is used", "to knead dough"],
};
export const bake: ActionGrounding = {
  sector: "Okafor Bakery",
  arena: "kitchen",
  object: "oven",
  emoji: "🔥🍞",
  event: ["put", "loaves in the oven"],
  objectState: "baking loaves",
  objectEmoji: "🔥",
  objectEvent: ["bake", "loaves"],
};
export const none: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
export const kneadLines = "Place: Okafor Bakery\nArea: kitchen\nThing: kneading table\nEmoji: 🍞\nAction: knead | dough\nThing state: being used to knead dough\nThing emoji: 🍞\nThing action: is used | to knead dough";
export const bakeLines = "Place: Okafor Bakery\nArea: kitchen\nThing: oven\nEmoji: 🔥🍞\nAction: put | loaves in the oven\nThing state: baking loaves\nThing emoji: 🔥\nThing action: bake | loaves";
export const json = (g: ActionGrounding, step: number) => ({
  step,
  place: g.sector,
  area: g.arena,
  thing: g.object,
  emoji: g.emoji,
  action: g.event!.join(" | "),
  thingState: g.objectState,
  thingEmoji: g.objectEmoji,
  thingAction: g.objectEvent!.join(" | "),
});

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    { style: "gpt-4o-mini", answer: `1.\n${kneadLines}\n\n2.\n${bakeLines}`, expected: [knead, bake] },
    {
      style: "gpt-4o-mini",
      answer: `Here is where and how Ada does each step:\n\n**Step 1: kneading the dough**\n${kneadLines.split("\n").map((l) => `- **${l.replace(": ", ":** ")}`).join("\n")}\n\n**Step 2: putting the loaves in the oven**\n${bakeLines.split("\n").map((l) => `- **${l.replace(": ", ":** ")}`).join("\n")}`,
      expected: [knead, bake],
    },
    { style: "gpt-3.5", answer: `### 1. Kneading the dough\n\n${kneadLines}\n\n### 2. Putting the loaves in the oven\n\n${bakeLines}`, expected: [knead, bake] },
    { style: "llama-3-8b", answer: `Sure! Here are the steps:\n\n1. kneading the dough\n${kneadLines}\n\n2. putting the loaves in the oven\n${bakeLines}\n\nLet me know if you need anything else!`, expected: [knead, bake] },
    { style: "qwen2.5-7b", answer: "```json\n" + JSON.stringify({ steps: [json(knead, 1), json(bake, 2)] }, null, 2) + "\n```", expected: [knead, bake] },
    { style: "qwen2.5-7b", answer: JSON.stringify([json(knead, 1), json(bake, 2)]), expected: [knead, bake] },
    // The second step cut off: asked alone when it starts; a place nobody knows: its place questions asked alone.
    { style: "1b", answer: `1.\n${kneadLines}\n\n2.\nPlace: Okafor`, expected: [knead, none] },
    {
      style: "1b",
      answer: `1.\n${kneadLines.replace("Place: Okafor Bakery", "Place: Larkspur Market")}\n\n2.\n${bakeLines}`,
      expected: [{ ...knead, sector: null, arena: null, object: null, objectState: null, objectEmoji: null, objectEvent: null }, bake],
    },
    { style: "1b", answer: "Ada kneads the dough and bakes the loaves in the bakery kitchen.", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nBoth steps happen in the bakery kitchen.\n</think>\n\n1.\n${kneadLines}\n\n2.\n${bakeLines}`, expected: [knead, bake] },
    { style: "refusal", answer: "I'm sorry, but I can't help with that request.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { steps: [json(knead, 1), json(bake, 2)] }, expected: [knead, bake] },
    { note: "one step left out: grounded when it starts", answer: { steps: [json(bake, 2)] }, expected: [none, bake] },
    { note: "no steps", answer: { steps: [] }, expected: "fallback" },
  ],
});
