import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ilse } from "./fixtures.js";
import { INPUTS } from "./inputs.js";
import { LABELS, jsonOf, linesOf } from "./grounding.js";

const inputs = INPUTS.action_grounding;
const H = "Brackenfold Halt";

const PHONE: ActionGrounding = {
  sector: H,
  arena: "booking office",
  object: "telephone",
  emoji: "📞⛰️",
  event: ["report", "landslip"],
  objectState: "being used to report the landslip",
  objectEmoji: "📞",
  objectEvent: ["is used", "to report the landslip"],
};
const PHONE2: ActionGrounding = { ...PHONE, emoji: "☎️🚧", event: ["telephone", "Ossenby"], objectState: "ringing through to Ossenby", objectEmoji: "☎️", objectEvent: ["rings", "through to Ossenby"] };
const cornet = { ...inputs, identity: { ...ilse, currTime: "2027-03-11T19:30:00" }, activity: "listening to the band rehearse (sitting by the fire)" };
const FIRE: ActionGrounding = {
  sector: "The Drover's Arms",
  arena: "back room",
  object: "fireplace",
  emoji: "🎺🔥",
  event: ["listen", "band"],
  objectState: "warming the listeners",
  objectEmoji: "🔥",
  objectEvent: ["warms", "the listeners"],
};
const german = ["Ort", "Bereich", "Gegenstand", "Emoji", "Handlung", "Zustand des Gegenstands", "Emoji des Gegenstands", "Handlung des Gegenstands"];

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", linesOf(PHONE), PHONE),
    text("good", "o3-mini", linesOf(PHONE2), PHONE2),
    text("good", "mistral-7b", ` ${linesOf(PHONE)}\n\nIlse uses the telephone in the booking office to ring Ossenby.`, PHONE),
    text("good", "mistral-nemo", linesOf(PHONE), PHONE),
    text("good", "llama-3.2-3b", `Here is how Ilse does it:\n\n${linesOf(PHONE)}`, PHONE),
    text("good", "qwen2.5-14b", linesOf(PHONE2), PHONE2),
    text("good", "granite", linesOf(PHONE), PHONE),
    text("good", "qwen3", `<think>\nShe's at the halt, the telephone is in the booking office. Report the landslip.\n</think>\n\n${linesOf(PHONE)}`, PHONE),
    text("good", "gemini", `${linesOf(PHONE)}\n\nLet me know if you'd like the next step grounded too!`, PHONE),
    text("good", "gpt-4.1", linesOf(FIRE), FIRE, { inputs: cornet }),
    text("good", "mistral-nemo", linesOf(FIRE), FIRE, { inputs: cornet }),
    text("format", "gemini", linesOf(PHONE, (l) => `**${l}:**`), PHONE),
    text("format", "granite", linesOf(PHONE, (l) => `• ${l}:`), PHONE),
    text("format", "mistral-nemo", linesOf(PHONE, (l) => `– ${l}:`), PHONE),
    text("format", "gemini", linesOf(PHONE, (l) => `### ${l}\n`), PHONE),
    text("format", "llama-3.2-3b", linesOf(PHONE, (l) => `${l.toLowerCase().replace(/ /g, "_")}:`), PHONE),
    text("format", "o3-mini", `{'place': 'Brackenfold Halt', 'area': 'booking office', 'thing': 'telephone', 'emoji': '📞⛰️', 'action': 'report | landslip', 'thingState': 'being used to report the landslip', 'thingEmoji': '📞', 'thingAction': 'is used | to report the landslip'}`, PHONE),
    text("format", "qwen2.5-14b", "```yaml\n" + JSON.stringify(jsonOf(PHONE), null, 2) + "\n```", PHONE),
    text("format", "mistral-7b", linesOf(PHONE, (l) => `${l}:`, german), PHONE),
    text("format", "gpt-4.1", `| Field | Value |\n|---|---|\n${LABELS.map((l, i) => `| ${l} | ${[H, "booking office", "telephone", "📞⛰️", "report \\| landslip", "being used to report the landslip", "📞", "is used \\| to report the landslip"][i]} |`).join("\n")}`, PHONE),
    text("format", "granite", linesOf({ ...PHONE, event: null }).replace("Action: ", "Action: report the landslip"), { ...PHONE, event: null }),
    text("format", "llama-3.2-3b", linesOf({ ...PHONE, sector: "the halt" }), { ...PHONE, sector: null }),
    text("format", "qwen2.5-14b", linesOf({ ...PHONE, object: "phone" }), { ...PHONE, object: null }),
    text("format", "mistral-nemo", linesOf(PHONE).replace("Place: Brackenfold Halt", "Place: Ilse Varga's cottage\nWait — she is already at the halt.\nPlace: Brackenfold Halt"), PHONE),
    text("zwj", "mistral-7b", linesOf({ ...PHONE, emoji: "👩\u200d" }), { ...PHONE, emoji: null }),
    text("zwj", "gemini", linesOf({ ...PHONE, emoji: "👩\u200d🔧📞" }), { ...PHONE, emoji: "👩\u200d🔧📞" }),
    text("placeholder", "tinyllama", "Place: <one place from the list>\nArea: <one area of that place>\nThing: <thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread\nThing emoji: 🍞\nThing action: is used | to bake bread", "fallback"),
    text("refusal", "granite", "Should the report go by telephone, or does Ilse walk down to Ossenby? Please clarify and I'll fill in the lines.", "fallback"),
    text("loop", "smollm", `${linesOf(PHONE)}\n${linesOf(PHONE)}\n${linesOf(PHONE)}`, PHONE),
    capped("mistral-7b", linesOf(PHONE).split("\n").slice(0, 5).join("\n") + "\nThing state: being us", { ...PHONE, objectState: null, objectEmoji: null, objectEvent: null }),
    capped("qwen3", "<think>\nIlse is at the halt. Telephone in the booking office. Report | landslip. Thing state: being used to report the landslip. Emoji: phone and mountain. Or should the action be telephone | Ossenby? The activity says reporting, so", "fallback"),
    text("good", "gpt-4.1", linesOf(PHONE), PHONE),
    text("good", "granite", linesOf(FIRE), FIRE, { inputs: cornet }),
    text("good", "qwen2.5-14b", linesOf(FIRE), FIRE, { inputs: cornet }),
    text("good", "llama-3.2-3b", `${linesOf(PHONE2)}\n`, PHONE2),
  ],
  structured: [
    object("good", "valid", jsonOf(PHONE), PHONE),
    object("good", "by the fire", jsonOf(FIRE), FIRE, { inputs: cornet }),
    object("renamed-field", "snake_case fields", { place: H, area: "booking office", thing: "telephone", emoji: "📞⛰️", action: "report | landslip", thing_state: "being used to report the landslip", thing_emoji: "📞", thing_action: "is used | to report the landslip" }, PHONE),
    object("extra-field", "reason beside", { ...jsonOf(PHONE), reason: "the telephone is in the booking office" }, PHONE),
    object("missing-field", "no thing action", (({ thingAction, ...rest }) => rest)(jsonOf(PHONE)), { ...PHONE, objectEvent: null }),
    object("nested-json", "tool-call wrapper", { name: "action_grounding", arguments: jsonOf(PHONE) }, PHONE),
    object("refusal", "unknown thing", { ...jsonOf(PHONE), thing: "signal lever" }, { ...PHONE, object: null }),
    rawAnswer("format", "Python dict", `{${Object.entries(jsonOf(PHONE)).map(([k, v]) => `'${k}': '${v}'`).join(", ")}}`, PHONE),
    rawAnswer("format", "JSON with trailing comma", JSON.stringify(jsonOf(PHONE)).replace(/}$/, ",}"), PHONE),
    rawAnswer("cut-off", "cut", '{"place": "Brackenfold Halt", "area": "booking off', "fallback", { finishReason: "length" }),
  ],
});
