import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: { name: "Tariq Oduya", currTime: "2024-10-14T08:10:00", actAddress: "Tamarisk Wells:Farouk Palm Grove:palm rows:irrigation channel", actDescription: "driving the water cart (emptying a load into the channel)", plannedPath: [] },
  target: { name: "Nadia Farouk", currTime: "2024-10-14T08:10:00", actAddress: "Tamarisk Wells:Farouk Palm Grove:palm rows:climbing ladder", actDescription: "picking dates (climbing down the ladder)", plannedPath: [] },
  retrieved: { events: [{ description: "Nadia Farouk is climbing down the ladder" }], thoughts: [] },
};

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: Option 1", "wait"),
    text("good", "gpt-3.5", "Answer: Option 1\n\nNadia is coming down the ladder; Tariq can wait a moment before emptying the cart.", "wait"),
    text("good", "llama-3-8b", "**Answer: Option 2**", "continue"),
    text("good", "qwen2.5-7b", "Answer: Option 2", "continue"),
    text("good", "1b", "Option 1", "wait"),
    text("good", "reasoning", "<think>\nTariq is emptying water into the channel; Nadia is climbing down. He can keep pouring; no need to wait.\n</think>\nAnswer: Option 2", "continue"),
    text("good", "gpt-4o-mini", "Sure! Answer: Option 2", "continue"),
    text("good", "llama-3-8b", "Answer: 1", "wait"),
    text("good", "qwen2.5-7b", "Answer: Option 1) Wait", "wait"),
    text("label", "gpt-3.5", "Answer: Option 2 (he keeps emptying the cart)", "continue"),
    text("format", "gpt-4o-mini", "Answer: Option one", "wait"),
    text("number-in-text", "llama-3-8b", "Tariq has 2 more loads to bring today, so he shouldn't wait. Answer: Option 2", "continue"),
    text("general-value", "qwen2.5-7b", "Usually one would wait for a friend on a ladder, but Tariq's water cannot sit in the sun. Answer: Option 2", "continue"),
    text("format", "qwen2.5-7b", '{"option": 1}', "wait"),
    text("refusal", "refusal", "I'm sorry, I can't decide what Tariq should do.", "fallback"),
    text("refusal", "gpt-3.5", "Both options seem reasonable; it depends on Tariq's personality.", "fallback"),
    text("placeholder", "1b", "Answer: Option <1 or 2>", "fallback"),
    capped("gpt-4o-mini", "Answer: Opt", "fallback"),
  ],
  structured: [
    object("good", "valid wait", { option: 1 }, "wait"),
    object("good", "continue", { option: 2 }, "continue"),
    object("string-value", "as a string", { option: "2" }, "continue"),
    object("string-value", "Option 1 spelled out", { option: "Option 1" }, "wait"),
    object("renamed-field", "answer for option", { answer: 1 }, "wait"),
    object("malformed", "out of range", { option: 3 }, "fallback"),
    object("refusal", "null", { option: null }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"opt', "fallback", { finishReason: "length" }),
  ],
});
