import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Tariq Oduya",
  other: "Hana Salazar",
  question: "Do you know Hana Salazar?",
  answer: "Hana? Of course, the teacher. She's been after me all week about the fountain for Lantern Night.",
};
const stranger = { ...inputs, answer: "Hana Salazar? No, can't say I've met her." };
const vague = { ...inputs, answer: "Maybe... is she one of the teachers? I'm not sure I've spoken to her." };

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"knows": "yes"}', "yes"),
    text("good", "gpt-3.5", '{"knows": "yes"}', "yes"),
    text("good", "llama-3-8b", '{"knows": "no"}', "no", { inputs: stranger }),
    text("good", "qwen2.5-7b", '{"knows":"unsure"}', "unsure", { inputs: vague }),
    text("good", "1b", '{"knows": "yes"}', "yes"),
    text("good", "reasoning", '<think>\nHe names her job and a recent talk: he knows her.\n</think>\n{"knows": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '```json\n{"knows": "no"}\n```', "no", { inputs: stranger }),
    text("format", "qwen2.5-7b", "{'knows': 'yes'}", "yes"),
    text("format", "gpt-3.5", "Yes, Tariq knows Hana.", "yes"),
    text("format", "llama-3-8b", '{"knows": "YES"}', "yes"),
    text("string-value", "1b", '{"knows": "true"}', "yes"),
    text("string-value", "qwen2.5-7b", '{"knows": false}', "no", { inputs: stranger }),
    text("label", "gpt-4o-mini", '{"knows": "yes"}\n\nHope this helps!', "yes"),
    text("refusal", "refusal", "I'm sorry, but I can't determine who knows whom.", "fallback"),
    text("placeholder", "1b", '{"knows": "<yes, no or unsure>"}', "fallback"),
    capped("gpt-3.5", '{"knows": "', "fallback"),
  ],
  structured: [
    object("good", "valid", { knows: "yes" }, "yes"),
    object("good", "no", { knows: "no" }, "no", { inputs: stranger }),
    object("good", "unsure", { knows: "unsure" }, "unsure", { inputs: vague }),
    object("renamed-field", "answer for knows", { answer: "yes" }, "yes"),
    object("string-value", "a boolean", { knows: true }, "yes"),
    object("refusal", "a refusal", { knows: "N/A" }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"knows": "ye', "fallback", { finishReason: "length" }),
  ],
});
