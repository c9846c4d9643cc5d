import { absenceReasonPrompt } from "../../../prompts/experiment/absenceReason.js";
import type { AbsenceReason } from "../../../state/experimentSpec.js";
import { corpusOf } from "../corpus/types.js";
import { object, text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";
import { rtl } from "./forms.js";

const inputs = INPUTS.absence_reason;
const c: Choice<AbsenceReason> = {
  field: "reason",
  right: "conflict",
  other: "other",
  translated: [
    ["gpt-sw3", '{"reason": "konflikt"}', "conflict"],
    ["gigachat", '{"reason": "конфликт"}', "conflict"],
    ["meltemi", '{"reason": "σύγκρουση"}', "conflict"],
    ["sea-lion", '{"reason": "konflik"}', "conflict"],
  ],
  why: "She had to stay with the injured heifer and wait for the vet at that time.",
};
const forgot = { ...inputs, answer: "Was that Thursday? I had it down for next week, I'm sorry." };
const notKeen = { ...inputs, answer: "Rescue training's for the young ones. I've no wish to be dangled off the crag." };

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    ...choiceCases(c),
    text("good", "o4-mini", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "claude-sonnet-4", '{"reason": "not interested"}', "not interested", { inputs: notKeen }),
    text("format", "grok-3-mini", '{"reason": "not_interested"}', "not interested", { inputs: notKeen }),
    text("format", "jais", rtl('{"reason": "conflict"}'), "conflict"),
    text("format", "hermes-3", "The vet visit clashed with the training.\n\nreason: conflict", "conflict"),
  ],
  structured: [
    ...choiceObjects(c, "category"),
    object("good", "forgot", { reason: "forgot" }, "forgot", { inputs: forgot }),
    object("format", "snake_case", { reason: "not_interested" }, "not interested", { inputs: notKeen }),
  ],
});
