import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_memo;
const f: FreeText = {
  good: [
    "Declan found out that Scar Lane closes tomorrow from eleven till noon for the blast, so he must bring the minibus up before half past ten.",
    "Declan learned that the quarry blast shuts Scar Lane from 11 to noon tomorrow and that Marta will sound the siren ten minutes before.",
    "Declan was glad that Marta owes him a tune at the concert in return for the notice.",
  ],
  reasoning: "About Declan, starting with \"Declan\": the lane closure 11 to noon, minibus before 10:30, the tune at the concert.",
  translated: [
    ["gemini-2.5-flash", "Declan se enteró de que Scar Lane cierra mañana de once a doce por la voladura, así que subirá el minibús antes de las diez y media."],
    ["command-r", "Declan a appris que Scar Lane sera fermée demain de onze heures à midi pour le tir de mine."],
  ],
  placeholder: "Declan [found something interesting].",
  refusal: "I'd prefer not to speculate about what a person found interesting.",
  loop: "Declan found out found out found out found out found out found out found out found out found out found out",
  cut: "Declan found out that Scar Lane closes tomorrow from eleven till noon for the blast, so he",
};

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "ollama-q4", "I found out that Scar Lane closes tomorrow from eleven till noon, so I must bring the minibus up before half ten.", "fallback"),
    text("second-person", "smollm3", "You found out that Scar Lane closes tomorrow from eleven till noon for the blast.", "fallback"),
  ],
  structured: freeTextObjects("thought", "memo", f),
});
