import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { scoreCases, scoreObjects, type Score } from "./scores.js";

const inputs = INPUTS.event_poignancy;
const worse = { ...inputs, description: "the school minibus slid into the ditch on the Low Moor detour with the children on board" };
const s: Score = {
  score: 3,
  word: "three",
  why: "Being stuck behind a tractor is an annoying delay on an already late run, but it is routine for a driver in the dale.",
  withNumber: "3 — he'll be another 10 minutes late, annoying but routine.",
  general: "For most drivers a 2, but for Declan, who is already running late with the children, a 3.",
};

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    ...scoreCases(s),
    text("good", "claude-haiku-4.5", "8", 8, { inputs: worse }),
    text("good", "gemini-2.5-flash", "7\n\nNobody was hurt, but he will remember this for a long time.", 7, { inputs: worse }),
  ],
  structured: [...scoreObjects(s), { kind: "good", note: "ditch", answer: { score: 8 }, expected: 8, inputs: worse }],
});
