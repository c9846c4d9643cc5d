import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Rafael Mbeki",
  other: "Ingrid Halvorsen",
  question: "Do you know Ingrid Halvorsen?",
  answer: "Ingrid? The bee lady up the hill — she lent me her van in the spring and still reminds me about it.",
};
const no = { ...inputs, other: "Tomas Reyes", question: "Do you know Tomas Reyes?", answer: "Tomas Reyes? Can't say I've ever heard the name." };
const unclear = { ...inputs, other: "Tomas Reyes", question: "Do you know Tomas Reyes?", answer: "Why do you ask? Is he coming to the fair?" };
type Stance = "yes" | "no" | "unsure";

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"knows": "yes"}', "yes"),
    text("good", "gpt-3.5", '{"knows": "yes"}', "yes"),
    text("good", "llama-3-8b", '```json\n{"knows": "yes"}\n```', "yes"),
    text("good", "qwen2.5-7b", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "mistral-7b", ' {"knows": "unsure"}\n\nRafael answers with a question and never says whether he knows Tomas.', "unsure", { inputs: unclear }),
    text("good", "1b", '{"knows": "yes"}', "yes"),
    text("good", "reasoning", '<think>\nHe describes her and the van. He knows her.\n</think>\n\n{"knows": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "gpt-3.5", '{"knows": "unsure"}', "unsure", { inputs: unclear }),
    text("good", "llama-3-8b", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "qwen2.5-7b", '{"knows": "yes"}', "yes"),
    text("good", "1b", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "mistral-7b", ' {"knows": "yes"}', "yes"),
    text("format", "llama-3-8b", "Knows: yes", "yes"),
    text("format", "qwen2.5-7b", '{"knows": "YES"}', "yes"),
    text("format", "mistral-7b", "{knows: yes}", "yes"),
    text("format", "gpt-4o-mini", '{"knows": "yes", "relationship": "neighbour"}', "yes"),
    text("format", "qwen2.5-7b", '{"knows": "是"}', "yes"),
    text("format", "gpt-3.5", "No, Rafael does not know Tomas Reyes.", "no", { inputs: no }),
    text("format", "llama-3-8b", '{"knows": "yes"} 👍', "yes"),
    text("label", "gpt-4o-mini", 'Answer: {"knows": "yes"}', "yes"),
    text("refusal", "refusal", "I'm sorry, I can't help with that.", "fallback"),
    text("placeholder", "1b", '{"knows": "yes" | "no" | "unsure"}', "fallback"),
    capped("gpt-4o-mini", '{"kno', "fallback"),
    text("cut-off", "reasoning", "<think>\nHe asks back whether Tomas is coming to the fair. That could mean he knows him, or", "fallback"),
  ],
  structured: [
    object("good", "yes", { knows: "yes" }, "yes"),
    object("good", "no", { knows: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knows: "unsure" }, "unsure", { inputs: unclear }),
    object("string-value", "a boolean", { knows: false }, "no", { inputs: no }),
    object("renamed-field", "knew for knows", { knew: "yes" }, "yes"),
    object("extra-field", "a reason beside", { knows: "yes", reason: "He mentions the van." }, "yes"),
    object("malformed", "not one of the three", { knows: "a little" }, "fallback"),
    rawAnswer("malformed", "a bare word", "yes", "yes"),
    rawAnswer("cut-off", "cut open", '{"knows": ', "fallback", { finishReason: "length" }),
  ],
});
