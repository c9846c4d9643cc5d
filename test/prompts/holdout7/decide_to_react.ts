import { decideToReactPrompt } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_react;
type Reaction = "wait" | "continue";
const W: Reaction = "wait";
const C: Reaction = "continue";

export default corpusOf<Reaction>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "Answer: Option 1", W),
    text("good", "o3-mini", "Answer: Option 1", W),
    text("good", "mistral-7b", " Answer: Option 1\n\nKwame will only be a minute collecting his parcel.", W),
    text("good", "mistral-nemo", "Answer: Option 2", C),
    text("good", "llama-3.2-3b", "Answer: Option 1", W),
    text("good", "qwen2.5-14b", "Answer: Option 2", C),
    text("good", "granite", "Answer: Option 1", W),
    text("good", "qwen3", "<think>\nNoriko is the postmistress; she's serving Kwame at the counter anyway. Collecting a parcel takes a minute. She waits.\n</think>\n\nAnswer: Option 1", W),
    text("good", "gemini", "**Answer: Option 2** 📦\n\nNoriko can keep sorting behind the counter while Kwame signs for his parcel.", C),
    text("format", "llama-3.2-3b", "Option 1", W),
    text("format", "gemini", "## Decision\n\n✅ **Option 1:** wait until Kwame has finished.", W),
    text("format", "granite", "Output: Option 2", C),
    text("format", "qwen2.5-14b", "\"Answer: Option 1\".", W),
    text("format", "o3-mini", "{'option': 1}", W),
    text("format", "llama-3.2-3b", '{"name": "decide_to_react", "arguments": {"option": 2}}', C),
    text("format", "mistral-nemo", "Antwort: Option 1", W),
    text("format", "qwen2.5-14b", "答え: オプション2", C),
    text("format", "gpt-4o-mini", "What does Noriko Halvorsen do? Answer: Option 1", W),
    text("format", "mistral-7b", "Answer: Option 1 — she waits for Kwame to finish.", W),
    text("format", "gemini", "Answer: Option 2\n\nHmm, on second thought, she'd be polite and let him finish. Answer: Option 1", W),
    text("format", "granite", "A) Option 1", W),
    text("format", "llama-3.2-1b", "Answer: Option 1 or Option 2", "fallback"),
    text("number-words", "mistral-nemo", "Answer: option one", W),
    text("format", "gpt-4.1", "Answer: wait", W),
    text("refusal", "granite", "Is Noriko serving Kwame herself, or is there another clerk? Let me know.", "fallback"),
    text("refusal", "refusal", "I'm not able to decide how real people should behave in a queue.", "fallback"),
    text("placeholder", "tinyllama", "Answer: Option <1 or 2>", "fallback"),
    text("loop", "smollm", "Answer: Option 1\nAnswer: Option 1\nAnswer: Option 1\nAnswer: Option 1\nAnswer: Option 1", W),
    text("ellipsis", "llama-3.2-1b", "Answer:", "fallback"),
    capped("qwen3", "<think>\nNoriko wants the counter to sort parcels; Kwame is collecting his band music. She's the postmistress, so she's probably the one handing it over. Would she wait or", "fallback"),
    text("good", "gpt-4.1", "Answer: Option 1", W),
    text("good", "llama-3.2-1b", "Answer: Option 1", W),
    text("good", "o3-mini", "Answer: Option 2", C),
    text("good", "granite", "Answer: Option 2\n", C),
  ],
  structured: [
    object("good", "wait", { option: 1 }, W),
    object("good", "continue", { option: 2 }, C),
    object("string-value", "a string", { option: "1" }, W),
    object("string-value", "the line itself", { option: "Option 2" }, C),
    object("renamed-field", "answer", { answer: 1 }, W),
    object("extra-field", "reason beside", { option: 1, reason: "it takes a minute" }, W),
    object("nested-json", "tool-call wrapper", { name: "decide_to_react", arguments: { option: 1 } }, W),
    object("malformed", "option 3", { option: 3 }, "fallback"),
    rawAnswer("format", "Python dict", "{'option': 2}", C),
    rawAnswer("format", "JSON with a comment", '{"option": 1 /* wait */}', W),
    rawAnswer("cut-off", "cut", '{"opt', "fallback", { finishReason: "length" }),
  ],
});
