import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: {
    name: "Rafael Mbeki",
    currTime: "2024-11-07T10:15:00",
    actAddress: "Vellmoor:Vellmoor Wool Mill:carding room:yarn winder",
    actDescription: "winding skeins for the fair (winding the first skein)",
    plannedPath: [],
  },
  target: {
    name: "Priya Lindqvist",
    currTime: "2024-11-07T10:15:00",
    actAddress: "Vellmoor:Vellmoor Wool Mill:carding room:yarn winder",
    actDescription: "counting the finished skeins (tying labels on them)",
    plannedPath: [],
  },
  retrieved: { events: [{ description: "Priya Lindqvist is tying labels on the skeins" }], thoughts: [] },
};
const W: ReactionDecision = "wait";
const C: ReactionDecision = "continue";

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: Option 1", W),
    text("good", "gpt-3.5", "Answer: Option 1\n\nPriya is labelling the skeins at the winder, and Rafael can wait a few minutes.", W),
    text("good", "llama-3-8b", "**Answer: Option 1**", W),
    text("good", "qwen2.5-7b", "Answer: Option 2", C),
    text("good", "mistral-7b", " Answer: Option 1", W),
    text("good", "mistral-7b", " Answer: Option 2\n\nRafael is running late on the skeins and cannot afford to wait.", C),
    text("good", "1b", "Option 1", W),
    text("good", "reasoning", "<think>\nPriya is only tying labels; that takes a minute. He'd wait.\n</think>\n\nAnswer: Option 1", W),
    text("good", "gpt-4o-mini", "Answer: Option 2", C),
    text("good", "gpt-3.5", "Answer: Option 2", C),
    text("good", "llama-3-8b", "Answer: Option 1", W),
    text("good", "qwen2.5-7b", "Answer: Option 1", W),
    text("good", "1b", "Answer: Option 1", W),
    text("format", "gpt-3.5", "Answer: Option 1 (wait until Priya has finished tying the labels)", W),
    text("format", "llama-3-8b", "Final answer: Option 2", C),
    text("format", "qwen2.5-7b", "Answer: 1", W),
    text("format", "mistral-7b", "Rafael waits until Priya has finished.", W),
    text("format", "gpt-4o-mini", "Answer: Option 1 ⏳", W),
    text("format", "qwen2.5-7b", "答案：选项1 (Option 1)", W),
    text("format", "gpt-3.5", "Answer: Option one", W),
    text("label", "llama-3-8b", "Answer: Option 2\nReason: the fifty skeins are due Friday, so Rafael carries on with something else.", C),
    text("number-in-text", "gpt-4o-mini", "It's 10:15 and the skeins are due in 1 day, but labelling is quick: Answer: Option 1", W),
    text("refusal", "refusal", "I'm sorry, I can't decide for Rafael.", "fallback"),
    text("placeholder", "1b", "Answer: Option <1 or 2>", "fallback"),
    text("format", "llama-3-8b", "Answer: Option 1 or Option 2, depending on how long Priya takes.", "fallback"),
    capped("gpt-3.5", "Given that Priya is tying labels on the skeins and Rafael needs the winder, Rafael would", "fallback"),
    text("cut-off", "reasoning", "<think>\nRafael is always a little late, the skeins are due tomorrow. Should he wait? Priya is at the winder and", "fallback"),
  ],
  structured: [
    object("good", "wait", { option: 1 }, W),
    object("good", "continue", { option: 2 }, C),
    object("string-value", "the option as a string", { option: "1" }, W),
    object("string-value", "Option 2 spelled out", { option: "Option 2" }, C),
    object("renamed-field", "choice for option", { choice: 1 }, W),
    object("extra-field", "a reason beside", { option: 2, reason: "He is behind on the skeins." }, C),
    object("malformed", "out of range", { option: 3 }, "fallback"),
    rawAnswer("malformed", "the text line", "Answer: Option 1", W),
    rawAnswer("cut-off", "cut open", '{"option": ', "fallback", { finishReason: "length" }),
  ],
});
