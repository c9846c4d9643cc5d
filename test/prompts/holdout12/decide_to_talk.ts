import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { footnote, guidedTail, python } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.decide_to_talk;
const busy = { ...inputs, target: { ...inputs.target, actDescription: "steering a hire boat through the swing bridge" } };
const yes = "Answer in yes or no: yes";

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    ...styled(yes, true, "They are both at the bridge, Ravi is only waiting, and she wants the stall by Friday."),
    text("good", "lm-studio-q5", "Answer in yes or no: no", false, { inputs: busy }),
    text("format", "gpt-4.1-nano", "yes", true),
    text("format", "deepseek-v3.1", "Answer in yes or no: **yes**", true),
    text("format", "qwen2.5-coder", python("answer", '"yes"'), true),
    text("format", "ernie-4.5", footnote(yes, "Ravi is idle at the bridge and Beatriz wants the stall by Friday."), true),
    text("format", "mistral-medium-3", "Answer in yes or no: ja", true),
    text("format", "glm-4.5", "Answer in yes or no: sim", true),
    text("format", "sarvam-m", "Answer in yes or no: हाँ", true),
    text("format", "llama-4-maverick", "Answer in yes or no: nie", false, { inputs: busy }),
    text("format", "phi-4-mini", "Yes — she has a reason to talk and he is just waiting.", true),
    text("format", "granite-4", "Answer in yes or no: yes\nAnswer in yes or no: yes", true),
    text("prefix-repeat", "phi-4-mini", "Answer in yes or no: Answer in yes or no: yes", true),
    text("format", "mistral-medium-3", "Answer in yes or no: yes or no", "fallback"),
    text("placeholder", "lm-studio-q5", "Answer in yes or no: <yes or no>", "fallback"),
    text("refusal", "safety-tuned", "I can't predict whether a real person would start a conversation.", "fallback"),
    text("loop", "lm-studio-q5", "Answer in yes or no: Answer in yes or no: Answer in yes or no: Answer in yes or no: Answer in yes or no:", "fallback"),
    capped("deepseek-r1-distill", "<think>\nBeatriz is carrying tarts, Ravi is waiting. They talked on April 30, about a week ago. She wants the stall", "fallback"),
    text("ellipsis", "phi-4-mini", "Answer in yes or no: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: "yes" }, true),
    object("good", "no", { answer: "no" }, false, { inputs: busy }),
    object("string-value", "boolean", { answer: true }, true),
    object("string-value", "string false", { answer: "false" }, false, { inputs: busy }),
    object("format", "capitalised", { answer: "Yes" }, true),
    object("renamed-field", "talk", { talk: "yes" }, true),
    object("extra-field", "reason beside", { answer: "yes", reason: "Ravi is only waiting" }, true),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail('{"answer": "yes"}'), true),
    rawAnswer("cut-off", "cut", '{"answer": "y', "fallback", { finishReason: "length" }),
    object("malformed", "maybe", { answer: "maybe" }, "fallback"),
  ],
});
