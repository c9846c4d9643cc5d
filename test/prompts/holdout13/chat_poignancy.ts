import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { scoreCases, scoreObjects, type Score } from "./scores.js";

const s: Score = {
  scores: [5, 6, 4],
  why: "It settles how Tuesday's milk gets to the creamery, which matters for her week but changes nothing big.",
  word: "five",
  arabic: "٥",
  general: ["Small talk would be a 1 or 2; for Elin this arrangement is a 6.", 6],
};

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs: INPUTS.chat_poignancy,
  text: [
    ...scoreCases(s),
    text("number-in-text", "o4-mini", "6 (an arrangement for Tuesday at 7:30)", 6),
    text("format", "sea-lion", "Skor: 5", 5),
  ],
  structured: scoreObjects(s),
});
