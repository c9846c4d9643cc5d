import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../state/experimentSpec.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.acquaintance;
const stranger = { ...inputs, answer: "Beatriz Costa? Doesn't ring a bell, sorry. I mostly keep to the yard." };
const vague = { ...inputs, answer: "Is she the one with the café? Or the new lady on the hire boats? I mix them up." };

const c: Choice<Stance> = {
  field: "knows",
  right: "yes",
  other: "no",
  why: "Ravi talks about Beatriz feeding his crew, so he knows her.",
  translated: [
    ["sarvam-m", '{"knows": "हाँ"}', "yes"],
    ["glm-4.5", '{"knows": "sim"}', "yes"],
    ["ernie-4.5", '{"knows": "はい"}', "yes"],
    ["mistral-medium-3", '{"knows": "ja"}', "yes"],
    ["llama-4-maverick", '{"knows": "tak"}', "yes"],
  ],
};

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    ...choiceCases(c),
    text("good", "gpt-4.1-nano", '{"knows": "no"}', "no", { inputs: stranger }),
    text("good", "granite-4", '{"knows": "unsure"}', "unsure", { inputs: vague }),
    text("format", "deepseek-v3.1", '{"knows": "nie"}', "no", { inputs: stranger }),
    text("format", "ernie-4.5", '{"knows": "いいえ"}', "no", { inputs: stranger }),
    text("format", "llama-4-maverick", 'Yes — he knows her well enough to praise her tarts.\n\n{"knows": "yes"}', "yes"),
    text("string-value", "qwen2.5-coder", '{"knows": True}', "yes"),
  ],
  structured: [...choiceObjects(c, "acquainted"), { kind: "string-value", note: "boolean", answer: { knows: true }, expected: "yes" }],
});
