import { factAwarenessPrompt } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects } from "./choices.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.fact_awareness;
const unsure = { ...inputs, answer: "The quarry? I don't really follow what goes on up there. Was there something?" };
const no = { ...inputs, answer: "No, I've been up on the moor with the ewes all week. What happened?" };

export default corpusOf<"yes" | "no" | "unsure">({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    ...choiceCases<"yes" | "no" | "unsure">({
      field: "knew",
      right: "yes",
      other: "no",
      why: "Priya names the Tuesday blast and the closed lane before anyone told her, so she already knew.",
      translated: [
        ["gemini-2.5-flash", '{"knew": "sí"}', "yes"],
        ["kimi-k2", '{"knew": "ja"}', "yes"],
        ["command-r", '{"knew": "oui"}', "yes"],
        ["qwen3-nothink", '{"knew": "是"}', "yes"],
        ["gemma-3n", '{"knew": "evet"}', "yes"],
      ],
    }),
    text("good", "gpt-5-mini", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "claude-haiku-4.5", '{"knew": "no"}', "no", { inputs: no }),
    text("good", "gemini-2.5-flash", '```json\n{"knew": "no"}\n```', "no", { inputs: no }),
    text("format", "llama-3.3-70b", "Yes — she mentions the blast on the east face herself.", "yes"),
    text("string-value", "smollm3", '{"knew": true}', "yes"),
    text("string-value", "ollama-q4", '{"knew": "false"}', "no", { inputs: no }),
    text("format", "kimi-k2", '{"knew": "Unsure"}', "unsure", { inputs: unsure }),
  ],
  structured: [
    ...choiceObjects<"yes" | "no" | "unsure">(
      { field: "knew", right: "yes", other: "no", why: "She brings up the blast on her own.", translated: [] },
      "knew_before",
    ),
    { kind: "good", note: "unsure", answer: { knew: "unsure" }, expected: "unsure", inputs: unsure },
    { kind: "string-value", note: "boolean", answer: { knew: false }, expected: "no", inputs: no },
  ],
});
