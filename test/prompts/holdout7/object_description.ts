import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.object_description;
const S = "carding fleece";
const U = "being used to card fleece";
const R = "running";
const scales = { object: "letter scales", name: "Noriko Halvorsen", activity: "weighing a parcel for Ravensgill Top" };

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "Answer: carding fleece", S),
    text("good", "o3-mini", "Answer: running", R),
    text("good", "mistral-7b", " Answer: being used to card fleece", U),
    text("good", "mistral-nemo", "Answer: being used to card fleece for the spinners", "being used to card fleece for the spinners"),
    text("good", "llama-3.2-3b", "Answer: being used to card fleece", U),
    text("good", "qwen2.5-14b", "Answer: running at full speed", "running at full speed"),
    text("good", "granite", "Answer: being used to card fleece", U),
    text("good", "qwen3", "<think>\nThe carding engine is being used to card fleece.\n</think>\n\nAnswer: being used to card fleece", U),
    text("good", "gemini", "**Answer: running and combing the fleece into a web** 🧶", "running and combing the fleece into a web"),
    text("good", "gpt-4.1", "Answer: weighing a parcel", "weighing a parcel", { inputs: scales }),
    text("good", "llama-3.2-1b", "Answer: being used to weigh a parcel", "being used to weigh a parcel", { inputs: scales }),
    text("format", "mistral-7b", "The carding engine is being used to card fleece.", U),
    text("format", "granite", "Output: being used to card fleece", U),
    text("format", "qwen2.5-14b", "\"Answer: being used to card fleece\".", U),
    text("format", "o3-mini", "{'state': 'being used to card fleece'}", U),
    text("format", "gemini", "## State\n\n**being used to card fleece**", U),
    text("format", "mistral-nemo", "Risposta: in funzione per cardare il vello", "in funzione per cardare il vello"),
    text("format", "llama-3.2-3b", "Answer: Being used to card fleece.", U),
    text("format", "gpt-4o-mini", "What is happening to the carding engine meanwhile? Answer: being used to card fleece", U),
    text("label", "granite", "Answer: being used to card fleece (This reflects Kwame's work for the spinners.)", U),
    text("placeholder", "tinyllama", "Answer: being used to brew coffee", "fallback"),
    text("placeholder", "smollm", "Answer: <state>", "fallback"),
    text("refusal", "granite", "Is the engine already running, or is Kwame still setting it up? Let me know.", "fallback"),
    text("loop", "smollm", "Answer: being used to card fleece being used to card fleece being used to card fleece being used to card fleece", "fallback"),
    text("ellipsis", "llama-3.2-1b", "Answer: ...", "fallback"),
    capped("qwen3", "<think>\nThe carding engine while Kwame cards fleece: it's running, drums turning, fleece going through. So the state is", "fallback"),
    text("good", "gpt-4.1", "Answer: being used to card fleece", U),
    text("good", "granite", "Answer: weighing a parcel", "weighing a parcel", { inputs: scales }),
    text("good", "qwen2.5-14b", "Answer: being used to weigh a parcel", "being used to weigh a parcel", { inputs: scales }),
    text("good", "mistral-nemo", "Answer: running\n", R),
  ],
  structured: [
    object("good", "valid", { state: U }, U),
    object("good", "scales", { state: "weighing a parcel" }, "weighing a parcel", { inputs: scales }),
    object("renamed-field", "description", { description: U }, U),
    object("extra-field", "emoji beside", { state: U, emoji: "🧶" }, U),
    object("nested-json", "tool-call wrapper", { name: "object_description", arguments: { state: U } }, U),
    object("ellipsis", "empty", { state: "" }, "fallback"),
    rawAnswer("format", "Python dict", "{'state': 'being used to card fleece'}", U),
    rawAnswer("cut-off", "cut", '{"state": "being used to c', "fallback", { finishReason: "length" }),
  ],
});
