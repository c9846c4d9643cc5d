import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines, places } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T05:10:00" },
  activity: "baking bread (kneading the dough)",
  livingSector: "Ines Moreau's house",
  currentSector: "Moreau Bakery",
  places,
};

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
