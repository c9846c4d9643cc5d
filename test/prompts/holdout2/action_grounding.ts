import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines, places } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T05:10:00" },
  activity: "baking bread (kneading the dough)",
  livingSector: "Ines Moreau's house",
  currentSector: "Moreau Bakery",
  places,
};

const NONE: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;
/** The eight labelled lines a model writes for a grounding (the value's fields in the template's words). */
const linesOf = (g: ActionGrounding, label = (l: string) => `${l}:`) =>
  [g.sector, g.arena, g.object, g.emoji, g.event?.join(" | "), g.objectState, g.objectEmoji, g.objectEvent?.join(" | ")]
    .map((v, i) => `${label(LABELS[i]!)} ${v}`)
    .join("\n");
const jsonOf = (g: ActionGrounding) => ({
  place: g.sector,
  area: g.arena,
  thing: g.object,
  emoji: g.emoji,
  action: g.event?.join(" | "),
  thingState: g.objectState,
  thingEmoji: g.objectEmoji,
  thingAction: g.objectEvent?.join(" | "),
});

const KNEAD: ActionGrounding = {
  sector: "Moreau Bakery",
  arena: "bakehouse",
  object: "mixing machine",
  emoji: "🍞👐",
  event: ["knead", "dough"],
  objectState: "being used to knead the dough",
  objectEmoji: "🌀",
  objectEvent: ["is used", "to knead the dough"],
};
/** A coffee at the café in the afternoon: another place than where she is. */
const coffeeTime = { ...inputs, identity: { ...ines, currTime: "2024-09-09T15:00:00" }, activity: "having a coffee with Tomasz (talking about Saturday)" };
const COFFEE: ActionGrounding = {
  sector: "The Heron Café",
  arena: "dining room",
  object: "window table",
  emoji: "☕",
  event: ["drink", "coffee"],
  objectState: "holding two cups of coffee",
  objectEmoji: "☕",
  objectEvent: ["hold", "two cups of coffee"],
};

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", linesOf(KNEAD), KNEAD),
    text("good", "gpt-3.5", `Here's how Ines would go about it:\n\n${linesOf(KNEAD)}\n\nInes stays in the bakery, since kneading is done in the bakehouse.`, KNEAD),
    text("good", "llama-3-8b", `Sure thing! Here's the breakdown:\n\n${linesOf(KNEAD, (l) => `**${l}:**`)}`, KNEAD),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(jsonOf(KNEAD), null, 2) + "\n```", KNEAD),
    text("good", "1b", linesOf(KNEAD).split("\n").slice(0, 4).join("\n"), { ...NONE, sector: KNEAD.sector, arena: KNEAD.arena, object: KNEAD.object, emoji: KNEAD.emoji }),
    text("good", "reasoning", `<think>\nKneading: the mixing machine in the bakehouse. She is already at the bakery, so she stays.\n</think>\n\n${linesOf(KNEAD)}`, KNEAD),
    text("good", "gpt-4o-mini", linesOf(COFFEE), COFFEE, { inputs: coffeeTime }),
    text("format", "llama-3-8b", `| Field | Value |\n|---|---|\n${linesOf(KNEAD).split("\n").map((l) => { const [k, ...v] = l.split(": "); return `| ${k} | ${v.join(": ").replace("|", "\\|")} |`; }).join("\n")}`, KNEAD),
    text("format", "qwen2.5-7b", linesOf(KNEAD, (l) => `${l.toLowerCase().replace(" ", "_")}:`), KNEAD),
    text("label", "gpt-3.5", linesOf({ ...KNEAD, object: "mixing machine (the dough hook)" }), KNEAD),
    text("sub-bullets", "llama-3-8b", linesOf(KNEAD, (l) => `- **${l}:**`).replace("- **Area:** bakehouse", "- **Area:** bakehouse\n  - where all the dough work happens"), KNEAD),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    text("refusal", "gpt-3.5", `Place: Moreau Bakery\nArea: bakehouse\nThing: I'm not sure which of the things Ines would use for kneading.`, { ...NONE, sector: "Moreau Bakery", arena: "bakehouse" }),
    capped("gpt-4o-mini", `${linesOf(KNEAD).split("\n").slice(0, 5).join("\n")}\nThing state: being used to kn`, { ...KNEAD, objectState: null, objectEmoji: null, objectEvent: null }),
    text("cut-off", "reasoning", "<think>\nKneading the dough. The bakehouse has an oven, a proving cabinet and a mixing machine. She could knead by hand on", "fallback"),
    text("placeholder", "1b", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <one thing>\nEmoji: <emoji>", "fallback"),
    text("good", "1b", linesOf({ ...KNEAD, arena: "kitchen" }), { ...KNEAD, arena: null, object: null, objectState: null, objectEmoji: null, objectEvent: null }),
  ],
  structured: [
    object("good", "valid", jsonOf(KNEAD), KNEAD),
    object("renamed-field", "snake_case names", { place: KNEAD.sector, area: KNEAD.arena, thing: KNEAD.object, emoji: KNEAD.emoji, action: "knead | dough", thing_state: KNEAD.objectState, thing_emoji: KNEAD.objectEmoji, thing_action: "is used | to knead the dough" }, KNEAD),
    object("extra-field", "a thought beside", { thought: "She is already at the bakery.", ...jsonOf(KNEAD) }, KNEAD),
    object("missing-field", "no thing fields", { place: KNEAD.sector, area: KNEAD.arena, thing: KNEAD.object, emoji: KNEAD.emoji, action: "knead | dough" }, { ...KNEAD, objectState: null, objectEmoji: null, objectEvent: null }),
    object("nested-json", "the action as an array", { ...jsonOf(KNEAD), action: ["knead", "dough"] }, KNEAD),
    object("refusal", "refusal in the place", { ...jsonOf(NONE), place: "I'm sorry, I can't determine this." }, "fallback"),
    object("good", "a place named by its town (the bakehouse is only at Moreau Bakery)", { ...jsonOf(KNEAD), place: "Millbrook Bakery" }, KNEAD),
    rawAnswer("cut-off", "cut off inside the thing's state", `{"place": "Moreau Bakery", "area": "bakehouse", "thing": "mixing machine", "emoji": "🍞👐", "action": "knead | dough", "thingState": "being us`, { ...KNEAD, objectState: null, objectEmoji: null, objectEvent: null }, { finishReason: "length" }),
  ],
});
