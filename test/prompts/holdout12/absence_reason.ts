import { absenceReasonPrompt } from "../../../prompts/experiment/absenceReason.js";
import type { AbsenceReason } from "../../../state/experimentSpec.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.absence_reason;
const forgot = { ...inputs, answer: "Oh no, was that Thursday? I had it on the calendar and it went clean out of my head." };
const bored = { ...inputs, answer: "Honestly, an hour of slides about lock gates isn't my idea of an evening." };
const unaware = { ...inputs, answer: "There was a talk? Nobody told me, I'd have come." };

const c: Choice<AbsenceReason> = {
  field: "reason",
  right: "conflict",
  other: "forgot",
  why: "Ravi was busy building the festival stall at the time of the talk.",
  translated: [
    ["glm-4.5", '{"reason": "conflito"}', "conflict"],
    ["llama-4-maverick", '{"reason": "konflikt"}', "conflict"],
    ["mistral-medium-3", '{"reason": "conflict (bezig met de kraam)"}', "conflict"],
  ],
};

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    ...choiceCases(c),
    text("good", "gpt-4.1-nano", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "granite-4", '{"reason": "not interested"}', "not interested", { inputs: bored }),
    text("good", "deepseek-v3.1", '{"reason": "did not know"}', "did not know", { inputs: unaware }),
    text("format", "qwen2.5-coder", '{"reason": "not_interested"}', "not interested", { inputs: bored }),
    text("format", "phi-4-mini", '{"reason": "didn\'t know"}', "did not know", { inputs: unaware }),
    text("format", "sarvam-m", '{"reason": "Conflict"} — he was working on the stall.', "conflict"),
    text("format", "ernie-4.5", '{"reason": "conflict"}\n\n理由：他当时在搭摊位。', "conflict"),
    text("format", "granite-4", '{"reason": "conflict" or "no plan"}', "fallback"),
  ],
  structured: [
    ...choiceObjects(c, "cause"),
    { kind: "format", note: "snake_case", answer: { reason: "did_not_know" }, expected: "did not know", inputs: unaware },
  ],
});
