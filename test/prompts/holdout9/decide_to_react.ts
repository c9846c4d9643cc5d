import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_react;
const O1 = "Answer: Option 1";
const O2 = "Answer: Option 2";

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", O1, "wait"),
    text("good", "command-r-plus", `${O1}\n`, "wait"),
    text("good", "glm-4", O2, "continue"),
    text("good", "internlm-2.5", O1, "wait"),
    text("good", "minicpm", O2, "continue"),
    text("good", "falcon-3", O1, "wait"),
    text("good", "stablelm", O2, "continue"),
    text("good", "zephyr", O1, "wait"),
    text("good", "openchat", O1, "wait"),
    text("good", "gemini-2-flash", `${O1}\n`, "wait"),
    text("good", "claude-3.5-haiku", `${O1}\n\nRosalind is only setting down a crate; Tobias can oil the runners in a minute.`, "wait"),
    text("good", "deepseek-r1-distill", think("Rosalind is just dropping off apples. Tobias is gentle, he'd wait for her to put the crate down.", O1), "wait"),
    text("format", "deepseek-r1-distill", unclosed("The shutter must be fixed before tomorrow; he carries on.", O2), "continue"),
    text("format", "glm-4", tag("answer", O1), "wait"),
    text("format", "internlm-2.5", "<response>Option 2</response>", "continue"),
    text("format", "command-r-plus", fence("yaml", "option: 1"), "wait"),
    text("format", "minicpm", fence("text", O1), "wait"),
    text("format", "falcon-3", bom(O1), "wait"),
    text("format", "stablelm", nbsp(O2), "continue"),
    text("format", "zephyr", zws(O1), "wait"),
    text("format", "openchat", smart(`"${O1}"`), "wait"),
    text("format", "gemini-2-flash", "Answer: Option I", "wait"),
    text("format", "claude-3.5-haiku", "Answer: Option one", "wait"),
    text("format", "glm-4", "答案：选项1", "wait"),
    text("format", "command-r-plus", "Réponse : Option 2", "continue"),
    text("format", "internlm-2.5", "Answer: Option 1 (wait until Rosalind has finished)", "wait"),
    text("format", "minicpm", "Tobias waits until Rosalind has put the crate down.", "wait"),
    text("format", "falcon-3", '{"data": {"option": 1}}', "wait"),
    text("format", "stablelm", "Answer: Option 1 or Option 2", "fallback"),
    text("format", "zephyr", `${O2}\n\nOn reflection, he would be polite and wait. ${O1}`, "wait"),
    text("placeholder", "openchat", 'Reply with a single line, either "Answer: Option 1" or "Answer: Option 2".', "fallback"),
    text("refusal", "stablelm", "As an AI, I cannot decide for Tobias. Both options are reasonable.", "fallback"),
    text("loop", "q2-8b", `${O1}\n${O1}\n${O1}\n${O1}`, "wait"),
    capped("deepseek-r1-distill", "<think>\nTobias is oiling the shutter; Rosalind arrives with apples for the open night. She is at the shutter? Odd, but fine. Would he wait? He is gentle and", "fallback"),
    text("cut-off", "falcon-3", "Answer: Opt", "fallback"),
    text("format", "q2-8b", "Answer: Option 3", "fallback"),
  ],
  structured: [
    object("good", "valid", { option: 1 }, "wait"),
    object("good", "continue", { option: 2 }, "continue"),
    object("string-value", "string", { option: "1" }, "wait"),
    object("string-value", "Option 2", { option: "Option 2" }, "continue"),
    object("renamed-field", "choice", { choice: 1 }, "wait"),
    object("extra-field", "reason beside", { option: 1, reason: "she is only setting down a crate" }, "wait"),
    rawAnswer("format", "nested under response", '{"response": {"option": 2}}', "continue"),
    rawAnswer("format", "yaml", "option: 1", "wait"),
    rawAnswer("format", "unquoted key", "{option: 1}", "wait"),
    rawAnswer("cut-off", "cut", '{"opt', "fallback", { finishReason: "length" }),
    object("malformed", "3", { option: 3 }, "fallback"),
    object("malformed", "word", { option: "wait" }, "wait"),
  ],
});
