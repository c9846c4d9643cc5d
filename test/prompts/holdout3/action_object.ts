import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { name: "Anouk Brandt", activity: "making cheese (pressing the curd)", arena: "cheese room", objects: ["copper kettle", "cheese press", "brine tub"] };

const salting = { ...inputs, activity: "making cheese (salting the fresh wheels)" };
const heating = { ...inputs, activity: "making cheese (heating the milk)" };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: brine tub", "brine tub", { inputs: salting }),
    text("good", "qwen2.5-7b", "Answer: cheese press", "cheese press"),
    text("good", "llama-3-8b", "Answer: copper kettle", "copper kettle", { inputs: heating }),
    text("good", "gpt-4o-mini", "Answer: cheese press", "cheese press"),
    text("good", "gpt-3.5", "Answer: cheese press\n\nThe curd goes into the moulds and under the press.", "cheese press"),
    text("good", "llama-3-8b", "**Answer:** Cheese press", "cheese press"),
    text("good", "qwen2.5-7b", "Answer: the cheese press.", "cheese press"),
    text("good", "1b", "Cheese Press", "cheese press"),
    text("good", "reasoning", "<think>\nLet me think. Pressing the curd: the cheese press. The kettle is for heating, the brine tub comes later.\n</think>\nAnswer: cheese press", "cheese press"),
    text("label", "gpt-3.5", "Answer: cheese press (to squeeze out the whey)", "cheese press"),
    text("general-value", "gpt-4o-mini", "Small dairies often press curd by hand, but Anouk has a press: Answer: cheese press", "cheese press"),
    text("brace", "1b", "Answer: cheese press]", "cheese press"),
    text("refusal", "refusal", "I'm not able to tell which object Anouk would use.", "fallback"),
    text("good", "1b", "Answer: mould", "fallback"),
    capped("llama-3-8b", "Answer: cheese", "fallback"),
  ],
  structured: [
    object("good", "the brine tub for salting", { object: "brine tub" }, "brine tub", { inputs: salting }),
    object("good", "valid", { object: "cheese press" }, "cheese press"),
    object("renamed-field", "thing for object", { thing: "cheese press" }, "cheese press"),
    object("extra-field", "a reason beside", { object: "cheese press", why: "to press the curd" }, "cheese press"),
    object("good", "a thing not in the area", { object: "cheese mould" }, "fallback"),
    object("refusal", "a refusal in the field", { object: "Sorry, I can't answer that." }, "fallback"),
  ],
});
