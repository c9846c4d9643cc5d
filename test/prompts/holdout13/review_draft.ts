import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "Short and lively, and the list of attractions gives people a reason to come. Add the date, Saturday, September 14, since 'Saturday' alone will be unclear on a board that stays up for weeks.",
    "The tone is right and it fits on a card. I'd add the full date (Saturday 14 September) so nobody turns up a week early.",
    "Good: it is brief and names the draws. One change: give the date as well as the day — 'Saturday, September 14, from 9am'.\n— Ned",
  ],
  echoed: "Reply with the review only.",
  translated: [["meltemi", "Σύντομη και ζωντανή ανακοίνωση. Πρόσθεσε την πλήρη ημερομηνία, Σάββατο 14 Σεπτεμβρίου, για να μην υπάρξει σύγχυση."]],
  placeholder: "[What works]. [One concrete change].",
  refusal: "I'm not able to review this content.",
  loop: "Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date.",
  cut: "Short and lively, and the list of attractions gives people a reason to come. Add the date,",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs: INPUTS.review_draft,
  text: freeTextCases(f),
  structured: freeTextObjects("text", "review", f),
});
