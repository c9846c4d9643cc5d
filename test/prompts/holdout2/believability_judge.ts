import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  person: "Tomasz Nowak",
  about: "58, the ferryman of Millbrook",
  question: "What are you looking forward to this week?",
  first: "Saturday's regatta. I'm the starter, and I've promised Ines her buns will cross before the first race.",
  second: "Nothing much. I like boats.",
};

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"more_believable": "first"}', "first"),
    text("good", "gpt-3.5", 'The first answer is specific and in character.\n\n{"more_believable": "first"}', "first"),
    text("good", "llama-3-8b", '```json\n{"more_believable": "first"}\n```', "first"),
    text("good", "qwen2.5-7b", "first", "first"),
    text("good", "reasoning", '<think>\nFirst: regatta, starter role, promise to Ines. Second: vague.\n</think>\n{"more_believable": "first"}', "first"),
    text("format", "1b", "The first answer.", "first"),
    text("refusal", "refusal", "I'm sorry, but I can't judge people's answers.", "fallback"),
    capped("gpt-3.5", '{"more_believable": "fi', "fallback"),
    text("good", "gpt-3.5", '{"more_believable": "tie"}', "tie", { inputs: { ...inputs, second: "The regatta, of course. I start the races, and Ines's buns have to be over the river before the first one." } }),
    text("label", "llama-3-8b", '**Verdict:** {"more_believable": "first"} (the first answer is specific)', "first"),
    text("format", "qwen2.5-7b", "Answer 1", "first"),
  ],
  structured: [
    object("good", "valid", { more_believable: "first" }, "first"),
    object("renamed-field", "winner for more_believable", { winner: "first" }, "first"),
    object("malformed", "a value not in the list", { more_believable: "both" }, "fallback"),
    object("refusal", "a refusal in the field", { more_believable: "I cannot judge." }, "fallback"),
  ],
});
