import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { nadia, places } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-06-10T08:40:00" },
  activity: "filling prescriptions (counting out tablets)",
  livingSector: "Nadia Haddad's flat",
  currentSector: "Haddad Pharmacy",
  places,
};

const full: ActionGrounding = {
  sector: "Haddad Pharmacy",
  arena: "dispensary",
  object: "dispensing bench",
  emoji: "💊🧮",
  event: ["count", "tablets"],
  objectState: "being used to count out tablets",
  objectEmoji: "💊",
  objectEvent: ["is used", "to count out tablets"],
};
const none: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
const noThing = { object: null, objectState: null, objectEmoji: null, objectEvent: null };
const noPlace = { sector: null, arena: null, ...noThing };

const LINES: Array<[string, string]> = [
  ["Place", "Haddad Pharmacy"],
  ["Area", "dispensary"],
  ["Thing", "dispensing bench"],
  ["Emoji", "💊🧮"],
  ["Action", "count | tablets"],
  ["Thing state", "being used to count out tablets"],
  ["Thing emoji", "💊"],
  ["Thing action", "is used | to count out tablets"],
];
const lines = (rows = LINES) => rows.map(([label, value]) => `${label}: ${value}`).join("\n");
const replaced = (label: string, value: string) => LINES.map(([l, v]): [string, string] => [l, l === label ? value : v]);
const json = {
  place: "Haddad Pharmacy",
  area: "dispensary",
  thing: "dispensing bench",
  emoji: "💊🧮",
  action: "count | tablets",
  thingState: "being used to count out tablets",
  thingEmoji: "💊",
  thingAction: "is used | to count out tablets",
};

/** Sleeping: at home, in the bedroom, in bed. */
const sleeping = { ...inputs, identity: { ...nadia, currTime: "2024-06-10T22:00:00" }, activity: "sleeping", currentSector: "Nadia Haddad's flat" };
const asleep: ActionGrounding = {
  sector: "Nadia Haddad's flat",
  arena: "bedroom",
  object: "bed",
  emoji: "😴",
  event: ["sleep", "bed"],
  objectState: "being slept in",
  objectEmoji: "🛏️",
  objectEvent: ["is slept", "in"],
};
/** Lunch at the inn: another place than where she is. */
const lunch = { ...inputs, identity: { ...nadia, currTime: "2024-06-10T13:00:00" }, activity: "having lunch (eating a sandwich)" };
const atTheInn: ActionGrounding = {
  sector: "The Lantern Inn",
  arena: "bar",
  object: "corner table",
  emoji: "🥪",
  event: ["eat", "a sandwich"],
  objectState: "holding a plate and a glass of water",
  objectEmoji: "🍽️",
  objectEvent: ["hold", "a plate"],
};
const lunchLines =
  "Place: The Lantern Inn\nArea: bar\nThing: corner table\nEmoji: 🥪\nAction: eat | a sandwich\nThing state: holding a plate and a glass of water\nThing emoji: 🍽️\nThing action: hold | a plate";

