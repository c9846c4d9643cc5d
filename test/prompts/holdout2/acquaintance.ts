import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Priya Raman",
  other: "Tomasz Nowak",
  question: "Do you know Tomasz Nowak?",
  answer: "Tomasz? Of course, he lets the rowing club tie up at his jetty, and he's promised to look at our boat.",
};

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"knows": "yes"}', "yes"),
    text("good", "gpt-3.5", 'Priya clearly knows Tomasz.\n\n{"knows": "yes"}', "yes"),
    text("good", "llama-3-8b", '**{"knows": "yes"}**', "yes"),
    text("good", "qwen2.5-7b", "Yes", "yes"),
    text("good", "reasoning", '<think>\nShe names his jetty and a promise.\n</think>\n{"knows": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knows": "unsure"}', "unsure", { inputs: { ...inputs, answer: "Hmm, the name rings a bell, but I couldn't say." } }),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    capped("gpt-4o-mini", '{"knows', "fallback"),
    text("good", "gpt-3.5", '{"knows": "no"}', "no", { inputs: { ...inputs, answer: "Tomasz Nowak? No, I don't think I've met him." } }),
    text("general-value", "llama-3-8b", 'Most people in a small town know the ferryman, and Priya certainly does. {"knows": "yes"}', "yes"),
    text("format", "1b", '{"knows": "Yes"}', "yes"),
  ],
  structured: [
    object("good", "valid", { knows: "yes" }, "yes"),
    object("renamed-field", "knew for knows", { knew: "yes" }, "yes"),
    object("string-value", "a boolean", { knows: true }, "yes"),
    object("refusal", "a refusal in the field", { knows: "I can't tell." }, "fallback"),
  ],
});
