import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_aask;
const f: FreeText = {
  good: [
    "Move well away from the quarry, stay out of any marked danger area, and wait for the all-clear before going near it.",
    "Get clear of the blast area straight away, keep to a safe distance, and don't go back until the all-clear sounds.",
    "Stop, leave the danger zone by the nearest safe route, and wait for the all-clear.",
  ],
  reasoning: "One sentence. Siren means a blast is imminent: get clear, stay clear, wait for the all-clear.",
  translated: [
    ["gemini-2.5-flash", "Aléjate de la cantera, quédate fuera de la zona de peligro y espera la señal de fin antes de acercarte."],
    ["qwen3-nothink", "立即远离采石场的危险区域，等到解除警报后再靠近。"],
  ],
  placeholder: "[one sentence answer]",
  refusal: "I'm sorry, but I can't provide guidance related to explosives.",
  loop: "Move away from the quarry and move away from the quarry and move away from the quarry and move away from the quarry and",
  cut: "Move well away from the quarry, stay out of any marked",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "gpt-5-mini", `Answer: ${f.good[2]}`, f.good[2]),
    text("good", "kimi-k2", `**Get clear:** ${f.good[1]}`, `**Get clear:** ${f.good[1]}`),
    text("good", "claude-haiku-4.5", `**Stay clear and wait for the all-clear:** move well away from the blast area and don't return until the siren signals it's safe.`, `**Stay clear and wait for the all-clear:** move well away from the blast area and don't return until the siren signals it's safe.`),
  ],
  structured: freeTextObjects("text", "answer", f),
});
