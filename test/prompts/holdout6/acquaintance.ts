import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import type { Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.acquaintance;
const no = { ...inputs, answer: "Wen who? No, I don't think I've met anyone by that name." };
const unsure = { ...inputs, answer: "There are so many new faces at the market these days." };

export default corpusOf<Stance>({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"knows": "yes"}', "yes"),
    text("good", "gemma-2-9b", '{"knows": "yes"}\n', "yes"),
    text("good", "phi-3-mini", '{"knows": "yes"}\n\nAgnes bought a scarf from her, so she knows of her.', "yes"),
    text("good", "llama-3.1-70b", '{"knows": "yes"}', "yes"),
    text("good", "claude", 'Agnes knows of Wen, even if they have never really talked.\n\n{"knows": "yes"}', "yes"),
    text("good", "command-r", '{"knows": "yes"}', "yes"),
    text("good", "0.5b", '{"knows": "yes"}', "yes"),
    text("good", "deepseek-r1-distill", '<think>\nShe bought a scarf from Wen: knows of her, a little. The instructions say yes even a little.\n</think>\n\n{"knows": "yes"}', "yes"),
    text("good", "gpt-4o-mini", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "llama-3.1-70b", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "claude", '{"knows": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "command-r", '{"knows": "unsure"}', "unsure", { inputs: unsure }),
    text("format", "claude", '```json\n{"knows": "yes"}\n```', "yes"),
    text("format", "gemma-2-9b", "<answer>yes</answer>", "yes"),
    text("format", "command-r", "KNOWS: YES", "yes"),
    text("format", "phi-3-mini", '{"knows": "Yes"}', "yes"),
    text("format", "llama-3.1-70b", '{"knows": "no"}\n\nWait, actually, she bought a scarf from her. {"knows": "yes"}', "yes"),
    text("format", "qwen2.5-7b", '{"knows": "oui"}', "yes"),
    text("format", "gemma-2-9b", "Probably yes.", "yes"),
    text("format", "claude", '{"knows": "a little"}', "yes"),
    text("format", "phi-3-mini", '{"knows": "yes" | "no" | "unsure"}', "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't make judgments about people's relationships.", "fallback"),
    text("ellipsis", "0.5b", "", "fallback"),
    capped("deepseek-r1-distill", "<think>\nAgnes: \"The dyer? I've bought a scarf from her stall once.\" So she knows who Wen is. But \"we've never really talked\". Does that count? The question says even a little", "fallback"),
    capped("claude", "Agnes seems to know of Wen, but", "fallback"),
    text("good", "qwen2.5-7b", '{"knows": "yes"}', "yes"),
    text("good", "phi-3-mini", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "gemma-2-9b", '{"knows": "unsure"}', "unsure", { inputs: unsure }),
    text("cut-off", "deepseek-r1-distill", "<think>\nShe bought a scarf from Wen once. Even a little counts, so", "fallback"),
    text("format", "command-r", '{"knows": "yes"}\n\nI hope this helps with your study!', "yes"),
    text("good", "claude", '{"knows": "no"}', "no", { inputs: no }),
    text("good", "llama-3.1-70b", '{"knows": "unsure"}', "unsure", { inputs: unsure }),
    text("good", "gemma-2-9b", '{"knows": "yes"}', "yes"),
  ],
  structured: [
    object("good", "yes", { knows: "yes" }, "yes"),
    object("good", "no", { knows: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knows: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "a boolean", { knows: false }, "no", { inputs: no }),
    object("renamed-field", "known", { known: "yes" }, "yes"),
    object("extra-field", "how well beside", { knows: "yes", how_well: "a little" }, "yes"),
    object("refusal", "null", { knows: null }, "fallback"),
    rawAnswer("format", "prose", "Yes, she knows of her.", "yes"),
    rawAnswer("cut-off", "cut", '{"knows": "ye', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"knows": "yes"}\nHope this helps!`, "yes"),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "knows": "yes"\r\n}` + "\r\n```", "yes"),
    rawAnswer("format", "smart quotes", `{“knows”: “yes”}`, "yes"),
    rawAnswer("format", "in tags", `<answer>{"knows": "yes"}</answer>`, "yes"),
  ],
});
