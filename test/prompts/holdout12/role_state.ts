import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail, python } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.role_state;

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    ...styled("2", 2, "The mooring plan is drawn, so the next stage is checking it with the lock-keeper: stage 2."),
    text("good", "lm-studio-q5", "-1", -1),
    text("format", "qwen2.5-coder", python("next_stage", "2"), 2),
    text("format", "sarvam-m", "Stage: 2", 2),
    text("format", "deepseek-v3.1", "**2**", 2),
    text("format", "ernie-4.5", "2 (check the mooring plan with the lock-keeper)", 2),
    text("stage-reasoning", "mistral-medium-3", "We were in stage 1, so the next stage is 2.\n\n2", 2),
    text("number-words", "phi-4-mini", "two", 2),
    text("format", "glm-4.5", "2.", 2),
    text("format", "granite-4", "1 or 2", "fallback"),
    text("malformed", "lm-studio-q5", "3", "fallback"),
    text("placeholder", "lm-studio-q5", "<stage number>", "fallback"),
    text("refusal", "safety-tuned", "I'm not sure which stage you mean; could you clarify the goal?", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe stages are 0 collect bookings, 1 draw the plan, 2 check with the lock-keeper. The last stage was 1 and a plan has been", "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { stage: 2 }, 2),
    object("good", "done", { stage: -1 }, -1),
    object("string-value", "string", { stage: "2" }, 2),
    object("renamed-field", "next_stage", { next_stage: 2 }, 2),
    object("extra-field", "reason beside", { stage: 2, reason: "plan drawn, check it next" }, 2),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail('{"stage": 2}'), 2),
    rawAnswer("cut-off", "cut", '{"stage": ', "fallback", { finishReason: "length" }),
    object("malformed", "out of range", { stage: 5 }, "fallback"),
  ],
});
