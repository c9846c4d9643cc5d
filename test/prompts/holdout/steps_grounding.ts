import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { nadia, places } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-06-10T08:30:00" },
  activities: [
    "filling prescriptions (checking the morning's prescriptions on the computer)",
    "filling prescriptions (counting out tablets)",
    "filling prescriptions (putting the finished bags behind the till)",
  ],
  livingSector: "Nadia Haddad's flat",
  currentSector: "Haddad Pharmacy",
  places,
};

const check: ActionGrounding = {
  sector: "Haddad Pharmacy",
  arena: "dispensary",
  object: "computer",
  emoji: "💻📋",
  event: ["check", "prescriptions"],
  objectState: "showing the morning's prescriptions",
  objectEmoji: "📋",
  objectEvent: ["show", "prescriptions"],
};
const count: ActionGrounding = {
  sector: "Haddad Pharmacy",
  arena: "dispensary",
  object: "dispensing bench",
  emoji: "💊",
  event: ["count", "tablets"],
  objectState: "being used to count out tablets",
  objectEmoji: "💊",
  objectEvent: ["is used", "to count out tablets"],
};
const bags: ActionGrounding = {
  sector: "Haddad Pharmacy",
  arena: "shop floor",
  object: "till",
  emoji: "🛍️",
  event: ["put", "bags behind the till"],
  objectState: "surrounded by prescription bags",
  objectEmoji: "🛍️",
  objectEvent: ["is surrounded", "by bags"],
};
const none: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
const all = [check, count, bags];

type Rows = Array<[string, string]>;
const rowsOf = (g: ActionGrounding): Rows => [
  ["Place", g.sector!],
  ["Area", g.arena!],
  ["Thing", g.object!],
  ["Emoji", g.emoji!],
  ["Action", g.event!.join(" | ")],
  ["Thing state", g.objectState!],
  ["Thing emoji", g.objectEmoji!],
  ["Thing action", g.objectEvent!.join(" | ")],
];
const plain = (rows: Rows) => rows.map(([l, v]) => `${l}: ${v}`).join("\n");
const bold = (rows: Rows) => rows.map(([l, v]) => `- **${l}:** ${v}`).join("\n");
const blocks = (header: (n: number) => string, body: (rows: Rows) => string = plain, list = all, from = 1) =>
  list.map((g, i) => `${header(i + from)}\n${body(rowsOf(g))}`).join("\n\n");
