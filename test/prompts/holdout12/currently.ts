import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.currently;

const f: FreeText = {
  good: [
    "Anneke de Vries is logging the Kingfisher's relaunch at 10 am and checking that lock 4's new gates hold before she reopens the flight; she is relieved the stoppage finished on time but tired of being asked when the flight reopens.",
    "Anneke de Vries is checking lock 4's new gates so she can reopen the flight, and will log the Kingfisher's relaunch at 10 am today.",
    "Anneke de Vries is busy with the reopening of the Lockwick flight: she logs the Kingfisher's relaunch at 10 am and makes sure lock 4's new gates hold.",
  ],
  label: "Status",
  echoed: 'Reply with one line: "Status: <status>".',
  translated: [
    ["mistral-medium-3", "Anneke de Vries registreert om 10 uur de tewaterlating van de Kingfisher en controleert of de nieuwe deuren van sluis 4 dicht blijven voordat ze de sluizentrap weer opent."],
    ["glm-4.5", "Anneke de Vries regista o relançamento do Kingfisher às 10h e verifica se as novas comportas da eclusa 4 aguentam antes de reabrir a escada de eclusas."],
  ],
  placeholder: "Status: <status>",
  refusal: "I can't write a status update about a real person's day.",
  loop: "Status: Anneke de Vries is checking the gates and checking the gates and checking the gates and checking the gates and checking the gates and checking the gates",
  cut: "Status: Anneke de Vries is logging the Kingfisher's relaunch at 10 am and checking that lock 4's",
};

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("prefix-repeat", "phi-4-mini", `Status: Status: ${f.good[1]}`, f.good[1]),
    text("second-person", "llama-4-maverick", "Status: You are logging the Kingfisher's relaunch at 10 am and checking lock 4's new gates.", "fallback"),
    text("format", "granite-4", `Status:\n${f.good[2]}`, f.good[2]),
  ],
  structured: freeTextObjects("status", "current_status", f),
});
