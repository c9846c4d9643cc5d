import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Priya Lindqvist",
  about: "41, the postmistress of Vellmoor who chairs the Fleece Fair committee",
  question: "What's on your mind this week?",
  first: "As a postmistress, I am focused on delivering excellent service and community engagement.",
  second: "The bridge, mostly. Forty stalls and one muddy ford road, and the forecast says rain for the sheepdog trials.",
};
const swapped = { ...inputs, first: inputs.second, second: inputs.first };
const alike = { ...inputs, first: "The fair, and whether the ford road holds.", second: "The ford road, and whether it holds for the fair." };

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"more_believable": "second"}', "second"),
    text("good", "gpt-3.5", '{"more_believable": "second"}\n\nThe second answer is specific and grounded in her week.', "second"),
    text("good", "llama-3-8b", '```json\n{"more_believable": "second"}\n```', "second"),
    text("good", "qwen2.5-7b", '{"more_believable": "first"}', "first", { inputs: swapped }),
    text("good", "mistral-7b", ' {"more_believable": "tie"}', "tie", { inputs: alike }),
    text("good", "1b", '{"more_believable": "second"}', "second"),
    text("good", "reasoning", '<think>\nThe first is generic corporate talk; the second names the bridge, the stalls, the rain.\n</think>\n{"more_believable": "second"}', "second"),
    text("good", "gpt-4o-mini", '{"more_believable": "tie"}', "tie", { inputs: alike }),
    text("good", "llama-3-8b", '{"more_believable": "first"}', "first", { inputs: swapped }),
    text("good", "qwen2.5-7b", '{"more_believable": "second"}', "second"),
    text("good", "mistral-7b", ' {"more_believable": "second"}', "second"),
    text("good", "1b", '{"more_believable": "first"}', "first", { inputs: swapped }),
    text("format", "gpt-3.5", "second", "second"),
    text("format", "llama-3-8b", "More believable: Second", "second"),
    text("format", "qwen2.5-7b", '{"more_believable": "Second answer"}', "second"),
    text("format", "mistral-7b", "{'more_believable': 'second'}", "second"),
    text("format", "gpt-4o-mini", '{"more_believable": "second", "reason": "specific and in character"}', "second"),
    text("format", "qwen2.5-7b", '{"more_believable": 2}', "second"),
    text("format", "gpt-3.5", "The second answer sounds more like a real person.", "second"),
    text("format", "llama-3-8b", '**Verdict:** {"more_believable": "first"} 🏆', "first", { inputs: swapped }),
    text("label", "gpt-4o-mini", '{"more_believable": "second"} — the first sounds like a press release.', "second"),
    text("refusal", "refusal", "I'm sorry, I can't judge people's answers.", "fallback"),
    text("placeholder", "1b", '{"more_believable": "first" | "second" | "tie"}', "fallback"),
    text("format", "llama-3-8b", "Both answers are believable in their own way.", "tie"),
    capped("gpt-4o-mini", '{"more_believable": "sec', "fallback"),
    text("cut-off", "reasoning", "<think>\nThe first is generic. The second mentions the bridge. But both could be", "fallback"),
  ],
  structured: [
    object("good", "second", { more_believable: "second" }, "second"),
    object("good", "first", { more_believable: "first" }, "first", { inputs: swapped }),
    object("good", "tie", { more_believable: "tie" }, "tie", { inputs: alike }),
    object("string-value", "a number", { more_believable: 2 }, "second"),
    object("string-value", "capitalised", { more_believable: "Second" }, "second"),
    object("renamed-field", "verdict for more_believable", { verdict: "second" }, "second"),
    object("extra-field", "a reason beside", { more_believable: "second", reason: "It names the bridge and the rain." }, "second"),
    object("malformed", "not one of the three", { more_believable: "both" }, "fallback"),
    rawAnswer("malformed", "a bare word", "second", "second"),
    rawAnswer("cut-off", "cut open", '{"more_believable": "', "fallback", { finishReason: "length" }),
  ],
});
