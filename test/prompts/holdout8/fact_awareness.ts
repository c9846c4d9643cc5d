import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.fact_awareness;
const no = { ...inputs, answer: "A seal pup? No, first I've heard of it. I haven't been past the dunes all week." };
const unsure = { ...inputs, answer: "Something about a seal, maybe? People say all sorts in the café." };

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", '{"knew": "yes"}', "yes"),
    text("good", "gemma-3", '{"knew": "yes"}\n', "yes"),
    text("good", "phi-4", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "deepseek-v3", '{"knew": "yes"}', "yes"),
    text("good", "mixtral", ' {"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "olmo-2", '{"knew": "yes"}', "yes"),
    text("good", "yi-34b", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "hermes", '{"knew": "yes"}', "yes"),
    text("good", "aya", '{"knew": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knew": "yes"}', "yes"),
    text("format", "qwq", 'Okay, so Priya says Desmond\'s dog found a seal pup and half the library has been asking. She clearly had heard it before being asked.\n\n{"knew": "yes"}', "yes"),
    text("format", "deepseek-v3", "```json\n{\n  \"knew\": \"yes\"\n}\n```", "yes"),
    text("format", "mixtral", '{"knew": "yes"}</s>', "yes"),
    text("format", "llama-3.3-70b", '{"knew": "yes"}<|eot_id|>', "yes"),
    text("format", "hermes", '<tool_call>\n{"name": "classify", "arguments": {"knew": "yes"}}\n</tool_call>', "yes"),
    text("format", "gemma-3", '{"knew": "yes"}{"knew": "yes"}', "yes"),
    text("format", "olmo-2", "knew=yes", "yes"),
    text("format", "phi-4", "{&quot;knew&quot;: &quot;yes&quot;}", "yes"),
    text("format", "aya", '{"knew": "sim"}', "yes"),
    text("format", "yi-34b", '{"knew": "yes"}\n\nUser: And Beatriz?\nAssistant: {"knew": "no"}', "yes"),
    text("format", "deepseek-v3", 'Option A: {"knew": "yes"}\nOption B: {"knew": "unsure"}', "fallback"),
    text("format", "mixtral", "Yes, she had heard about it.", "yes"),
    text("format", "gemma-3", '{"knew": "yes" | "no" | "unsure"}', "fallback"),
    text("refusal", "aya", "I can't determine what a person knew.", "fallback"),
    capped("qwq", "Okay, so Priya's answer: 'Desmond's dog found a seal pup up there, didn't it?' The question tag 'didn't it' could suggest", "fallback"),
    text("cut-off", "olmo-2", '{"knew": "', "fallback"),
    text("good", "qwq", 'Okay, she had clearly heard it.\n\n{"knew": "yes"}', "yes"),
    text("good", "phi-4", '{"knew": "yes"}', "yes"),
    text("good", "gemma-3", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
  ],
  structured: [
    object("good", "yes", { knew: "yes" }, "yes"),
    object("good", "no", { knew: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knew: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "boolean", { knew: true }, "yes"),
    object("renamed-field", "answer", { answer: "yes" }, "yes"),
    object("extra-field", "quote beside", { knew: "yes", quote: "Half the library's been asking" }, "yes"),
    object("malformed", "maybe", { knew: "maybe" }, "fallback"),
    rawAnswer("format", "streaming duplicate", '{"knew": "yes"}{"knew": "yes"}', "yes"),
    rawAnswer("cut-off", "cut", '{"kn', "fallback", { finishReason: "length" }),
  ],
});
