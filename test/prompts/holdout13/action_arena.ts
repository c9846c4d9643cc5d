import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { pickCases, pickObjects, type Pick } from "./places.js";

const inputs = INPUTS.action_arena;
const p: Pick = {
  field: "arena",
  right: "milk bay",
  other: "make room",
  unknown: "dairy yard",
  why: "The milk comes in through the milk bay, where the tank and the churns are.",
  translated: [
    ["gpt-sw3", "Svar: milk bay"],
    ["gigachat", "Ответ: milk bay"],
    ["sea-lion", "Trả lời: milk bay"],
    ["jais", "\u200fالإجابة: milk bay\u200f"],
  ],
};
const turning = { ...inputs, activity: "turning the Dale Blue wheels" };

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    ...pickCases(p),
    text("good", "grok-3-mini", "Answer: cave store", "cave store", { inputs: turning }),
    text("good", "jamba-1.7", "Answer: cave store", "cave store", { inputs: turning }),
    text("format", "o4-mini", "Answer: Milk Bay", "milk bay"),
  ],
  structured: pickObjects(p, "area"),
});
