import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.review_draft;
const F: FreeText = {
  good: [
    "The notice is short and lively, and the three stalls give people a reason to come. Add the date, March 18, after 'Saturday' so nobody mistakes the week.",
    "Good energy and the essentials are there. Say what to do if the ferry is stopped: 'otherwise come round by Ashby bridge'.",
    "Clear and friendly. I would put the time and place on their own line so they stand out on the bell post.",
  ],
  translated: [
    ["aya-expanse", "O aviso é curto e animado. Acrescente a data, 18 de março, depois de 'sábado'."],
    ["olmo-2", "Kort en levendig. Voeg de datum, 18 maart, toe na 'zaterdag'."],
  ],
  placeholder: "The draft [strength]. Change [suggestion].",
  refusal: "I'm unable to review this content.",
  loop: "Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date.",
  cut: "The notice is short and lively, and the three stalls give people a reason to come. Add the",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    ...freeTextCases(F),
    text("format", "phi-4", `Review: ${F.good[1]}`, F.good[1]),
    text("good", "gemma-3", `${F.good[0]}\n\n— Dorcas`, `${F.good[0]}\n\n— Dorcas`),
  ],
  structured: freeTextObjects("text", "review", F),
});
