import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { object, text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";
import { rtl } from "./forms.js";

const inputs = INPUTS.believability_judge;
const c: Choice<Verdict> = {
  field: "more_believable",
  right: "first",
  other: "second",
  translated: [
    ["gpt-sw3", '{"more_believable": "första"}', "first"],
    ["gigachat", '{"more_believable": "первый"}', "first"],
    ["jais", rtl('{"more_believable": "الأول"}'), "first"],
    ["sea-lion", '{"more_believable": "pertama"}', "first"],
    ["meltemi", '{"more_believable": "πρώτη"}', "first"],
  ],
  why: "The first names the grader, the day and the show; the second could be anyone.",
};
const twins = { ...inputs, second: inputs.first };

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    ...choiceCases(c),
    text("good", "claude-sonnet-4", '{"more_believable": "tie"}', "tie", { inputs: twins }),
    text("format", "o4-mini", "First.", "first"),
    text("format", "command-a", "The first answer is more believable: it is concrete and sounds like her.\n\n{\"more_believable\": \"first\"}", "first"),
  ],
  structured: [...choiceObjects(c, "answer"), object("good", "identical answers", { more_believable: "tie" }, "tie", { inputs: twins })],
});
