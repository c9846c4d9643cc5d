import { believabilityJudgePrompt } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";

type Verdict = "first" | "second" | "tie";
const inputs = INPUTS.believability_judge;
const C: Choice<Verdict> = {
  field: "more_believable",
  right: "first",
  other: "second",
  why: "The first answer names the gauge, the rails and the market; the second says nothing.",
  translated: [
    ["aya-expanse", '{"more_believable": "primeira"}', "first"],
    ["llama-4-scout", '{"more_believable": "pierwsza"}', "first"],
    ["olmo-2", '{"more_believable": "eerste"}', "first"],
    ["gemma-3", '{"more_believable": "pertama"}', "first"],
  ],
};
const swapped = { ...inputs, first: inputs.second, second: inputs.first };

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    ...choiceCases(C),
    text("good", "granite-3", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("format", "nemotron", '{"more_believable": "the first answer"}', "first"),
  ],
  structured: choiceObjects(C, "verdict"),
});
