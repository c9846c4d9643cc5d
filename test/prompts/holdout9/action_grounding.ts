import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { tobias } from "./fixtures.js";
import { INPUTS } from "./inputs.js";
import { asJson, asYaml, labelled, LABELS } from "./grounding.js";

const inputs = INPUTS.action_grounding;
const R = "Kestrelridge Cliff Railway";

const WHEEL: ActionGrounding = {
  sector: R,
  arena: "top station",
  object: "winding wheel",
  emoji: "⚙️🛢️",
  event: ["grease", "winding wheel"],
  objectState: "being greased",
  objectEmoji: "🛢️",
  objectEvent: ["is greased", "by Halvard"],
};
const WHEEL2: ActionGrounding = { ...WHEEL, emoji: "🔧⚙️", event: ["grease", "bearings"], objectState: "having grease worked into its bearings", objectEmoji: "⚙️", objectEvent: ["is greased", "in its bearings"] };
/** Tobias going up to the dome to fix the shutter. */
const dome = { ...inputs, identity: { ...tobias, currTime: "2027-09-20T15:00:00" }, activity: "fixing the jammed dome shutter (oiling its runners)", livingSector: "Kestrelridge Observatory", currentSector: "The Market Hall" };
const DOME: ActionGrounding = {
  sector: "Kestrelridge Observatory",
  arena: "dome",
  object: "dome shutter",
  emoji: "🔭🔧",
  event: ["oil", "shutter runners"],
  objectState: "being oiled",
  objectEmoji: "🛢️",
  objectEvent: ["is oiled", "by Tobias"],
};
const spanish = ["Lugar", "Área", "Objeto", "Emoji", "Acción", "Estado del objeto", "Emoji del objeto", "Acción del objeto"];

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", labelled(WHEEL), WHEEL),
    text("good", "command-r-plus", `${labelled(WHEEL2)}\n`, WHEEL2),
    text("good", "glm-4", labelled(WHEEL), WHEEL),
    text("good", "internlm-2.5", labelled(WHEEL), WHEEL),
    text("good", "minicpm", labelled(DOME), DOME, { inputs: dome }),
    text("good", "falcon-3", labelled(WHEEL2), WHEEL2),
    text("good", "stablelm", labelled(WHEEL), WHEEL),
    text("good", "zephyr", labelled(DOME), DOME, { inputs: dome }),
    text("good", "openchat", labelled(WHEEL), WHEEL),
    text("good", "gemini-2-flash", `${labelled(WHEEL)}\n`, WHEEL),
    text("good", "claude-3.5-haiku", `${labelled(WHEEL)}\n\nHalvard is already at the railway, and the winding wheel sits in the top station.`, WHEEL),
    text("good", "deepseek-r1-distill", think("He is at the railway already. The winding wheel is in the top station. Grease | winding wheel.", labelled(WHEEL)), WHEEL),
    text("format", "deepseek-r1-distill", unclosed("Tobias lives at the observatory; the shutter is in the dome.", labelled(DOME)), DOME, { inputs: dome }),
    text("format", "glm-4", tag("answer", "\n" + labelled(WHEEL) + "\n"), WHEEL),
    text("format", "internlm-2.5", `<response>\n${labelled(WHEEL2)}\n</response>`, WHEEL2),
    text("format", "command-r-plus", fence("yaml", asYaml(WHEEL)), WHEEL),
    text("format", "minicpm", fence("text", labelled(WHEEL)), WHEEL),
    text("format", "falcon-3", bom(labelled(WHEEL)), WHEEL),
    text("format", "stablelm", nbsp(labelled(WHEEL)), WHEEL),
    text("format", "zephyr", labelled(WHEEL, (l) => `- **${l}**:`), WHEEL),
    text("format", "openchat", labelled(WHEEL, (l) => `${l.toUpperCase()}:`), WHEEL),
    text("format", "gemini-2-flash", labelled(WHEEL, (l) => `${l}:`, spanish), WHEEL),
    text("format", "glm-4", JSON.stringify({ result: asJson(WHEEL) }), WHEEL),
    text("format", "claude-3.5-haiku", labelled(WHEEL).replace("top station", "Top Station"), WHEEL),
    text("format", "command-r-plus", labelled({ ...WHEEL, arena: "engine room" }), { ...WHEEL, arena: null }),
    text("format", "internlm-2.5", labelled({ ...WHEEL, sector: "Kestrelridge" }), { ...WHEEL, sector: null }),
    text("format", "minicpm", labelled({ ...WHEEL, object: "grease gun" }), { ...WHEEL, object: null }),
    text("placeholder", "falcon-3", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread\nThing emoji: 🍞\nThing action: is used | to bake bread", "fallback"),
    text("refusal", "zephyr", "As an AI, I need to know more about the railway's layout before I can place Halvard.", "fallback"),
    capped("stablelm", labelled(WHEEL).split("\n").slice(0, 4).join("\n") + "\nAction: grease | wind", { ...WHEEL, event: null, objectState: null, objectEmoji: null, objectEvent: null }),
    capped("deepseek-r1-distill", "<think>\nHalvard is at the cliff railway. The winding wheel is listed under the top station. The emoji could be a gear and an oil drum. Action: grease | winding wheel, and the thing state", "fallback"),
    text("loop", "q2-8b", `${labelled(WHEEL)}\n${labelled(WHEEL)}\n${labelled(WHEEL)}`, WHEEL),
    text("format", "openchat", `| ${LABELS.join(" | ")} |\n|${LABELS.map(() => "---").join("|")}|\n| ${R} | top station | winding wheel | ⚙️🛢️ | grease \\| winding wheel | being greased | 🛢️ | is greased \\| by Halvard |`, WHEEL),
  ],
  structured: [
    object("good", "valid", asJson(WHEEL), WHEEL),
    object("good", "dome", asJson(DOME), DOME, { inputs: dome }),
    object("good", "second", asJson(WHEEL2), WHEEL2),
    object("renamed-field", "snake_case", { place: R, area: "top station", thing: "winding wheel", emoji: "⚙️🛢️", action: "grease | winding wheel", thing_state: "being greased", thing_emoji: "🛢️", thing_action: "is greased | by Halvard" }, WHEEL),
    object("extra-field", "reason beside", { ...asJson(WHEEL), reason: "the wheel is at the top station" }, WHEEL),
    object("missing-field", "no thing emoji", (({ thingEmoji, ...rest }) => rest)(asJson(WHEEL)), { ...WHEEL, objectEmoji: null }),
    object("nested-json", "action as a pair", { ...asJson(WHEEL), action: ["grease", "winding wheel"] }, WHEEL),
    object("refusal", "unknown thing", { ...asJson(WHEEL), thing: "grease gun" }, { ...WHEEL, object: null }),
    rawAnswer("format", "nested under data", JSON.stringify({ data: asJson(WHEEL) }), WHEEL),
    rawAnswer("format", "array of one", JSON.stringify([asJson(WHEEL)]), WHEEL),
    rawAnswer("format", "yaml", asYaml(WHEEL), WHEEL),
    rawAnswer("cut-off", "cut", '{"place": "Kestrelridge Cliff Railway", "area": "top sta', "fallback", { finishReason: "length" }),
  ],
});
