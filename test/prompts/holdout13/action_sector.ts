import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { pickCases, pickObjects, type Pick } from "./places.js";

const inputs = INPUTS.action_sector;
const p: Pick = {
  field: "sector",
  right: "Hollin Dale Creamery",
  other: "Creamery House",
  unknown: "Cheese Cave",
  why: "The Dale Blue wheels are in the creamery's cave store, and her house has only a kitchen and a bedroom.",
  translated: [
    ["gpt-sw3", "Svar: Hollin Dale Creamery"],
    ["gigachat", "Ответ: Hollin Dale Creamery"],
    ["sea-lion", "Jawaban: Hollin Dale Creamery"],
    ["meltemi", "Απάντηση: Hollin Dale Creamery"],
  ],
};
const breakfast = { ...inputs, activity: "eating breakfast" };

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    ...pickCases(p),
    text("good", "o4-mini", "Answer: Creamery House", "Creamery House", { inputs: breakfast }),
    text("good", "claude-sonnet-4", "Answer: Creamery House\n\nShe can eat breakfast in her own kitchen.", "Creamery House", { inputs: breakfast }),
    text("format", "command-a", "Answer: Hollin Dale Creamery\n\n(The wheels are in its cave store.)", "Hollin Dale Creamery"),
  ],
  structured: pickObjects(p, "place"),
});
