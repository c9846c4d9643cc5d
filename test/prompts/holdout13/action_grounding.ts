import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { asJson, LABELS, labelled, upTo, written } from "./grounding.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_grounding;
const C = "Hollin Dale Creamery";
const G: ActionGrounding = {
  sector: C,
  arena: "make room",
  object: "cheese vat",
  emoji: "🥛🧀",
  event: ["stir", "the rennet into the warm milk"],
  objectState: "full of warm milk setting into curd",
  objectEmoji: "🥛",
  objectEvent: ["hold", "the setting curd"],
};
const P: ActionGrounding = {
  sector: C,
  arena: "make room",
  object: "thermometer",
  emoji: "🌡️🧀",
  event: ["check", "the milk's temperature"],
  objectState: "clipped to the side of the vat",
  objectEmoji: "🌡️",
  objectEvent: ["show", "the milk's temperature"],
};
const body = labelled(G);
const why = "Setting the curd happens at the creamery's vat, not in the house, so she walks over. The make room has the cheese vat.";
const reordered = [1, 0, 2, 4, 3, 5, 7, 6].map((i) => `${LABELS[i]}: ${written(G)[i]}`).join("\n");
const firstFour = body.split("\n").slice(0, 4).join("\n");
const template = "Place: <one place from the list, spelled as written there>\nArea: <one area of that place, spelled as written there>\nThing: <one thing in that area>\nEmoji: <1 to 3 emoji>";

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", body, G),
    text("good", "o4-mini", body, G),
    text("good", "internlm-3", labelled(P), P),
    text("good", "yi-1.5", body + "\n", G),
    text("good", "command-a", body, G),
    text("good", "claude-sonnet-4", body, G),
    text("good", "llamacpp-grammar", body, G),
    text("good", "hermes-3", labelled(P), P),
    text("good", "nemotron-nano", think(why, body), G),
    text("format", "nemotron-nano", thinkOff(body), G),
    text("format", "claude-sonnet-4", tag("answer", body), G),
    text("format", "claude-sonnet-4", sonnetTags(why, body), G),
    text("format", "tgi-stop", tgiStop(body), G),
    text("format", "internlm-3", eos(body, "<|im_end|>"), G),
    text("format", "grok-3-mini", grokReasoning(why, body), G),
    text("format", "jamba-1.7", jamba(body, "Ingrid heads over to the creamery for this one.", "Grounding"), G),
    text("format", "command-a", labelled(G, (l) => `**${l}:**`), G),
    text("format", "o4-mini", reordered, G),
    text("format", "yi-1.5", fence("", body), G),
    text("format", "llamacpp-grammar", JSON.stringify(asJson(G)), G),
    text("format", "internlm-3", labelled(G, (l) => `- ${l}:`), G),
    text("nested-json", "hermes-3", toolCall("ground_action", asJson(G)), G),
    capped("nemotron-nano", `${firstFour}\nAction: stir | the ren`, upTo(G, 4)),
    text("placeholder", "yi-1.5", template, "fallback"),
    text("refusal", "safety-tuned", "I don't have enough information to say where a real person would be.", "fallback"),
    text("loop", "internlm-3", "Place: Hollin Dale Creamery\n".repeat(20), "fallback"),
    text("ellipsis", "llamacpp-grammar", LABELS.map((l) => `${l}: ...`).join("\n"), "fallback"),
  ],
  structured: [
    object("good", "valid", asJson(G), G),
    object("good", "the thermometer", asJson(P), P),
    object("renamed-field", "object for thing", { ...Object.fromEntries(Object.entries(asJson(G)).filter(([k]) => k !== "thing")), object: "cheese vat" }, G),
    object("extra-field", "reasoning beside", { reasoning: why, ...asJson(G) }, G),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson(asJson(G)), G),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify(asJson(G))), G),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify(asJson(P))), P),
    rawAnswer("cut-off", "cut after the emoji", JSON.stringify(asJson(G)).split(',"action"')[0] + ',"act', upTo(G, 4), { finishReason: "length" }),
    rawAnswer("cut-off", "cut at once", '{"pla', "fallback", { finishReason: "length" }),
    object("placeholder", "slots", { place: "<place>", area: "<area>", thing: "<thing>", emoji: "<emoji>", action: "<verb> | <object>", thingState: "<state>", thingEmoji: "<emoji>", thingAction: "<verb> | <object>" }, "fallback"),
  ],
});
