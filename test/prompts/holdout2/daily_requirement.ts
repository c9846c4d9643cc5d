import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = { identity: { ...tomasz, currTime: "2024-09-09T00:00:00" }, wakeUpHour: 5 };

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