const NAMES = ["Checking the morning's prescriptions", "Counting out tablets", "Putting the finished bags behind the till"];
const jsonStep = (g: ActionGrounding, step?: number) => ({
  ...(step === undefined ? {} : { step }),
  place: g.sector,
  area: g.arena,
  thing: g.object,
  emoji: g.emoji,
  action: g.event!.join(" | "),
  thingState: g.objectState,
  thingEmoji: g.objectEmoji,
  thingAction: g.objectEvent!.join(" | "),
});
const snake = (g: ActionGrounding, step: number) => {
  const { thingState, thingEmoji, thingAction, ...rest } = jsonStep(g, step);
  return { ...rest, thing_state: thingState, thing_emoji: thingEmoji, thing_action: thingAction };
};

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    // --- ordinary answers --------------------------------------------------------------------------------------
    text("good", "gpt-4o-mini", blocks((n) => `${n}.`), all),
    text("good", "gpt-4o-mini", `Here's where and how Nadia does each step:\n\n${blocks((n) => `**Step ${n}: ${NAMES[n - 1]}**`, bold)}`, all),
    text("good", "gpt-3.5", blocks((n) => `### Step ${n} - ${NAMES[n - 1]}`), all),
    text("good", "gpt-3.5", blocks((n) => `${n}. ${NAMES[n - 1]!.toLowerCase()}`), all),
    text("good", "llama-3-8b", `Sure! Here are the groundings for each of Nadia's steps:\n\n${blocks((n) => `Step ${n}:`)}\n\nLet me know if you need any changes!`, all),
    text("good", "llama-3-8b", blocks((n) => `**${n}.**`, bold).replace(/\n\n/g, "\n\n---\n\n"), all),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify({ steps: all.map((g, i) => jsonStep(g, i + 1)) }, null, 2) + "\n```", all),
    text("good", "qwen2.5-7b", JSON.stringify(all.map((g, i) => jsonStep(g, i + 1))), all),
    text("good", "qwen2.5-7b", blocks((n) => `${n}.`).replace(/Place: Haddad Pharmacy/g, "Place: the Haddad Pharmacy"), all),
    text("good", "reasoning", `<think>\nAll three happen in the pharmacy: the computer and bench are in the dispensary, the till is on the shop floor.\n</think>\n\n${blocks((n) => `${n}.`)}`, all),
    text(
      "good",
      "reasoning",
      `<think>\nDraft:\n1.\nPlace: Brackenford Green\nNo, she's at work. Everything is in the pharmacy.\n</think>\n${blocks((n) => `${n}.`)}`,
      all,
    ),
    text("good", "1b", blocks((n) => `${n}.`, plain, [check, count]).concat("\n\n3.\nPlace: Boots\nArea: counter\nThing: till"), [check, count, none]),
    text("good", "1b", blocks((n) => `${n}.`).replace("Place: Haddad Pharmacy\nArea: dispensary\nThing: dispensing bench", "Place: Brackenford Health Centre\nArea: dispensary\nThing: dispensing bench"), [
      check,
      { ...count, sector: null, arena: null, object: null, objectState: null, objectEmoji: null, objectEvent: null },
      bags,
    ]),
    text("good", "1b", `1.\n${plain(rowsOf(check))}`, [check, none, none]),
    text("good", "gpt-4o-mini", blocks((n) => `Step ${n}`), all),
    text("good", "gpt-3.5", blocks((n) => `${n})`), all),
    text("good", "llama-3-8b", `${blocks((n) => `**${n}. ${NAMES[n - 1]}**`)}\n\nAll three steps happen inside Haddad Pharmacy.`, all),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(all.map((g, i) => jsonStep(g, i + 1)), null, 2) + "\n```", all),

    // --- batched answers matched by their numbers and names ----------------------------------------------------
    text("batch-ids", "llama-3-8b", blocks((n) => `${n}.`, plain, all, 0), all),
    text("batch-ids", "1b", blocks((n) => `Step ${n}:`, plain, all, 0), all),
    text("batch-ids", "gpt-3.5", [2, 1, 3].map((n) => `${n}.\n${plain(rowsOf(all[n - 1]!))}`).join("\n\n"), all),
    text("batch-ids", "llama-3-8b", `**${NAMES[0]}**\n${plain(rowsOf(check))}\n\n**${NAMES[2]}**\n${plain(rowsOf(bags))}`, [check, none, bags]),
    text("batch-ids", "1b", all.map((g) => plain(rowsOf(g))).join("\n\n"), all),
    text("batch-ids", "1b", [check, bags].map((g) => plain(rowsOf(g))).join("\n\n"), "fallback"),
    text("batch-ids", "1b", `1.\n${plain(rowsOf(check))}\n\n2.\n${plain(rowsOf(count))}\n\n2.\n${plain(rowsOf(bags))}`, [check, none, none]),

    // --- forms nobody asked for -------------------------------------------------------------------------------
    text("format", "qwen2.5-7b", JSON.stringify({ steps: all.map((g, i) => snake(g, i + 1)) }), all),
    text(
      "format",
      "gpt-4o-mini",
      "| Step | Place | Area | Thing | Emoji | Action | Thing state | Thing emoji | Thing action |\n|---|---|---|---|---|---|---|---|---|\n" +
        all.map((g, i) => `| ${i + 1} | ${rowsOf(g).map(([, v]) => v.replace(/\|/g, "\\|")).join(" | ")} |`).join("\n"),
      all,
    ),
    text("format", "gpt-3.5", all.map((g, i) => rowsOf(g).map(([l, v], j) => `${j === 0 ? `${i + 1}. ` : "   "}${l}: ${v}`).join("\n")).join("\n"), all),

    // --- cut off by the token cap -------------------------------------------------------------------------------
    capped("gpt-4o-mini", `${blocks((n) => `${n}.`, plain, [check, count])}\n\n3.\nPlace: Hadd`, [check, count, none]),
    capped("qwen2.5-7b", '```json\n{\n  "steps": [\n' + [check, count].map((g, i) => `    ${JSON.stringify(jsonStep(g, i + 1))}`).join(",\n") + ',\n    {"step": 3, "pla', [check, count, none]),
    capped("llama-3-8b", `${blocks((n) => `${n}.`, plain, [check, count])}\n\n3.\n${plain(rowsOf(bags).slice(0, 7))}\nThing action: is surrounded |`, [check, count, { ...bags, objectEvent: null }]),
    text("cut-off", "1b", `1.\n${plain(rowsOf(check))}\n\n2.\nPlace: Haddad Pharmacy\nArea: dispensary\nThing: dispensing bench\nEmoji: 💊\nAction: count | tablets\nThing state: being used to count out tabl`, [
      check,
      { ...count, objectState: null, objectEmoji: null, objectEvent: null },
      none,
    ]),
    text("cut-off", "reasoning", "<think>\nStep 1 is at the computer in the dispensary. Step 2 at the dispensing bench. Step 3, the bags go behind the till, which is on the shop", "fallback"),

    // --- refusals and confusion ---------------------------------------------------------------------------------
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("refusal", "gpt-3.5", "It looks like the list of places might be incomplete. Could you tell me which places Nadia can use for each step?", "fallback"),

    // --- labels, notes, sub-bullets -----------------------------------------------------------------------------
    text("label", "gpt-3.5", blocks((n) => `${n}.`).replace("Place: Haddad Pharmacy\nArea: dispensary\nThing: computer", "Place: Haddad Pharmacy (she is already here)\nArea: dispensary\nThing: computer"), all),
    text("label", "llama-3-8b", all.map((g, i) => `${i + 1}.\n${plain(rowsOf(g))}\nReason: ${["the computer is in the dispensary", "counting is done at the bench", "finished bags wait by the till"][i]}`).join("\n\n"), all),
    text("label", "gpt-4o-mini", `${blocks((n) => `${n}.`)}\n\n(This reflects that every step can be done without leaving the pharmacy.)`, all),
    text(
      "sub-bullets",
      "llama-3-8b",
      all.map((g, i) => `${i + 1}. **${NAMES[i]}**\n${rowsOf(g).map(([l, v]) => `   - ${l}: ${v}`).join("\n")}${i === 0 ? "\n     - (the prescriptions come in overnight)" : ""}`).join("\n"),
      all,
    ),

    // --- nested JSON, placeholders, "..." ------------------------------------------------------------------------
    text("nested-json", "qwen2.5-7b", JSON.stringify({ steps: all.map((g, i) => ({ step: i + 1, grounding: jsonStep(g) })) }), all),
    text("nested-json", "qwen2.5-7b", JSON.stringify(Object.fromEntries(all.map((g, i) => [String(i + 1), jsonStep(g)]))), all),
    text("placeholder", "1b", `1.\n${plain(rowsOf(check))}\n\n2.\nPlace: <one place from the list>\nArea: <one area of that place>\nThing: <thing>\nEmoji: <emoji>\nAction: <verb | object>\n\n3.\n${plain(rowsOf(bags))}`, [check, none, bags]),
    text("ellipsis", "1b", "1.\n...\n\n2.\n...\n\n3.\n...", "fallback"),
  ],
  structured: [
    object("good", "valid", { steps: all.map((g, i) => jsonStep(g, i + 1)) }, all),
    object("batch-ids", "steps numbered from 0", { steps: all.map((g, i) => jsonStep(g, i)) }, all),
    object("batch-ids", "steps out of order", { steps: [jsonStep(bags, 3), jsonStep(check, 1), jsonStep(count, 2)] }, all),
    object("missing-field", "the middle step left out", { steps: [jsonStep(check, 1), jsonStep(bags, 3)] }, [check, none, bags]),
    object("extra-field", "a reason beside each step", { steps: all.map((g, i) => ({ ...jsonStep(g, i + 1), reason: "it is done in the pharmacy" })) }, all),
    object("string-value", "step numbers as strings", { steps: all.map((g, i) => ({ ...jsonStep(g), step: String(i + 1) })) }, all),
    object("renamed-field", "snake_case names", { steps: all.map((g, i) => snake(g, i + 1)) }, all),
    object("missing-field", "no step numbers, all three in order", { steps: all.map((g) => jsonStep(g)) }, all),
    object("missing-field", "no step numbers, two of the three", { steps: [jsonStep(check), jsonStep(bags)] }, "fallback"),
    object("refusal", "a refusal in the last step", { steps: [jsonStep(check, 1), jsonStep(count, 2), { step: 3, place: "I'm sorry, I can't determine this step.", area: "", thing: "", emoji: "", action: "", thingState: "", thingEmoji: "", thingAction: "" }] }, [check, count, none]),
    object("renamed-field", "the list under another name", { groundings: all.map((g, i) => jsonStep(g, i + 1)) }, all),
    object("good", "no steps", { steps: [] }, "fallback"),
    rawAnswer("cut-off", "cut off after two complete steps", '{"steps": [' + [check, count].map((g, i) => JSON.stringify(jsonStep(g, i + 1))).join(", ") + ', {"step": 3, "place": "Hadd', [check, count, none], { finishReason: "length" }),
  ],
});
