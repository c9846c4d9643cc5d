import { factAwarenessPrompt } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";

type Stance = "yes" | "no" | "unsure";
const inputs = INPUTS.fact_awareness;
const C: Choice<Stance> = {
  field: "knew",
  right: "yes",
  other: "no",
  why: "Oliver names the ferry stopping and the day, and had to go round by the bridge.",
  translated: [
    ["aya-expanse", '{"knew": "sim"}', "yes"],
    ["llama-4-scout", '{"knew": "tak"}', "yes"],
    ["gemma-3", '{"knew": "はい"}', "yes"],
    ["olmo-2", '{"knew": "ja"}', "yes"],
    ["phi-4", '{"knew": "ya"}', "yes"],
  ],
};
const unheard = { ...inputs, answer: "Stopped? No, I hadn't heard. I've been in the classroom all week." };
const vague = { ...inputs, answer: "The ferry? I think someone said something, but I might be mixing it up with last winter." };

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    ...choiceCases(C),
    text("good", "granite-3", '{"knew": "no"}', "no", { inputs: unheard }),
    text("good", "nemotron", '{"knew": "unsure"}', "unsure", { inputs: vague }),
    text("format", "deepseek-v3", '{"knew": true}', "yes"),
  ],
  structured: [...choiceObjects(C, "knows_news"), { ...choiceObjects({ ...C, right: "no" as Stance }, "x")[0]!, inputs: unheard, note: "did not know" }],
});
