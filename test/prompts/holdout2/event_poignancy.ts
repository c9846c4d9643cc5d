import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = { identity: { ...priya, currTime: "2024-09-09T16:40:00" }, description: "the school's rowing boat is taking in water at the jetty" };

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
