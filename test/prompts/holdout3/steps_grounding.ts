import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk, places } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-16T18:00:00" },
  activities: [
    "closing the dairy shop (covering the cheese display)",
    "closing the dairy shop (emptying the till)",
    "closing the dairy shop (carrying the unsold cheese down to the cellar)",
  ],
  livingSector: "Anouk Brandt's chalet",
  currentSector: "Brandt Dairy",
  places,
};

const NONE: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;
const valuesOf = (g: ActionGrounding) => [g.sector, g.arena, g.object, g.emoji, g.event?.join(" | "), g.objectState, g.objectEmoji, g.objectEvent?.join(" | ")];
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

const COVER: ActionGrounding = {
  sector: "Brandt Dairy",
  arena: "dairy shop",
  object: "cheese display",
  emoji: "🧀🌙",
  event: ["cover", "cheese display"],
  objectState: "being covered with a cloth",
  objectEmoji: "🧀",
  objectEvent: ["is covered", "with a cloth"],
};
const TILL: ActionGrounding = {
  sector: "Brandt Dairy",
  arena: "dairy shop",
  object: "till",
  emoji: "💶",
  event: ["empty", "till"],
  objectState: "being emptied of the day's takings",
  objectEmoji: "💶",
  objectEvent: ["is emptied", "of the day's takings"],
};
const CELLAR: ActionGrounding = {
  sector: "Brandt Dairy",
  arena: "cellar",
  object: "cheese shelves",
  emoji: "🧀⬇️",
  event: ["carry", "unsold cheese"],
  objectState: "being stacked with unsold cheese",
  objectEmoji: "🧀",
  objectEvent: ["is stacked", "with unsold cheese"],
};
const ALL = [COVER, TILL, CELLAR];
const numbered = (gs: ActionGrounding[], from = 1) => gs.map((g, i) => `${i + from}.\n${linesOf(g)}`).join("\n\n");

const TILL2: ActionGrounding = { ...TILL, emoji: "💰", objectEmoji: "💰" };

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "qwen2.5-7b", numbered(ALL), ALL),
    text("good", "gpt-4o-mini", numbered([COVER, TILL2, CELLAR]), [COVER, TILL2, CELLAR]),
    text("good", "llama-3-8b", ALL.map((g, i) => `${i + 1})\n${linesOf(g)}`).join("\n\n"), ALL),
    text("good", "gpt-4o-mini", numbered(ALL), ALL),
    text("good", "gpt-3.5", `Here's where Anouk does each step:\n\n${numbered(ALL)}\n\nThe first two happen in the shop; for the last she goes down to the cellar.`, ALL),
    text("good", "llama-3-8b", ALL.map((g, i) => `**Step ${i + 1}**\n${linesOf(g, (l) => `**${l}:**`)}`).join("\n\n"), ALL),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })), null, 2) + "\n```", ALL),
    text("good", "reasoning", `<think>\nLet me think. Covering the display and emptying the till are in the dairy shop; the unsold cheese goes down to the cellar shelves.\n</think>\n${numbered(ALL)}`, ALL),
    text("batch-ids", "llama-3-8b", numbered(ALL, 0), ALL),
    text("batch-ids", "gpt-3.5", [1, 2, 0].map((i) => `${i + 1}.\n${linesOf(ALL[i]!)}`).join("\n\n"), ALL),
    text("batch-ids", "1b", `${linesOf(COVER)}\n\n${linesOf(CELLAR)}`, [COVER, NONE, CELLAR]),
    text("batch-ids", "qwen2.5-7b", `2.\n${linesOf(TILL)}\n\n3.\n${linesOf(CELLAR)}`, [NONE, TILL, CELLAR]),
    text("format", "qwen2.5-7b", ALL.map((g, i) => `Step ${i + 1}\n${linesOf(g, (l) => `${l.toLowerCase().replace(" ", "_")}:`)}`).join("\n\n"), ALL),
    text("label", "gpt-3.5", numbered([COVER, TILL, { ...CELLAR, arena: "cellar (down the stone steps)" }]), ALL),
    text("refusal", "refusal", "I'm sorry, but I can't assist with that request.", "fallback"),
    capped("gpt-4o-mini", `${numbered(ALL.slice(0, 2))}\n\n3.\nPlace: Brandt Dairy\nArea: cellar\nThing: chee`, [COVER, TILL, { ...NONE, sector: "Brandt Dairy", arena: "cellar" }]),
    text("cut-off", "reasoning", "<think>\nLet me think. Step one is the cheese display in the shop. Step two, the till. Step three needs the cellar, which", "fallback"),
  ],
  structured: [
    object("good", "other emoji for the till", { steps: [COVER, TILL2, CELLAR].map((g, i) => ({ step: i + 1, ...jsonOf(g) })) }, [COVER, TILL2, CELLAR]),
    object("good", "valid", { steps: ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) }, ALL),
    object("missing-field", "no step numbers", { steps: ALL.map(jsonOf) }, ALL),
    object("batch-ids", "out of order, by their step numbers", { steps: [2, 0, 1].map((i) => ({ step: i + 1, ...jsonOf(ALL[i]!) })) }, ALL),
    object("batch-ids", "numbered from 0", { steps: ALL.map((g, i) => ({ step: i, ...jsonOf(g) })) }, ALL),
    object("renamed-field", "snake_case fields", { steps: ALL.map((g, i) => ({ step: i + 1, place: g.sector, area: g.arena, thing: g.object, emoji: g.emoji, action: g.event!.join(" | "), thing_state: g.objectState, thing_emoji: g.objectEmoji, thing_action: g.objectEvent!.join(" | ") })) }, ALL),
    object("missing-field", "the last step left out", { steps: [{ step: 1, ...jsonOf(COVER) }, { step: 2, ...jsonOf(TILL) }] }, [COVER, TILL, NONE]),
    object("refusal", "a refusal in every place", { steps: ALL.map((_, i) => ({ step: i + 1, place: "I'm unable to determine this.", area: "", thing: "", emoji: "", action: "", thingState: "", thingEmoji: "", thingAction: "" })) }, "fallback"),
    rawAnswer("cut-off", "cut off inside the third step", `{"steps": [${JSON.stringify({ step: 1, ...jsonOf(COVER) })}, ${JSON.stringify({ step: 2, ...jsonOf(TILL) })}, {"step": 3, "place": "Brandt Dairy", "area": "cel`, [COVER, TILL, NONE], { finishReason: "length" }),
  ],
});
