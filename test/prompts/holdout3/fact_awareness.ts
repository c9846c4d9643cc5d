import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Lena Sommer",
  fact: "The cable car is shut for its inspection on Saturday morning.",
  question: "Did you know the cable car is shut on Saturday morning?",
  answer: "Yes, Matthias told me when he posted his rope. That's why the cheese is going down by mule.",
};
const unaware = { ...inputs, answer: "Shut? On festival day? Nobody told me, and half the choir was planning to ride it up!" };
const unsure = { ...inputs, answer: "Maybe there was a notice at the station... I honestly can't remember." };

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    text("good", "qwen2.5-7b", '{"knew":"yes"}', "yes"),
    text("good", "llama-3-8b", '{"knew": "no"}', "no", { inputs: unaware }),
    text("good", "1b", '{"knew": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knew": "yes"}', "yes"),
    text("good", "gpt-3.5", 'Lena says Matthias told her about it.\n\n{"knew": "yes"}', "yes"),
    text("good", "llama-3-8b", '```json\n{"knew": "yes"}\n```', "yes"),
    text("good", "qwen2.5-7b", "yes", "yes"),
    text("good", "reasoning", '<think>\nLet me think. "Matthias told me" means she had heard it before.\n</think>\n{"knew": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knew": "no"}', "no", { inputs: unaware }),
    text("good", "gpt-3.5", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("string-value", "qwen2.5-7b", '{"knew": true}', "yes"),
    text("format", "1b", '{"knew": "Yes"}', "yes"),
    text("label", "llama-3-8b", 'Answer: {"knew": "yes"} (Matthias told her)', "yes"),
    text("refusal", "refusal", "I'm sorry, I can't determine what Lena knew.", "fallback"),
    capped("gpt-3.5", '{"knew": "', "fallback"),
  ],
  structured: [
    object("good", "did not know", { knew: "no" }, "no", { inputs: unaware }),
    object("good", "valid", { knew: "yes" }, "yes"),
    object("renamed-field", "answer for knew", { answer: "yes" }, "yes"),
    object("string-value", "a boolean", { knew: true }, "yes"),
    object("string-value", '"false" as a string', { knew: "false" }, "no", { inputs: unaware }),
    object("refusal", "a refusal in the field", { knew: "I'm unable to tell." }, "fallback"),
  ],
});
