import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { desmond } from "./fixtures.js";
import { INPUTS } from "./inputs.js";
import { LABELS, jsonOf, linesOf } from "./grounding.js";

const inputs = INPUTS.action_grounding;
const H = "Saltmarrow Harbour";

const TIDE: ActionGrounding = {
  sector: H,
  arena: "harbour office",
  object: "tide board",
  emoji: "🌊📝",
  event: ["chalk", "spring tide"],
  objectState: "being chalked with Wednesday's tide",
  objectEmoji: "🌊",
  objectEvent: ["is chalked", "with the spring tide"],
};
const TIDE2: ActionGrounding = { ...TIDE, emoji: "🖍️🌊", event: ["update", "tide board"], objectState: "being updated", objectEmoji: "📋", objectEvent: ["is updated", "by Beatriz"] };
const seal = { ...inputs, identity: { ...desmond, currTime: "2027-06-14T19:30:00" }, activity: "walking the dog on the north beach (stopping at the seal watch sign)", livingSector: "Achterberg's Boat Shed", currentSector: "Achterberg's Boat Shed" };
const SEAL: ActionGrounding = {
  sector: "North Beach",
  arena: "dunes",
  object: "seal watch sign",
  emoji: "🐕🦭",
  event: ["walk", "dog"],
  objectState: "being read",
  objectEmoji: "🪧",
  objectEvent: ["is read", "by Desmond"],
};
const dutch = ["Plaats", "Gebied", "Ding", "Emoji", "Actie", "Toestand", "Ding-emoji", "Ding-actie"];

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", linesOf(TIDE), TIDE),
    text("good", "gemma-3", `${linesOf(TIDE2)}\n`, TIDE2),
    text("good", "phi-4", `${linesOf(TIDE)}\n\nBeatriz is already at the harbour, and the tide board hangs in the office.`, TIDE),
    text("good", "deepseek-v3", linesOf(TIDE), TIDE),
    text("good", "mixtral", linesOf(TIDE2), TIDE2),
    text("good", "olmo-2", linesOf(SEAL), SEAL, { inputs: seal }),
    text("good", "yi-34b", linesOf(SEAL), SEAL, { inputs: seal }),
    text("good", "hermes", linesOf(TIDE), TIDE),
    text("good", "aya", linesOf(TIDE), TIDE),
    text("good", "gpt-4o-mini", linesOf(TIDE), TIDE),
    text("format", "qwq", `Okay, so Beatriz is at the harbour and wants to chalk Wednesday's spring tide on the tide board. The tide board is in the harbour office, so she stays in Saltmarrow Harbour. Action: chalk | spring tide. The board is being chalked.\n\n${linesOf(TIDE)}`, TIDE),
    text("format", "deepseek-v3", linesOf(TIDE, (l) => `**${l}:**`), TIDE),
    text("format", "mixtral", `${linesOf(TIDE)}</s>`, TIDE),
    text("format", "llama-3.3-70b", `${linesOf(TIDE)}<|eot_id|>`, TIDE),
    text("format", "hermes", linesOf(TIDE).replace(/\n/g, "\\n"), TIDE),
    text("format", "phi-4", linesOf(TIDE).replace("Wednesday's", "Wednesday&#39;s"), TIDE),
    text("format", "gemma-3", linesOf(TIDE, (l) => `${l.toLowerCase().replace(/ /g, "_")}=`).replace(/= /g, "="), TIDE),
    text("format", "aya", linesOf(TIDE, (l) => `${l}:`, dutch), TIDE),
    text("format", "olmo-2", `Assistant: ${linesOf(TIDE)}\n\nUser: Now do it for coaching the juniors.\nAssistant: Place: Saltmarrow Harbour`, TIDE),
    text("format", "yi-34b", `${linesOf(TIDE)}\n\n${linesOf(TIDE)}`, TIDE),
    text("format", "deepseek-v3", `| ${LABELS.join(" | ")} |\n|${LABELS.map(() => "---").join("|")}|\n| ${H} | harbour office | tide board | 🌊📝 | chalk \\| spring tide | being chalked with Wednesday's tide | 🌊 | is chalked \\| with the spring tide |`, TIDE),
    text("format", "mixtral", linesOf({ ...TIDE, sector: "Saltmarrow" }), { ...TIDE, sector: null }),
    text("format", "gemma-3", linesOf({ ...TIDE, object: "chalk" }), { ...TIDE, object: null }),
    text("placeholder", "olmo-2", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread\nThing emoji: 🍞\nThing action: is used | to bake bread", "fallback"),
    text("refusal", "aya", "I'm sorry, I need more details about the harbour before I can answer.", "fallback"),
    capped("llama-3.3-70b", linesOf(TIDE).split("\n").slice(0, 4).join("\n") + "\nAction: chalk | spr", { ...TIDE, event: null, objectState: null, objectEmoji: null, objectEvent: null }),
    capped("qwq", "Okay, so Beatriz is updating the tide board. She's in Saltmarrow Harbour already. The harbour office has the tide board. Emoji: a wave and a pencil? Action should be verb | object, so chalk | spring tide, or", "fallback"),
    text("zwj", "hermes", linesOf({ ...TIDE, emoji: "👩\u200d" }), { ...TIDE, emoji: null }),
    text("loop", "olmo-2", `${linesOf(TIDE)}\n${linesOf(TIDE)}\n${linesOf(TIDE)}`, TIDE),
    text("good", "qwq", `Okay, she is already at the harbour and the tide board is in the office.\n\n${linesOf(TIDE)}`, TIDE),
    text("good", "gemma-3", linesOf(SEAL), SEAL, { inputs: seal }),
    text("good", "phi-4", linesOf(TIDE2), TIDE2),
  ],
  structured: [
    object("good", "valid", jsonOf(TIDE), TIDE),
    object("good", "seal", jsonOf(SEAL), SEAL, { inputs: seal }),
    object("renamed-field", "snake_case", { place: H, area: "harbour office", thing: "tide board", emoji: "🌊📝", action: "chalk | spring tide", thing_state: "being chalked with Wednesday's tide", thing_emoji: "🌊", thing_action: "is chalked | with the spring tide" }, TIDE),
    object("extra-field", "reason beside", { ...jsonOf(TIDE), reason: "the tide board is in the office" }, TIDE),
    object("missing-field", "no thing action", (({ thingAction, ...rest }) => rest)(jsonOf(TIDE)), { ...TIDE, objectEvent: null }),
    object("nested-json", "action as an object", { ...jsonOf(TIDE), action: { verb: "chalk", object: "spring tide" } }, TIDE),
    object("refusal", "unknown area", { ...jsonOf(TIDE), area: "tide office" }, { ...TIDE, arena: null }),
    rawAnswer("format", "streaming duplicate", JSON.stringify(jsonOf(TIDE)) + JSON.stringify(jsonOf(TIDE)), TIDE),
    rawAnswer("format", "Hermes tool call", `<tool_call>\n${JSON.stringify({ name: "ground_action", arguments: jsonOf(TIDE) })}\n</tool_call>`, TIDE),
    rawAnswer("cut-off", "cut", '{"place": "Saltmarrow Harbour", "area": "harbour off', "fallback", { finishReason: "length" }),
  ],
});
