import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T15:00:00" },
  activity: "having a coffee (reading the newspaper)",
  livingSector: "Ines Moreau's house",
  livingArenas: ["bedroom", "kitchen"],
  currentSector: "Moreau Bakery",
  currentArenas: ["bakehouse", "shop counter"],
  accessibleSectors: ["Ines Moreau's house", "Moreau Bakery", "Millbrook Quay", "The Heron Café", "Millbrook Primary School"],
};

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
