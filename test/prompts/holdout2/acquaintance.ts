import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Priya Raman",
  other: "Tomasz Nowak",
  question: "Do you know Tomasz Nowak?",
  answer: "Tomasz? Of course, he lets the rowing club tie up at his jetty, and he's promised to look at our boat.",
};

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
