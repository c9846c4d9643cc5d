import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Priya Raman",
  fact: "Ines Moreau is baking three hundred buns for the Millbrook regatta on Saturday.",
  question: "Did you know Ines is baking buns for the regatta?",
  answer: "Oh yes, Tomasz mentioned it. He's taking them over on the ferry, isn't he?",
};

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"knew": "yes"}', "yes"),
    text("good", "gpt-3.5", 'The answer shows Priya had heard it from Tomasz.\n\n{"knew": "yes"}', "yes"),
    text("good", "llama-3-8b", '```json\n{"knew": "yes"}\n```', "yes"),
    text("good", "qwen2.5-7b", "yes", "yes"),
    text("good", "reasoning", '<think>\n"Tomasz mentioned it" means she knew.\n</think>\n{"knew": "yes"}', "yes"),
    text("string-value", "qwen2.5-7b", '{"knew": true}', "yes"),
    text("good", "gpt-4o-mini", '{"knew": "no"}', "no", { inputs: { ...inputs, answer: "No, I hadn't heard! Three hundred? She'll be up all night." } }),
    text("refusal", "refusal", "I'm sorry, I can't determine what Priya knew.", "fallback"),
    capped("gpt-3.5", '{"knew": "', "fallback"),
    text("good", "gpt-3.5", '{"knew": "unsure"}', "unsure", { inputs: { ...inputs, answer: "Buns? Maybe someone mentioned it, I can't remember." } }),
    text("label", "llama-3-8b", 'Answer: {"knew": "yes"} (she heard it from Tomasz)', "yes"),
  ],
  structured: [
    object("good", "valid", { knew: "yes" }, "yes"),
    object("renamed-field", "answer for knew", { answer: "yes" }, "yes"),
    object("string-value", "a boolean", { knew: true }, "yes"),
    object("refusal", "a refusal in the field", { knew: "I'm not able to tell." }, "fallback"),
  ],
});
