import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  speaker: { ...ines, currTime: "2024-09-10T10:30:00" },
  interviewer: "a reporter from the Millbrook Echo",
  doing: "serving customers (slicing a loaf)",
  place: "the shop counter in Moreau Bakery",
  plan: ["07:00-14:00 serving customers", "14:00-15:00 cleaning the bakehouse", "15:00-16:00 waiting for the oven repairman"],
  memories: [
    "Ines Moreau is baking three hundred buns for the regatta on Saturday",
    "the oven is running cold",
    "Tomasz Nowak will take the buns across the river on the ferry",
    "Ines Moreau walked along the river last Wednesday",
  ],
  question: "What are you making for the regatta?",
};

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
