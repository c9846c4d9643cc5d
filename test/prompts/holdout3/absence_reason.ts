import { absenceReasonPrompt, type AbsenceReason } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Matthias Keller",
  event: "choir practice in the chapel",
  question: "Choir practice in the chapel is on right now. Why aren't you there?",
  answer: "I'd have liked to come, but the farrier is here shoeing the mules and someone has to hold them.",
};
const unaware = { ...inputs, answer: "Choir practice? Nobody told me it was tonight." };
const forgot = { ...inputs, answer: "Oh no, it completely slipped my mind. I meant to come!" };

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    text("good", "qwen2.5-7b", '{"reason":"conflict"}', "conflict"),
    text("good", "llama-3-8b", '{"reason": "did not know"}', "did not know", { inputs: unaware }),
    text("good", "1b", '{"reason": "conflict"}', "conflict"),
    text("good", "gpt-4o-mini", '{"reason": "conflict"}', "conflict"),
    text("good", "gpt-3.5", 'Matthias has to hold the mules for the farrier at that time.\n\n{"reason": "conflict"}', "conflict"),
    text("good", "llama-3-8b", '```json\n{"reason": "conflict"}\n```', "conflict"),
    text("good", "qwen2.5-7b", "conflict", "conflict"),
    text("good", "reasoning", '<think>\nLet me think. He wanted to come but the farrier needs him: something else at that time, a conflict.\n</think>\n{"reason": "conflict"}', "conflict"),
    text("good", "gpt-4o-mini", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("format", "1b", '{"reason": "Conflict"}', "conflict"),
    text("format", "qwen2.5-7b", '{"reason": "did_not_know"}', "did not know", { inputs: unaware }),
    text("label", "gpt-3.5", 'Reason: {"reason": "conflict"} (the farrier is shoeing the mules)', "conflict"),
    text("refusal", "refusal", "I'm sorry, I can't classify this answer.", "fallback"),
    capped("gpt-4o-mini", '{"reason": "conf', "fallback"),
  ],
  structured: [
    object("good", "forgot", { reason: "forgot" }, "forgot", { inputs: forgot }),
    object("good", "valid", { reason: "conflict" }, "conflict"),
    object("renamed-field", "category for reason", { category: "conflict" }, "conflict"),
    object("format", "snake_case for the reason", { reason: "did_not_know" }, "did not know", { inputs: unaware }),
    // Not one of the six words, but the prompt's own definition of "conflict" ("something else they are doing").
    object("malformed", "a reason in other words", { reason: "busy with mules" }, "conflict"),
    object("refusal", "a refusal in the field", { reason: "I cannot classify this." }, "fallback"),
  ],
});
