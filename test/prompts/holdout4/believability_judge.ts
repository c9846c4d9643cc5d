import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Tariq Oduya",
  about: "33, the well-keeper of Tamarisk Wells",
  question: "What's keeping you busy this week?",
  first: "The north pump broke, so I'm carting water to Nadia's grove at dawn until the part comes on Wednesday.",
  second: "Oh, the usual. Nothing special.",
};
const alike = { ...inputs, second: "Carting water around since the north pump failed; the part should be here Wednesday." };

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"more_believable": "first"}', "first"),
    text("good", "gpt-3.5", '{"more_believable": "first"}\n\nThe first answer is specific to his job.', "first"),
    text("good", "llama-3-8b", '{"more_believable": "tie"}', "tie", { inputs: alike }),
    text("good", "qwen2.5-7b", '{"more_believable":"first"}', "first"),
    text("good", "1b", '{"more_believable": "first"}', "first"),
    text("good", "reasoning", '<think>\nThe first names the pump, Nadia, Wednesday; the second is empty.\n</think>\n{"more_believable": "first"}', "first"),
    text("good", "gpt-4o-mini", '```json\n{"more_believable": "tie"}\n```', "tie", { inputs: alike }),
    text("format", "qwen2.5-7b", "{'more_believable': 'first'}", "first"),
    text("format", "llama-3-8b", "The first answer is more believable.", "first"),
    text("format", "gpt-3.5", '{"more_believable": "First"}', "first"),
    text("format", "1b", '{"more_believable": "answer 1"}', "first"),
    text("nested-json", "gpt-4o-mini", '{"more_believable": {"choice": "first", "why": "specific details"}}', "first"),
    text("label", "qwen2.5-7b", '{"more_believable": "first"} (it mentions the pump)', "first"),
    text("refusal", "refusal", "I'm sorry, but I can't judge people's answers.", "fallback"),
    text("refusal", "gpt-3.5", "Both answers could be believable depending on his mood.", "fallback"),
    text("placeholder", "1b", '{"more_believable": "<first, second or tie>"}', "fallback"),
    capped("gpt-4o-mini", '{"more_believable": "fi', "fallback"),
  ],
  structured: [
    object("good", "valid", { more_believable: "first" }, "first"),
    object("good", "tie", { more_believable: "tie" }, "tie", { inputs: alike }),
    object("renamed-field", "verdict for more_believable", { verdict: "first" }, "first"),
    object("string-value", "a number", { more_believable: 1 }, "first"),
    object("extra-field", "a reason beside", { reason: "specific", more_believable: "first" }, "first"),
    object("refusal", "a refusal", { more_believable: "cannot determine" }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"more_bel', "fallback", { finishReason: "length" }),
  ],
});
