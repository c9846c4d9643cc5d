import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.write_draft;
const f: FreeText = {
  good: [
    "Stonegarth Sheepdog Trials\nSaturday, October 21, from 9am, on the top field.\nNovice class first, then the open. Teas in the chapel hall all day.\nParking in the quarry's lower yard. All welcome!",
    "Come and watch the dogs! The autumn sheepdog trials are on Stonegarth top field on Saturday, October 21, starting at 9am. Novice and open classes, teas in the chapel hall.",
    "SHEEPDOG TRIALS — Stonegarth top field — Saturday 21 October, 9am. Entries at the post office.",
  ],
  reasoning: "Short notice: what, where, when, from 9am. Under 150 words.",
  translated: [
    ["gemini-2.5-flash", "¡Pruebas de perros pastores! Campo alto de Stonegarth, sábado 21 de octubre, desde las 9. Té en el salón de la capilla."],
    ["kimi-k2", "Hütehundeprüfung! Stonegarth, oberes Feld, Samstag, 21. Oktober, ab 9 Uhr. Tee im Kapellensaal."],
  ],
  placeholder: "[Title]\n[Date, time and place]\n[Details]",
  refusal: "I'm sorry, I can't help write this notice.",
  loop: "Sheepdog trials! Sheepdog trials! Sheepdog trials! Sheepdog trials! Sheepdog trials! Sheepdog trials! Sheepdog trials! Sheepdog trials!",
  cut: "Stonegarth Sheepdog Trials\nSaturday, October 21, from 9am, on the top field.\nNovice class first, then the",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "claude-haiku-4.5", `${f.good[1]}\n\n— Gwen`, `${f.good[1]}\n\n— Gwen`),
    text("good", "llama-3.3-70b", `**Stonegarth Sheepdog Trials**\nSaturday, October 21, from 9am, top field. All welcome.`, `**Stonegarth Sheepdog Trials**\nSaturday, October 21, from 9am, top field. All welcome.`),
  ],
  structured: freeTextObjects("text", "draft", f),
});
