import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.acquaintance;
const no = { ...inputs, answer: "Can't say I do. I keep to the shed." };
const unsure = { ...inputs, answer: "Which one is she again? There are a few new faces this summer." };

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", '{"knows": "yes"}', "yes"),
    text("good", "gemma-3", '{"knows": "yes"}\n', "yes"),
    text("good", "phi-4", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "deepseek-v3", '{"knows": "yes"}', "yes"),
    text("good", "mixtral", ' {"knows": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "olmo-2", '{"knows": "yes"}', "yes"),
    text("good", "yi-34b", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "hermes", '{"knows": "yes"}', "yes"),
    text("good", "aya", '{"knows": "yes"}', "yes"),
    text("good", "gpt-3.5", '{"knows": "yes"}', "yes"),
    text("format", "qwq", 'Okay, so Desmond eats at her café every day and she keeps books aside for him. Clearly he knows her.\n\n{"knows": "yes"}', "yes"),
    text("format", "deepseek-v3", "Final answer: \\boxed{\\text{yes}}", "yes"),
    text("format", "mixtral", '{"knows": "yes"}</s>', "yes"),
    text("format", "olmo-2", '{"knows": "yes"}<|im_end|>', "yes"),
    text("format", "llama-3.3-70b", 'Assistant: {"knows": "yes"}', "yes"),
    text("format", "hermes", '{"knows": "yes"}\n{"knows": "yes"}', "yes"),
    text("format", "gemma-3", "knows=yes", "yes"),
    text("format", "aya", '{"knows": "예"}', "yes"),
    text("format", "phi-4", '{"knows": "ja"}', "yes"),
    text("format", "yi-34b", '{"knows": "yes"}\n\nUser: Does Priya know Beatriz?\nAssistant: {"knows": "yes"}', "yes"),
    text("format", "deepseek-v3", "Option A: yes\nOption B: unsure", "fallback"),
    text("format", "mixtral", '{"knows": "no"}. Wait, actually, he eats at her café every day.\n{"knows": "yes"}', "yes"),
    text("refusal", "aya", "I'm not able to tell who knows whom.", "fallback"),
    capped("qwq", "Okay, so does Desmond know Priya? He says", "fallback"),
    text("ellipsis", "olmo-2", "{}", "fallback"),
    text("good", "qwq", 'Okay, he eats at her café daily.\n\n{"knows": "yes"}', "yes"),
    text("good", "phi-4", '{"knows": "yes"}', "yes"),
    text("good", "gemma-3", '{"knows": "unsure"}', "unsure", { inputs: unsure }),
  ],
  structured: [
    object("good", "yes", { knows: "yes" }, "yes"),
    object("good", "no", { knows: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knows: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "boolean", { knows: true }, "yes"),
    object("renamed-field", "answer", { answer: "yes" }, "yes"),
    object("extra-field", "how beside", { knows: "yes", how: "eats at her café" }, "yes"),
    object("malformed", "a little", { knows: "a little" }, "fallback"),
    rawAnswer("format", "streaming duplicate", '{"knows": "yes"}{"knows": "yes"}', "yes"),
    rawAnswer("cut-off", "cut", '{"knows": "y', "fallback", { finishReason: "length" }),
  ],
});
