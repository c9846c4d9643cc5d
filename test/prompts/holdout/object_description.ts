import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = { object: "workbench", name: "Owen Pryce", activity: "building the stage (sawing planks)" };
const dust = "covered in sawdust";

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: covered in sawdust", dust),
    text("good", "gpt-4o-mini", "being used to saw planks", "being used to saw planks"),
    text("good", "gpt-3.5", "The workbench is covered in sawdust.", dust),
    text("good", "gpt-3.5", "Answer: holding a plank in its vice", "holding a plank in its vice"),
    text("good", "llama-3-8b", "**Answer:** covered in sawdust\n\nAs Owen saws the planks, the dust piles up on the bench.", dust),
    text("good", "llama-3-8b", "Sure! The workbench is currently covered in sawdust.", dust),
    text("good", "qwen2.5-7b", '{"state": "covered in sawdust"}', dust),
    text("good", "reasoning", "<think>\nSawing on a workbench leaves sawdust everywhere.\n</think>\n\nAnswer: covered in sawdust", dust),
    text("label", "gpt-3.5", "Answer: covered in sawdust (This reflects the sawing.)", dust),
    text("brace", "1b", "Answer: covered in sawdust}", dust),
    text("nested-json", "qwen2.5-7b", '{"answer": {"state": "covered in sawdust"}}', dust),
    text("placeholder", "1b", "Answer: <state>", "fallback"),
    text("placeholder", "1b", "The workbench is [state].", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I don't know what state the workbench is in.", "fallback"),
    text("good", "1b", "Owen is sawing planks on it.", "fallback"),
    capped("gpt-4o-mini", "Answer: covered in saw", "fallback"),
    text("cut-off", "reasoning", "<think>\nWhile sawing planks the workbench would be", "fallback"),
  ],
  structured: [
    object("good", "valid", { state: dust }, dust),
    object("label", "with the object's name", { state: "The workbench is covered in sawdust." }, dust),
    object("renamed-field", "description for state", { description: dust }, dust),
    object("extra-field", "a reason beside", { state: dust, reason: "sawing" }, dust),
    object("refusal", "a refusal", { state: "I can't describe the workbench's state." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the value", '{"state": "covered in saw', "fallback", { finishReason: "length" }),
  ],
});
