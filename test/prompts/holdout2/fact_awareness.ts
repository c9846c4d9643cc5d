import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Priya Raman",
  fact: "Ines Moreau is baking three hundred buns for the Millbrook regatta on Saturday.",
  question: "Did you know Ines is baking buns for the regatta?",
  answer: "Oh yes, Tomasz mentioned it. He's taking them over on the ferry, isn't he?",
};

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
