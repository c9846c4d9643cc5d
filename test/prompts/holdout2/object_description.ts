import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { object: "oven", name: "Ines Moreau", activity: "baking bread (sliding the loaves in)" };

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
