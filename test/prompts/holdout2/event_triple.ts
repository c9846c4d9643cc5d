import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { subject: "Tomasz Nowak", description: "repainting the ferry (sanding the rail)" };

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
