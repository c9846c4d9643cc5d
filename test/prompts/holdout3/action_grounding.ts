import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk, places } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-16T07:30:00" },
  activity: "making cheese (heating the milk)",
  livingSector: "Anouk Brandt's chalet",
  currentSector: "Brandt Dairy",
  places,
};

const NONE: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;
const valuesOf = (g: ActionGrounding) => [g.sector, g.arena, g.object, g.emoji, g.event?.join(" | "), g.objectState, g.objectEmoji, g.objectEvent?.join(" | ")];
/** The eight labelled lines a model writes for a grounding. */
const linesOf = (g: ActionGrounding, label = (l: string) => `${l}:`) => valuesOf(g).map((v, i) => `${label(LABELS[i]!)} ${v}`).join("\n");
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

const HEAT: ActionGrounding = {
  sector: "Brandt Dairy",
  arena: "cheese room",
  object: "copper kettle",
  emoji: "🥛🔥",
  event: ["heat", "milk"],
  objectState: "being used to heat the milk",
  objectEmoji: "🔥",
  objectEvent: ["is used", "to heat the milk"],
};
/** Cards at the inn in the evening: another place than where she is. */
const cardsTime = { ...inputs, identity: { ...anouk, currTime: "2024-09-16T20:00:00" }, activity: "having a glass of wine (playing cards with Matthias)" };
const CARDS: ActionGrounding = {
  sector: "The Gentian Inn",
  arena: "main room",
  object: "corner table",
  emoji: "🍷🃏",
  event: ["play", "cards"],
  objectState: "covered with playing cards",
  objectEmoji: "🃏",
  objectEvent: ["is covered", "with playing cards"],
};
/** The labels in snake_case and the lines in another order. */
const snakeShuffled = [5, 0, 2, 1, 3, 4, 7, 6].map((i) => `${LABELS[i]!.toLowerCase().replace(" ", "_")}: ${valuesOf(HEAT)[i]}`).join("\n");

const HEAT2: ActionGrounding = { ...HEAT, emoji: "🔥🥛", objectState: "heating the milk", objectEvent: ["heat", "the milk"] };

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "qwen2.5-7b", linesOf(HEAT), HEAT),
    text("good", "gpt-4o-mini", linesOf(HEAT2), HEAT2),
    text("good", "llama-3-8b", linesOf(CARDS), CARDS, { inputs: cardsTime }),
    text("good", "gpt-4o-mini", linesOf(HEAT), HEAT),
    text("good", "gpt-3.5", `Here's how Anouk would do it:\n\n${linesOf(HEAT)}\n\nShe is already at the dairy, and the milk is heated in the cheese room.`, HEAT),
    text("good", "llama-3-8b", `Here is the breakdown:\n\n${linesOf(HEAT, (l) => `**${l}:**`)}`, HEAT),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(jsonOf(HEAT), null, 2) + "\n```", HEAT),
    text("good", "reasoning", `<think>\nLet me think. Heating milk for cheese: the copper kettle in the cheese room. She is already at Brandt Dairy, so she stays.\n</think>\n\n${linesOf(HEAT)}`, HEAT),
    text("good", "gpt-4o-mini", linesOf(CARDS), CARDS, { inputs: cardsTime }),
    text("good", "1b", linesOf(HEAT).split("\n").slice(0, 3).join("\n"), { ...NONE, sector: HEAT.sector, arena: HEAT.arena, object: HEAT.object }),
    text("format", "qwen2.5-7b", snakeShuffled, HEAT),
    text("format", "llama-3-8b", `| Field | Value |\n|---|---|\n${valuesOf(HEAT).map((v, i) => `| ${LABELS[i]} | ${String(v).replace("|", "\\|")} |`).join("\n")}`, HEAT),
    text("label", "gpt-3.5", linesOf({ ...HEAT, object: "copper kettle (the big one by the window)" }), HEAT),
    text("sub-bullets", "llama-3-8b", linesOf(HEAT, (l) => `- **${l}:**`).replace("- **Thing:** copper kettle", "- **Thing:** copper kettle\n  - it holds 300 litres\n  - heated from below with wood"), HEAT),
    text("number-in-text", "gpt-4o-mini", linesOf({ ...HEAT, objectState: "being used to heat 300 litres of milk", objectEvent: ["is used", "to heat 300 litres of milk"] }), { ...HEAT, objectState: "being used to heat 300 litres of milk", objectEvent: ["is used", "to heat 300 litres of milk"] }),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("refusal", "gpt-3.5", linesOf(HEAT).replace("Emoji: 🥛🔥", "Emoji: (I'm unable to display emoji)"), { ...HEAT, emoji: null }),
    capped("gpt-4o-mini", `${linesOf(HEAT).split("\n").slice(0, 7).join("\n")}\nThing action: is us`, { ...HEAT, objectEvent: null }),
    text("cut-off", "reasoning", "<think>\nLet me think. Heating milk. The cheese room has a copper kettle, a cheese press and a brine tub. The kettle is the obvious", "fallback"),
    text("placeholder", "1b", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <one thing in that area>", "fallback"),
  ],
  structured: [
    object("good", "cards at the inn", jsonOf(CARDS), CARDS, { inputs: cardsTime }),
    object("good", "valid", jsonOf(HEAT), HEAT),
    object("renamed-field", "snake_case names", { place: HEAT.sector, area: HEAT.arena, thing: HEAT.object, emoji: HEAT.emoji, action: "heat | milk", thing_state: HEAT.objectState, thing_emoji: HEAT.objectEmoji, thing_action: "is used | to heat the milk" }, HEAT),
    object("extra-field", "a reasoning field first", { reasoning: "She is already at the dairy.", ...jsonOf(HEAT) }, HEAT),
    object("missing-field", "no thing fields", { place: HEAT.sector, area: HEAT.arena, thing: HEAT.object, emoji: HEAT.emoji, action: "heat | milk" }, { ...HEAT, objectState: null, objectEmoji: null, objectEvent: null }),
    object("nested-json", "the action as an object", { ...jsonOf(HEAT), action: { verb: "heat", object: "milk" } }, HEAT),
    object("refusal", "a refusal in the place", { place: "I'm sorry, I cannot determine the place.", area: "", thing: "", emoji: "", action: "", thingState: "", thingEmoji: "", thingAction: "" }, "fallback"),
    rawAnswer("cut-off", "cut off inside the thing's action", `{"place": "Brandt Dairy", "area": "cheese room", "thing": "copper kettle", "emoji": "🥛🔥", "action": "heat | milk", "thingState": "being used to heat the milk", "thingEmoji": "🔥", "thingAction": "is us`, { ...HEAT, objectEvent: null }, { finishReason: "length" }),
  ],
});
