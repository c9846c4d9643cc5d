import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_object;
const S = "dome shutter";
/** Tobias planning the night's viewing: the star charts. */
const charts = { ...inputs, activity: "planning the open night (marking the targets on the charts)" };
const C = "star charts";
/** Tobias aligning the telescope. */
const scope = { ...inputs, activity: "aligning the telescope (pointing it at Vega)" };
const T = "telescope";

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", `Answer: ${S}`, S),
    text("good", "command-r-plus", `Answer: ${S}\n`, S),
    text("good", "glm-4", `Answer: ${S}`, S),
    text("good", "internlm-2.5", `Answer: ${C}`, C, { inputs: charts }),
    text("good", "minicpm", `Answer: ${T}`, T, { inputs: scope }),
    text("good", "falcon-3", `Answer: ${S}`, S),
    text("good", "stablelm", `Answer: ${S}`, S),
    text("good", "zephyr", `Answer: ${C}`, C, { inputs: charts }),
    text("good", "openchat", `Answer: ${T}`, T, { inputs: scope }),
    text("good", "gemini-2-flash", `Answer: ${S}\n`, S),
    text("good", "claude-3.5-haiku", `Answer: ${S}\n\nThe runners he is oiling belong to the shutter itself.`, S),
    text("good", "deepseek-r1-distill", think("Fixing the jammed shutter, oiling its runners: the dome shutter.", `Answer: ${S}`), S),
    text("format", "deepseek-r1-distill", unclosed("Pointing the telescope at Vega: the telescope.", `Answer: ${T}`), T, { inputs: scope }),
    text("format", "glm-4", tag("answer", S), S),
    text("format", "internlm-2.5", `<response>Answer: ${S}</response>`, S),
    text("format", "command-r-plus", fence("yaml", `object: ${S}`), S),
    text("format", "minicpm", fence("text", `Answer: ${S}`), S),
    text("format", "falcon-3", bom(`Answer: ${S}`), S),
    text("format", "stablelm", nbsp(`Answer: ${S}`), S),
    text("format", "zephyr", zws(`Answer: ${C}`), C, { inputs: charts }),
    text("format", "openchat", smart(`Answer: "dome shutter"`), S),
    text("format", "gemini-2-flash", "Answer: Dome Shutter", S),
    text("format", "glm-4", "Answer: 圆顶百叶窗", S),
    text("format", "claude-3.5-haiku", `Answer: the ${S}`, S),
    text("format", "command-r-plus", `Answer: ${S} 🔧`, S),
    text("format", "internlm-2.5", `{"data": {"object": "${S}"}}`, S),
    text("format", "minicpm", "Answer: the shutter's runners", "fallback"),
    text("format", "falcon-3", `Answer: ${S} and ${T}`, "fallback"),
    text("format", "openchat", `Answer: oil can`, "fallback"),
    text("placeholder", "stablelm", "Answer: <thing>", "fallback"),
    text("refusal", "zephyr", "As an AI language model, I can't see the dome, so I can't say which thing he uses.", "fallback"),
    text("loop", "q2-8b", `Answer: ${S}\nAnswer: ${S}\nAnswer: ${S}\nAnswer: ${S}`, S),
    capped("deepseek-r1-distill", "<think>\nTobias is fixing the jammed dome shutter by oiling its runners. The things are telescope, dome shutter, star charts. Clearly the", "fallback"),
    text("cut-off", "falcon-3", "Answer: dome sh", "fallback"),
  ],
  structured: [
    object("good", "valid", { object: S }, S),
    object("good", "charts", { object: C }, C, { inputs: charts }),
    object("good", "telescope", { object: T }, T, { inputs: scope }),
    object("renamed-field", "thing", { thing: S }, S),
    object("extra-field", "reason beside", { object: S, why: "he oils its runners" }, S),
    object("format", "title case", { object: "Dome Shutter" }, S),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { object: S } }), S),
    rawAnswer("format", "yaml", `object: ${S}`, S),
    rawAnswer("format", "array of one", JSON.stringify([{ object: T }]), T, { inputs: scope }),
    rawAnswer("cut-off", "cut", '{"object": "dome', "fallback", { finishReason: "length" }),
    object("refusal", "unknown thing", { object: "oil can" }, "fallback"),
  ],
});
