import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { ada, LARKSPUR } from "./fixtures.js";
import { corpusOf } from "./types.js";

const places = Object.entries(LARKSPUR).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));
const inputs = {
  identity: ada,
  activity: "baking bread (kneading the dough)",
  livingSector: "Ada Okafor's house",
  currentSector: "Okafor Bakery",
  places,
};

const full: ActionGrounding = {
  sector: "Okafor Bakery",
  arena: "kitchen",
  object: "kneading table",
  emoji: "🍞🥖",
  event: ["knead", "dough"],
  objectState: "being used to knead dough",
  objectEmoji: "🍞",
  objectEvent: ["is used", "to knead dough"],
};
const lines = [
  "Place: Okafor Bakery",
  "Area: kitchen",
  "Thing: kneading table",
  "Emoji: 🍞🥖",
  "Action: knead | dough",
  "Thing state: being used to knead dough",
  "Thing emoji: 🍞",
  "Thing action: is used | to knead dough",
].join("\n");
const json = {
  place: "Okafor Bakery",
  area: "kitchen",
  thing: "kneading table",
  emoji: "🍞🥖",
  action: "knead | dough",
  thingState: "being used to knead dough",
  thingEmoji: "🍞",
  thingAction: "is used | to knead dough",
};
/** Nothing of the thing: the caller asks the thing's questions alone. */
const withoutThing = { ...full, object: null, objectState: null, objectEmoji: null, objectEvent: null };

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    { style: "gpt-4o-mini", answer: lines, expected: full },
    { style: "gpt-4o-mini", answer: `Here is where and how Ada does it:\n\n${lines.split("\n").map((l) => `- **${l.replace(": ", ":** ")}`).join("\n")}`, expected: full },
    { style: "gpt-4o-mini", answer: "```json\n" + JSON.stringify(json, null, 2) + "\n```", expected: full },
    // Names as a model writes them: a place with an article, an area capitalised, a thing in a sentence.
    {
      style: "gpt-3.5",
      answer: lines.replace("Place: Okafor Bakery", "Place: the Okafor Bakery").replace("Area: kitchen", "Area: Kitchen").replace("Thing: kneading table", "Thing: Ada uses the kneading table."),
      expected: full,
    },
    { style: "gpt-3.5", answer: lines.replace("Action: knead | dough", "Action: (Ada Okafor, knead, dough)"), expected: full },
    // A place that is not known: the place, area and thing are asked alone; the rest of the answer is kept.
    {
      style: "gpt-3.5",
      answer: lines.replace("Place: Okafor Bakery", "Place: Larkspur Market").replace("Area: kitchen", "Area: stall"),
      expected: { ...full, sector: null, arena: null, object: null, objectState: null, objectEmoji: null, objectEvent: null },
    },
    { style: "llama-3-8b", answer: `Sure! Here's the grounding for Ada's next action:\n\n${lines}\n\nLet me know if you need anything else!`, expected: full },
    // An area of another place: the area (and the thing) asked alone.
    { style: "llama-3-8b", answer: lines.replace("Area: kitchen", "Area: reading room"), expected: { ...withoutThing, arena: null } },
    { style: "qwen2.5-7b", answer: JSON.stringify(json), expected: full },
    { style: "qwen2.5-7b", answer: JSON.stringify({ ...json, action: { predicate: "knead", object: "dough" } }), expected: full },
    // A thing that is not in the area: the thing's four fields asked alone.
    { style: "qwen2.5-7b", answer: lines.replace("Thing: kneading table", "Thing: mixer"), expected: withoutThing },
    { style: "1b", answer: "Place: Okafor Bakery\nArea: kitchen\nThing: kneading table", expected: { ...full, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null } },
    { style: "1b", answer: lines.replace("Emoji: 🍞🥖", "Emoji: bread").replace("Action: knead | dough", "Action: Ada Okafor is kneading the dough, then she will shape the loaves"), expected: { ...full, emoji: null, event: null } },
    { style: "1b", answer: "Ada kneads the dough at the bakery.", expected: "fallback" },
    { style: "1b", answer: "Place: Mars\nArea: crater", expected: "fallback" },
    // Issue 24: the thing's state stopping on a bare word with its emoji and action still owed was cut: left null.
    { style: "1b", answer: lines.split("\n").slice(0, 5).join("\n") + "\nThing state: dusted with fl", expected: { ...full, objectState: null, objectEmoji: null, objectEvent: null } },
    { style: "reasoning", answer: `<think>\nKneading is done in the bakery kitchen, on the kneading table. Place: Willow Park would be wrong.\n</think>\n\n${lines}`, expected: full },
    { style: "reasoning", answer: "<think>\nAda is at the bakery. The kitchen has an oven and a kneading table. Place:", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't help with that request.", expected: "fallback" },
    { style: "refusal", answer: "As an AI language model, I cannot decide where a person goes.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: json, expected: full },
    { note: "no thing", answer: { ...json, thing: "none", thingState: "", thingEmoji: "", thingAction: "" }, expected: withoutThing },
    { note: "an unknown place: the place's questions asked alone", answer: { ...json, place: "Larkspur Market" }, expected: { ...full, sector: null, arena: null, object: null, objectState: null, objectEmoji: null, objectEvent: null } },
    { note: "every field empty", answer: { place: "", area: "", thing: "", emoji: "", action: "", thingState: "", thingEmoji: "", thingAction: "" }, expected: "fallback" },
  ],
});
