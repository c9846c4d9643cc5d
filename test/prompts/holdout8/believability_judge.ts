import { believabilityJudgePrompt, type Verdict } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.believability_judge;
const tie = { ...inputs, second: "Fitting the last planks on the Kittiwake so she's ready for the lugger race on Saturday." };

export default corpusOf<Verdict>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", '{"more_believable": "first"}', "first"),
    text("good", "gemma-3", '{"more_believable": "first"}\n', "first"),
    text("good", "phi-4", '{"more_believable": "first"}', "first"),
    text("good", "deepseek-v3", '{"more_believable": "first"}', "first"),
    text("good", "mixtral", ' {"more_believable": "tie"}', "tie", { inputs: tie }),
    text("good", "olmo-2", '{"more_believable": "first"}', "first"),
    text("good", "yi-34b", '{"more_believable": "tie"}', "tie", { inputs: tie }),
    text("good", "hermes", '{"more_believable": "first"}', "first"),
    text("good", "aya", '{"more_believable": "first"}', "first"),
    text("good", "gpt-4o-mini", '{"more_believable": "first"}', "first"),
    text("format", "qwq", 'Okay, so the first answer names the boat, the planks and the race. The second is vague filler. The first is clearly more believable.\n\n{"more_believable": "first"}', "first"),
    text("format", "deepseek-v3", "Final answer: \\boxed{\\text{first}}", "first"),
    text("format", "mixtral", '{"more_believable": "first"}</s>', "first"),
    text("format", "llama-3.3-70b", '{"more_believable": "first"}<|eot_id|>', "first"),
    text("format", "hermes", '<tool_call>\n{"name": "judge", "arguments": {"more_believable": "first"}}\n</tool_call>', "first"),
    text("format", "gemma-3", "more_believable=first", "first"),
    text("format", "olmo-2", '{"more_believable": "first"}\n{"more_believable": "first"}', "first"),
    text("format", "phi-4", '{"more_believable": "the first"}', "first"),
    text("format", "aya", '{"more_believable": "eerste"}', "first"),
    text("format", "yi-34b", '{"more_believable": "first"}\n\nUser: And for Beatriz?\nAssistant: {"more_believable": "second"}', "first"),
    text("format", "deepseek-v3", "Option A: first\nOption B: tie", "fallback"),
    text("format", "mixtral", '{"more_believable": "1"}', "fallback"),
    text("format", "gemma-3", "The first answer, because it is specific.", "first"),
    text("refusal", "aya", "Both answers are valid, and I don't judge people.", "fallback"),
    capped("qwq", "Okay, so the first answer mentions the Kittiwake and the race. The second is vague. But wait, could the second be", "fallback"),
    text("good", "qwq", 'Okay, the first is specific, the second is filler.\n\n{"more_believable": "first"}', "first"),
    text("good", "phi-4", '{"more_believable": "tie"}', "tie", { inputs: tie }),
    text("good", "gemma-3", '{"more_believable": "first"}', "first"),
  ],
  structured: [
    object("good", "first", { more_believable: "first" }, "first"),
    object("good", "tie", { more_believable: "tie" }, "tie", { inputs: tie }),
    object("format", "capitalised", { more_believable: "First" }, "first"),
    object("renamed-field", "verdict", { verdict: "first" }, "first"),
    object("extra-field", "reason beside", { more_believable: "first", reason: "specific" }, "first"),
    object("malformed", "number", { more_believable: 1 }, "fallback"),
    rawAnswer("format", "streaming duplicate", '{"more_believable": "first"}{"more_believable": "first"}', "first"),
    rawAnswer("cut-off", "cut", '{"more_believ', "fallback", { finishReason: "length" }),
  ],
});
