import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T05:00:00" },
  activity: "baking bread (shaping the loaves)",
  sector: "Moreau Bakery",
  arenas: ["bakehouse", "shop counter"],
};

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: bakehouse", "bakehouse"),
    text("good", "gpt-3.5", "Answer: bakehouse\n\nShaping loaves is done in the bakehouse, next to the proving cabinet.", "bakehouse"),
    text("good", "llama-3-8b", "Answer: **Bakehouse**", "bakehouse"),
    text("good", "qwen2.5-7b", "The answer is: bakehouse.", "bakehouse"),
    text("good", "1b", "bakehouse", "bakehouse"),
    text("good", "reasoning", "<think>\nShaping loaves is not done at the shop counter; the bakehouse.\n</think>\n\nAnswer: bakehouse", "bakehouse"),
    text("label", "gpt-4o-mini", "Answer: bakehouse (where the dough is)", "bakehouse"),
    text("general-value", "llama-3-8b", "Some bakers shape loaves at the shop counter to show customers, but for Ines: Answer: bakehouse", "bakehouse"),
    text("refusal", "refusal", "I'm sorry, I can't help with that.", "fallback"),
    text("good", "1b", "Answer: kitchen", "fallback"),
    capped("gpt-3.5", "Answer: bake", "fallback"),
    text("brace", "1b", "Answer: bakehouse}", "bakehouse"),
    text("format", "qwen2.5-7b", '{"answer": "bakehouse"}', "bakehouse"),
  ],
  structured: [
    object("good", "valid", { arena: "bakehouse" }, "bakehouse"),
    object("renamed-field", "area for arena", { area: "bakehouse" }, "bakehouse"),
    object("good", "an area of another place", { arena: "kitchen" }, "fallback"),
    object("refusal", "a refusal in the field", { arena: "I don't know." }, "fallback"),
  ],
});
