import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ferryChat } from "./fixtures.js";

const inputs = { name: "Ines Moreau", partner: "Tomasz Nowak", transcript: ferryChat };

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
