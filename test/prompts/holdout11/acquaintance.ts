import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects } from "./choices.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.acquaintance;
const no = { ...inputs, answer: "Never met her. Is she from the farm up top?" };
const unsure = { ...inputs, answer: "Could be. Lots of folk come through the shop in trial week." };

export default corpusOf<"yes" | "no" | "unsure">({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    ...choiceCases<"yes" | "no" | "unsure">({
      field: "knows",
      right: "yes",
      other: "unsure",
      why: "Declan knows when Priya shops and what her dogs have won, so he knows her.",
      translated: [
        ["gemini-2.5-flash", '{"knows": "sí"}', "yes"],
        ["kimi-k2", '{"knows": "ja"}', "yes"],
        ["qwen3-nothink", '{"knows": "是的"}', "yes"],
        ["llama-3.3-70b", '{"knows": "sì"}', "yes"],
        ["gemma-3n", '{"knows": "예"}', "yes"],
      ],
    }),
    text("good", "gpt-5-mini", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "claude-haiku-4.5", '{"knows": "unsure"}', "unsure", { inputs: unsure }),
    text("format", "command-r", "**Yes.** He sees her every Monday at the shop.", "yes"),
    text("string-value", "smollm3", '{"knows": "True"}', "yes"),
    text("format", "gpt-oss-20b", '{"knows": "no"}\n\nHe says he never met her.', "no", { inputs: no }),
    text("format", "magistral", '[THINK]He says "Never met her".[/THINK]\n{"knows": "no"}', "no", { inputs: no }),
  ],
  structured: [
    ...choiceObjects<"yes" | "no" | "unsure">(
      { field: "knows", right: "yes", other: "no", why: "He knows her shopping day.", translated: [] },
      "knows_them",
    ),
    { kind: "good", note: "no", answer: { knows: "no" }, expected: "no", inputs: no },
    { kind: "string-value", note: "boolean", answer: { knows: true }, expected: "yes" },
  ],
});
