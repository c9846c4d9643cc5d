import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: { name: "Tomasz Nowak", currTime: "2024-09-09T12:30:00", actAddress: "Millbrook:The Heron Café:dining room:window table", actDescription: "having lunch (eating soup)", plannedPath: [] },
  target: { name: "Ines Moreau", currTime: "2024-09-09T12:30:00", actAddress: "Millbrook:The Heron Café:dining room:counter", actDescription: "delivering bread (carrying a tray of loaves to the counter)", plannedPath: [[4, 2]] },
  retrieved: { events: [{ description: "Ines Moreau is carrying a tray of loaves to the counter" }], thoughts: [] },
};

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: Option 2", "continue"),
    text("good", "gpt-3.5", "Answer: Option 2\n\nTomasz is already eating his soup; there's no reason to stop.", "continue"),
    text("good", "llama-3-8b", "**Answer: Option 2**", "continue"),
    text("good", "qwen2.5-7b", "Option 1", "wait"),
    text("good", "1b", "2", "continue"),
    text("good", "reasoning", "<think>\nHe is already eating at the table; Ines passes by with a tray. Waiting makes no sense.\n</think>\nAnswer: Option 2", "continue"),
    text("label", "gpt-3.5", "Answer: Option 1 (he waits politely for Ines to pass)", "wait"),
    text("format", "llama-3-8b", "Tomasz would carry on eating his soup. Answer: Option 2 - do not wait.", "continue"),
    text("refusal", "refusal", "I'm not sure what you mean by \"the spot they need\". Could you clarify?", "fallback"),
    capped("gpt-4o-mini", "Answer: Option", "fallback"),
  ],
  structured: [
    object("good", "valid", { option: 2 }, "continue"),
    object("string-value", "the option as a string", { option: "1" }, "wait"),
    object("renamed-field", "answer for option", { answer: 2 }, "continue"),
    object("malformed", "an option that does not exist", { option: 3 }, "fallback"),
    object("string-value", "the option's words", { option: "Option 2" }, "continue"),
    rawAnswer("refusal", "prose instead of JSON", "I'm sorry, but I can't decide for Tomasz.", "fallback"),
  ],
});
