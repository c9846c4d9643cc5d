import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.believability_judge;
const swapped = { ...inputs, first: inputs.second, second: inputs.first };
const even = { ...inputs, second: "Dyeing scarves for the market on Friday, and fighting with that water wheel." };

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"more_believable": "first"}', "first"),
    text("good", "gemma-2-9b", '{"more_believable": "first"}\n', "first"),
    text("good", "phi-3-mini", '{"more_believable": "first"}\n\nThe first answer is specific: scarves, the market, the water wheel.', "first"),
    text("good", "llama-3.1-70b", '{"more_believable": "first"}', "first"),
    text("good", "claude", 'The first answer mentions concrete details of Wen\'s week, while the second is generic.\n\n{"more_believable": "first"}', "first"),
    text("good", "command-r", '{"more_believable": "first"}', "first"),
    text("good", "0.5b", '{"more_believable": "first"}', "first"),
    text("good", "deepseek-r1-distill", '<think>\nFirst: specific, in character. Second: generic. First.\n</think>\n\n{"more_believable": "first"}', "first"),
    text("good", "gpt-4o-mini", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("good", "claude", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("good", "llama-3.1-70b", '{"more_believable": "tie"}', "tie", { inputs: even }),
    text("format", "claude", '```json\n{"more_believable": "first"}\n```', "first"),
    text("format", "gemma-2-9b", "More believable: first", "first"),
    text("format", "command-r", '{"more_believable": "FIRST"}', "first"),
    text("format", "phi-3-mini", '{"more_believable": 1}', "first"),
    text("format", "llama-3.1-70b", "The first answer.", "first"),
    text("format", "qwen2.5-7b", '{"more_believable": "primera"}', "first"),
    text("format", "gpt-4o-mini", '{"more_believable": "second"}\n\nCorrection: {"more_believable": "first"}', "first"),
    text("format", "gemma-2-9b", '{“more_believable”: “first”}', "first"),
    text("format", "claude", "Both answers have merit, but the first is more specific.", "first"),
    text("format", "command-r", '{"more_believable": "first" | "second" | "tie"}', "fallback"),
    text("format", "phi-3-mini", '{"more_believable": "both"}', "fallback"),
    text("refusal", "refusal", "I don't feel comfortable judging which person is more real.", "fallback"),
    text("ellipsis", "0.5b", "{}", "fallback"),
    capped("deepseek-r1-distill", "<think>\nWen, a dyer. First answer: dyeing indigo scarves for Friday's night market, if the water wheel lets me. Specific, consistent with her life. Second: I am doing many activities", "fallback"),
    capped("claude", "Comparing the two answers, the", "fallback"),
    text("good", "qwen2.5-7b", '{"more_believable": "first"}', "first"),
    text("good", "phi-3-mini", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("good", "gemma-2-9b", '{"more_believable": "tie"}', "tie", { inputs: even }),
    text("cut-off", "deepseek-r1-distill", "<think>\nFirst is specific. Second is generic. So the more believable is the", "fallback"),
    text("format", "command-r", '{"more_believable": "first"}\n\nSo the second answer sounds more real.', "fallback"),
    text("good", "claude", '{"more_believable": "tie"}', "tie", { inputs: even }),
    text("good", "command-r", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("good", "gemma-2-9b", '{"more_believable": "first"}', "first"),
  ],
  structured: [
    object("good", "first", { more_believable: "first" }, "first"),
    object("good", "second", { more_believable: "second" }, "second", { inputs: swapped }),
    object("good", "tie", { more_believable: "tie" }, "tie", { inputs: even }),
    object("string-value", "a number", { more_believable: 1 }, "first"),
    object("renamed-field", "winner", { winner: "first" }, "first"),
    object("extra-field", "reason beside", { more_believable: "first", reason: "specific details" }, "first"),
    object("refusal", "neither", { more_believable: "neither" }, "fallback"),
    rawAnswer("format", "YAML", "more_believable: first", "first"),
    rawAnswer("cut-off", "cut", '{"more_believable": "fi', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"more_believable": "first"}\nHope this helps!`, "first"),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "more_believable": "first"\r\n}` + "\r\n```", "first"),
    rawAnswer("format", "smart quotes", `{“more_believable”: “first”}`, "first"),
    rawAnswer("format", "in tags", `<answer>{"more_believable": "first"}</answer>`, "first"),
  ],
});
