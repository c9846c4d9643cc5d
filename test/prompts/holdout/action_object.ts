import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { BRACKENFORD } from "./fixtures.js";

const inputs = {
  name: "Nadia Haddad",
  activity: "filling prescriptions (printing labels for the bags)",
  arena: "dispensary",
  objects: [...BRACKENFORD["Haddad Pharmacy"].dispensary],
};
const computer = "computer";

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: computer", computer),
    text("good", "gpt-4o-mini", "computer", computer),
    text("good", "gpt-3.5", "Nadia uses the computer to print the labels.", computer),
    text("good", "gpt-3.5", "Answer: The computer.", computer),
    text("good", "llama-3-8b", "**Answer:** computer\n\nLabels are printed from the dispensing software on the computer.", computer),
    text("good", "llama-3-8b", "Answer: dispensing bench", "dispensing bench", { inputs: { ...inputs, activity: "filling prescriptions (counting out tablets)" } }),
    text("good", "qwen2.5-7b", '{"object": "computer"}', computer),
    text("good", "qwen2.5-7b", "Answer: `computer`", computer),
    text("good", "reasoning", "<think>\nPrinting labels needs the computer (and its printer).\n</think>\n\nAnswer: computer", computer),
    text("label", "gpt-3.5", "Answer: computer (This reflects that labels are printed from it.)", computer),
    text("brace", "1b", "Answer: computer}", computer),
    text("nested-json", "qwen2.5-7b", '{"answer": {"object": "computer", "reason": "prints labels"}}', computer),
    text("placeholder", "1b", "Answer: <thing>", "fallback"),
    text("refusal", "refusal", "I'm sorry, I cannot answer that.", "fallback"),
    text("good", "1b", "Answer: label printer", "fallback"),
    text("good", "1b", "Answer: computer, then dispensing bench", "fallback"),
    capped("gpt-4o-mini", "Answer: compu", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe things are a dispensing bench, a medicine cabinet and a computer. Labels are printed from the", "fallback"),
  ],
  structured: [
    object("good", "valid", { object: computer }, computer),
    object("renamed-field", "thing for object", { thing: computer }, computer),
    object("extra-field", "a reason beside", { object: computer, reason: "It prints the labels." }, computer),
    object("good", "a thing that is not there", { object: "label printer" }, "fallback"),
    object("refusal", "a refusal", { object: "I'm sorry, I can't choose." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the name", '{"object": "comp', "fallback", { finishReason: "length" }),
  ],
});
