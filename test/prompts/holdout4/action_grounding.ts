import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia, places } from "./fixtures.js";
import { LABELS, NONE, jsonOf, linesOf, valuesOf } from "./grounding.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-14T10:00:00" },
  activity: "pressing date syrup (turning the press)",
  livingSector: "Nadia Farouk's house",
  currentSector: "Farouk Palm Grove",
  places,
};

const PRESS: ActionGrounding = {
  sector: "Farouk Palm Grove",
  arena: "press shed",
  object: "date press",
  emoji: "🌴🍯",
  event: ["turn", "press"],
  objectState: "squeezing syrup from the dates",
  objectEmoji: "🍯",
  objectEvent: ["is squeezing", "syrup from the dates"],
};
const PRESS2: ActionGrounding = { ...PRESS, emoji: "🍯🔄", objectState: "being turned", objectEvent: ["is turned", "by Nadia Farouk"] };
const teaTime = { ...inputs, identity: { ...nadia, currTime: "2024-10-17T15:00:00" }, activity: "drinking mint tea (chatting with friends)" };
const TEA: ActionGrounding = {
  sector: "The Cistern Teahouse",
  arena: "tea room",
  object: "samovar",
  emoji: "🍵",
  event: ["drink", "mint tea"],
  objectState: "pouring hot water for tea",
  objectEmoji: "♨️",
  objectEvent: ["pours", "hot water for tea"],
};
const snake = [3, 0, 1, 2, 4, 6, 5, 7].map((i) => `${LABELS[i]!.toLowerCase().replace(" ", "_")}: ${valuesOf(PRESS)[i]}`).join("\n");

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", linesOf(PRESS), PRESS),
    text("good", "gpt-3.5", `Sure! Here's the grounding for Nadia:\n\n${linesOf(PRESS)}\n\nHope this helps!`, PRESS),
    text("good", "llama-3-8b", linesOf(PRESS, (l) => `**${l}:**`), PRESS),
    text("good", "qwen2.5-7b", linesOf(PRESS2), PRESS2),
    text("good", "gpt-4o-mini", linesOf(TEA), TEA, { inputs: teaTime }),
    text("good", "reasoning", `<think>\nShe is at the grove already; the press is in the press shed.\n</think>\n${linesOf(PRESS)}`, PRESS),
    text("good", "1b", linesOf(PRESS).split("\n").slice(0, 4).join("\n"), { ...NONE, sector: PRESS.sector, arena: PRESS.arena, object: PRESS.object, emoji: PRESS.emoji }),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(jsonOf(PRESS), null, 2) + "\n```", PRESS),
    text("good", "llama-3-8b", linesOf(TEA, (l) => `- ${l}:`), TEA, { inputs: teaTime }),
    text("format", "qwen2.5-7b", snake, PRESS),
    text("format", "llama-3-8b", `| Field | Value |\n|-------|-------|\n${valuesOf(PRESS).map((v, i) => `| ${LABELS[i]} | ${String(v).replace("|", "\\|")} |`).join("\n")}`, PRESS),
    text("format", "gpt-3.5", "```yaml\n" + valuesOf(PRESS).map((v, i) => `${LABELS[i]}: "${v}"`).join("\n") + "\n```", PRESS),
    text("label", "gpt-4o-mini", linesOf({ ...PRESS, arena: "press shed (behind the palm rows)" }), PRESS),
    text("sub-bullets", "llama-3-8b", linesOf(PRESS, (l) => `- **${l}:**`).replace("- **Thing:** date press", "- **Thing:** date press\n  - made of olive wood\n  - turned with a long beam"), PRESS),
    text("number-in-text", "gpt-4o-mini", linesOf({ ...PRESS, objectState: "squeezing syrup from 30 kilos of dates" }), { ...PRESS, objectState: "squeezing syrup from 30 kilos of dates" }),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    text("placeholder", "1b", "Place: [place]\nArea: [area]\nThing: [thing]", "fallback"),
    capped("gpt-3.5", `${linesOf(PRESS).split("\n").slice(0, 5).join("\n")}\nThing state: squeezing sy`, { ...PRESS, objectState: null, objectEmoji: null, objectEvent: null }),
    text("cut-off", "reasoning", "<think>\nShe is at Farouk Palm Grove. Turning the press is in the press shed, and the thing is", "fallback"),
  ],
  structured: [
    object("good", "valid", jsonOf(PRESS), PRESS),
    object("good", "tea at the teahouse", jsonOf(TEA), TEA, { inputs: teaTime }),
    object("renamed-field", "snake_case names", { place: PRESS.sector, area: PRESS.arena, thing: PRESS.object, emoji: PRESS.emoji, action: "turn | press", thing_state: PRESS.objectState, thing_emoji: PRESS.objectEmoji, thing_action: "is squeezing | syrup from the dates" }, PRESS),
    object("extra-field", "a reason field", { ...jsonOf(PRESS), reason: "She is already at the grove." }, PRESS),
    object("missing-field", "the thing's fields left out", { place: PRESS.sector, area: PRESS.arena, thing: PRESS.object, emoji: PRESS.emoji, action: "turn | press" }, { ...PRESS, objectState: null, objectEmoji: null, objectEvent: null }),
    object("refusal", "refusal in every field", { place: "N/A", area: "N/A", thing: "N/A", emoji: "", action: "", thingState: "", thingEmoji: "", thingAction: "" }, "fallback"),
    rawAnswer("malformed", "trailing comma and a comment", `{\n  "place": "Farouk Palm Grove",\n  "area": "press shed", // where the press stands\n  "thing": "date press",\n  "emoji": "🌴🍯",\n  "action": "turn | press",\n  "thingState": "squeezing syrup from the dates",\n  "thingEmoji": "🍯",\n  "thingAction": "is squeezing | syrup from the dates",\n}`, PRESS),
    rawAnswer("cut-off", "cut off in the thing's state", `{"place": "Farouk Palm Grove", "area": "press shed", "thing": "date press", "emoji": "🌴🍯", "action": "turn | press", "thingState": "squeez`, { ...PRESS, objectState: null, objectEmoji: null, objectEvent: null }, { finishReason: "length" }),
  ],
});
