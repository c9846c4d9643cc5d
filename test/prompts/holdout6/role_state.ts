import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_state;
const done = {
  ...inputs,
  history: [...inputs.history, { role: "user", content: "The committee approved the leaflet. Thank you, we're all set!" }],
  previousState: 2,
};

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "2", 2),
    text("good", "gemma-2-9b", "2\n", 2),
    text("good", "phi-3-mini", "2\n\nThe draft is written, so it goes to the committee for review.", 2),
    text("good", "llama-3.1-70b", "2", 2),
    text("good", "claude", "The leaflet has a first draft, so the next stage is the review: **2**", 2),
    text("good", "command-r", "1", 1),
    text("good", "0.5b", "2", 2),
    text("good", "deepseek-r1-distill", "<think>\nStage 1 (write) produced a draft. Next: review, stage 2.\n</think>\n\n2", 2),
    text("good", "gpt-4o-mini", "-1", -1, { inputs: done }),
    text("good", "claude", "-1", -1, { inputs: done }),
    text("good", "command-r", "-1", -1, { inputs: done }),
    text("format", "claude", "## Next stage\n\n2", 2),
    text("format", "gemma-2-9b", "<answer>2</answer>", 2),
    text("format", "command-r", "Stage: 2", 2),
    text("format", "phi-3-mini", "2 (review the leaflet with the committee)", 2),
    text("format", "llama-3.1-70b", "2\r\n", 2),
    text("format", "qwen2.5-7b", "下一阶段：2", 2),
    text("format", "gemma-2-9b", "Probably 2.", 2),
    text("format", "gpt-4o-mini", "1. Wait, actually, the draft exists already, so 2.", 2),
    text("stage-reasoning", "llama-3.1-70b", "We were in stage 1, so the next stage is 2.", 2),
    text("stage-reasoning", "command-r", "The last stage was 1 (write the leaflet). The next is 2.", 2),
    text("format", "phi-3-mini", "review the leaflet with the committee", 2),
    text("number-words", "gemma-2-9b", "Two.", 2),
    text("format", "claude", "1 or 2", "fallback"),
    text("format", "command-r", "3", "fallback"),
    text("placeholder", "0.5b", "<number>", "fallback"),
    text("format", "0.5b", "from 0 to 2", "fallback"),
    text("refusal", "refusal", "I'm not sure which stage you mean. Could you clarify the goal?", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe history: the user needs a leaflet; the assistant has written a first draft. Previous stage: 1, write the leaflet. Is the leaflet done? A first draft, so maybe it needs", "fallback"),
    capped("claude", "Looking at the conversation, the next stage should be", "fallback"),
    text("good", "llama-3-8b", "2", 2),
    text("good", "phi-3-mini", "2", 2),
    text("good", "gemma-2-9b", "-1", -1, { inputs: done }),
    text("cut-off", "deepseek-r1-distill", "<think>\nThe draft exists, so next is the review, stage", "fallback"),
    text("format", "claude", "2\n\nLet me know when the committee has seen it!", 2),
    text("format", "command-r", "2\n\nSo we go back to stage 1 to rewrite it.", "fallback"),
    text("stage-reasoning", "gemma-2-9b", "Stage 1 is done (the draft exists), so stage 2.", 2),
    text("stage-reasoning", "deepseek-r1-distill", "<think>\nWe are in stage 1. The draft exists. Next is 2.\n</think>\n\nWe are in stage 1, so the next stage is 2.", 2),
    text("stage-reasoning", "phi-3-mini", "We are in stage 1, so we stay in stage 1.", 1),
  ],
  structured: [
    object("good", "valid", { stage: 2 }, 2),
    object("good", "done", { stage: -1 }, -1, { inputs: done }),
    object("string-value", "string", { stage: "2" }, 2),
    object("renamed-field", "next_stage", { next_stage: 2 }, 2),
    object("extra-field", "reason beside", { stage: 2, reason: "the draft needs review" }, 2),
    object("malformed", "out of range", { stage: 5 }, "fallback"),
    object("nested-json", "stage name", { stage: "review the leaflet with the committee" }, 2),
    rawAnswer("format", "bare number", "2", 2),
    rawAnswer("cut-off", "cut", '{"stage', "fallback", { finishReason: "length" }),
  ],
});
