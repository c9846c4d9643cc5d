import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, fullWidth, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_state;

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "2", 2),
    text("good", "llama-4-scout", "2\n", 2),
    text("good", "granite-3", "2", 2),
    text("good", "nemotron", "1", 1),
    text("good", "hermes-3", "2", 2),
    text("good", "aya-expanse", "2", 2),
    text("good", "phi-4", "2\n\nThe pitch plan is drafted; it now needs the parish clerk's check.", 2),
    text("good", "deepseek-v3", "2", 2),
    text("good", "olmo-2", "-1", -1),
    text("good", "gemma-3", "**2**", 2),
    text("good", "qwen3-think", qthink("Stage 1 was drawing the plan; a first plan exists. Next: check with the clerk, stage 2.", "2"), 2),
    text("format", "gemma-3", "Stage: 2", 2),
    text("format", "olmo-2", "Next stage: 2 (check the pitch plan with the parish clerk)", 2),
    text("format", "mistral-small-3", "{'stage': 2}", 2),
    text("format", "llama-4-scout", "Final answer: 2", 2),
    text("format", "granite-3", html("2"), 2),
    text("format", "nemotron", boxed("2"), 2),
    text("format", "hermes-3", heading("2"), 2),
    text("format", "phi-4", fence("", "2"), 2),
    text("format", "deepseek-v3", tag("answer", "2"), 2),
    text("format", "aya-expanse", fullWidth("2"), 2),
    text("format", "gemma-3", "2\uFE0F\u20E3", 2),
    text("format", "olmo-2", "check the pitch plan with the parish clerk", 2),
    text("number-words", "mistral-small-3", "two", 2),
    text("stage-reasoning", "llama-4-scout", "We were in stage 1, so the next stage is 2.", 2),
    text("stage-reasoning", "granite-3", "The last stage was 1 and the plan is drawn; the stage to work on next is 2.", 2),
    text("format", "nemotron", "1 or 2", "fallback"),
    text("format", "hermes-3", "5", "fallback"),
    text("placeholder", "phi-4", "<stage number>", "fallback"),
    text("refusal", "safety-tuned", "I'm unable to make decisions on behalf of an organisation.", "fallback"),
    text("loop", "q3-3b", "2\n2\n2\n2\n2\n2", 2),
    capped("qwen3-think", "<think>\nThe last stage was 1, drawing the pitch plan. The assistant gave a first plan. Is it done? The user", "fallback"),
    text("ellipsis", "q3-3b", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { stage: 2 }, 2),
    object("good", "done", { stage: -1 }, -1),
    object("string-value", "string", { stage: "2" }, 2),
    object("renamed-field", "next_stage", { next_stage: 2 }, 2),
    object("extra-field", "reason beside", { stage: 2, reason: "the plan needs the clerk's check" }, 2),
    rawAnswer("format", "python dict", "{'stage': 2}", 2),
    rawAnswer("format", "comment", '{"stage": 2 // the clerk\n}', 2),
    rawAnswer("cut-off", "cut", '{"sta', "fallback", { finishReason: "length" }),
    object("malformed", "3", { stage: 3 }, "fallback"),
  ],
});
