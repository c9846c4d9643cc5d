import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "Kofi Asante should ask Elin if the race can go along the wall instead of across her meadow.",
    "Kofi Asante thinks he should ask Elin whether the fell race could follow the wall rather than cross her meadow.",
    "Kofi Asante wants to ask Elin if the race route can run along the wall instead of across her meadow.",
  ],
  echoed: "Reply with the statement only.",
  translated: [
    ["sea-lion", "Kofi Asante sebaiknya bertanya kepada Elin apakah lomba bisa lewat sepanjang tembok, bukan melintasi padangnya."],
    ["meltemi", "Ο Κόφι Ασάντε πρέπει να ρωτήσει την Έλιν αν ο αγώνας μπορεί να περάσει κατά μήκος του τοίχου αντί για το λιβάδι της."],
  ],
  placeholder: "[Name] should [action].",
  refusal: "I can't rewrite instructions aimed at a person.",
  loop: "Kofi Asante should ask Elin. Kofi Asante should ask Elin. Kofi Asante should ask Elin. Kofi Asante should ask Elin. Kofi Asante should ask Elin. Kofi Asante should ask Elin.",
  cut: "Kofi Asante should ask Elin if the race can go along the",
};

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs: INPUTS.inner_thought,
  text: [
    ...freeTextCases(f),
    text("second-person", "grok-3-mini", "You should ask Elin if the race can go along the wall instead of across her meadow.", "fallback"),
    text("second-person", "hermes-3", "I should ask Elin if the race can go along the wall instead of across her meadow.", "fallback"),
  ],
  structured: freeTextObjects("statement", "thought", f),
});
