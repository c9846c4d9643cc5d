import { absenceReasonPrompt, type AbsenceReason } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Ines Moreau",
  event: "the chess evening at The Heron Café",
  question: "The chess evening at The Heron Café is on right now. Why aren't you there?",
  answer: "I'm asleep by nine most nights, love. The bread doesn't bake itself at four in the morning.",
};

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
