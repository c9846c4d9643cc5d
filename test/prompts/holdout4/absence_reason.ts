import { absenceReasonPrompt, type AbsenceReason } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Nadia Farouk",
  event: "the Lantern Night committee meeting",
  question: "The Lantern Night committee is meeting right now. Why aren't you there?",
  answer: "I'd love to, but I'm out in the third row with buckets; the palms won't water themselves.",
};
const unaware = { ...inputs, answer: "A meeting tonight? Nobody told me." };
const forgot = { ...inputs, answer: "Oh no, I completely forgot! I meant to bring the syrup samples." };
const bored = { ...inputs, answer: "Committees aren't for me. I'd rather just bring the syrup." };

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"reason": "conflict"}', "conflict"),
    text("good", "gpt-3.5", '{"reason": "conflict"}\n\nShe is busy watering the palms.', "conflict"),
    text("good", "llama-3-8b", '{"reason": "did not know"}', "did not know", { inputs: unaware }),
    text("good", "qwen2.5-7b", '{"reason":"forgot"}', "forgot", { inputs: forgot }),
    text("good", "1b", '{"reason": "conflict"}', "conflict"),
    text("good", "reasoning", '<think>\nShe is watering the palms: something else she must do.\n</think>\n{"reason": "conflict"}', "conflict"),
    text("good", "gpt-4o-mini", '{"reason": "not interested"}', "not interested", { inputs: bored }),
    text("format", "qwen2.5-7b", "{'reason': 'conflict'}", "conflict"),
    text("format", "llama-3-8b", "```json\n{\"reason\": \"forgot\"}\n```", "forgot", { inputs: forgot }),
    text("format", "gpt-3.5", "conflict: she is watering the palms.", "conflict"),
    text("format", "1b", '{"reason": "did_not_know"}', "did not know", { inputs: unaware }),
    text("format", "gpt-4o-mini", '{"reason": "Conflict"}', "conflict"),
    text("nested-json", "llama-3-8b", '{"reason": {"category": "conflict", "detail": "watering the palms"}}', "conflict"),
    text("label", "gpt-3.5", '{"reason": "conflict"} (She is busy in the grove.)', "conflict"),
    text("refusal", "refusal", "I'm sorry, I can't judge why someone is absent.", "fallback"),
    text("placeholder", "1b", '{"reason": "<one of the six>"}', "fallback"),
    capped("gpt-4o-mini", '{"reason": "con', "fallback"),
  ],
  structured: [
    object("good", "valid", { reason: "conflict" }, "conflict"),
    object("good", "did not know", { reason: "did not know" }, "did not know", { inputs: unaware }),
    object("good", "forgot", { reason: "forgot" }, "forgot", { inputs: forgot }),
    object("renamed-field", "category for reason", { category: "conflict" }, "conflict"),
    object("format", "snake_case value", { reason: "not_interested" }, "not interested", { inputs: bored }),
    object("refusal", "unknown", { reason: "unknown" }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"reas', "fallback", { finishReason: "length" }),
  ],
});
