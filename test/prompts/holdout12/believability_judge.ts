import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.believability_judge;
const swapped = { ...inputs, first: inputs.second, second: inputs.first };
const twins = { ...inputs, second: "Minding the contractors at lock 4, mainly. If the gates hold I open up Wednesday, then beams for the festival." };

const c: Choice<Verdict> = {
  field: "more_believable",
  right: "first",
  other: "second",
  why: "The first answer names lock 4, the contractors and the festival; the second is generic.",
  translated: [
    ["glm-4.5", '{"more_believable": "primeira"}', "first"],
    ["llama-4-maverick", '{"more_believable": "pierwsza"}', "first"],
    ["mistral-medium-3", '{"more_believable": "eerste"}', "first"],
    ["ernie-4.5", '{"more_believable": "第一个回答"}', "first"],
  ],
};

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    ...choiceCases(c),
    text("good", "gpt-4.1-nano", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("good", "granite-4", '{"more_believable": "tie"}', "tie", { inputs: twins }),
    text("format", "deepseek-v3.1", '{"more_believable": "the first answer"}', "first"),
    text("format", "phi-4-mini", '{"more_believable": "First"}\n\nThe second answer sounds like a press release.', "first"),
    text("format", "sarvam-m", "**More believable:** the first one.", "first"),
    text("format", "granite-4", '{"more_believable": "first" | "second"}', "fallback"),
  ],
  structured: [...choiceObjects(c, "verdict")],
});
