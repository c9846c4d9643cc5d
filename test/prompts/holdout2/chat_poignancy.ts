import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = { identity: { ...tomasz, currTime: "2024-09-09T08:20:00" }, description: "conversing about taking the buns across the river on Saturday" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
