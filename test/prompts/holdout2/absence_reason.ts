import { absenceReasonPrompt, type AbsenceReason } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Ines Moreau",
  event: "the chess evening at The Heron Café",
  question: "The chess evening at The Heron Café is on right now. Why aren't you there?",
  answer: "I'm asleep by nine most nights, love. The bread doesn't bake itself at four in the morning.",
};

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"reason": "conflict"}', "conflict"),
    text("good", "gpt-3.5", 'Ines goes to bed early to bake at four, which clashes with the evening.\n\n{"reason": "conflict"}', "conflict"),
    text("good", "llama-3-8b", '```json\n{"reason": "conflict"}\n```', "conflict"),
    text("good", "qwen2.5-7b", "conflict", "conflict"),
    text("good", "reasoning", '<think>\nShe sleeps early because of baking; that is a conflict with her routine. Could be "not interested"? No, she gives a schedule reason.\n</think>\n{"reason": "conflict"}', "conflict"),
    text("format", "1b", '{"reason": "Conflict"}', "conflict"),
    text("format", "qwen2.5-7b", '{"reason": "not_interested"}', "not interested"),
    text("refusal", "refusal", "I'm sorry, I can't classify this answer.", "fallback"),
    capped("gpt-4o-mini", '{"reason": "con', "fallback"),
    text("good", "gpt-4o-mini", '{"reason": "not interested"}', "not interested", { inputs: { ...inputs, answer: "Chess? Not my thing at all, love." } }),
    text("label", "gpt-3.5", 'Reason: {"reason": "conflict"} (she has to be up at four to bake)', "conflict"),
  ],
  structured: [
    object("good", "valid", { reason: "conflict" }, "conflict"),
    object("renamed-field", "category for reason", { category: "conflict" }, "conflict"),
    object("malformed", "a reason not in the list", { reason: "tired" }, "fallback"),
    object("refusal", "a refusal in the field", { reason: "I cannot classify this." }, "fallback"),
  ],
});
