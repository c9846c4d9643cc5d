import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Tomasz Nowak",
  about: "58, the ferryman of Millbrook",
  question: "What are you looking forward to this week?",
  first: "Saturday's regatta. I'm the starter, and I've promised Ines her buns will cross before the first race.",
  second: "Nothing much. I like boats.",
};

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
