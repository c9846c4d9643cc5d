import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.review_draft;

const f: FreeText = {
  good: [
    "The notice is short and lively, and naming the Kingfisher gives locals a reason to come. Add the date, May 12, next to \"Saturday\" so it can't be mistaken for another week.",
    "Good energy and the key facts are there. I'd add the date (Saturday, May 12) and say where walkers can park.",
    "Clear and cheerful. One change: \"Moor below the swing bridge\" should say it is for visiting boats, or residents may think their moorings are moving.",
  ],
  echoed: "Reply with the review only.",
  translated: [
    ["mistral-medium-3", "Kort en levendig, en de Kingfisher noemen is slim. Zet de datum, 12 mei, naast \"zaterdag\" zodat niemand zich in de week vergist."],
  ],
  placeholder: "[What works]. [One change].",
  refusal: "I'm not able to review this content.",
  loop: "Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date. Add the date.",
  cut: "The notice is short and lively, and naming the Kingfisher gives locals a reason to come. Add the",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("good", "granite-4", `${f.good[1]}\n— Felix`, `${f.good[1]}\n— Felix`),
    text("format", "phi-4-mini", `Review: ${f.good[2]}`, f.good[2]),
  ],
  structured: freeTextObjects("text", "review", f),
});
