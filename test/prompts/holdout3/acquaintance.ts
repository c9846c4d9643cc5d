import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Matthias Keller",
  other: "Lena Sommer",
  question: "Do you know Lena Sommer?",
  answer: "Lena? She runs the post office. I send my rope orders through her every month.",
};
const stranger = { ...inputs, answer: "Lena Sommer? No, I don't think I've met her." };
const vague = { ...inputs, answer: "The name sounds familiar, but I couldn't put a face to it." };

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    text("good", "qwen2.5-7b", '{"knows":"yes"}', "yes"),
    text("good", "llama-3-8b", '{"knows": "no"}', "no", { inputs: stranger }),
    text("good", "1b", '{"knows": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knows": "yes"}', "yes"),
    text("good", "gpt-3.5", 'Matthias deals with Lena every month.\n\n{"knows": "yes"}', "yes"),
    text("good", "llama-3-8b", '**{"knows": "yes"}**', "yes"),
    text("good", "qwen2.5-7b", "Yes", "yes"),
    text("good", "reasoning", '<think>\nLet me think. He names her job and their monthly dealings.\n</think>\n{"knows": "yes"}', "yes"),
    text("good", "gpt-3.5", '{"knows": "no"}', "no", { inputs: stranger }),
    text("good", "gpt-4o-mini", '{"knows": "unsure"}', "unsure", { inputs: vague }),
    text("general-value", "llama-3-8b", 'Everyone in a village knows the postmistress, and Matthias clearly does. {"knows": "yes"}', "yes"),
    text("format", "1b", '{"knows": "YES"}', "yes"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    capped("gpt-4o-mini", '{"kno', "fallback"),
  ],
  structured: [
    object("good", "not sure", { knows: "unsure" }, "unsure", { inputs: vague }),
    object("good", "valid", { knows: "yes" }, "yes"),
    object("renamed-field", "knew for knows", { knew: "yes" }, "yes"),
    object("string-value", "a boolean", { knows: true }, "yes"),
    object("string-value", '"false" as a string', { knows: "false" }, "no", { inputs: stranger }),
    object("refusal", "a refusal in the field", { knows: "I can't tell from this." }, "fallback"),
  ],
});
