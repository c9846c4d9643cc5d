import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Ines Moreau",
  n: 3,
  statements: [
    "Tomasz Nowak offered to wait for Ines Moreau until a quarter to eight",
    "the oven is running cold",
    "Ines Moreau stayed up until midnight doing the accounts",
    "Ines Moreau turned down help from her nephew with the buns",
  ],
};

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
