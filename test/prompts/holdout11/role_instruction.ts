import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_instruction;
const f: FreeText = {
  good: [
    "Sheepdog Trials: Stonegarth top field, Saturday, October 21, from 9am.\nPlease park in the quarry's lower yard.\nNo parking on Scar Lane.",
    "Stonegarth Sheepdog Trials — Saturday, October 21, from 9am on the top field.\nParking: the quarry's lower yard.\nPlease do not park on Scar Lane.",
    "SHEEPDOG TRIALS, top field, Sat 21 Oct, 9am onwards\nPark in the quarry's lower yard\nDo NOT park on Scar Lane",
  ],
  reasoning: "Three lines: when and where; park in the quarry's lower yard; not on Scar Lane.",
  translated: [
    ["gemini-2.5-flash", "Pruebas de perros pastores: campo alto de Stonegarth, sábado 21 de octubre, desde las 9.\nAparquen en el patio inferior de la cantera.\nNo aparquen en Scar Lane."],
    ["command-r", "Concours de chiens de berger : Stonegarth, samedi 21 octobre, dès 9 h.\nStationnez dans la cour basse de la carrière.\nNe stationnez pas sur Scar Lane."],
  ],
  placeholder: "[Line 1: date and place]\n[Line 2: parking]\n[Line 3: where not to park]",
  refusal: "I'm sorry, I can't help with that request.",
  loop: "No parking on Scar Lane. No parking on Scar Lane. No parking on Scar Lane. No parking on Scar Lane. No parking on Scar Lane. No parking on Scar Lane.",
  cut: "Sheepdog Trials: Stonegarth top field, Saturday, October 21, from 9am.\nPlease park in the quar",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "claude-haiku-4.5", `${f.good[0]}\n\n— Gwen, Trials Secretary`, `${f.good[0]}\n\n— Gwen, Trials Secretary`),
    text("format", "kimi-k2", `**Sheepdog Trials** — Stonegarth top field, Saturday, October 21, from 9am.\nPark in the quarry's lower yard.\nNo parking on Scar Lane.`, `**Sheepdog Trials** — Stonegarth top field, Saturday, October 21, from 9am.\nPark in the quarry's lower yard.\nNo parking on Scar Lane.`),
  ],
  structured: freeTextObjects("text", "notice", f),
});
