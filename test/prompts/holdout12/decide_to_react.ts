import { decideToReactPrompt } from "../../../prompts/persona/decideToReact.js";
import type { ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { footnote, guidedTail, python } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.decide_to_react;
const a1 = "Answer: Option 1";

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    ...styled<ReactionDecision>(a1, "wait", "Beatriz is only handing over a tart; it takes a minute, so Anneke waits."),
    text("good", "lm-studio-q5", "Answer: Option 2", "continue"),
    text("format", "gpt-4.1-nano", "Option 1", "wait"),
    text("format", "deepseek-v3.1", "**Answer: Option 1**", "wait"),
    text("format", "qwen2.5-coder", python("option", "1"), "wait"),
    text("format", "ernie-4.5", footnote(a1, "Waiting a minute for a tart costs nothing."), "wait"),
    text("format", "mistral-medium-3", "Antwoord: Optie 1", "wait"),
    text("format", "glm-4.5", "Resposta: Opção 1", "wait"),
    text("format", "sarvam-m", "उत्तर: विकल्प 1", "wait"),
    text("format", "phi-4-mini", "Answer: Option 1 – she waits for Beatriz to hand over the tart.", "wait"),
    text("number-words", "llama-4-maverick", "Answer: Option one", "wait"),
    text("format", "granite-4", "Answer: 1", "wait"),
    text("format", "mistral-medium-3", "Answer: Option 1 or Option 2", "fallback"),
    text("placeholder", "lm-studio-q5", "Answer: Option <1 or 2>", "fallback"),
    text("refusal", "safety-tuned", "I can't decide on behalf of a real person.", "fallback"),
    text("loop", "lm-studio-q5", "Answer: Option Option Option Option Option Option Option Option Option Option", "fallback"),
    capped("deepseek-r1-distill", "<think>\nAnneke wants the gauge. Beatriz is bringing her a tart at the gauge. So she", "fallback"),
    text("ellipsis", "phi-4-mini", "Answer: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { option: 1 }, "wait"),
    object("good", "option 2", { option: 2 }, "continue"),
    object("string-value", "string", { option: "1" }, "wait"),
    object("string-value", "labelled string", { option: "Option 1" }, "wait"),
    object("renamed-field", "answer", { answer: 1 }, "wait"),
    object("extra-field", "reason beside", { option: 1, reason: "it only takes a minute" }, "wait"),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail('{"option": 1}'), "wait"),
    rawAnswer("cut-off", "cut", '{"opt', "fallback", { finishReason: "length" }),
    object("malformed", "option 3", { option: 3 }, "fallback"),
  ],
});
