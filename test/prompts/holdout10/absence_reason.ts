import { absenceReasonPrompt } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";

type Reason = "conflict" | "forgot" | "not interested" | "no plan" | "did not know" | "other";
const inputs = INPUTS.absence_reason;
const C: Choice<Reason> = {
  field: "reason",
  right: "conflict",
  other: "forgot",
  why: "The millwright's work on the cap kept Jozef at the mill at that time.",
  translated: [
    ["aya-expanse", '{"reason": "conflito"}', "conflict"],
    ["llama-4-scout", '{"reason": "konflikt"}', "conflict"],
    ["olmo-2", '{"reason": "conflict (the millwright)"}', "conflict"],
  ],
};
const forgot = { ...inputs, answer: "Was that Thursday? Blast, it went clean out of my head." };
const bored = { ...inputs, answer: "Birds? I see enough of them eating my grain. Not my kind of evening." };

export default corpusOf<Reason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    ...choiceCases(C),
    text("good", "granite-3", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "nemotron", '{"reason": "not interested"}', "not interested", { inputs: bored }),
    text("format", "hermes-3", '{"reason": "not_interested"}', "not interested", { inputs: bored }),
  ],
  structured: choiceObjects(C, "answer"),
});
