import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_requirement;
const FIRST = "wake up and complete the morning routine at 6:00 am";
const REST = [
  "bake scones and bread from 7:00 am to 8:00 am",
  "open the café at 8:00 am",
  "open the lending library upstairs from 2:00 pm to 5:00 pm",
  "close the café at 6:00 pm",
  "read in the library from 9:00 pm to 11:00 pm",
];
const ITEMS = [FIRST, ...REST];
const numbered = (items: string[], from = 1, sep = ")") => items.map((s, i) => `${i + from}${sep} ${s}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", numbered(ITEMS), ITEMS),
    text("good", "gemma-3", `${numbered(ITEMS)}\n`, ITEMS),
    text("good", "phi-4", `${numbered(ITEMS)}\n\nThe regatta baking can wait until tomorrow.`, ITEMS),
    text("good", "deepseek-v3", numbered(ITEMS, 1, "."), ITEMS),
    text("good", "mixtral", numbered(REST, 2), ITEMS),
    text("good", "olmo-2", numbered(ITEMS), ITEMS),
    text("good", "yi-34b", `Priya's plan for Monday:\n${numbered(ITEMS)}`, ITEMS),
    text("good", "hermes", numbered(ITEMS), ITEMS),
    text("good", "aya", numbered(ITEMS), ITEMS),
    text("good", "gpt-3.5", numbered(ITEMS), ITEMS),
    text("format", "qwq", `Okay, so Priya's Monday: up at 6, bakes from 7, café opens at 8, library upstairs 2 to 5, café closes at 6, reading after. Six items.\n\n${numbered(ITEMS)}`, ITEMS),
    text("format", "mixtral", `${numbered(ITEMS)}</s>`, ITEMS),
    text("format", "llama-3.3-70b", `${numbered(ITEMS)}<|eot_id|>`, ITEMS),
    text("format", "gemma-3", ITEMS.map((s) => `- ${s}`).join("\n"), ITEMS),
    text("format", "hermes", numbered(ITEMS).replace(/\n/g, "\\n"), ITEMS),
    text("format", "phi-4", numbered(ITEMS).replace("café", "caf&eacute;"), ITEMS),
    text("format", "olmo-2", `${numbered(ITEMS)}\n\nUser: And tomorrow?\nAssistant: 1) wake up and complete the morning routine at 6:00 am`, ITEMS),
    text("format", "deepseek-v3", JSON.stringify({ items: ITEMS }), ITEMS),
    text("format", "aya", numbered(ITEMS, 1, "."), ITEMS),
    text("sub-bullets", "gemma-3", numbered(ITEMS).replace("8:00 am\n3)", "8:00 am\n   - make the first coffees\n   - put out the scones\n3)"), ITEMS),
    text("placeholder", "olmo-2", "1) wake up and complete the morning routine at 6:00 am\n2) have lunch at 12:00 pm\n3) read from 7:00 pm to 8:00 pm", "fallback"),
    text("refusal", "aya", "I'm sorry, but I can't plan a real person's day.", "fallback"),
    capped("llama-3.3-70b", `${numbered(ITEMS.slice(0, 3))}\n4) open the lending library upst`, "fallback"),
    text("loop", "olmo-2", `${numbered(ITEMS)}\n${numbered(ITEMS)}`, ITEMS),
    text("good", "qwq", `Okay, six items for Priya\'s Monday.\n\n${numbered(ITEMS)}`, ITEMS),
    text("good", "phi-4", numbered(ITEMS), ITEMS),
    text("good", "gemma-3", numbered(ITEMS), ITEMS),
  ],
  structured: [
    object("good", "valid", { items: ITEMS }, ITEMS),
    object("good", "from item 2", { items: REST }, ITEMS),
    object("renamed-field", "plan", { plan: ITEMS }, ITEMS),
    object("extra-field", "date beside", { date: "2027-06-14", items: ITEMS }, ITEMS),
    object("nested-json", "objects", { items: ITEMS.map((s) => ({ item: s })) }, ITEMS),
    object("empty-list", "empty", { items: [] }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ items: ITEMS }).repeat(2), ITEMS),
    rawAnswer("format", "JSON Lines", ITEMS.map((s) => JSON.stringify({ item: s })).join("\n"), ITEMS),
    rawAnswer("cut-off", "cut", '{"items": ["wake up and complete the morning routine at 6:00 am", "bake sc', "fallback", { finishReason: "length" }),
  ],
});
