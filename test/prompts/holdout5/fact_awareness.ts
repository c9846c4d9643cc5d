import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Ingrid Halvorsen",
  fact: "The stone bridge stays closed until after the Fleece Fair.",
  question: "Did you know the stone bridge stays closed until after the fair?",
  answer: "Aye, Priya told me at the shop on Monday. That's why I'm bringing the candles round by the ford road.",
};
const didNot = { ...inputs, answer: "Closed until after the fair? Nobody told me that! I thought they'd have it open by Friday." };
const unsure = { ...inputs, answer: "I might have heard something at choir, but I couldn't tell you for certain." };

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"knew": "yes"}', "yes"),
    text("good", "gpt-3.5", '{"knew": "yes"}\n\nIngrid says Priya told her on Monday.', "yes"),
    text("good", "llama-3-8b", '```json\n{"knew": "yes"}\n```', "yes"),
    text("good", "qwen2.5-7b", '{"knew": "no"}', "no", { inputs: didNot }),
    text("good", "mistral-7b", ' {"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "1b", '{"knew": "yes"}', "yes"),
    text("good", "reasoning", '<think>\n"Priya told me on Monday": she knew.\n</think>\n{"knew": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knew": "no"}', "no", { inputs: didNot }),
    text("good", "mistral-7b", ' {"knew": "no"}\n\nIngrid is surprised, so she did not know.', "no", { inputs: didNot }),
    text("good", "llama-3-8b", '{"knew": "no"}', "no", { inputs: didNot }),
    text("good", "qwen2.5-7b", '{"knew": "yes"}', "yes"),
    text("good", "gpt-3.5", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "1b", '{"knew": "no"}', "no", { inputs: didNot }),
    text("format", "gpt-3.5", "yes", "yes"),
    text("format", "llama-3-8b", "Knew: Yes", "yes"),
    text("format", "qwen2.5-7b", '{"knew": "Yes"}', "yes"),
    text("format", "mistral-7b", "{'knew': 'yes'}", "yes"),
    text("format", "gpt-4o-mini", '{"knew": true}', "yes"),
    text("format", "qwen2.5-7b", '{"knew": "sí"}', "yes"),
    text("format", "gpt-3.5", "Final answer: unsure", "unsure", { inputs: unsure }),
    text("format", "llama-3-8b", '{"knew": "yes", "source": "Priya Lindqvist"}', "yes"),
    text("format", "gpt-4o-mini", '{"knew": "yes"} ✅', "yes"),
    text("label", "gpt-3.5", '{"knew": "yes"} (she heard it from Priya on Monday)', "yes"),
    text("general-value", "llama-3-8b", "Most people in town would have heard by now, but going by her answer: no.", "no", { inputs: didNot }),
    text("refusal", "refusal", "I'm sorry, I can't determine what a real person knew.", "fallback"),
    text("placeholder", "1b", '{"knew": "yes" | "no" | "unsure"}', "fallback"),
    capped("gpt-4o-mini", '{"knew": "', "fallback"),
    text("cut-off", "reasoning", "<think>\nShe says she might have heard at choir. That's not a clear yes, so", "fallback"),
  ],
  structured: [
    object("good", "yes", { knew: "yes" }, "yes"),
    object("good", "no", { knew: "no" }, "no", { inputs: didNot }),
    object("good", "unsure", { knew: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "a boolean", { knew: true }, "yes"),
    object("string-value", "capitalised", { knew: "No" }, "no", { inputs: didNot }),
    object("renamed-field", "knows for knew", { knows: "yes" }, "yes"),
    object("extra-field", "a quote beside", { knew: "yes", evidence: "Priya told me at the shop on Monday." }, "yes"),
    object("malformed", "not one of the three", { knew: "maybe" }, "fallback"),
    rawAnswer("malformed", "a bare word", "no", "no", { inputs: didNot }),
    rawAnswer("cut-off", "cut open", '{"knew": "y', "fallback", { finishReason: "length" }),
  ],
});
