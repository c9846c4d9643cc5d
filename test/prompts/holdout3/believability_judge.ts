import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Lena Sommer",
  about: "44, the postmistress of Edelhorn",
  question: "What are you worried about this week?",
  first: "Nothing really. Things are fine.",
  second: "Ferdi, our accordion player, has lost his voice, and the choir sings at the festival on Saturday.",
};
const alike = { ...inputs, first: "Ferdi's voice. He plays the accordion for us, and the choir sings on Saturday." };

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    text("good", "qwen2.5-7b", '{"more_believable":"second"}', "second"),
    text("good", "llama-3-8b", '{"more_believable": "tie"}', "tie", { inputs: alike }),
    text("good", "1b", '{"more_believable": "second"}', "second"),
    text("good", "gpt-4o-mini", '{"more_believable": "second"}', "second"),
    text("good", "gpt-3.5", 'The second answer is specific and fits Lena as the choir\'s conductor.\n\n{"more_believable": "second"}', "second"),
    text("good", "llama-3-8b", '```json\n{"more_believable": "second"}\n```', "second"),
    text("good", "qwen2.5-7b", "second", "second"),
    text("good", "reasoning", '<think>\nLet me think. The first is vague; the second names Ferdi, the accordion and the festival.\n</think>\n{"more_believable": "second"}', "second"),
    text("good", "gpt-3.5", '{"more_believable": "tie"}', "tie", { inputs: alike }),
    text("format", "1b", "The second answer.", "second"),
    text("format", "qwen2.5-7b", "Answer 2", "second"),
    text("format", "1b", '{"more_believable": "Second"}', "second"),
    text("label", "llama-3-8b", '**Verdict:** {"more_believable": "second"} (it is specific)', "second"),
    text("refusal", "refusal", "I'm sorry, but I can't judge people's answers.", "fallback"),
    capped("gpt-3.5", '{"more_believable": "sec', "fallback"),
  ],
  structured: [
    object("good", "a tie", { more_believable: "tie" }, "tie", { inputs: alike }),
    object("good", "valid", { more_believable: "second" }, "second"),
    object("renamed-field", "winner for more_believable", { winner: "second" }, "second"),
    object("string-value", "the answer's number", { more_believable: 2 }, "second"),
    object("malformed", "a value not in the list", { more_believable: "both" }, "fallback"),
    object("refusal", "a refusal in the field", { more_believable: "I cannot judge this." }, "fallback"),
  ],
});
