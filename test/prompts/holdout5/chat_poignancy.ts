import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid } from "./fixtures.js";

const inputs = { identity: { ...ingrid, currTime: "2024-11-04T15:20:00" }, description: "conversing about bringing the candles to Market Cross on Friday afternoon by the ford road" };
const smallTalk = { ...inputs, description: "conversing about the weather on the hill" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "5", 5),
    text("good", "gpt-3.5", "6", 6),
    text("good", "llama-3-8b", "**5**", 5),
    text("good", "qwen2.5-7b", "5", 5),
    text("good", "mistral-7b", " 5\n\nIt changes when and how Ingrid delivers her candles, worth keeping in mind for the week.", 5),
    text("good", "1b", "5", 5),
    text("good", "reasoning", "<think>\nA practical arrangement for the fair. Plans for the week: 5.\n</think>\n5", 5),
    text("good", "gpt-4o-mini", "2", 2, { inputs: smallTalk }),
    text("good", "qwen2.5-7b", "1", 1, { inputs: smallTalk }),
    text("good", "gpt-3.5", "5", 5),
    text("good", "llama-3-8b", "2", 2, { inputs: smallTalk }),
    text("good", "mistral-7b", " 6", 6),
    text("good", "1b", "1", 1, { inputs: smallTalk }),
    text("general-value", "qwen2.5-7b", "Objectively a 4, but to Ingrid it's a 6.", 6),
    text("format", "gpt-3.5", "Score: 5/10", 5),
    text("format", "llama-3-8b", "Final answer: 6", 6),
    text("format", "mistral-7b", "5 ⭐", 5),
    text("format", "qwen2.5-7b", "Puntuación: 5", 5),
    text("label", "gpt-4o-mini", "5 (a change of plans worth remembering)", 5),
    text("label", "llama-3-8b", "6\n\nReasoning:\n- It is a firm appointment: Friday at 4pm\n- It depends on the ford road\n- Ingrid takes pride in her candles", 6),
    text("number-words", "gpt-3.5", "Five.", 5),
    text("number-words", "mistral-7b", "A solid six.", 6),
    text("number-in-text", "gpt-4o-mini", "Friday at 4pm is a firm plan, so I'd rate it 5.", 5),
    text("number-in-text", "qwen2.5-7b", "5 — 300 candles have to get across the ford.", 5),
    text("general-value", "gpt-3.5", "Normally a 3 for a delivery chat, but with the bridge closed, 5.", 5),
    text("format", "llama-3-8b", "Between 5 and 6.", "fallback"),
    text("refusal", "refusal", "I'm not able to judge that.", "fallback"),
    text("placeholder", "1b", "[score]", "fallback"),
    capped("gpt-4o-mini", "This conversation settles when Ingrid", "fallback"),
    text("cut-off", "reasoning", "<think>\nPlans for the week are a 5 on the scale. But she is blunt and", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 5 }, 5),
    object("good", "small talk", { score: 2 }, 2, { inputs: smallTalk }),
    object("string-value", "a string", { score: "5" }, 5),
    object("renamed-field", "rating for score", { rating: 5 }, 5),
    object("extra-field", "a summary beside", { score: 6, summary: "Delivery moved to Friday 4pm." }, 6),
    object("malformed", "zero", { score: 0 }, "fallback"),
    rawAnswer("malformed", "score line", "Score: 5", 5),
    rawAnswer("cut-off", "cut open", '{"sco', "fallback", { finishReason: "length" }),
  ],
});
