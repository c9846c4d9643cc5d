import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid } from "./fixtures.js";

const inputs = {
  identity: { ...ingrid, currTime: "2024-11-04T15:00:00" },
  activity: "selling honey (letting a customer taste the heather honey)",
  sector: "Halvorsen Apiary",
  arenas: ["hive yard", "honey house", "farm shop"],
};
const smoking = { ...inputs, activity: "checking the hives (lighting the smoker)" };
const SHOP = "farm shop";

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: farm shop", SHOP),
    text("good", "gpt-3.5", "Answer: farm shop\n\nTasting happens at the shop counter with the tasting spoons.", SHOP),
    text("good", "llama-3-8b", "**Answer:** farm shop", SHOP),
    text("good", "qwen2.5-7b", "Answer: farm shop", SHOP),
    text("good", "mistral-7b", " Answer: farm shop", SHOP),
    text("good", "1b", "farm shop", SHOP),
    text("good", "reasoning", "<think>\nTasting honey with a customer: the farm shop has the tasting spoons.\n</think>\nAnswer: farm shop", SHOP),
    text("good", "gpt-4o-mini", "Answer: hive yard", "hive yard", { inputs: smoking }),
    text("good", "mistral-7b", " Answer: hive yard\n\nThe smoker is kept by the hives.", "hive yard", { inputs: smoking }),
    text("good", "gpt-3.5", "Answer: hive yard", "hive yard", { inputs: smoking }),
    text("good", "llama-3-8b", "Answer: hive yard", "hive yard", { inputs: smoking }),
    text("good", "1b", "Answer: farm shop", SHOP),
    text("good", "qwen2.5-7b", "Answer: hive yard", "hive yard", { inputs: smoking }),
    text("good", "gpt-4o-mini", "Answer: farm shop.", SHOP),
    text("format", "gpt-3.5", "Answer: Farm Shop", SHOP),
    text("format", "llama-3-8b", "Answer: the farm shop", SHOP),
    text("format", "qwen2.5-7b", "Final answer: farm shop", SHOP),
    text("format", "mistral-7b", "Answer: farm-shop", SHOP),
    text("format", "gpt-4o-mini", "Answer: farm shop 🍯", SHOP),
    text("format", "qwen2.5-7b", "| Area |\n|---|\n| farm shop |", SHOP),
    text("label", "gpt-4o-mini", "Answer: farm shop (by the tasting spoons)", SHOP),
    text("label", "llama-3-8b", "Area: farm shop", SHOP),
    text("brace", "1b", "Answer: farm shop}", SHOP),
    text("format", "gpt-3.5", "Ingrid would be in the farm shop, where customers can taste the honey.", SHOP),
    text("format", "qwen2.5-7b", "答案：farm shop", SHOP),
    text("refusal", "refusal", "I'm sorry, I can't help with that.", "fallback"),
    text("refusal", "llama-3-8b", "Answer: kitchen", "fallback"),
    text("placeholder", "1b", "Answer: <area>", "fallback"),
    text("format", "gpt-3.5", "Answer: farm shop or honey house", "fallback"),
    capped("gpt-4o-mini", "Answer: farm sh", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe customer is tasting. The tasting spoons are in the", "fallback"),
  ],
  structured: [
    object("good", "valid", { arena: SHOP }, SHOP),
    object("good", "the hive yard", { arena: "hive yard" }, "hive yard", { inputs: smoking }),
    object("format", "capitalised", { arena: "Farm Shop" }, SHOP),
    object("renamed-field", "area for arena", { area: SHOP }, SHOP),
    object("extra-field", "the thing beside", { arena: SHOP, object: "tasting spoons" }, SHOP),
    object("refusal", "not one of the areas", { arena: "front room" }, "fallback"),
    rawAnswer("malformed", "a bare string", '"farm shop"', SHOP),
    rawAnswer("cut-off", "cut open", '{"arena": "far', "fallback", { finishReason: "length" }),
  ],
});
