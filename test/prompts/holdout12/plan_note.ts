import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.plan_note;

const f: FreeText = {
  good: [
    "I have the canal society's talk here at the café tonight at 7:30pm, and Anneke is lending me the lock office's projector for it. The coffee machine is still leaking, so I should ring the repair man this morning.",
    "Tonight at 7:30pm the canal society meets at the Wharf Café; I need to fetch Anneke's projector from the lock office before then. I'll bake the festival tarts early since the flour came a day early.",
    "The canal society's talk is at my café at 7:30pm today, with Anneke's projector. I must get the coffee machine looked at before the evening crowd arrives.",
  ],
  echoed: 'Write it as Beatriz\'s own short note to self, in the first person ("I ..."), in a few sentences.',
  translated: [
    ["glm-4.5", "Hoje às 19h30 há a palestra da sociedade do canal aqui no café, e a Anneke empresta-me o projetor do escritório da eclusa. Tenho de chamar alguém para a máquina de café que está a pingar."],
    ["ernie-4.5", "今夜7時半にカフェで運河協会の講演会がある。アンネケがロックオフィスのプロジェクターを貸してくれる。コーヒーマシンの水漏れも直さないと。"],
  ],
  placeholder: "I ... <note about today>",
  refusal: "I'm sorry, but I can't write personal notes in the voice of a real person.",
  loop: "I need to remember the talk. I need to remember the talk. I need to remember the talk. I need to remember the talk. I need to remember the talk. I need to remember the talk.",
  cut: "I have the canal society's talk here at the café tonight at 7:30pm, and Anneke is lending me the",
};

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("second-person", "llama-4-maverick", "You have the canal society's talk at your café tonight at 7:30pm; remember to collect Anneke's projector.", "fallback"),
    text("label", "phi-4-mini", `Note to self: ${f.good[2]}`, f.good[2]),
    text("sub-bullets", "mistral-medium-3", `${f.good[0]}\n  - projector from the lock office\n  - call about the coffee machine`, f.good[0]),
  ],
  structured: freeTextObjects("note", "note_to_self", f),
});
