import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.inner_thought;

const f: FreeText = {
  good: [
    "Beatriz Costa should ask Ravi to carry the café's tables down to the wharf on Friday evening.",
    "Beatriz Costa wants to ask Ravi to carry the café's tables down to the wharf on Friday evening.",
    "Beatriz Costa plans to ask Ravi to carry the café's tables down to the wharf on Friday evening.",
  ],
  echoed: "Reply with the statement only.",
  translated: [
    ["glm-4.5", "Beatriz Costa deve pedir ao Ravi que leve as mesas do café até ao cais na sexta-feira à noite."],
    ["ernie-4.5", "ベアトリス・コスタは金曜日の夕方、ラヴィにカフェのテーブルを埠頭まで運んでもらうよう頼むべきだ。"],
  ],
  placeholder: "[Name] should [action].",
  refusal: "I can't rewrite someone's private thoughts.",
  loop: "Beatriz Costa should ask Ravi should ask Ravi should ask Ravi should ask Ravi should ask Ravi should ask Ravi should ask Ravi should ask Ravi",
  cut: "Beatriz Costa should ask Ravi to carry the café's tables down to the",
};

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("second-person", "llama-4-maverick", "You should ask Ravi to carry the café's tables down to the wharf on Friday evening.", "fallback"),
    text("second-person", "phi-4-mini", "I should ask Ravi to carry the café's tables down to the wharf on Friday evening.", "fallback"),
    text("label", "granite-4", `Statement: ${f.good[0]}`, f.good[0]),
  ],
  structured: freeTextObjects("statement", "memory", f),
});
