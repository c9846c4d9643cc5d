import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Ines Moreau",
  statements: [
    "Ines Moreau is baking three hundred buns for the regatta",
    "the oven is running cold",
    "Tomasz Nowak will take the buns across on the ferry at a quarter to eight",
    "the oven repairman can come on Thursday at 3pm",
    "Ines Moreau sold out of rye bread by 11am",
  ],
};

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
