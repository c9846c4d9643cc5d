import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { asJson, asTable, asYaml, LABELS, labelled, written } from "./grounding.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_grounding;
const G: ActionGrounding = {
  sector: "Stonegarth Quarry",
  arena: "quarry face",
  object: "drill rig",
  emoji: "📏🕳️",
  event: ["measure", "drill holes"],
  objectState: "standing by while the holes are measured",
  objectEmoji: "🚜",
  objectEvent: ["stands", "by the holes"],
};
const P: ActionGrounding = {
  sector: "Stonegarth Quarry",
  arena: "quarry face",
  object: "survey pegs",
  emoji: "📏",
  event: ["measure", "hole depth"],
  objectState: "marking each drill hole",
  objectEmoji: "📍",
  objectEvent: ["mark", "drill holes"],
};
const why = "Drill holes are on the quarry face; she has to leave the house. The drill rig stands there.";
const lines = labelled(G);
const shuffled = [1, 0, 2, 4, 3, 5, 7, 6].map((i) => `${LABELS[i]}: ${written(G)[i]}`).join("\n");

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", lines, G),
    text("good", "claude-haiku-4.5", lines, G),
    text("good", "gemini-2.5-flash", lines + "\n", G),
    text("good", "qwen3-nothink", labelled(P), P),
    text("good", "kimi-k2", lines, G),
    text("good", "llama-3.3-70b", lines, G),
    text("good", "command-r", labelled(P), P),
    text("good", "gemma-3n", lines, G),
    text("good", "smollm3", lines, G),
    text("good", "magistral", magThink(why, lines), G),
    text("good", "deepseek-r1-distill", think(why, lines), G),
    text("good", "gpt-oss-20b", harmony(why, lines), G),
    text("format", "ollama-q4", eot(lines), G),
    text("format", "qwen3-nothink", ollamaThinking(why, lines), G),
    text("format", "gpt-oss-20b", tag("final", lines), G),
    text("format", "claude-haiku-4.5", preamble("Here's how Marta goes about it:", lines), G),
    text("format", "gemini-2.5-flash", labelled(G, (l) => `**${l}:**`), G),
    text("format", "llama-3.3-70b", labelled(G, (l) => `- ${l}:`), G),
    text("format", "gpt-5-mini", labelled(G, (l) => `${l.toLowerCase()}:`), G),
    text("format", "gemma-3n", labelled(G, (l, i) => `${i + 1}. ${l}:`), G),
    text("format", "smollm3", labelled(G, (l) => `${l} -`), G),
    text("format", "kimi-k2", labelled(G, (l) => `${l}:`, "\n\n"), G),
    text("format", "command-r", fence("yaml", asYaml(G)), G),
    text("format", "claude-haiku-4.5", fence("json", JSON.stringify(asJson(G), null, 2)), G),
    text("format", "gemini-2.5-flash", asTable(G), G),
    text("format", "llama-3.3-70b", shuffled, G),
    text("format", "gpt-5-mini", `${lines}\n\nShe needs the tape on the quarry face, so she leaves the house.`, G),
    text("format", "kimi-k2", lines.replace("Area: quarry face", "Area: east face"), { ...G, arena: null }),
    text("format", "gemma-3n", lines.replace("Place: Stonegarth Quarry", "Place: stonegarth quarry"), G),
    text("format", "smollm3", labelled(G, (l) => `${l.toLowerCase().replace(/ /g, "_")}:`), G),
    capped("gemini-2.5-flash", lines.slice(0, lines.indexOf("Thing state:") + 25), { ...G, objectState: null, objectEmoji: null, objectEvent: null }),
    text("placeholder", "smollm3", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <one thing>\nEmoji: <emoji>\nAction: <verb | object>\nThing state: <state>\nThing emoji: <emoji>\nThing action: <verb | object>", "fallback"),
    text("refusal", "safety-tuned", "I can't help with details about handling explosives or blasting.", "fallback"),
    text("ellipsis", "gemma-3n", LABELS.map((l) => `${l}: ...`).join("\n"), "fallback"),
  ],
  structured: [
    object("good", "valid", asJson(G), G),
    object("good", "survey pegs", asJson(P), P),
    object("missing-field", "no thing emoji", (({ thingEmoji, ...rest }) => rest)(asJson(G)), { ...G, objectEmoji: null }),
    object("renamed-field", "snake_case keys", Object.fromEntries(LABELS.map((l, i) => [l.toLowerCase().replace(/ /g, "_"), written(G)[i]])), G),
    object("extra-field", "reasoning beside", { reasoning: why, ...asJson(G) }, G),
    object("nested-json", "under grounding", { grounding: asJson(G) }, G),
    object("format", "unknown area", { ...asJson(G), area: "east face" }, { ...G, arena: null }),
    rawAnswer("format", "fenced", fence("json", JSON.stringify(asJson(G))), G),
    rawAnswer("format", "labelled lines as raw text", lines, G),
    rawAnswer("cut-off", "cut in the thing", '{"place": "Stonegarth Quarry", "area": "quarry face", "thing": "dri', { ...G, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null }, { finishReason: "length" }),
    object("placeholder", "placeholders", Object.fromEntries(Object.keys(asJson(G)).map((k) => [k, `<${k}>`])), "fallback"),
  ],
});
