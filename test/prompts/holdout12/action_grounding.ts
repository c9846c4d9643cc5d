import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, echo, emptyThink, eot, fence, footnote, granitEnd, guidedHead, guidedTail, python, tag, think } from "./forms.js";
import { asJson, asTable, asYaml, LABELS, labelled, NONE, written } from "./grounding.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_grounding;
const lock = "Lockwick Top Lock";
const G: ActionGrounding = {
  sector: lock,
  arena: "lock side",
  object: "paddle gear",
  emoji: "⚙️💧",
  event: ["wind up", "the paddles"],
  objectState: "being wound up to let the water through",
  objectEmoji: "⚙️⬆️",
  objectEvent: ["is wound up", "to open the lock"],
};
const P: ActionGrounding = {
  sector: lock,
  arena: "lock side",
  object: "windlass",
  emoji: "🔧",
  event: ["turn", "the windlass"],
  objectState: "turning on the paddle spindle",
  objectEmoji: "🔧🔄",
  objectEvent: ["turn", "the paddle spindle"],
};
const why = "The paddles are at the top lock, not in the cottage, so she walks up. Lock side has the paddle gear.";
const lines = labelled(G);
const reordered = [0, 1, 3, 2, 4, 6, 5, 7].map((i) => `${LABELS[i]}: ${written(G)[i]}`).join("\n");
const firstFour = written(G).slice(0, 4).map((v, i) => `${LABELS[i]}: ${v}`).join("\n");
const upTo = (n: number, g: ActionGrounding = G) => ({ ...NONE, ...Object.fromEntries(Object.entries(g).slice(0, n)) }) as ActionGrounding;
const echoed = "Work out where and how Anneke does this, and answer with these eight labelled lines:";

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "mistral-medium-3", lines, G),
    text("good", "phi-4-mini", lines, G),
    text("good", "granite-4", labelled(P), P),
    text("good", "glm-4.5", lines, G),
    text("good", "llama-4-maverick", lines + "\n", G),
    text("good", "deepseek-v3.1", labelled(P), P),
    text("good", "gpt-4.1-nano", lines, G),
    text("good", "sarvam-m", lines, G),
    text("good", "deepseek-r1-distill", think(why, lines), G),
    text("format", "glm-4.5", emptyThink(lines), G),
    text("format", "lm-studio-q5", eot(lines + "\n\n"), G),
    text("format", "phi-4-mini", eot(labelled(P), "<|end|>"), P),
    text("format", "granite-4", granitEnd(lines), G),
    text("format", "mistral-medium-3", labelled(G, (l) => `**${l}:**`), G),
    text("format", "llama-4-maverick", tag("answer", "\n" + lines + "\n"), G),
    text("format", "gpt-4.1-nano", crlf(lines), G),
    text("format", "ernie-4.5", echo(echoed, lines), G),
    text("format", "deepseek-v3.1", footnote(lines.replace(`Place: ${lock}`, `Place: ${lock} [1]`), "The paddles are at the top lock; the cottage has none.").replace(" [1]\n\n[1]", "\n\n[1]"), G),
    text("format", "mistral-medium-3", `Here's how Anneke goes about it:\n\n${labelled(G, (l) => `- ${l}:`)}`, G),
    text("format", "llama-4-maverick", reordered, G),
    text("format", "qwen2.5-coder", fence("json", JSON.stringify(asJson(G), null, 2)), G),
    text("format", "qwen2.5-coder", fence("yaml", asYaml(G)), G),
    text("format", "deepseek-v3.1", asTable(G), G),
    text("format", "qwen2.5-coder", python("grounding", JSON.stringify(asJson(P))), P),
    text("format", "phi-4-mini", lines.replace(`Place: ${lock}`, "Place: lockwick top lock").replace("Area: lock side", "Area: Lock Side"), G),
    text("format", "granite-4", lines.replace(`Place: ${lock}`, `Place: the ${lock}`).replace("Area: lock side", "Area: lock_side"), G),
    text("format", "glm-4.5", lines.replace(`Thing state: ${G.objectState}`, `Thing state: ${G.objectState}.`), G),
    text("prefix-repeat", "gpt-4.1-nano", lines.replace(`Thing state: ${G.objectState}`, `Thing state: The paddle gear is ${G.objectState}`), G),
    text("loop", "lm-studio-q5", `${lines}\n<|im_start|>assistant\n${lines}\n<|im_start|>assistant\n${lines}`, G),
    text("format", "mistral-medium-3", `${labelled(P)}\n\nWait, actually: she winds the paddles up with the paddle gear itself, so:\n\n${lines}`, G),
    text("format", "sarvam-m", `${lines}\n\nOr, if she starts with the windlass:\n\n${labelled(P)}`, "fallback"),
    text("format", "phi-4-mini", lines.replace("Emoji: ⚙️💧", "Emoji: ⚙️💧🔓🚤"), { ...G, emoji: null }),
    text("format", "llama-4-maverick", lines.replace("Thing: paddle gear", "Thing: lock gate"), { ...G, object: null }),
    text("missing-field", "gpt-4.1-nano", lines.replace(`\nThing emoji: ${G.objectEmoji}`, ""), { ...G, objectEmoji: null }),
    capped("lm-studio-q5", `${firstFour}\nAction: wind u`, upTo(4)),
    text("refusal", "safety-tuned", "I'm not able to decide where a real person should go or what equipment they should operate.", "fallback"),
    text("placeholder", "lm-studio-q5", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <one thing in that area>\nEmoji: <emoji>\nAction: <verb | object>\nThing state: <state>\nThing emoji: <emoji>\nThing action: <verb | object>", "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", asJson(G), G),
    object("good", "windlass", asJson(P), P),
    object("renamed-field", "sector, arena, object", { sector: lock, arena: "lock side", object: "paddle gear", emoji: G.emoji, action: "wind up | the paddles", thingState: G.objectState, thingEmoji: G.objectEmoji, thingAction: "is wound up | to open the lock" }, G),
    object("extra-field", "reason beside", { ...asJson(G), reason: why }, G),
    object("nested-json", "action as a pair", { ...asJson(G), action: ["wind up", "the paddles"], thingAction: ["is wound up", "to open the lock"] }, G),
    object("format", "thing in title case", { ...asJson(G), thing: "Paddle Gear" }, G),
    object("format", "four emoji", { ...asJson(G), emoji: "⚙️💧🔓🚤" }, { ...G, emoji: null }),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify(asJson(G))), G),
    rawAnswer("format", "guided-JSON leading whitespace", guidedHead(JSON.stringify(asJson(P))), P),
    rawAnswer("format", "end token after", `${JSON.stringify(asJson(G))}<|im_end|>`, G),
    rawAnswer("cut-off", "cut after the emoji", JSON.stringify(asJson(G)).split(`,"action"`)[0] + `,"act`, upTo(4), { finishReason: "length" }),
    rawAnswer("cut-off", "cut at once", `{"pla`, "fallback", { finishReason: "length" }),
    object("ellipsis", "all empty", { place: "", area: "", thing: "none", emoji: "", action: "", thingState: "", thingEmoji: "", thingAction: "" }, "fallback"),
    object("placeholder", "slots echoed", { place: "<place>", area: "<area>", thing: "<thing>", emoji: "<emoji>", action: "<verb | object>", thingState: "<state>", thingEmoji: "<emoji>", thingAction: "<verb | object>" }, "fallback"),
  ],
});
