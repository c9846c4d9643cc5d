import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { pickCases, pickObjects, type Pick } from "./places.js";

const inputs = INPUTS.action_object;
const p: Pick = {
  field: "object",
  right: "boot rack",
  other: "heater",
  unknown: "boot dryer",
  why: "Wet boots go on the boot rack over the heater to dry.",
  translated: [
    ["gpt-sw3", "Svar: boot rack"],
    ["gigachat", "Ответ: boot rack"],
    ["meltemi", "Απάντηση: boot rack"],
    ["sea-lion", "Jawaban: boot rack"],
  ],
};
const ropes = { ...inputs, activity: "hanging up the rescue ropes to dry" };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    ...pickCases(p),
    text("good", "yi-1.5", "Answer: heater", "heater"),
    text("good", "command-a", "Answer: rope hooks", "rope hooks", { inputs: ropes }),
  ],
  structured: pickObjects(p, "thing"),
});
