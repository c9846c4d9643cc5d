import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.object_description;

const f: FreeText = {
  good: ["being painted white", "being given a fresh coat of white paint", "being painted"],
  label: "Answer",
  echoed: 'Reply with one line: "Answer: <state>".',
  translated: [
    ["mistral-medium-3", "wordt wit geschilderd"],
    ["glm-4.5", "a ser pintada de branco"],
    ["ernie-4.5", "白く塗られている"],
  ],
  placeholder: "Answer: <state>",
  refusal: "I'm not sure what you mean by the state of a balance beam.",
  loop: "Answer: being painted painted painted painted painted painted painted painted painted painted painted",
  cut: "Answer: being painted wh",
};

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "deepseek-v3.1", "Answer: The balance beam is being painted white.", "being painted white"),
    text("format", "gpt-4.1-nano", "Answer: being painted white.", "being painted white"),
    text("prefix-repeat", "phi-4-mini", "The balance beam is being painted white", "being painted white"),
  ],
  structured: freeTextObjects("state", "status", f),
});
