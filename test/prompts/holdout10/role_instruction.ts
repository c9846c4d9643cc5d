import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_instruction;
const F: FreeText = {
  good: [
    "Spring Market on Reedholm green: Saturday, March 18, from 10am.\nThe ferry runs every twenty minutes if the water allows.\nIf it is stopped, come round by Ashby bridge.",
    "SPRING MARKET — Reedholm green, Sat 18 March, 10am onwards.\nFerry every 20 minutes, water permitting.\nFerry stopped? Come round by Ashby bridge.",
    "Come to the Spring Market on Reedholm green, Saturday, March 18, from 10am!\nThe ferry crosses every twenty minutes when the water allows.\nOtherwise, please use Ashby bridge.",
  ],
  translated: [
    ["aya-expanse", "Mercado de primavera no largo de Reedholm: sábado, 18 de março, a partir das 10h.\nA balsa passa de vinte em vinte minutos, se a água deixar.\nCaso contrário, venha pela ponte de Ashby."],
    ["olmo-2", "Lentemarkt op het grasveld van Reedholm: zaterdag 18 maart, vanaf 10 uur.\nDe pont vaart elke twintig minuten als het water het toelaat.\nAnders via de brug bij Ashby."],
  ],
  placeholder: "[Event] on [date] at [place].\n[Transport].\n[Alternative].",
  refusal: "I'm sorry, but I can't write public notices.",
  loop: "Spring market Saturday. Spring market Saturday. Spring market Saturday. Spring market Saturday. Spring market Saturday. Spring market Saturday.",
  cut: "Spring Market on Reedholm green: Saturday, March 18, from 10am.\nThe ferry runs every",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    ...freeTextCases(F),
    text("format", "phi-4", `Here is the notice:\n\n${F.good[0]}`, F.good[0]),
    text("good", "hermes-3", `${F.good[1]}\n\n— Hattie, Spring Market organiser`, `${F.good[1]}\n\n— Hattie, Spring Market organiser`),
  ],
  structured: freeTextObjects("text", "notice", F),
});
