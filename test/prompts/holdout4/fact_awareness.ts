import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Hana Salazar",
  fact: "The pump part for the north well arrives on Wednesday.",
  question: "Did you know the pump part arrives on Wednesday?",
  answer: "Yes, Tariq told me at the teahouse. He's hoping the fountain runs again for Lantern Night.",
};
const unaware = { ...inputs, answer: "Wednesday? I had no idea anything was coming for the pump." };
const unsure = { ...inputs, answer: "Somebody mentioned a part... maybe Wednesday? I really can't remember." };

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"knew": "yes"}', "yes"),
    text("good", "gpt-3.5", '{"knew": "yes"}\n\nHana says Tariq told her.', "yes"),
    text("good", "llama-3-8b", '```json\n{"knew": "no"}\n```', "no", { inputs: unaware }),
    text("good", "qwen2.5-7b", '{"knew":"unsure"}', "unsure", { inputs: unsure }),
    text("good", "1b", '{"knew": "yes"}', "yes"),
    text("good", "reasoning", '<think>\nShe says Tariq told her: she knew.\n</think>\n{"knew": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knew": "no"}', "no", { inputs: unaware }),
    text("format", "qwen2.5-7b", "{'knew': 'yes'}", "yes"),
    text("format", "llama-3-8b", "knew: yes", "yes"),
    text("format", "gpt-3.5", "Yes, she knew.", "yes"),
    text("format", "1b", '{"knew": "Yes"}', "yes"),
    text("string-value", "qwen2.5-7b", '{"knew": true}', "yes"),
    text("string-value", "gpt-4o-mini", '{"knew": "false"}', "no", { inputs: unaware }),
    text("nested-json", "llama-3-8b", '{"knew": {"answer": "yes", "evidence": "Tariq told me"}}', "yes"),
    text("label", "gpt-3.5", '{"knew": "yes"} (She heard it from Tariq.)', "yes"),
    text("refusal", "refusal", "I'm sorry, I can't determine what a real person knows.", "fallback"),
    text("placeholder", "1b", '{"knew": "<yes, no or unsure>"}', "fallback"),
    capped("gpt-4o-mini", '{"knew": "', "fallback"),
  ],
  structured: [
    object("good", "valid", { knew: "yes" }, "yes"),
    object("good", "did not know", { knew: "no" }, "no", { inputs: unaware }),
    object("good", "unsure", { knew: "unsure" }, "unsure", { inputs: unsure }),
    object("renamed-field", "knows for knew", { knows: "yes" }, "yes"),
    object("string-value", "a boolean", { knew: false }, "no", { inputs: unaware }),
    object("refusal", "a refusal", { knew: "I cannot tell." }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"kn', "fallback", { finishReason: "length" }),
  ],
});
