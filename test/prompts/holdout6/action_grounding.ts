import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tobias } from "./fixtures.js";
import { INPUTS } from "./inputs.js";
import { LABELS, jsonOf, linesOf } from "./grounding.js";

const inputs = INPUTS.action_grounding;
const L = "Corran Ferry landing";

const OIL: ActionGrounding = {
  sector: L,
  arena: "landing stage",
  object: "chain winch",
  emoji: "⛓️🛢️",
  event: ["oil", "winch"],
  objectState: "being oiled",
  objectEmoji: "🛢️",
  objectEvent: ["is oiled", "by Tobias"],
};
const OIL2: ActionGrounding = { ...OIL, emoji: "🔧⛓️", event: ["check", "ferry chain"], objectState: "being checked and greased", objectEmoji: "⚙️", objectEvent: ["is checked", "for wear"] };
const domino = { ...inputs, identity: { ...tobias, currTime: "2026-11-19T20:00:00" }, activity: "playing dominoes (a game with friends)" };
const DOM: ActionGrounding = {
  sector: "The Tillerman",
  arena: "taproom",
  object: "domino table",
  emoji: "🁢🍺",
  event: ["play", "dominoes"],
  objectState: "covered in dominoes",
  objectEmoji: "🁢",
  objectEvent: ["is used", "for a game of dominoes"],
};
const french = ["Lieu", "Zone", "Objet", "Emoji", "Action", "État de l'objet", "Emoji de l'objet", "Action de l'objet"];

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", linesOf(OIL), OIL),
    text("good", "gemma-2-9b", linesOf(OIL2), OIL2),
    text("good", "phi-3-mini", `${linesOf(OIL)}\n\nTobias stays at the landing, since the winch is on the landing stage.`, OIL),
    text("good", "llama-3.1-70b", linesOf(OIL), OIL),
    text("good", "claude", `Here's how Tobias goes about it:\n\n${linesOf(OIL)}`, OIL),
    text("good", "command-r", linesOf(OIL2), OIL2),
    text("good", "0.5b", linesOf(OIL), OIL),
    text("good", "deepseek-r1-distill", `<think>\nThe winch is on the landing stage, and he's already at the landing. Oil the winch.\n</think>\n\n${linesOf(OIL)}`, OIL),
    text("good", "gpt-4o-mini", linesOf(DOM), DOM, { inputs: domino }),
    text("good", "claude", linesOf(DOM), DOM, { inputs: domino }),
    text("good", "llama-3.1-70b", linesOf(DOM), DOM, { inputs: domino }),
    text("format", "claude", linesOf(OIL, (l) => `**${l}:**`), OIL),
    text("format", "gemma-2-9b", linesOf(OIL, (l) => `- ${l}:`), OIL),
    text("format", "command-r", linesOf(OIL).replace(/\n/g, "\r\n"), OIL),
    text("format", "phi-3-mini", linesOf(OIL, (l) => `${l.toUpperCase()}:`), OIL),
    text("format", "llama-3.1-70b", linesOf(OIL, (l) => `${l.toLowerCase().replace(/ /g, "_")}:`), OIL),
    text("format", "gpt-4o-mini", "```json\n" + JSON.stringify(jsonOf(OIL), null, 2) + "\n```", OIL),
    text("format", "qwen2.5-7b", linesOf(OIL, (l) => `${l}:`, french), OIL),
    text("format", "claude", `| Field | Value |\n|---|---|\n${LABELS.map((l, i) => `| ${l} | ${[L, "landing stage", "chain winch", "⛓️🛢️", "oil | winch", "being oiled", "🛢️", "is oiled | by Tobias"][i]!.replace(/\|/g, "\\|")} |`).join("\n")}`, OIL),
    text("format", "gemma-2-9b", linesOf({ ...OIL, sector: "Corran Ferry landing (he is already here)" }), OIL),
    text("format", "command-r", linesOf({ ...OIL, event: null }).replace("Action: ", "Action: oil the winch"), { ...OIL, event: null }),
    text("format", "phi-3-mini", linesOf(OIL).replace("Place: Corran Ferry landing", "Place: Tobias Okafor's house\nWait, actually he is at the landing already.\nPlace: Corran Ferry landing"), OIL),
    text("format", "llama-3.1-70b", linesOf({ ...OIL, sector: "Corran Ferry" }), { ...OIL, sector: null }),
    text("placeholder", "0.5b", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <one thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread\nThing emoji: 🍞\nThing action: is used | to bake bread", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I need more information about the places before I can answer.", "fallback"),
    text("loop", "0.5b", `${linesOf(OIL)}\n${linesOf(OIL)}\n${linesOf(OIL)}`, OIL),
    capped("gemma-2-9b", linesOf(OIL).split("\n").slice(0, 5).join("\n") + "\nThing state: being oi", { sector: OIL.sector, arena: OIL.arena, object: OIL.object, emoji: OIL.emoji, event: OIL.event, objectState: null, objectEmoji: null, objectEvent: null }),
    capped("deepseek-r1-distill", "<think>\nTobias is at the landing. The chain winch is on the landing stage. Emoji for oiling: 🛢️. Action: oil | winch. Thing state: being oiled. Hmm, or should the thing be the chain itself? The chain is not in the list", "fallback"),
    text("good", "command-r", linesOf(OIL), OIL),
    text("good", "phi-3-mini", linesOf(OIL2), OIL2),
    text("good", "gemma-2-9b", linesOf(DOM), DOM, { inputs: domino }),
    text("good", "claude", `${linesOf(OIL)}\n\nLet me know if you'd like the afternoon crossings grounded too!`, OIL),
    text("cut-off", "deepseek-r1-distill", "<think>\nHe is at the landing. The winch is on the landing stage. Oil the winch. Emoji: oil drum", "fallback"),
    text("format", "gemma-2-9b", linesOf(OIL).replace("Thing: chain winch", "Thing: chain winch\nThing: bollards"), { ...OIL, object: null }),
    text("zwj", "llama-3.1-70b", linesOf({ ...OIL, emoji: "🧑\u200d" }), { ...OIL, emoji: null }),
    text("zwj", "gemma-2-9b", linesOf({ ...OIL, emoji: "🧑\u200d🔧⛓️" }), { ...OIL, emoji: "🧑\u200d🔧⛓️" }),
    text("good", "qwen2.5-7b", linesOf(OIL), OIL),
    text("good", "phi-3-mini", linesOf(DOM), DOM, { inputs: domino }),
    text("good", "command-r", linesOf(DOM), DOM, { inputs: domino }),
    text("good", "0.5b", linesOf(OIL2), OIL2),
  ],
  structured: [
    object("good", "valid", jsonOf(OIL), OIL),
    object("good", "dominoes", jsonOf(DOM), DOM, { inputs: domino }),
    object("renamed-field", "snake_case fields", { place: L, area: "landing stage", thing: "chain winch", emoji: "⛓️🛢️", action: "oil | winch", thing_state: "being oiled", thing_emoji: "🛢️", thing_action: "is oiled | by Tobias" }, OIL),
    object("extra-field", "reason beside", { ...jsonOf(OIL), reason: "the winch is on the landing stage" }, OIL),
    object("missing-field", "no thing emoji", (({ thingEmoji, ...rest }) => rest)(jsonOf(OIL)), { ...OIL, objectEmoji: null }),
    object("nested-json", "action as an object", { ...jsonOf(OIL), action: { verb: "oil", object: "winch" } }, OIL),
    object("refusal", "unknown place", { ...jsonOf(OIL), place: "the bridge" }, { ...OIL, sector: null }),
    rawAnswer("format", "labelled lines", linesOf(OIL), OIL),
    rawAnswer("cut-off", "cut", '{"place": "Corran Ferry landing", "area": "landing st', "fallback", { finishReason: "length" }),
    object("good", "another", jsonOf(OIL2), OIL2),
    object("format", "action without a bar", { ...jsonOf(OIL), action: "oil the winch" }, { ...OIL, event: null }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify(jsonOf(OIL))}\nLet me know if you need any changes.`, OIL),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify(jsonOf(OIL), null, 2).replace(/\n/g, "\r\n") + "\r\n```", OIL),
  ],
});