/** Tea at home: the flat's kitchen, the kettle. */
const teaTime = { ...inputs, identity: { ...nadia, currTime: "2024-06-10T07:00:00" }, activity: "having a cup of tea (boiling the kettle)", currentSector: "Nadia Haddad's flat" };
const tea: ActionGrounding = {
  sector: "Nadia Haddad's flat",
  arena: "kitchen",
  object: "kettle",
  emoji: "🫖",
  event: ["boil", "water"],
  objectState: "boiling water",
  objectEmoji: "♨️",
  objectEvent: ["boil", "water"],
};

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    // --- ordinary answers --------------------------------------------------------------------------------------
    text("good", "gpt-4o-mini", lines(), full),
    text("good", "gpt-4o-mini", `Here's how Nadia goes about it:\n\n${LINES.map(([l, v]) => `- **${l}:** ${v}`).join("\n")}`, full),
    text("good", "gpt-4o-mini", lunchLines, atTheInn, { inputs: lunch }),
    text("good", "gpt-3.5", LINES.map(([l, v], i) => `${i + 1}. ${l}: ${v}`).join("\n"), full),
    text("good", "gpt-3.5", lines(replaced("Thing", "the dispensing bench").map(([l, v]): [string, string] => [l, l === "Place" ? "Haddad Pharmacy." : v])), full),
    text("good", "gpt-3.5", "Place: Nadia Haddad's flat\nArea: bedroom\nThing: bed\nEmoji: 😴\nAction: sleep | bed\nThing state: being slept in\nThing emoji: 🛏️\nThing action: is slept | in", asleep, { inputs: sleeping }),
    text(
      "good",
      "llama-3-8b",
      `Sure! Since Nadia is already at the pharmacy and counting tablets is dispensary work, here's the breakdown:\n\n**Place:** Haddad Pharmacy\n**Area:** Dispensary\n**Thing:** Dispensing bench\n**Emoji:** 💊🧮\n**Action:** count | tablets\n**Thing state:** being used to count out tablets\n**Thing emoji:** 💊\n**Thing action:** is used | to count out tablets\n\nLet me know if you'd like me to adjust anything!`,
      full,
    ),
    text("good", "llama-3-8b", lines(replaced("Action", "(Nadia Haddad, count, tablets)")), full),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(json, null, 2) + "\n```", full),
    text("good", "qwen2.5-7b", JSON.stringify({ ...json, action: ["count", "tablets"] }), full),
    text("good", "qwen2.5-7b", lines().toLowerCase(), full),
    text("good", "1b", "Place: Haddad Pharmacy\nArea: dispensary\nThing: dispensing bench\nEmoji: 💊🧮\nAction: count | tablets", { ...full, objectState: null, objectEmoji: null, objectEvent: null }),
    text("good", "reasoning", `<think>\nShe's at the pharmacy already; counting tablets happens at the dispensing bench in the dispensary. No reason to go anywhere else.\n</think>\n\n${lines()}`, full),
    text("good", "reasoning", `<think>\nLunch: she has it at The Lantern Inn per her usual plan. The bar has a corner table.\n</think>\n${lunchLines}`, atTheInn, { inputs: lunch }),
    text("good", "gpt-4o-mini", lines(replaced("Emoji", "💊 🧮")), full),
    text("good", "gpt-4o-mini", LINES.map(([l, v]) => `**${l}**: ${v}`).join("\n"), full),
    text("good", "gpt-3.5", LINES.map(([l, v]) => `${l}: ${v}  `).join("\n\n"), full),
    text("good", "llama-3-8b", `Here is the grounding for Nadia's next action:\n\n${lines()}`, full),
    text("good", "qwen2.5-7b", `Here is the JSON:\n${JSON.stringify(json)}`, full),
    text("good", "reasoning", `<think>\nPlace: Brackenford Green? No, counting tablets is dispensary work and she is already at the pharmacy.\n</think>\n${lines()}`, full),
    text("good", "1b", "Place: Nadia Haddad's flat\nArea: kitchen\nThing: kettle\nEmoji: 🫖\nAction: boil | water\nThing state: boiling water\nThing emoji: ♨️\nThing action: boil | water", tea, { inputs: teaTime }),

    // --- forms nobody asked for, still readable -----------------------------------------------------------------
    text("format", "qwen2.5-7b", JSON.stringify({ place: "Haddad Pharmacy", area: "dispensary", thing: "dispensing bench", emoji: "💊🧮", action: "count | tablets", thing_state: "being used to count out tablets", thing_emoji: "💊", thing_action: "is used | to count out tablets" }), full),
    text("format", "llama-3-8b", `| Field | Value |\n|---|---|\n${LINES.map(([l, v]) => `| ${l} | ${v.replace("|", "\\|")} |`).join("\n")}`, full),
    text("format", "gpt-3.5", lines([LINES[2]!, LINES[0]!, LINES[1]!, LINES[4]!, LINES[3]!, LINES[7]!, LINES[5]!, LINES[6]!]), full),
    text("format", "qwen2.5-7b", lines(LINES.map(([l, v]) => [l.toUpperCase().replace(" ", "_"), v])), full),

    // --- refusals and confusion ---------------------------------------------------------------------------------
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("refusal", "refusal", "I'm not sure what you mean by \"Thing action\". Could you clarify what format you want for the thing's state?", "fallback"),
    text("refusal", "1b", "As an AI, I do not know where Nadia Haddad is. Please provide more information about the places.", "fallback"),
    text("refusal", "gpt-3.5", "Place: Haddad Pharmacy\nArea: dispensary\n\nI'm not able to determine the remaining fields without more information about the objects.", { ...none, sector: "Haddad Pharmacy", arena: "dispensary" }),

    // --- cut off by the token cap -------------------------------------------------------------------------------
    capped("gpt-4o-mini", `Here's how Nadia goes about it:\n\n${LINES.slice(0, 5).map(([l, v]) => `- **${l}:** ${v}`).join("\n")}\n- **Thing state:** being used to count out`, { ...full, objectState: null, objectEmoji: null, objectEvent: null }),
    capped("llama-3-8b", `Sure! Here's the breakdown for Nadia:\n\n**Place:** Haddad Pharmacy\n**Area:** dispensary\n**Thing:** dispensing bench\n**Emoji:** 💊🧮\n**Action:** count |`, { ...full, event: null, objectState: null, objectEmoji: null, objectEvent: null }),
    capped("qwen2.5-7b", '```json\n{\n  "place": "Haddad Pharmacy",\n  "area": "dispensary",\n  "thing": "dispensing bench",\n  "emoji": "💊🧮",\n  "action": "count | tab', { ...full, event: null, objectState: null, objectEmoji: null, objectEvent: null }),
    text("cut-off", "1b", "Place: Haddad Pharmacy\nArea: dispensary\nThing: dispensing bench\nEmoji: 💊🧮\nAction: count | tablets\nThing state: covered in loose tabl", { ...full, objectState: null, objectEmoji: null, objectEvent: null }),
    text("cut-off", "reasoning", "<think>\nShe is at the pharmacy. The dispensary has the dispensing bench, the medicine cabinet and the computer. Counting tablets would be at the", "fallback"),
    capped("reasoning", "<think>\nPlace: she is already at Haddad Pharmacy and the task is dispensary work. Area: dispensary. Thing: dispensing bench. Emoji: pills and an abacus? Action: count | tablets. Thing state: being used to", "fallback"),

    // --- labels and notes kept in the values ---------------------------------------------------------------------
    text("label", "gpt-3.5", lines(replaced("Place", "Haddad Pharmacy (Nadia is already there)")), full),
    text("label", "llama-3-8b", lines(replaced("Thing state", "being used to count out tablets (This reflects that Nadia is working at it.)")), full),
    text("label", "gpt-4o-mini", lines(replaced("Emoji", "💊🧮 (pills and counting)")), full),
    text("label", "qwen2.5-7b", `${lines()}\n\nNote: Nadia stays in the pharmacy because she can do this task there.`, full),

    // --- sub-bullets --------------------------------------------------------------------------------------------
    text(
      "sub-bullets",
      "llama-3-8b",
      "- **Place:** Haddad Pharmacy\n  - Nadia is already here, so she stays.\n- **Area:** dispensary\n  - prescriptions are filled here\n- **Thing:** dispensing bench\n- **Emoji:** 💊🧮\n- **Action:** count | tablets\n- **Thing state:** being used to count out tablets\n- **Thing emoji:** 💊\n- **Thing action:** is used | to count out tablets",
      full,
    ),

    // --- nested JSON --------------------------------------------------------------------------------------------
    text("nested-json", "qwen2.5-7b", JSON.stringify({ ...json, action: { verb: "count", object: "tablets" }, thingAction: { verb: "is used", object: "to count out tablets" } }), full),
    text("nested-json", "qwen2.5-7b", JSON.stringify({ grounding: json }), full),

    // --- placeholders, "...", unknown names -------------------------------------------------------------------
    text("placeholder", "1b", "Place: <one place from the list, spelled as written there>\nArea: <one area of that place, spelled as written there>\nThing: <one thing in that area>\nEmoji: <1 to 3 emoji>", "fallback"),
    text("placeholder", "1b", lines(replaced("Thing", "[thing]")), { ...full, ...noThing }),
    text("ellipsis", "1b", "Place: ...\nArea: ...\nThing: ...\nEmoji: ...\nAction: ...\nThing state: ...\nThing emoji: ...\nThing action: ...", "fallback"),
    text("good", "1b", lines(replaced("Place", "Boots the Chemist")), { ...full, ...noPlace }),
    text("good", "1b", lines(replaced("Area", "kitchen")), { ...full, arena: null, ...noThing }),
    text("good", "1b", lines(replaced("Thing", "none")), { ...full, ...noThing }),
    text("zwj", "gpt-4o-mini", lines(replaced("Emoji", "👩‍⚕️💊")), { ...full, emoji: "👩‍⚕️💊" }),
    text("zwj", "gpt-4o-mini", `${lines(LINES.slice(0, 3))}\nEmoji: 💊👩‍`, { ...full, emoji: "💊", event: null, objectState: null, objectEmoji: null, objectEvent: null }, { finishReason: "length" }),
  ],
  structured: [
    object("good", "valid", json, full),
    object("good", "valid, at the inn", { place: "The Lantern Inn", area: "bar", thing: "corner table", emoji: "🥪", action: "eat | a sandwich", thingState: "holding a plate and a glass of water", thingEmoji: "🍽️", thingAction: "hold | a plate" }, atTheInn, { inputs: lunch }),
    object("extra-field", "a reasoning field beside the eight", { reasoning: "Nadia is already at the pharmacy and this is dispensary work.", ...json }, full),
    object("renamed-field", "snake_case names", { place: "Haddad Pharmacy", area: "dispensary", thing: "dispensing bench", emoji: "💊🧮", action: "count | tablets", thing_state: "being used to count out tablets", thing_emoji: "💊", thing_action: "is used | to count out tablets" }, full),
    object("renamed-field", "sector / arena / object for place / area / thing", { sector: "Haddad Pharmacy", arena: "dispensary", object: "dispensing bench", emoji: "💊🧮", action: "count | tablets", thingState: "being used to count out tablets", thingEmoji: "💊", thingAction: "is used | to count out tablets" }, full),
    object("missing-field", "the thing's three fields left out", { place: "Haddad Pharmacy", area: "dispensary", thing: "dispensing bench", emoji: "💊🧮", action: "count | tablets" }, { ...full, objectState: null, objectEmoji: null, objectEvent: null }),
    object("nested-json", "the action as an object", { ...json, action: { verb: "count", object: "tablets" } }, full),
    object("refusal", "a refusal in every field", { place: "I'm sorry, but I can't determine that.", area: "", thing: "", emoji: "", action: "", thingState: "", thingEmoji: "", thingAction: "" }, "fallback"),
    object("refusal", "a refusal in the thing's state only", { ...json, thingState: "I'm not able to describe the state of the bench.", thingEmoji: "", thingAction: "" }, { ...full, objectState: null, objectEmoji: null, objectEvent: null }),
    object("label", "a note in the place", { ...json, place: "Haddad Pharmacy (already there)" }, full),
    object("placeholder", "the thing echoed as a placeholder", { ...json, thing: "<one thing in that area>", thingState: "<a few words>", thingEmoji: "", thingAction: "" }, { ...full, ...noThing }),
    object("ellipsis", "every field \"...\"", { place: "...", area: "...", thing: "...", emoji: "...", action: "...", thingState: "...", thingEmoji: "...", thingAction: "..." }, "fallback"),
    object("good", "the thing's state with the thing's name", { ...json, thingState: "The dispensing bench is covered in tablets." }, { ...full, objectState: "covered in tablets" }),
    rawAnswer("cut-off", "the JSON cut off inside the action", '{"place": "Haddad Pharmacy", "area": "dispensary", "thing": "dispensing bench", "emoji": "💊🧮", "action": "count | tab', { ...full, event: null, objectState: null, objectEmoji: null, objectEvent: null }, { finishReason: "length" }),
  ],
});
