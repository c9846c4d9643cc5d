import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T10:00:00" },
  descriptions: [
    "the oven is running cold",
    "a customer is buying a baguette at the till",
    "Tomasz Nowak is telling Ines Moreau the ferry leaves at a quarter to eight on Saturday",
    "the mixing machine is idle",
  ],
};

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
