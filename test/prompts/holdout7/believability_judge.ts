import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.believability_judge;
const swapped = { ...inputs, first: inputs.second, second: inputs.first };
const alike = { ...inputs, second: "Getting the band ready for Saturday, and carding fleece at the mill the rest of the time." };

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", '{"more_believable": "first"}', "first"),
    text("good", "o3-mini", '{"more_believable":"first"}', "first"),
    text("good", "mistral-7b", ' {"more_believable": "first"}', "first"),
    text("good", "mistral-nemo", '{"more_believable": "first"}', "first"),
    text("good", "llama-3.2-3b", '{"more_believable": "first"}', "first"),
    text("good", "qwen2.5-14b", '{"more_believable": "first"}', "first"),
    text("good", "granite", '{"more_believable": "first"}', "first"),
    text("good", "qwen3", '<think>\nThe first is specific: the contest, the Fell End fleeces. The second is generic.\n</think>\n\n{"more_believable": "first"}', "first"),
    text("good", "gemini", '```json\n{"more_believable": "first"}\n```\n\nThe first answer names the contest and the fleeces; the second could be anyone.', "first"),
    text("good", "gpt-4.1", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("good", "mistral-nemo", '{"more_believable": "tie"}', "tie", { inputs: alike }),
    text("format", "o3-mini", "{'more_believable': 'first'}", "first"),
    text("format", "llama-3.2-3b", '{"name": "believability_judge", "arguments": {"more_believable": "first"}}', "first"),
    text("format", "gpt-4.1", '{"more_believable": "first",}', "first"),
    text("format", "qwen2.5-14b", '{\n  // specific and in character\n  "more_believable": "first"\n}', "first"),
    text("format", "granite", '```python\n{"more_believable": "first"}\n```', "first"),
    text("format", "gemini", "## Verdict\n\n🥇 **First answer** — specific and in character.", "first"),
    text("format", "mistral-7b", "Answer: the first one.", "first"),
    text("format", "llama-3.2-3b", '{"more_believable": "First"}', "first"),
    text("format", "mistral-nemo", '{"more_believable": "answer 1"}', "first"),
    text("format", "qwen2.5-14b", "Die erste Antwort ist glaubwürdiger.", "first"),
    text("format", "gpt-4o-mini", '{"more_believable": "second"}\n\nWait, I mixed them up. {"more_believable": "first"}', "first"),
    text("format", "granite", '{"more_believable": "first or tie"}', "fallback"),
    text("refusal", "granite", "What do you mean by believable — realistic or consistent with earlier answers? Let me know.", "fallback"),
    text("placeholder", "tinyllama", '{"more_believable": "first" | "second" | "tie"}', "fallback"),
    text("loop", "smollm", '{"more_believable": "first"} {"more_believable": "first"} {"more_believable": "first"}', "first"),
    capped("qwen3", "<think>\nFirst answer: rehearsing for Saturday's contest, carding the Fell End fleeces. Second: generic. Clearly the", "fallback"),
    text("good", "gpt-4.1", '{"more_believable": "first"}', "first"),
    text("good", "granite", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("good", "qwen2.5-14b", '{"more_believable": "tie"}', "tie", { inputs: alike }),
    text("good", "llama-3.2-1b", '{"more_believable": "first"}', "first"),
  ],
  structured: [
    object("good", "first", { more_believable: "first" }, "first"),
    object("good", "second", { more_believable: "second" }, "second", { inputs: swapped }),
    object("good", "tie", { more_believable: "tie" }, "tie", { inputs: alike }),
    object("format", "capitalised", { more_believable: "First" }, "first"),
    object("renamed-field", "winner", { winner: "first" }, "first"),
    object("extra-field", "reason beside", { more_believable: "first", reason: "specific" }, "first"),
    object("nested-json", "tool-call wrapper", { name: "believability_judge", arguments: { more_believable: "first" } }, "first"),
    object("string-value", "a number", { more_believable: 1 }, "first"),
    object("malformed", "both", { more_believable: "both" }, "fallback"),
    rawAnswer("format", "Python dict", "{'more_believable': 'first'}", "first"),
    rawAnswer("cut-off", "cut", '{"more_believ', "fallback", { finishReason: "length" }),
  ],
});
