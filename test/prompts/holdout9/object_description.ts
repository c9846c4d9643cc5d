import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.object_description;
const S = "being used to press russet apples";
const S2 = "squeezing juice out of the apple pulp";
const S3 = "creaking under the weight of the pulp";
/** Tobias at the telescope. */
const scope = { object: "telescope", name: "Tobias Wendt", activity: "looking at Saturn" };
const T = "pointed at Saturn";

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", `Answer: ${S}`, S),
    text("good", "command-r-plus", `Answer: ${S2}\n`, S2),
    text("good", "glm-4", `Answer: ${S}`, S),
    text("good", "internlm-2.5", `Answer: ${S3}`, S3),
    text("good", "minicpm", `Answer: ${T}`, T, { inputs: scope }),
    text("good", "falcon-3", `Answer: ${S}`, S),
    text("good", "stablelm", `Answer: ${S2}`, S2),
    text("good", "zephyr", `Answer: ${S}`, S),
    text("good", "openchat", `Answer: ${T}`, T, { inputs: scope }),
    text("good", "gemini-2-flash", `Answer: ${S}\n`, S),
    text("good", "claude-3.5-haiku", `Answer: ${S3}\n\nWith the cracked screw, Rosalind has to turn it gently.`, S3),
    text("good", "deepseek-r1-distill", think("The cider press is being used to press the apples.", `Answer: ${S}`), S),
    text("format", "deepseek-r1-distill", unclosed("Telescope looking at Saturn: pointed at Saturn.", `Answer: ${T}`), T, { inputs: scope }),
    text("format", "glm-4", tag("answer", S), S),
    text("format", "internlm-2.5", `<response>Answer: ${S2}</response>`, S2),
    text("format", "command-r-plus", fence("yaml", `state: ${S}`), S),
    text("format", "minicpm", fence("text", `Answer: ${S}`), S),
    text("format", "falcon-3", bom(`Answer: ${S}`), S),
    text("format", "stablelm", nbsp(`Answer: ${S}`), S),
    text("format", "zephyr", zws(`Answer: ${S}`), S),
    text("format", "openchat", smart(`Answer: "${S}"`), S),
    text("format", "gemini-2-flash", `The cider press is ${S}.`, S),
    text("format", "claude-3.5-haiku", `Answer: ${S}.`, S),
    text("format", "glm-4", `{"data": {"state": "${S}"}}`, S),
    text("format", "command-r-plus", `Answer: ${S} 🍎`, S),
    text("format", "internlm-2.5", "Answer: siendo usada para prensar manzanas", "siendo usada para prensar manzanas"),
    text("format", "minicpm", "Answer: idle or being used", "fallback"),
    text("placeholder", "falcon-3", "Answer: being used to brew coffee", "fallback"),
    text("placeholder", "stablelm", "Answer: <state>", "fallback"),
    text("refusal", "zephyr", "As an AI, I can't observe the cider press directly.", "fallback"),
    text("loop", "q2-8b", `Answer: ${S}\nAnswer: ${S}\nAnswer: ${S}\nAnswer: ${S}`, S),
    capped("deepseek-r1-distill", "<think>\nThe cider press while Rosalind presses apples. It is being used, but the screw is cracked, so maybe it is", "fallback"),
    text("cut-off", "openchat", "Answer: being used to", "fallback"),
    text("ellipsis", "minicpm", "Answer: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { state: S }, S),
    object("good", "squeezing", { state: S2 }, S2),
    object("good", "telescope", { state: T }, T, { inputs: scope }),
    object("renamed-field", "description", { description: S }, S),
    object("extra-field", "object beside", { object: "cider press", state: S }, S),
    object("format", "whole sentence", { state: `The cider press is ${S}.` }, S),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { state: S3 } }), S3),
    rawAnswer("format", "yaml", `state: ${S}`, S),
    rawAnswer("cut-off", "cut", '{"state": "being us', "fallback", { finishReason: "length" }),
    object("placeholder", "example", { state: "being cleaned" }, "fallback"),
    object("ellipsis", "empty", { state: "" }, "fallback"),
  ],
});
