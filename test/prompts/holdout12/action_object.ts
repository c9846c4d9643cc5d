import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { pickCases, pickObjects, type Pick } from "./places.js";

const inputs = INPUTS.action_object;
const chilling = { ...inputs, activity: "chilling the custard filling" };

const p: Pick = {
  field: "object",
  right: "oven",
  other: "tart tins",
  unknown: "mixing bowl",
  why: "Custard tarts are baked, so Beatriz stays at the oven.",
  echoed: 'Reply with one line: "Answer: <thing>".',
  sentences: [
    ["glm-4.5", "Resposta: oven"],
    ["ernie-4.5", "答え：oven"],
    ["mistral-medium-3", "Antwoord: oven"],
    ["sarvam-m", "उत्तर: oven"],
  ],
};

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    ...pickCases(p),
    text("good", "gpt-4.1-nano", "Answer: fridge", "fridge", { inputs: chilling }),
    text("format", "deepseek-v3.1", "Answer: the oven", "oven"),
    text("format", "phi-4-mini", "Answer: tart_tins", "tart tins", { inputs: { ...inputs, activity: "greasing the tart tins" } }),
    text("format", "granite-4", "Answer: Oven.", "oven"),
    text("format", "llama-4-maverick", "Answer: oven 🔥", "oven"),
    text("brace", "lm-studio-q5", "Answer: oven]", "oven"),
    text("format", "qwen2.5-coder", "`oven`", "oven"),
  ],
  structured: [...pickObjects(p, "thing"), { kind: "format", note: "capitalised", answer: { object: "Oven" }, expected: "oven" }],
});
