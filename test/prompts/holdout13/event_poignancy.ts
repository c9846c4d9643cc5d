import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { scoreCases, scoreObjects, type Score } from "./scores.js";

const s: Score = {
  scores: [4, 5, 3],
  why: "Getting the milk down herself on the closed road was a bit of an effort, but it's farm work, not a turning point.",
  word: "four",
  arabic: "٤",
  general: ["For most people this would be a 2, but for Elin, whose milk cheque depends on it, it's a 5.", 5],
};

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs: INPUTS.event_poignancy,
  text: [
    ...scoreCases(s),
    text("number-in-text", "command-a", "5 — she was up at half four and had the churns down by 7:30.", 5),
    text("format", "gpt-sw3", "Betyg: 4", 4),
  ],
  structured: scoreObjects(s),
});
