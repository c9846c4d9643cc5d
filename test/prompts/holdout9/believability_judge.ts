import { believabilityJudgePrompt } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.believability_judge;
/** The same answers the other way round. */
const swapped = { ...inputs, first: inputs.second, second: inputs.first };
/** Two equally specific answers. */
const even = { ...inputs, first: "Picking the last russets and fixing my press before Saturday's fair.", second: "Getting cider bottled for the fair, and chasing the blacksmith about my press screw." };
const j = (v: string) => JSON.stringify({ more_believable: v });

export default corpusOf({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", j("first"), "first"),
    text("good", "command-r-plus", j("first") + "\n", "first"),
    text("good", "glm-4", j("first"), "first"),
    text("good", "internlm-2.5", j("second"), "second", { inputs: swapped }),
    text("good", "minicpm", j("tie"), "tie", { inputs: even }),
    text("good", "falcon-3", j("first"), "first"),
    text("good", "stablelm", j("second"), "second", { inputs: swapped }),
    text("good", "zephyr", j("first"), "first"),
    text("good", "openchat", j("tie"), "tie", { inputs: even }),
    text("good", "gemini-2-flash", j("first") + "\n", "first"),
    text("good", "claude-3.5-haiku", `${j("first")}\n\nThe first answer names the russets, the fair and the press screw; the second could be anyone.`, "first"),
    text("good", "deepseek-r1-distill", think("First answer is specific: russets, fair, blacksmith. Second is generic.", j("first")), "first"),
    text("format", "deepseek-r1-distill", unclosed("Now the generic one comes first, so the specific one is second.", j("second")), "second", { inputs: swapped }),
    text("format", "glm-4", tag("answer", j("first")), "first"),
    text("format", "internlm-2.5", `<response>\n${j("first")}\n</response>`, "first"),
    text("format", "command-r-plus", fence("yaml", "more_believable: first"), "first"),
    text("format", "minicpm", fence("json", j("tie")), "tie", { inputs: even }),
    text("format", "falcon-3", bom(j("first")), "first"),
    text("format", "stablelm", nbsp('{"more_believable": "first"}'), "first"),
    text("format", "zephyr", zws(j("first")), "first"),
    text("format", "openchat", smart('{"more_believable": "second"}'), "second", { inputs: swapped }),
    text("format", "gemini-2-flash", "{more_believable: first}", "first"),
    text("format", "claude-3.5-haiku", '{"more_believable": "First"}', "first"),
    text("format", "glm-4", '{"more_believable": "第一"}', "first"),
    text("format", "command-r-plus", '{"more_believable": "premier"}', "first"),
    text("format", "internlm-2.5", '{"more_believable": "1"}', "first"),
    text("format", "minicpm", '{"more_believable": "first answer"}', "first"),
    text("format", "falcon-3", JSON.stringify({ result: { more_believable: "first" } }), "first"),
    text("format", "stablelm", '{"more_believable": "Pressing the russets for the fair, if the blacksmith ever gives me my press screw back."}', "first"),
    text("format", "zephyr", '{"more_believable": "first" | "second" | "tie"}', "fallback"),
    text("refusal", "gemini-2-flash", "Both answers are valid in their own way; I don't judge people's responses.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe first answer mentions the russets and the press screw. The second answer is vague. So the", "fallback"),
    text("format", "openchat", `${j("second")}\n\nWait, I mixed them up: the specific one is the first. ${j("first")}`, "first"),
  ],
  structured: [
    object("good", "valid", { more_believable: "first" }, "first"),
    object("good", "second", { more_believable: "second" }, "second", { inputs: swapped }),
    object("good", "tie", { more_believable: "tie" }, "tie", { inputs: even }),
    object("string-value", "number", { more_believable: 1 }, "first"),
    object("renamed-field", "winner", { winner: "first" }, "first"),
    object("extra-field", "why beside", { more_believable: "first", why: "specific and in character" }, "first"),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { more_believable: "first" } }), "first"),
    rawAnswer("format", "yaml", "more_believable: first", "first"),
    rawAnswer("cut-off", "cut", '{"more_believable": "fi', "fallback", { finishReason: "length" }),
    object("refusal", "both", { more_believable: "both" }, "fallback"),
  ],
});
