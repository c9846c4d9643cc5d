import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../state/experimentSpec.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.acquaintance;
const no = { ...inputs, answer: "Kwame who? Never heard of him, sorry." };
const unsure = { ...inputs, answer: "Why do you ask? Is he in trouble?" };

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", '{"knows": "yes"}', "yes"),
    text("good", "o3-mini", '{"knows":"yes"}', "yes"),
    text("good", "mistral-7b", ' {"knows": "yes"}', "yes"),
    text("good", "mistral-nemo", '{"knows": "yes"}', "yes"),
    text("good", "llama-3.2-3b", '{"knows": "yes"}', "yes"),
    text("good", "qwen2.5-14b", '{"knows": "yes"}', "yes"),
    text("good", "granite", '{"knows": "yes"}', "yes"),
    text("good", "qwen3", '<think>\nShe knows him a little: he collects parcels from her.\n</think>\n\n{"knows": "yes"}', "yes"),
    text("good", "gemini", '```json\n{"knows": "yes"}\n```\n\nShe knows him by sight and by his parcels, even if they have not talked much.', "yes"),
    text("good", "gpt-4.1", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "mistral-nemo", '{"knows": "unsure"}', "unsure", { inputs: unsure }),
    text("format", "o3-mini", "{'knows': 'yes'}", "yes"),
    text("format", "llama-3.2-3b", '{"name": "acquaintance", "arguments": {"knows": "yes"}}', "yes"),
    text("format", "gpt-4.1", '{"knows": "yes",}', "yes"),
    text("format", "granite", '```javascript\n{"knows": "yes"}\n```', "yes"),
    text("format", "gemini", "## Verdict\n\n✅ **Yes** — she knows of him.", "yes"),
    text("format", "mistral-7b", "A: yes", "yes"),
    text("format", "qwen2.5-14b", "はい、ノリコはクワメを知っています。", "yes"),
    text("format", "mistral-nemo", '"{"knows": "yes"}".', "yes"),
    text("format", "llama-3.2-3b", '{"knows": "yes"} or {"knows": "unsure"}', "fallback"),
    text("string-value", "granite", '{"knows": "true"}', "yes"),
    text("refusal", "granite", "Does knowing someone only by sight count? Let me know and I'll answer.", "fallback"),
    text("placeholder", "tinyllama", '{"knows": "yes" | "no" | "unsure"}', "fallback"),
    text("loop", "smollm", '{"knows": "yes"}\n{"knows": "yes"}\n{"knows": "yes"}\n{"knows": "yes"}', "yes"),
    capped("qwen3", "<think>\nNoriko says 'The bandmaster? He collects his music parcels from me' — she knows who he is. But 'we've never really talked' — does that count? The question says even a little, so", "fallback"),
    text("good", "gpt-4.1", '{"knows": "yes"}', "yes"),
    text("good", "granite", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "qwen2.5-14b", '{"knows": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "llama-3.2-1b", '{"knows": "yes"}', "yes"),
  ],
  structured: [
    object("good", "yes", { knows: "yes" }, "yes"),
    object("good", "no", { knows: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knows: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "a boolean", { knows: true }, "yes"),
    object("renamed-field", "answer", { answer: "yes" }, "yes"),
    object("extra-field", "how well beside", { knows: "yes", how_well: "a little" }, "yes"),
    object("nested-json", "tool-call wrapper", { name: "acquaintance", arguments: { knows: "yes" } }, "yes"),
    object("malformed", "a little", { knows: "a little" }, "yes"),
    rawAnswer("format", "JSON5", "{knows: 'yes',}", "yes"),
    rawAnswer("cut-off", "cut", '{"knows": "y', "fallback", { finishReason: "length" }),
  ],
});
