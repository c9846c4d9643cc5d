import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_aask;
const F: FreeText = {
  good: [
    "Wait for the water to go down or find another crossing, such as the nearest bridge, and never try to cross the flooded river yourself.",
    "Use the nearest bridge or another safe route, and check with the ferry operator or local notices for when it will run again.",
    "Don't attempt to cross; take a detour by the nearest bridge and check when the ferry is expected to reopen.",
  ],
  translated: [
    ["aya-expanse", "Espere a água baixar ou use a ponte mais próxima, sem nunca tentar atravessar o rio cheio."],
    ["gemma-3", "水が引くのを待つか、最寄りの橋を使って迂回し、増水した川を自分で渡ろうとしないでください。"],
    ["olmo-2", "Hãy chờ nước rút hoặc đi vòng qua cây cầu gần nhất, và đừng bao giờ tự vượt sông khi nước lớn."],
  ],
  placeholder: "You should [action].",
  refusal: "I'm sorry, I can't provide travel safety advice.",
  loop: "Wait for the water. Wait for the water. Wait for the water. Wait for the water. Wait for the water. Wait for the water. Wait for the water.",
  cut: "Wait for the water to go down or find another crossing, such as the",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    ...freeTextCases(F),
    text("label", "phi-4", `Answer: ${F.good[2]}`, F.good[2]),
    text("good", "mistral-small-3", `**Stay safe:** ${F.good[0]}`, `**Stay safe:** ${F.good[0]}`),
  ],
  structured: freeTextObjects("text", "answer", F),
});
