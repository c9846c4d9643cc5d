import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.relationship_summary;
const f: FreeText = {
  good: [
    "Marta Kowalczyk knows Priya Nair well: Priya asks her for the blast times to move her sheep, Marta bought a pup from Priya's last litter, and she thinks Priya works too hard.",
    "Marta and Priya are friendly neighbours who look out for each other; Marta owns one of Priya's pups and worries that Priya works too hard.",
    "Marta Kowalczyk sees Priya Nair as a hard-working friend she trusts, has bought a pup from, and keeps told about the blasts.",
  ],
  reasoning: "Three memories: blast times for the sheep, the pup, works too hard. They know each other fairly well.",
  translated: [
    ["gemini-2.5-flash", "Marta conoce bien a Priya: le avisa de las voladuras, le compró un cachorro y cree que trabaja demasiado."],
    ["command-r", "Marta connaît bien Priya : elle la prévient des tirs de mine, lui a acheté un chiot et trouve qu'elle travaille trop."],
    ["qwen3-nothink", "玛尔塔和普丽娅很熟：她会告诉普丽娅爆破时间，买过她的小狗，也觉得她太辛苦了。"],
  ],
  placeholder: "[Marta's view of Priya in one or two sentences]",
  refusal: "I'm sorry, I can't characterise the relationship between real people.",
  loop: "Marta likes Priya and Priya likes Marta and Marta likes Priya and Priya likes Marta and Marta likes Priya and Priya likes Marta and",
  cut: "Marta Kowalczyk knows Priya Nair well: Priya asks her for the blast times to move her",
};

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [...freeTextCases(f), text("label", "llama-3.3-70b", `Summary: ${f.good[1]}`, f.good[1])],
  structured: freeTextObjects("summary", "relationship", f),
});
