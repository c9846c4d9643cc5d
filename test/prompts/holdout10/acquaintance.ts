import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";

type Stance = "yes" | "no" | "unsure";
const inputs = INPUTS.acquaintance;
const C: Choice<Stance> = {
  field: "knows",
  right: "yes",
  other: "unsure",
  why: "Ines ferries Oliver every morning and he taught her the names of the geese.",
  translated: [
    ["aya-expanse", '{"knows": "sim"}', "yes"],
    ["gemma-3", '{"knows": "はい"}', "yes"],
    ["olmo-2", '{"knows": "ja"}', "yes"],
    ["phi-4", '{"knows": "có"}', "yes"],
    ["llama-4-scout", '{"knows": "हाँ"}', "yes"],
  ],
};
const stranger = { ...inputs, answer: "Ashdown? Never heard the name. Is he from Ashby?" };

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    ...choiceCases(C),
    text("good", "granite-3", '{"knows": "no"}', "no", { inputs: stranger }),
    text("format", "deepseek-v3", '{"knows": "Yes, she knows him well."}', "yes"),
  ],
  structured: choiceObjects(C, "acquainted"),
});
