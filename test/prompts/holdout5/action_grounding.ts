import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid, places } from "./fixtures.js";
import { LABELS, firstOf, jsonOf, linesOf, valuesOf } from "./grounding.js";

const inputs = {
  identity: { ...ingrid, currTime: "2024-11-04T09:00:00" },
  activity: "dipping beeswax candles (melting the wax)",
  livingSector: "Ingrid Halvorsen's cottage",
  currentSector: "Halvorsen Apiary",
  places,
};

const MELT: ActionGrounding = {
  sector: "Halvorsen Apiary",
  arena: "honey house",
  object: "wax pot",
  emoji: "🕯️🔥",
  event: ["melt", "wax"],
  objectState: "melting beeswax",
  objectEmoji: "🫕",
  objectEvent: ["melts", "beeswax"],
};
const MELT2: ActionGrounding = { ...MELT, emoji: "🐝🕯️", objectState: "heating on the stove", objectEmoji: "🔥", objectEvent: ["is heated", "on the stove"] };
const choir = { ...inputs, identity: { ...ingrid, currTime: "2024-11-06T19:00:00" }, activity: "singing with the choir (rehearsing the fair's hymn)" };
const CHOIR: ActionGrounding = {
  sector: "St Brigid's Hall",
  arena: "main hall",
  object: "piano",
  emoji: "🎶",
  event: ["sing", "hymn"],
  objectState: "being played for the rehearsal",
  objectEmoji: "🎹",
  objectEvent: ["is played", "for the rehearsal"],
};
const spanish = ["Lugar", "Zona", "Objeto", "Emoji", "Acción", "Estado del objeto", "Emoji del objeto", "Acción del objeto"];

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", linesOf(MELT), MELT),
    text("good", "gpt-3.5", `Here's how Ingrid does it:\n\n${linesOf(MELT)}`, MELT),
    text("good", "llama-3-8b", linesOf(MELT, (l) => `**${l}:**`), MELT),
    text("good", "qwen2.5-7b", linesOf(MELT2), MELT2),
    text("good", "mistral-7b", ` ${linesOf(MELT)}\n\nIngrid stays at the apiary, since the wax pot is in the honey house.`, MELT),
    text("good", "gpt-4o-mini", linesOf(CHOIR), CHOIR, { inputs: choir }),
    text("good", "mistral-7b", ` ${linesOf(CHOIR)}`, CHOIR, { inputs: choir }),
    text("good", "reasoning", `<think>\nMelting wax happens at the wax pot in the honey house. She is already at the apiary.\n</think>\n\n${linesOf(MELT)}`, MELT),
    text("good", "1b", linesOf(MELT).split("\n").slice(0, 3).join("\n"), firstOf(MELT, 3)),
    text("good", "llama-3-8b", linesOf(CHOIR, (l) => `- ${l}:`), CHOIR, { inputs: choir }),
    text("good", "gpt-3.5", linesOf(MELT2), MELT2),
    text("good", "qwen2.5-7b", linesOf(CHOIR), CHOIR, { inputs: choir }),
    text("good", "1b", linesOf(MELT), MELT),
    text("good", "reasoning", `<think>\nWednesday choir: St Brigid's Hall, main hall, the piano.\n</think>\n${linesOf(CHOIR)}`, CHOIR, { inputs: choir }),
    text("format", "gpt-4o-mini", `| Field | Value |\n|---|---|\n${valuesOf(MELT).map((v, i) => `| ${LABELS[i]} | ${String(v).replace("|", "\\|")} |`).join("\n")}`, MELT),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(jsonOf(MELT), null, 2) + "\n```", MELT),
    text("format", "mistral-7b", valuesOf(MELT).map((v, i) => `${i + 1}. ${LABELS[i]}: ${v}`).join("\n"), MELT),
    text("format", "gpt-3.5", linesOf(MELT, (l) => `${l} -`), MELT),
    text("format", "llama-3-8b", `Final answer:\n${linesOf(MELT)}`, MELT),
    text("format", "qwen2.5-7b", valuesOf(MELT).map((v, i) => `${LABELS[i]} (${spanish[i]}): ${v}`).join("\n"), MELT),
    text("label", "gpt-4o-mini", linesOf({ ...MELT, object: "wax pot (on the stove)" }), MELT),
    text("sub-bullets", "llama-3-8b", linesOf(MELT, (l) => `- **${l}:**`).replace("- **Thing:** wax pot", "- **Thing:** wax pot\n  - a big copper pot\n  - kept at 70°C"), MELT),
    text("number-in-text", "gpt-3.5", linesOf({ ...MELT, objectState: "melting 5 kilos of beeswax" }), { ...MELT, objectState: "melting 5 kilos of beeswax" }),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("placeholder", "1b", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <thing>", "fallback"),
    capped("gpt-4o-mini", `${linesOf(MELT).split("\n").slice(0, 6).join("\n")}\nThing emoji: 🫕\nThing action: mel`, firstOf(MELT, 7)),
    capped("reasoning", "<think>\nShe's in the apiary already. The wax pot is in the honey house. Emoji: a candle and fire. For the thing state", "fallback"),
    text("cut-off", "qwen2.5-7b", `${linesOf(MELT).split("\n").slice(0, 4).join("\n")}\nAction: mel`, firstOf(MELT, 4)),
  ],
  structured: [
    object("good", "valid", jsonOf(MELT), MELT),
    object("good", "choir practice", jsonOf(CHOIR), CHOIR, { inputs: choir }),
    object("renamed-field", "the value's own names", { sector: MELT.sector, arena: MELT.arena, object: MELT.object, emoji: MELT.emoji, action: "melt | wax", objectState: MELT.objectState, objectEmoji: MELT.objectEmoji, objectAction: "melts | beeswax" }, MELT),
    object("extra-field", "a confidence beside", { ...jsonOf(MELT), confidence: "high" }, MELT),
    object("nested-json", "action as a verb and object", { ...jsonOf(MELT), action: { verb: "melt", object: "wax" } }, MELT),
    object("missing-field", "the emoji left out", (({ emoji: _e, thingEmoji: _t, ...rest }) => rest)(jsonOf(MELT)), { ...MELT, emoji: null, objectEmoji: null }),
    object("refusal", "an unknown place", { ...jsonOf(MELT), place: "Vellmoor Candle Works" }, "fallback"),
    rawAnswer("malformed", "YAML", valuesOf(MELT).map((v, i) => `${["place", "area", "thing", "emoji", "action", "thingState", "thingEmoji", "thingAction"][i]}: "${v}"`).join("\n"), MELT),
    rawAnswer("cut-off", "cut in the thing's action", `{"place": "Halvorsen Apiary", "area": "honey house", "thing": "wax pot", "emoji": "🕯️🔥", "action": "melt | wax", "thingState": "melting beeswax", "thingEmoji": "🫕", "thingAction": "mel`, firstOf(MELT, 7), { finishReason: "length" }),
  ],
});
