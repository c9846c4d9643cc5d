import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T05:00:00" },
  activity: "baking bread (shaping the loaves)",
  sector: "Moreau Bakery",
  arenas: ["bakehouse", "shop counter"],
};

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
