import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { scoreCases, scoreObjects, type Score } from "./scores.js";

const inputs = INPUTS.chat_poignancy;
const row = { ...inputs, description: "Declan Ferris and Marta Kowalczyk had a bitter row about the notice he forgot to put up, and she said she would not come into the shop again" };
const s: Score = {
  score: 4,
  word: "four",
  why: "It changes his Tuesday minibus run and he has to remember the time, but it is a practical arrangement between friends.",
  withNumber: "4 — he has to be up before 10:30 and remember the siren, which matters for one morning.",
  general: "Small talk would be a 1 or 2, but this changes Declan's minibus run, so a 4.",
};

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    ...scoreCases(s),
    text("good", "kimi-k2", "8", 8, { inputs: row }),
    text("good", "command-r", "7", 7, { inputs: row }),
  ],
  structured: [...scoreObjects(s), { kind: "good", note: "row", answer: { score: 8 }, expected: 8, inputs: row }],
});
