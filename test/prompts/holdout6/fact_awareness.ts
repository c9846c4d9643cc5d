import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.fact_awareness;
const no = { ...inputs, answer: "The observatory? No, nothing. Is something on?" };
const unsure = { ...inputs, answer: "Maybe someone mentioned stars at the market, I can't remember." };

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"knew": "yes"}', "yes"),
    text("good", "gemma-2-9b", '{"knew": "yes"}\n', "yes"),
    text("good", "phi-3-mini", '{"knew": "yes"}\n\nWen says Agnes told her about the meteor night.', "yes"),
    text("good", "llama-3.1-70b", '{"knew": "yes"}', "yes"),
    text("good", "claude", 'Wen clearly says Agnes told her about it.\n\n{"knew": "yes"}', "yes"),
    text("good", "command-r", '{"knew": "yes"}', "yes"),
    text("good", "0.5b", '{"knew": "yes"}', "yes"),
    text("good", "deepseek-r1-distill", '<think>\n"Agnes told me about the meteor night on Tuesday": she knew.\n</think>\n\n{"knew": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "claude", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "llama-3.1-70b", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "command-r", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("format", "claude", '```json\n{"knew": "yes"}\n```', "yes"),
    text("format", "gemma-2-9b", "{'knew': 'yes'}", "yes"),
    text("format", "command-r", '{"knew": "YES"}', "yes"),
    text("format", "phi-3-mini", "knew: yes", "yes"),
    text("format", "llama-3.1-70b", "Yes.", "yes"),
    text("format", "qwen2.5-7b", '{"knew": "sí"}', "yes"),
    text("format", "gpt-4o-mini", '{"knew": "no"}\n\nCorrection: {"knew": "yes"}', "yes"),
    text("format", "gemma-2-9b", '{“knew”: “yes”}', "yes"),
    text("format", "command-r", '{"knew": "yes"}\r\n', "yes"),
    text("string-value", "phi-3-mini", '{"knew": true}', "yes"),
    text("format", "llama-3.1-70b", '{"knew": "yes" | "no" | "unsure"}', "fallback"),
    text("format", "claude", '{"knew": "yes"} or possibly {"knew": "unsure"}', "fallback"),
    text("refusal", "refusal", "I can't determine what someone knew.", "fallback"),
    text("ellipsis", "0.5b", "{}", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe news: the public viewing on Tuesday night. Wen says Agnes told her about the meteor night on Tuesday. That's the same event, so", "fallback"),
    capped("claude", '{"knew": "', "fallback"),
    text("good", "qwen2.5-7b", '{"knew": "yes"}', "yes"),
    text("good", "phi-3-mini", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "gemma-2-9b", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("cut-off", "deepseek-r1-distill", "<think>\nWen says Agnes told her about the meteor night. That is the news, so she knew", "fallback"),
    text("format", "claude", '{"knew": "yes"}\n\nLet me know if you have more answers to classify!', "yes"),
    text("format", "command-r", '{"knew": "yes"}\n\nSo she had not heard of it before.', "fallback"),
    text("good", "claude", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "command-r", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "gemma-2-9b", '{"knew": "yes"}', "yes"),
  ],
  structured: [
    object("good", "yes", { knew: "yes" }, "yes"),
    object("good", "no", { knew: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knew: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "a boolean", { knew: true }, "yes"),
    object("renamed-field", "answer", { answer: "yes" }, "yes"),
    object("extra-field", "evidence beside", { knew: "yes", evidence: "Agnes told me" }, "yes"),
    object("refusal", "unknown word", { knew: "partly" }, "fallback"),
    rawAnswer("format", "YAML", "knew: yes", "yes"),
    rawAnswer("cut-off", "cut", '{"kn', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"knew": "yes"}\nHope this helps!`, "yes"),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "knew": "yes"\r\n}` + "\r\n```", "yes"),
    rawAnswer("format", "smart quotes", `{“knew”: “yes”}`, "yes"),
    rawAnswer("format", "in tags", `<answer>{"knew": "yes"}</answer>`, "yes"),
  ],
});
