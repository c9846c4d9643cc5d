import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { object: "oven", name: "Ines Moreau", activity: "baking bread (sliding the loaves in)" };

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: baking the loaves", "baking the loaves"),
    text("good", "gpt-3.5", "Answer: heating the loaves as they go in\n\nThe oven has been running a little cold lately.", "heating the loaves as they go in"),
    text("good", "llama-3-8b", "**Answer:** being loaded with loaves", "being loaded with loaves"),
    text("good", "qwen2.5-7b", "Answer: The oven is being loaded with bread.", "being loaded with bread"),
    text("good", "1b", "hot", "hot"),
    text("good", "reasoning", "<think>\nShe slides loaves in; the oven is being loaded.\n</think>\nAnswer: being loaded with loaves", "being loaded with loaves"),
    text("label", "gpt-3.5", "Answer: being loaded with loaves (it runs a bit cold)", "being loaded with loaves"),
    text("refusal", "refusal", "I'm sorry, but I can't describe the oven's state without more information.", "fallback"),
    text("placeholder", "1b", "Answer: <state>", "fallback"),
    capped("gpt-4o-mini", "Answer: being loaded with the first tray of", "fallback"),
  ],
  structured: [
    object("good", "valid", { state: "being loaded with loaves" }, "being loaded with loaves"),
    object("renamed-field", "description for state", { description: "baking bread" }, "baking bread"),
    object("label", "the sentence's start kept", { state: "The oven is baking bread" }, "baking bread"),
    object("refusal", "a refusal in the state", { state: "I'm unable to determine the state of the oven." }, "fallback"),
    object("placeholder", "the placeholder echoed", { state: "<state>" }, "fallback"),
    rawAnswer("cut-off", "cut off inside the state", '{"state": "being loaded with the first tray of', "fallback", { finishReason: "length" }),
  ],
});
