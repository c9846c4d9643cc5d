import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { object, text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";
import { rtl } from "./forms.js";

const inputs = INPUTS.acquaintance;
const c: Choice<Stance> = {
  field: "knows",
  right: "yes",
  other: "no",
  translated: [
    ["gpt-sw3", '{"knows": "ja"}', "yes"],
    ["gigachat", '{"knows": "Да"}', "yes"],
    ["jais", rtl('{"knows": "نعم"}'), "yes"],
    ["sea-lion", '{"knows": "có"}', "yes"],
    ["meltemi", '{"knows": "Ναι"}', "yes"],
  ],
  why: "Elin names Kofi's hut and his race plans, so she knows him at least a little.",
};
const stranger = { ...inputs, answer: "Never met him. Is he one of the new folk at the hut?" };
const vague = { ...inputs, answer: "Kofi... the name rings a bell, but I get all these hut wardens muddled." };

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    ...choiceCases(c),
    text("good", "grok-3-mini", '{"knows": "no"}', "no", { inputs: stranger }),
    text("good", "yi-1.5", '{"knows": "unsure"}', "unsure", { inputs: vague }),
    text("format", "gigachat", '{"knows": "нет"}', "no", { inputs: stranger }),
    text("format", "command-a", "Elin knows who Kofi is and what he wants.\n\n**knows:** yes", "yes"),
  ],
  structured: [...choiceObjects(c, "known"), object("good", "a stranger", { knows: "no" }, "no", { inputs: stranger })],
});
