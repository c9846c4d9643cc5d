import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { object: "date press", name: "Nadia Farouk", activity: "pressing date syrup (turning the press)" };

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: pressing dates", "pressing dates"),
    text("good", "gpt-3.5", "Answer: being turned to squeeze syrup from the dates\n\nThe press is slow and heavy.", "being turned to squeeze syrup from the dates"),
    text("good", "llama-3-8b", "**Answer:** full of dates", "full of dates"),
    text("good", "qwen2.5-7b", "Answer: being used to press dates", "being used to press dates"),
    text("good", "1b", "in use", "in use"),
    text("good", "reasoning", "<think>\nShe is turning the press, so it is squeezing dates.\n</think>\nAnswer: squeezing dates into syrup", "squeezing dates into syrup"),
    text("good", "gpt-4o-mini", "Answer: The date press is squeezing the dates.", "squeezing the dates"),
    text("good", "llama-3-8b", "Answer: \"being turned\"", "being turned"),
    text("good", "qwen2.5-7b", "Sure! Answer: pressing dates into syrup", "pressing dates into syrup"),
    text("label", "gpt-3.5", "Answer: pressing dates (This reflects Nadia's current task.)", "pressing dates"),
    text("number-in-text", "gpt-4o-mini", "Answer: squeezing 30 kilos of dates", "squeezing 30 kilos of dates"),
    text("refusal", "refusal", "I'm sorry, but I can't describe the state of an object I can't see.", "fallback"),
    text("placeholder", "1b", "Answer: [state]", "fallback"),
    text("cut-off", "llama-3-8b", "Answer: being used to squeeze the dates into the", "fallback"),
    capped("gpt-3.5", "Answer: being turned to squ", "fallback"),
    text("ellipsis", "1b", "Answer: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { state: "pressing dates" }, "pressing dates"),
    object("good", "another", { state: "full of dates" }, "full of dates"),
    object("renamed-field", "description for state", { description: "being used to press dates" }, "being used to press dates"),
    object("label", "the sentence's start kept", { state: "The date press is pressing dates" }, "pressing dates"),
    object("refusal", "a refusal", { state: "Sorry, I cannot say." }, "fallback"),
    object("nested-json", "an object for the state", { state: { description: "pressing dates" } }, "pressing dates"),
    rawAnswer("cut-off", "cut off inside the state", '{"state": "being turned to squ', "fallback", { finishReason: "length" }),
  ],
});
