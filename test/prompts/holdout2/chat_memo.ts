import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ferryChat } from "./fixtures.js";

const inputs = { name: "Ines Moreau", partner: "Tomasz Nowak", transcript: ferryChat };

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
