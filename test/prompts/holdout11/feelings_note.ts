import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.feelings_note;
const f: FreeText = {
  good: [
    "I was fed up with the minibus running twenty minutes late on the Low Moor detour, but Marta's toffees cheered me up; the two pounds missing from the accounts still nags at me.",
    "I've felt a bit harried: the detour made me late with the minibus and the accounts are two pounds short, though Marta's bag of toffees was a kind surprise.",
    "I feel mostly cheerful, if a little worried about the two pounds missing from the post office accounts.",
  ],
  reasoning: "Late minibus (annoyed), toffees from Marta (pleased), accounts two pounds short (worried). Chatty, quick voice.",
  translated: [
    ["gemini-2.5-flash", "Me molestó llegar tarde con el minibús por el desvío, pero los caramelos de Marta me alegraron; aún me preocupan las dos libras que faltan."],
    ["command-r", "J'étais agacé par le retard du minibus, mais les caramels de Marta m'ont fait plaisir ; les deux livres manquantes me tracassent encore."],
    ["gemma-3n", "Minibüsün gecikmesine sinirlendim ama Marta'nın şekerleri beni neşelendirdi; hesaptaki iki sterlin eksik hâlâ aklımda."],
  ],
  placeholder: "I [how Declan felt] because [reason].",
  refusal: "I'm not able to speak to someone's private feelings.",
  loop: "I felt a bit a bit a bit a bit a bit a bit a bit a bit a bit a bit a bit a bit a bit a bit a bit",
  cut: "I was fed up with the minibus running twenty minutes late on the Low Moor detour, but Marta's",
};

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("label", "llama-3.3-70b", `Declan's feelings: ${f.good[2]}`, f.good[2]),
  ],
  structured: freeTextObjects("note", "feelings", f),
});
