import { absenceReasonPrompt, type AbsenceReason } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Rafael Mbeki",
  event: "the Fleece Fair committee meeting",
  question: "The Fleece Fair committee is meeting right now. Why aren't you there?",
  answer: "Is it tonight? Ah, no — I had it down for Wednesday. I'm still at the mill with the yarn winder.",
};
const conflict = { ...inputs, answer: "I'd like to be, but the skeins won't spin themselves; I'm at the winder until late." };
const notInterested = { ...inputs, answer: "Committees aren't my thing. Priya can tell me what they decide." };
const noPlan = { ...inputs, answer: "I meant to look in, honestly, but I never sorted out who'd mind the mill." };
const didNotKnow = { ...inputs, answer: "There's a meeting? First I've heard of it." };

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"reason": "forgot"}', "forgot"),
    text("good", "gpt-3.5", '{"reason": "conflict"}', "conflict", { inputs: conflict }),
    text("good", "llama-3-8b", '```json\n{"reason": "not interested"}\n```', "not interested", { inputs: notInterested }),
    text("good", "qwen2.5-7b", '{"reason": "no plan"}', "no plan", { inputs: noPlan }),
    text("good", "mistral-7b", ' {"reason": "did not know"}', "did not know", { inputs: didNotKnow }),
    text("good", "1b", '{"reason": "forgot"}', "forgot"),
    text("good", "reasoning", '<think>\nHe had it down for the wrong day: he meant to come, it slipped. Forgot.\n</think>\n{"reason": "forgot"}', "forgot"),
    text("good", "mistral-7b", ' {"reason": "conflict"}\n\nRafael is busy at the winder.', "conflict", { inputs: conflict }),
    text("good", "gpt-4o-mini", '{"reason": "conflict"}', "conflict", { inputs: conflict }),
    text("good", "gpt-3.5", '{"reason": "did not know"}', "did not know", { inputs: didNotKnow }),
    text("good", "llama-3-8b", '{"reason": "forgot"}', "forgot"),
    text("good", "qwen2.5-7b", '{"reason": "not interested"}', "not interested", { inputs: notInterested }),
    text("format", "gpt-3.5", "forgot", "forgot"),
    text("format", "llama-3-8b", "Reason: Forgot", "forgot"),
    text("format", "qwen2.5-7b", '{"reason": "not_interested"}', "not interested", { inputs: notInterested }),
    text("format", "gpt-4o-mini", '{"reason": "did_not_know"}', "did not know", { inputs: didNotKnow }),
    text("format", "mistral-7b", '{"reason": "didn\'t know"}', "did not know", { inputs: didNotKnow }),
    text("format", "gpt-3.5", '{"reason": "Conflict"}', "conflict", { inputs: conflict }),
    text("format", "qwen2.5-7b", '{"reason": "forgot", "confidence": "high"}', "forgot"),
    text("format", "llama-3-8b", "| Reason |\n|---|\n| no plan |", "no plan", { inputs: noPlan }),
    text("label", "gpt-4o-mini", '{"reason": "forgot"} (he had the wrong day)', "forgot"),
    text("refusal", "refusal", "I'm sorry, I can't determine that.", "fallback"),
    text("placeholder", "1b", '{"reason": "<one of the six>"}', "fallback"),
    text("format", "llama-3-8b", '{"reason": "forgot or conflict"}', "fallback"),
    capped("gpt-4o-mini", '{"reason": "for', "fallback"),
    text("cut-off", "reasoning", "<think>\nHe says he had it down for Wednesday. Is that forgetting or not knowing? He knew about it, but", "fallback"),
  ],
  structured: [
    object("good", "forgot", { reason: "forgot" }, "forgot"),
    object("good", "conflict", { reason: "conflict" }, "conflict", { inputs: conflict }),
    object("good", "no plan", { reason: "no plan" }, "no plan", { inputs: noPlan }),
    object("string-value", "snake_case", { reason: "not_interested" }, "not interested", { inputs: notInterested }),
    object("renamed-field", "category for reason", { category: "did not know" }, "did not know", { inputs: didNotKnow }),
    object("extra-field", "a quote beside", { reason: "forgot", quote: "I had it down for Wednesday." }, "forgot"),
    object("malformed", "not one of the six", { reason: "busy" }, "fallback"),
    rawAnswer("malformed", "a bare word", "conflict", "conflict", { inputs: conflict }),
    rawAnswer("cut-off", "cut open", '{"reason": "no', "fallback", { finishReason: "length" }),
  ],
});
