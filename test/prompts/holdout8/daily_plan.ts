import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_plan;
const FIRST = "wake up and complete the morning routine at 6:00 am";
const REST = [
  "walk the dog on the north beach at 6:30 am",
  "work on the Kittiwake in the shed from 7:00 am to 12:00 pm",
  "have lunch at the Driftwood Café at 12:00 pm",
  "steam and fit the last planks from 1:00 pm to 5:00 pm",
  "have dinner at 6:00 pm",
  "walk the north beach with the dog at 9:00 pm",
  "go to bed at 11:00 pm",
];
const PLAN = [FIRST, ...REST];
const numbered = (items: string[], from = 2, sep = ")") => items.map((s, i) => `${i + from}${sep} ${s}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", numbered(REST), PLAN),
    text("good", "gemma-3", `${numbered(PLAN, 1)}\n`, PLAN),
    text("good", "phi-4", `${numbered(REST)}\n\nDesmond keeps to his shed hours since the regatta is only four days away.`, PLAN),
    text("good", "deepseek-v3", numbered(REST, 2, "."), PLAN),
    text("good", "mixtral", ` ${numbered(REST)}`, PLAN),
    text("good", "olmo-2", numbered(PLAN, 1), PLAN),
    text("good", "yi-34b", `Here is Desmond's plan for Tuesday:\n${numbered(REST)}`, PLAN),
    text("good", "hermes", numbered(REST), PLAN),
    text("good", "aya", numbered(REST), PLAN),
    text("good", "gpt-4o-mini", numbered(REST), PLAN),
    text("format", "qwq", `Okay, so I need to write Desmond's plan for Tuesday. He wakes at 6, works in the shed 7 to 12 and 1 to 5, eats at Priya's at noon, walks the dog at dusk. The regatta is Saturday and two planks still need replacing, so the afternoon is steaming and fitting. Let me list it.\n\n${numbered(REST)}`, PLAN),
    text("format", "mixtral", `${numbered(REST)}</s>`, PLAN),
    text("format", "llama-3.3-70b", `${numbered(REST)}<|eot_id|>`, PLAN),
    text("format", "gemma-3", REST.map((s) => `- ${s}`).join("\n"), PLAN),
    text("format", "deepseek-v3", `**Tuesday, June 15, 2027**\n\n${numbered(REST)}`, PLAN),
    text("format", "hermes", numbered(REST).replace(/\n/g, "\\n"), PLAN),
    text("format", "phi-4", numbered(REST).replace(/'/g, "&#39;").replace("Café", "Caf&eacute;"), PLAN),
    text("format", "yi-34b", `${numbered(REST)}\n\nUser: Now write Beatriz's plan.\nAssistant: 1) wake up and row round the point at 5:00 am`, PLAN),
    text("format", "olmo-2", JSON.stringify({ plan: REST }), PLAN),
    text("format", "aya", REST.map((s, i) => `${["2.", "3)", "iv.", "5.", "6)", "7.", "8."][i]} ${s}`).join("\n"), PLAN),
    text("sub-bullets", "gemma-3", numbered(REST).replace("12:00 pm\n4)", "12:00 pm\n   - fit the garboard plank\n   - check the rivets\n4)"), PLAN),
    text("placeholder", "olmo-2", "2) have lunch at 12:00 pm\n3) paint from 2:00 pm to 5:00 pm", "fallback"),
    text("refusal", "aya", "I'm sorry, but I don't have enough information about Desmond's day to write a plan.", "fallback"),
    text("loop", "olmo-2", `${numbered(REST)}\n${numbered(REST)}\n${numbered(REST)}`, PLAN),
    capped("llama-3.3-70b", `${numbered(REST.slice(0, 4))}\n6) have dinn`, "fallback"),
    capped("qwq", "Okay, so Desmond's day. Wake at 6. He has two planks to replace before Saturday. Morning in the shed from 7. Lunch at the café. The afternoon: steaming planks. Evening: the dog walk at dusk, which in June is late, around", "fallback"),
    text("ellipsis", "mixtral", "2) ...", "fallback"),
    text("good", "qwq", `Okay, so I need to plan Tuesday for Desmond: shed hours, lunch at the café, planks in the afternoon, the dog at dusk.\n\n${numbered(REST)}`, PLAN),
    text("good", "phi-4", numbered(REST), PLAN),
    text("good", "deepseek-v3", numbered(PLAN, 1), PLAN),
  ],
  structured: [
    object("good", "valid with item 1", { plan: PLAN }, PLAN),
    object("good", "valid from item 2", { plan: REST }, PLAN),
    object("format", "numbered strings", { plan: PLAN.map((s, i) => `${i + 1}) ${s}`) }, PLAN),
    object("renamed-field", "schedule", { schedule: PLAN }, PLAN),
    object("extra-field", "date beside", { date: "2027-06-15", plan: PLAN }, PLAN),
    object("nested-json", "items as objects", { plan: PLAN.map((s) => ({ item: s })) }, PLAN),
    object("empty-list", "empty", { plan: [] }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ plan: PLAN }) + JSON.stringify({ plan: PLAN }), PLAN),
    rawAnswer("format", "JSON Lines", REST.map((s) => JSON.stringify({ item: s })).join("\n"), PLAN),
    rawAnswer("cut-off", "cut", '{"plan": ["wake up and complete the morning routine at 6:00 am", "walk the dog on the no', "fallback", { finishReason: "length" }),
    object("malformed", "plan as one string", { plan: numbered(PLAN, 1) }, PLAN),
  ],
});
