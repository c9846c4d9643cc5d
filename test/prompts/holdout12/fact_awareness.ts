import { factAwarenessPrompt } from "../../../prompts/experiment/factAwareness.js";
import type { Stance } from "../../../state/experimentSpec.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.fact_awareness;
const unaware = { ...inputs, answer: "Locks? No, I've been stuck in the kitchen all week. Has something happened?" };
const hedging = { ...inputs, answer: "Something about one of the locks, maybe? A boater said a word, I wasn't really listening." };

const c: Choice<Stance> = {
  field: "knew",
  right: "yes",
  other: "no",
  why: "Beatriz names the drained lock and the new gates before being told, so she had heard.",
  translated: [
    ["sarvam-m", '{"knew": "हाँ"}', "yes"],
    ["glm-4.5", '{"knew": "sim"}', "yes"],
    ["llama-4-maverick", '{"knew": "tak"}', "yes"],
    ["ernie-4.5", '{"knew": "はい"}', "yes"],
    ["mistral-medium-3", '{"knew": "ja"}', "yes"],
  ],
};

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    ...choiceCases(c),
    text("good", "gpt-4.1-nano", '{"knew": "no"}', "no", { inputs: unaware }),
    text("good", "granite-4", '{"knew": "unsure"}', "unsure", { inputs: hedging }),
    text("format", "deepseek-v3.1", 'She clearly had heard: {"knew": "yes"}', "yes"),
    text("format", "phi-4-mini", '{"knew": "No"} — she asks what happened.', "no", { inputs: unaware }),
    text("string-value", "qwen2.5-coder", '{"knew": true}', "yes"),
    text("format", "mistral-medium-3", '{"knew": "niet zeker"}', "unsure", { inputs: hedging }),
  ],
  structured: [
    ...choiceObjects(c, "heard"),
    { kind: "string-value", note: "boolean false", answer: { knew: false }, expected: "no", inputs: unaware },
  ],
});
