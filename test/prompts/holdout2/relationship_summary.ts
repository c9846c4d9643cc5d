import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  speaker: "Tomasz Nowak",
  listener: "Ines Moreau",
  statements: [
    "Tomasz Nowak promised Ines Moreau a lift across the river with her buns",
    "Tomasz Nowak buys a rye loaf at Moreau Bakery every morning",
    "Ines Moreau's father taught Tomasz Nowak to play chess",
  ],
};

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
