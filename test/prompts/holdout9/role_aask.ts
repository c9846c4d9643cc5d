import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_aask;
const A1 = "Turn back and take a signed detour or another route, and report the landslip to the local authorities if it hasn't been reported yet.";
const A2 = "Don't try to cross it: find another route and keep clear of the slope, since more debris may fall.";
const A3 = "Follow the official detour signs and check local traffic updates before setting out again.";

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", A1, A1),
    text("good", "command-r-plus", `${A2}\n`, A2),
    text("good", "glm-4", A3, A3),
    text("good", "internlm-2.5", A1, A1),
    text("good", "minicpm", A2, A2),
    text("good", "falcon-3", A3, A3),
    text("good", "stablelm", A1, A1),
    text("good", "zephyr", A2, A2),
    text("good", "openchat", A3, A3),
    text("good", "gemini-2-flash", `${A1}\n`, A1),
    text("good", "deepseek-r1-distill", think("One sentence: don't cross, take another route, report it.", A1), A1),
    text("format", "deepseek-r1-distill", unclosed("One sentence.", A2), A2),
    text("format", "glm-4", tag("answer", A3), A3),
    text("format", "internlm-2.5", `<response>${A1}</response>`, A1),
    text("format", "command-r-plus", fence("text", A2), A2),
    text("format", "falcon-3", bom(A3), A3),
    text("format", "stablelm", nbsp(A1), A1),
    text("format", "gemini-2-flash", `**${A2}**`, A2),
    text("format", "minicpm", `Answer: ${A3}`, A3),
    text("format", "glm-4", "如果道路因山体滑坡而封闭，应绕道行驶并向当地有关部门报告。", "如果道路因山体滑坡而封闭，应绕道行驶并向当地有关部门报告。"),
    text("format", "openchat", `${A1}\n\nUser: And what if I'm already on the road?\nAssistant: Stop and wait.`, A1),
    text("refusal", "zephyr", "I'm sorry, but I can't help with that.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe user wants one sentence about a road closed by a landslip. Safety first: don't cross. Then", "fallback"),
    capped("stablelm", "Turn back and take a signed detour or another route, and report the", "fallback"),
    text("ellipsis", "falcon-3", "", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: A1 }, A1),
    object("good", "second", { text: A2 }, A2),
    object("good", "third", { text: A3 }, A3),
    object("renamed-field", "answer", { answer: A1 }, A1),
    object("extra-field", "confidence beside", { text: A2, confidence: "high" }, A2),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { text: A3 } }), A3),
    rawAnswer("format", "plain text", A1, A1),
    rawAnswer("cut-off", "cut", `{"text": "Turn back and`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { text: "" }, "fallback"),
  ],
});
