import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.review_draft;
const f: FreeText = {
  good: [
    "The notice is short and gives the place, day and time. Put the full date after \"Saturday\" (Saturday, October 21) so nobody has to guess which week.",
    "Clear and friendly, and the parking line is useful. I'd add where to enter: \"Entries at the post office.\"",
    "Good length and tone. Name the date in full: \"Saturday, October 21, from 9am\".",
  ],
  reasoning: "What works: short, place and time, parking. One change: the date is missing.",
  translated: [
    ["gemini-2.5-flash", "El aviso es breve y claro. Añade la fecha completa: «sábado 21 de octubre»."],
    ["command-r", "L'avis est court et clair. Ajoutez la date complète : « samedi 21 octobre »."],
  ],
  placeholder: "[What works]. [One change].",
  refusal: "I'm sorry, but I can't review this content.",
  loop: "Good notice. Good notice. Good notice. Good notice. Good notice. Good notice. Good notice. Good notice. Good notice. Good notice.",
  cut: "The notice is short and gives the place, day and time. Put the full",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "claude-haiku-4.5", `${f.good[2]}\n\n— Ruth`, `${f.good[2]}\n\n— Ruth`),
  ],
  structured: freeTextObjects("text", "review", f),
});
