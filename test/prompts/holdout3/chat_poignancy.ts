import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { matthias } from "./fixtures.js";

const inputs = { identity: { ...matthias, currTime: "2024-09-16T07:50:00" }, description: "conversing about carrying Anouk's cheese down with the mules on Saturday" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "4", 4),
    text("good", "qwen2.5-7b", "5", 5),
    text("good", "llama-3-8b", "5\n\nA practical plan, but a promise nonetheless.", 5),
    text("good", "gpt-4o-mini", "5", 5),
    text("good", "gpt-3.5", "5\n\nIt's a plan for the week and a favour for a neighbour.", 5),
    text("good", "llama-3-8b", "**4**", 4),
    text("good", "qwen2.5-7b", "Score: 5", 5),
    text("good", "1b", "5/10", 5),
    text("good", "reasoning", "<think>\nLet me think. A practical arrangement with a neighbour for Saturday: plans for the week, around 5.\n</think>\n5", 5),
    text("number-words", "gpt-3.5", "I'd give it a five.", 5),
    text("general-value", "llama-3-8b", "For most people a delivery chat is a 2, but for Matthias, a promise to Anouk is a 5.", 5),
    text("number-in-text", "gpt-4o-mini", "5 — the mules leave at 7:00 on Saturday, a real commitment.", 5),
    text("number-in-text", "qwen2.5-7b", "Carrying 40 wheels on 4 mules is real work for Matthias: 6", 6),
    text("label", "gpt-3.5", "Poignancy score: 4", 4),
    text("refusal", "refusal", "I'm sorry, I can't rate how much a conversation matters to someone.", "fallback"),
    capped("gpt-4o-mini", "This conversation matters to Matthias because", "fallback"),
  ],
  structured: [
    object("good", "a four", { score: 4 }, 4),
    object("good", "valid", { score: 5 }, 5),
    object("string-value", "the score as a string", { score: "5" }, 5),
    object("renamed-field", "rating for score", { rating: 5 }, 5),
    object("refusal", "N/A for the score", { score: "N/A" }, "fallback"),
  ],
});
