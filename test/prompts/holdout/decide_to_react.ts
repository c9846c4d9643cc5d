import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const party = (name: string, activity: string, path: Array<[number, number]>) => ({
  name,
  currTime: "2024-06-10T19:40:00",
  actAddress: "Brackenford:The Lantern Inn:bar:fireplace",
  actDescription: activity,
  plannedPath: path,
});
const inputs = {
  initiator: party("Owen Pryce", "having a pint (sitting by the fireplace)", [[12, 3]]),
  target: party("Lena Voss", "rehearsing (tuning her violin)", []),
  retrieved: { events: [{ description: "Lena Voss is tuning her violin by the fireplace" }], thoughts: [] },
};

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: Option 1", "wait"),
    text("good", "gpt-4o-mini", "Answer: Option 2", "continue"),
    text("good", "gpt-3.5", "Option 1: wait until Lena has finished tuning her violin.", "wait"),
    text("good", "gpt-3.5", "2", "continue"),
    text("good", "llama-3-8b", "**Answer: Option 2**\n\nOwen can take his pint to the corner table instead.", "continue"),
    text("good", "qwen2.5-7b", '{"option": 1}', "wait"),
    text("good", "1b", "Owen would wait for Lena to finish.", "wait"),
    text("good", "reasoning", "<think>\nTuning takes a minute or two; Owen is relaxed with a pint. He'd wait.\n</think>\n\nAnswer: Option 1", "wait"),
    text("number-words", "gpt-3.5", "Answer: Option two", "continue"),
    text("number-words", "llama-3-8b", "I'd go with the first option: Owen waits.", "wait"),
    text("number-in-text", "gpt-4o-mini", "Answer: Option 1 - she'll be done in 5 minutes.", "wait"),
    text("number-in-text", "llama-3-8b", "Option 2, since the trio's rehearsal starts at 8 and Lena will be there a while.", "continue"),
    text("string-value", "qwen2.5-7b", '{"option": "2"}', "continue"),
    text("string-value", "qwen2.5-7b", '{"option": "wait"}', "wait"),
    text("label", "gpt-3.5", "Answer: Option 1 (This reflects Owen's easy-going nature.)", "wait"),
    text("refusal", "refusal", "I'm sorry, but I can't decide for Owen.", "fallback"),
    text("placeholder", "1b", "Answer: Option <1 or 2>", "fallback"),
    capped("gpt-4o-mini", "Answer: Option", "fallback"),
    text("cut-off", "reasoning", "<think>\nOption 1 means waiting by the fire. Option 2 means sitting elsewhere. Owen is sociable, so", "fallback"),
  ],
  structured: [
    object("good", "valid wait", { option: 1 }, "wait"),
    object("string-value", "the option as a string", { option: "2" }, "continue"),
    object("string-value", "the option in words", { option: "wait" }, "wait"),
    object("renamed-field", "choice for option", { choice: 2 }, "continue"),
    object("extra-field", "a reason beside", { option: 1, reason: "Tuning takes a minute." }, "wait"),
    object("good", "a third option", { option: 3 }, "fallback"),
    rawAnswer("cut-off", "cut off before the value", '{"option": ', "fallback", { finishReason: "length" }),
  ],
});
