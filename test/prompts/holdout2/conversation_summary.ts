import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ferryChat } from "./fixtures.js";

const inputs = { transcript: ferryChat };

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
