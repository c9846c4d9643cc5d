import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { name: "Nadia Farouk", activity: "pressing date syrup (turning the press)", arena: "press shed", objects: ["date press", "sorting table", "syrup vat"] };
const sorting = { ...inputs, activity: "sorting dates (picking out the split ones)" };
const straining = { ...inputs, activity: "pressing date syrup (straining the syrup)" };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: date press", "date press"),
    text("good", "gpt-3.5", "Answer: date press\n\nTurning the press is done at the date press itself.", "date press"),
    text("good", "llama-3-8b", "Answer: sorting table", "sorting table", { inputs: sorting }),
    text("good", "qwen2.5-7b", "Answer: syrup vat", "syrup vat", { inputs: straining }),
    text("good", "1b", "Date Press", "date press"),
    text("good", "reasoning", "<think>\nTurning the press: the date press. Not the table or the vat.\n</think>\nAnswer: date press", "date press"),
    text("good", "llama-3-8b", "**Answer:** the date press", "date press"),
    text("good", "qwen2.5-7b", "Answer: `date press`", "date press"),
    text("good", "gpt-4o-mini", "Answer: date press.", "date press"),
    text("label", "gpt-3.5", "Answer: date press (the old wooden one)", "date press"),
    text("general-value", "qwen2.5-7b", "Many people press dates by hand, but Nadia uses the press. Answer: date press", "date press"),
    text("brace", "1b", "Answer: date press}", "date press"),
    text("format", "llama-3-8b", "- date press", "date press"),
    text("refusal", "refusal", "I'm unable to choose an object without more context.", "fallback"),
    text("good", "1b", "Answer: bucket", "fallback"),
    capped("llama-3-8b", "Answer: date", "fallback"),
  ],
  structured: [
    object("good", "valid", { object: "date press" }, "date press"),
    object("good", "the sorting table", { object: "sorting table" }, "sorting table", { inputs: sorting }),
    object("renamed-field", "item for object", { item: "date press" }, "date press"),
    object("extra-field", "a reason beside", { object: "syrup vat", why: "the syrup is strained into it" }, "syrup vat", { inputs: straining }),
    object("good", "a thing not in the area", { object: "sieve" }, "fallback"),
    object("refusal", "empty", { object: "" }, "fallback"),
    rawAnswer("malformed", "single quotes", "{'object': 'date press'}", "date press"),
  ],
});
