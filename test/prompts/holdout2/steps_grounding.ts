import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines, places } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T06:30:00" },
  activities: [
    "opening the bakery (filling the bread shelves)",
    "opening the bakery (counting the float into the till)",
    "opening the bakery (arranging the cakes in the display case)",
  ],
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

const SHELVES: ActionGrounding = {
  sector: "Moreau Bakery",
  arena: "shop counter",
  object: "bread shelves",
  emoji: "🍞🥖",
  event: ["fill", "bread shelves"],
  objectState: "being filled with fresh bread",
  objectEmoji: "🍞",
  objectEvent: ["is filled", "with fresh bread"],
};
const TILL: ActionGrounding = {
  sector: "Moreau Bakery",
  arena: "shop counter",
  object: "till",
  emoji: "💷🔢",
  event: ["count", "the float"],
  objectState: "being used to count the float",
  objectEmoji: "💷",
  objectEvent: ["is used", "to count the float"],
};
const CAKES: ActionGrounding = {
  sector: "Moreau Bakery",
  arena: "shop counter",
  object: "display case",
  emoji: "🍰",
  event: ["arrange", "cakes"],
  objectState: "being filled with cakes",
  objectEmoji: "🍰",
  objectEvent: ["is filled", "with cakes"],
};
const ALL = [SHELVES, TILL, CAKES];
const numbered = (gs: ActionGrounding[]) => gs.map((g, i) => `${i + 1}.\n${linesOf(g)}`).join("\n\n");

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(ALL), ALL),
    text("good", "gpt-3.5", `Here's where Ines does each step:\n\n${numbered(ALL)}\n\nAll three steps happen at the shop counter, so Ines doesn't need to move.`, ALL),
    text("good", "llama-3-8b", ALL.map((g, i) => `**Step ${i + 1}:**\n${linesOf(g, (l) => `**${l}:**`)}`).join("\n\n"), ALL),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(ALL.map(jsonOf), null, 2) + "\n```", ALL),
    text("good", "reasoning", `<think>\nAll three are opening tasks at the shop counter: bread shelves, till, display case.\n</think>\n${numbered(ALL)}`, ALL),
    text("batch-ids", "llama-3-8b", ALL.map((g, i) => `${i}.\n${linesOf(g)}`).join("\n\n"), ALL),
    text("batch-ids", "gpt-3.5", [2, 0, 1].map((i) => `${i + 1}.\n${linesOf(ALL[i]!)}`).join("\n\n"), ALL),
    text("batch-ids", "1b", `${linesOf(SHELVES)}\n\n${linesOf(CAKES)}`, [SHELVES, NONE, CAKES]),
    text("batch-ids", "qwen2.5-7b", `1.\n${linesOf(SHELVES)}\n\n3.\n${linesOf(CAKES)}`, [SHELVES, NONE, CAKES]),
    text("format", "qwen2.5-7b", ALL.map((g, i) => `Step ${i + 1}\n${linesOf(g, (l) => `${l.toLowerCase().replace(" ", "_")}:`)}`).join("\n\n"), ALL),
    text("refusal", "refusal", "I'm sorry, but I can't assist with that.", "fallback"),
    capped("gpt-4o-mini", `${numbered(ALL.slice(0, 2))}\n\n3.\nPlace: Moreau Bakery\nArea: shop counter\nThing: disp`, [SHELVES, TILL, { ...NONE, sector: "Moreau Bakery", arena: "shop counter" }]),
    text("cut-off", "reasoning", "<think>\nStep one, bread shelves at the shop counter. Step two, the till. Step three,", "fallback"),
    text("label", "gpt-3.5", numbered([{ ...SHELVES, sector: "Moreau Bakery (she is already here)" }, TILL, CAKES]), ALL),
  ],
  structured: [
    object("good", "valid", { steps: ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) }, ALL),
    object("missing-field", "no step numbers", { steps: ALL.map(jsonOf) }, ALL),
    object("batch-ids", "out of order, by their step numbers", { steps: [2, 0, 1].map((i) => ({ step: i + 1, ...jsonOf(ALL[i]!) })) }, ALL),
    object("renamed-field", "groundings for steps", { groundings: ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) }, ALL),
    object("batch-ids", "numbered from 0 in a step field", { steps: ALL.map((g, i) => ({ step: i, ...jsonOf(g) })) }, ALL),
    object("missing-field", "two steps of three", { steps: [{ step: 1, ...jsonOf(SHELVES) }, { step: 2, ...jsonOf(TILL) }] }, [SHELVES, TILL, NONE]),
    object("refusal", "refusal in every place", { steps: ALL.map(() => ({ ...jsonOf(NONE), place: "I can't answer that." })) }, "fallback"),
    rawAnswer("cut-off", "cut off inside the third step", `{"steps": [${JSON.stringify(jsonOf(SHELVES))}, ${JSON.stringify(jsonOf(TILL))}, {"place": "Moreau Bakery", "area": "shop co`, [SHELVES, TILL, NONE], { finishReason: "length" }),
  ],
});
