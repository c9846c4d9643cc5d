import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { name: "Ines Moreau", activity: "baking bread (letting the dough rise)", arena: "bakehouse", objects: ["oven", "proving cabinet", "mixing machine"] };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
