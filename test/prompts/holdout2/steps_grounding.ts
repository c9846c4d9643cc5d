import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines, places } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T06:30:00" },
  activities: [
    "opening the bakery (filling the bread shelves)",
    "opening the bakery (counting the float into the till)",
    "opening the bakery (arranging the cakes in the display case)",
  ],
  livingSector: "Ines Moreau's house",
  currentSector: "Moreau Bakery",
  places,
};

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
