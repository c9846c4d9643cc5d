import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = {
  identity: { ...tomasz, currTime: "2024-09-09T20:00:00" },
  whisper: "You told Ines Moreau that you would hold the ferry for her until a quarter to eight on Saturday",
};

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
