import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  label: "Answer",
  good: ["being used to set the curd", "full of warm milk setting into curd", "holding the milk while the rennet sets it"],
  echoed: 'Reply with one line: "Answer: <state>".',
  translated: [
    ["gpt-sw3", "används för att ysta"],
    ["gigachat", "используется для створаживания молока"],
  ],
  placeholder: "Answer: <state>",
  refusal: "I'm sorry, I can't describe that.",
  loop: "Answer: being used being used being used being used being used being used being used being used being used being used",
  cut: "Answer: being used to set the",
};

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs: INPUTS.object_description,
  text: [
    ...freeTextCases(f),
    text("prefix-repeat", "internlm-3", "Answer: The cheese vat is being used to set the curd", "being used to set the curd"),
    text("format", "o4-mini", "Answer: being used to set the curd.", "being used to set the curd"),
  ],
  structured: freeTextObjects("state", "description", f),
});
