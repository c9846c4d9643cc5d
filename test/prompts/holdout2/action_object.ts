import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { name: "Ines Moreau", activity: "baking bread (letting the dough rise)", arena: "bakehouse", objects: ["oven", "proving cabinet", "mixing machine"] };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: proving cabinet", "proving cabinet"),
    text("good", "gpt-3.5", "Answer: proving cabinet\n\nThe dough rises in the warm proving cabinet.", "proving cabinet"),
    text("good", "llama-3-8b", "**Answer:** Proving cabinet", "proving cabinet"),
    text("good", "qwen2.5-7b", "Answer: the proving cabinet", "proving cabinet"),
    text("good", "1b", "proving cabinet.", "proving cabinet"),
    text("good", "reasoning", "<think>\nDough rising: proving cabinet, not the oven yet.\n</think>\nAnswer: proving cabinet", "proving cabinet"),
    text("label", "gpt-3.5", "Answer: proving cabinet (to keep the dough warm)", "proving cabinet"),
    text("refusal", "refusal", "I'm not able to determine which object Ines uses.", "fallback"),
    text("good", "1b", "Answer: bowl", "fallback"),
    capped("llama-3-8b", "Answer: proving", "fallback"),
    text("brace", "1b", "Answer: proving cabinet]", "proving cabinet"),
    text("general-value", "gpt-3.5", "Usually dough rises in a bowl on the counter, but here: Answer: proving cabinet", "proving cabinet"),
  ],
  structured: [
    object("good", "valid", { object: "proving cabinet" }, "proving cabinet"),
    object("renamed-field", "thing for object", { thing: "proving cabinet" }, "proving cabinet"),
    object("good", "a thing not in the area", { object: "dough bowl" }, "fallback"),
    object("refusal", "a refusal in the field", { object: "Sorry, I can't answer that." }, "fallback"),
  ],
});
