import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { description: "repainting the ferry (sanding the rail)" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
