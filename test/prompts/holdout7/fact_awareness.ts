import { factAwarenessPrompt } from "../../../prompts/experiment/factAwareness.js";
import type { Stance } from "../../../state/experimentSpec.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.fact_awareness;
const no = { ...inputs, answer: "The railway? No, I've been up with the bees all week. What's happened?" };
const unsure = { ...inputs, answer: "Something about the line, maybe? Kwame said a word, but I wasn't listening." };

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", '{"knew": "yes"}', "yes"),
    text("good", "o3-mini", '{"knew":"yes"}', "yes"),
    text("good", "mistral-7b", ' {"knew": "yes"}', "yes"),
    text("good", "mistral-nemo", '{"knew": "yes"}', "yes"),
    text("good", "llama-3.2-3b", '{"knew": "yes"}', "yes"),
    text("good", "qwen2.5-14b", '{"knew": "yes"}', "yes"),
    text("good", "granite", '{"knew": "yes"}', "yes"),
    text("good", "qwen3", '<think>\nShe names the slip at Scar Cutting and has been walking the letters since Wednesday. She knew.\n</think>\n\n{"knew": "yes"}', "yes"),
    text("good", "gemini", '```json\n{"knew": "yes"}\n```', "yes"),
    text("good", "gpt-4.1", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "llama-3.2-3b", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("format", "o3-mini", "{'knew': 'yes'}", "yes"),
    text("format", "llama-3.2-3b", '{"name": "fact_awareness", "arguments": {"knew": "yes"}}', "yes"),
    text("format", "gpt-4.1", '{"knew": "yes",}', "yes"),
    text("format", "qwen2.5-14b", '{\n  "knew": "yes" // she mentions the slip\n}', "yes"),
    text("format", "mistral-nemo", "{knew: 'yes'}", "yes"),
    text("format", "granite", '```python\n{"knew": "yes"}\n```', "yes"),
    text("format", "gemini", "**Yes** — Noriko clearly knew: she names the slip at Scar Cutting.", "yes"),
    text("format", "mistral-7b", "Answer: yes", "yes"),
    text("format", "mistral-nemo", "Ja, sie wusste es schon.", "yes"),
    text("format", "qwen2.5-14b", '{"knew": "はい"}', "yes"),
    text("format", "gpt-4o-mini", '{"knew": "no"}\n\nActually, she mentions the slip, so: {"knew": "yes"}', "yes"),
    text("format", "llama-3.2-3b", '{"knew": "yes"}\n\n{"knew": "yes"}', "yes"),
    text("string-value", "granite", '{"knew": true}', "yes"),
    text("refusal", "granite", "Do you count hearing it from the post round as knowing? Let me know.", "fallback"),
    text("placeholder", "tinyllama", '{"knew": "yes" | "no" | "unsure"}', "fallback"),
    text("loop", "smollm", '{"knew": "yes"} {"knew": "yes"} {"knew": "yes"} {"knew": "yes"}', "yes"),
    capped("qwen3", "<think>\nThe news is the landslip. Noriko says 'the slip at Scar Cutting? Yes' — so she", "fallback"),
    text("good", "gpt-4.1", '{"knew": "yes"}', "yes"),
    text("good", "granite", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "qwen2.5-14b", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "gemini", '{"knew": "yes"}\n', "yes"),
  ],
  structured: [
    object("good", "yes", { knew: "yes" }, "yes"),
    object("good", "no", { knew: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knew: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "a boolean", { knew: true }, "yes"),
    object("format", "capitalised", { knew: "Yes" }, "yes"),
    object("renamed-field", "answer", { answer: "yes" }, "yes"),
    object("extra-field", "quote beside", { knew: "yes", quote: "the slip at Scar Cutting" }, "yes"),
    object("nested-json", "tool-call wrapper", { name: "fact_awareness", arguments: { knew: "yes" } }, "yes"),
    object("malformed", "maybe", { knew: "maybe" }, "fallback"),
    rawAnswer("format", "Python dict", "{'knew': 'no'}", "no", { inputs: no }),
    rawAnswer("cut-off", "cut", '{"kn', "fallback", { finishReason: "length" }),
  ],
});
