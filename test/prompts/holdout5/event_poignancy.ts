import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = { identity: { ...priya, currTime: "2024-11-05T09:00:00" }, description: "the council says the stone bridge will stay closed until after the Fleece Fair" };
const small = { ...inputs, description: "a customer bought a book of stamps" };

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "8", 8),
    text("good", "gpt-3.5", "7", 7),
    text("good", "llama-3-8b", "**8**", 8),
    text("good", "qwen2.5-7b", "8", 8),
    text("good", "mistral-7b", " 8\n\nThe bridge staying closed means every stall must come by the ford road, which Priya has been worrying about.", 8),
    text("good", "1b", "8", 8),
    text("good", "reasoning", "<think>\nPriya chairs the fair committee and the bridge decides how forty stalls get in. Big, not life-changing. 8.\n</think>\n\n8", 8),
    text("good", "gpt-4o-mini", "1", 1, { inputs: small }),
    text("good", "mistral-7b", " 1", 1, { inputs: small }),
    text("good", "gpt-3.5", "Score: 7", 7),
    text("good", "gpt-3.5", "8", 8),
    text("good", "llama-3-8b", "7", 7),
    text("good", "qwen2.5-7b", "1", 1, { inputs: small }),
    text("good", "1b", "2", 2, { inputs: small }),
    text("good", "reasoning", "<think>\nStamps: routine.\n</think>\n1", 1, { inputs: small }),
    text("general-value", "llama-3-8b", "On a general scale this is a 6; for Priya, who chairs the fair, it is a 9.", 9),
    text("format", "llama-3-8b", "8/10", 8),
    text("format", "qwen2.5-7b", "Final answer: 8", 8),
    text("format", "gpt-4o-mini", "| Event | Score |\n|---|---|\n| bridge stays closed | 8 |", 8),
    text("format", "mistral-7b", "8 🌉", 8),
    text("format", "gpt-3.5", "Rating: 7 out of 10", 7),
    text("format", "qwen2.5-7b", "分数：8", 8),
    text("label", "llama-3-8b", "8 (it upends her plans for the stalls)", 8),
    text("label", "gpt-4o-mini", "8\n\nJustification: Priya is responsible for bringing forty stalls into Market Cross. With the bridge closed until after the fair, every one of them has to come in by the ford road, which floods after rain. This is a serious problem for the event she chairs, though not life-changing.", 8),
    text("number-words", "gpt-3.5", "Eight.", 8),
    text("number-words", "llama-3-8b", "I'd say a seven.", 7),
    text("number-in-text", "gpt-4o-mini", "With 40 stalls and 4 days to go, this matters: 8", 8),
    text("number-in-text", "qwen2.5-7b", "8 — the fair is on November 9, and the bridge reopens after it.", 8),
    text("general-value", "gpt-3.5", "For most people in Vellmoor this is a 4, but for Priya it's an 8.", 8),
    text("string-value", "mistral-7b", '"8"', 8),
    text("format", "llama-3-8b", "7-8", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't rate how much an event matters to a real person.", "fallback"),
    text("placeholder", "1b", "<score>", "fallback"),
    capped("gpt-3.5", "Considering that Priya chairs the Fleece Fair committee and the bridge", "fallback"),
    text("cut-off", "reasoning", "<think>\nPriya is a worrier and the fair is hers. Every stall has to come by the ford road. On the other hand", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 8 }, 8),
    object("good", "stamps", { score: 1 }, 1, { inputs: small }),
    object("string-value", "a string", { score: "8" }, 8),
    object("string-value", "out of ten", { score: "8/10" }, 8),
    object("renamed-field", "poignancy for score", { poignancy: 8 }, 8),
    object("extra-field", "a reason beside", { score: 7, reason: "The stalls must use the ford road." }, 7),
    object("number-words", "in words", { score: "eight" }, 8),
    object("malformed", "out of range", { score: 12 }, "fallback"),
    rawAnswer("malformed", "a bare number", "8", 8),
    rawAnswer("cut-off", "cut before the value", '{"score": ', "fallback", { finishReason: "length" }),
  ],
});
