import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, fullWidth, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_react;

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "Answer: Option 1", "wait"),
    text("good", "llama-4-scout", "Answer: Option 1\n", "wait"),
    text("good", "granite-3", "Answer: Option 2", "continue"),
    text("good", "nemotron", "Answer: Option 1", "wait"),
    text("good", "hermes-3", "Option 1", "wait"),
    text("good", "aya-expanse", "Answer: Option 1", "wait"),
    text("good", "phi-4", "Answer: Option 1\n\nInes is only handing over the count book; Oliver can wait a minute.", "wait"),
    text("good", "deepseek-v3", "Answer: Option 2", "continue"),
    text("good", "olmo-2", "Answer: Option 1", "wait"),
    text("good", "gemma-3", "Answer: **Option 1**", "wait"),
    text("good", "qwen3-think", qthink("Ines brings the count book, which Oliver needs anyway. He waits a moment.", "Answer: Option 1"), "wait"),
    text("format", "mistral-small-3", "Answer: Option 1 — wait until Ines has finished", "wait"),
    text("format", "llama-4-scout", "Final answer: Option 1", "wait"),
    text("format", "granite-3", html("Answer: Option 1"), "wait"),
    text("format", "nemotron", boxed("1"), "wait"),
    text("format", "hermes-3", heading("Option 1"), "wait"),
    text("format", "phi-4", fence("", "Answer: Option 1"), "wait"),
    text("format", "deepseek-v3", tag("answer", "Option 2"), "continue"),
    text("format", "aya-expanse", "Resposta: Opção 1", "wait"),
    text("format", "aya-expanse", "Odpowiedź: Opcja 2", "continue"),
    text("format", "gemma-3", "答え: オプション1", "wait"),
    text("format", "olmo-2", "{'option': 1}", "wait"),
    text("format", "mistral-small-3", "Answer: Option " + fullWidth("1"), "wait"),
    text("format", "llama-4-scout", "Answer: Option 1️⃣", "wait"),
    text("format", "granite-3", "Oliver waits until Ines has finished.", "wait"),
    text("number-words", "nemotron", "Answer: Option one", "wait"),
    text("format", "hermes-3", "Answer: Option 1 or Option 2", "fallback"),
    text("format", "phi-4", "Answer: Option 2. Wait, actually — the count book is what he needs. Answer: Option 1", "wait"),
    text("placeholder", "deepseek-v3", "Answer: Option <1 or 2>", "fallback"),
    text("refusal", "safety-tuned", "I can't decide for a person how to act around others.", "fallback"),
    text("loop", "q3-3b", "Answer: Option 1\nAnswer: Option 1\nAnswer: Option 1", "wait"),
    capped("qwen3-think", "<think>\nOliver wants the telescope for counting swans. Ines is there bringing the count book. Option 1 is wait, option 2", "fallback"),
    text("ellipsis", "q3-3b", "Answer: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { option: 1 }, "wait"),
    object("good", "two", { option: 2 }, "continue"),
    object("string-value", "string", { option: "1" }, "wait"),
    object("string-value", "Option 2", { option: "Option 2" }, "continue"),
    object("renamed-field", "answer", { answer: 1 }, "wait"),
    object("extra-field", "reason beside", { option: 1, reason: "she is handing over the count book" }, "wait"),
    rawAnswer("format", "python dict", "{'option': 1}", "wait"),
    rawAnswer("format", "trailing comma", '{"option": 2,}', "continue"),
    rawAnswer("cut-off", "cut", '{"opt', "fallback", { finishReason: "length" }),
    object("malformed", "3", { option: 3 }, "fallback"),
  ],
});
