import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_react;

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: Option 1", "wait"),
    text("good", "gemma-2-9b", "Answer: Option 1\n", "wait"),
    text("good", "phi-3-mini", "Answer: Option 1\n\nAgnes is only washing a jar; it won't take long.", "wait"),
    text("good", "llama-3.1-70b", "Answer: Option 2", "continue"),
    text("good", "claude", "Washing out a paint jar takes a minute, so Wen would simply wait.\n\nAnswer: Option 1", "wait"),
    text("good", "command-r", "Answer: Option 1", "wait"),
    text("good", "0.5b", "Option 1", "wait"),
    text("good", "deepseek-r1-distill", "<think>\nA paint jar is quick. Wen is restless, but waiting a minute is fine.\n</think>\n\nAnswer: Option 1", "wait"),
    text("good", "qwen2.5-7b", "Answer: Option 2", "continue"),
    text("good", "gpt-3.5", "Answer: Option 1", "wait"),
    text("format", "claude", "**Answer:** Option 1", "wait"),
    text("format", "gemma-2-9b", "<answer>Option 1</answer>", "wait"),
    text("format", "command-r", "ANSWER: OPTION 2", "continue"),
    text("format", "phi-3-mini", "Answer: 1", "wait"),
    text("format", "llama-3.1-70b", "Answer: Option 1 (wait until Agnes has finished)", "wait"),
    text("format", "qwen2.5-7b", "Respuesta: Opción 1", "wait"),
    text("format", "gpt-4o-mini", "Answer: Option 1\r\n", "wait"),
    text("format", "gemma-2-9b", "Answer: Option 2\n\nWait, actually, it's only a jar. Answer: Option 1", "wait"),
    text("format", "phi-3-mini", "Probably Option 1.", "wait"),
    text("format", "command-r", "Answer: Option one", "wait"),
    text("format", "llama-3.1-70b", "Wen waits for Agnes to finish.", "wait"),
    text("format", "claude", "Answer: Option 1 or Option 2, depending on how long Agnes takes.", "fallback"),
    text("format", "gpt-4o-mini", "Answer: Option 3", "fallback"),
    text("placeholder", "0.5b", "Answer: Option <n>", "fallback"),
    text("format", "0.5b", "Answer: Option 1\" or \"Answer: Option 2", "fallback"),
    text("refusal", "refusal", "I don't think I can decide this for Wen.", "fallback"),
    text("loop", "0.5b", "Option 1 Option 1 Option 1 Option 1 Option 1", "wait"),
    capped("deepseek-r1-distill", "<think>\nWen wants the rinsing trough for the day's scarves. Agnes is there washing a paint jar. How long does that take? Probably short. Wen is quick and restless though. Option 1 means", "fallback"),
    capped("claude", "Let me weigh both options. Option 1 has Wen waiting, which", "fallback"),
    text("good", "gemma-2-9b", "Answer: Option 1", "wait"),
    text("good", "llama-3.1-70b", "Answer: Option 1", "wait"),
    text("good", "claude", "Answer: Option 2", "continue"),
    text("format", "phi-3-mini", "Answer: Option 1\n\nSo Wen carries on rinsing now.", "fallback"),
    text("cut-off", "deepseek-r1-distill", "<think>\nA paint jar is quick. Wen is restless. She could wait or", "fallback"),
  ],
  structured: [
    object("good", "wait", { option: 1 }, "wait"),
    object("good", "continue", { option: 2 }, "continue"),
    object("string-value", "string", { option: "1" }, "wait"),
    object("string-value", "Option 2", { option: "Option 2" }, "continue"),
    object("renamed-field", "answer", { answer: 1 }, "wait"),
    object("extra-field", "reason beside", { option: 1, reason: "it won't take long" }, "wait"),
    object("malformed", "out of range", { option: 3 }, "fallback"),
    rawAnswer("format", "prose", "Answer: Option 2", "continue"),
    rawAnswer("cut-off", "cut", '{"option": ', "fallback", { finishReason: "length" }),
    object("good", "wait again", { option: 1 }, "wait"),
  ],
});
