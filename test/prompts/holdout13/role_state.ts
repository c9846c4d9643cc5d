import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, grokReasoning, tag, tgiStop, think, thinkOff, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const why = "The plan has been drawn; next it should be checked with the field's owner.";

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs: INPUTS.role_state,
  text: [
    text("good", "grok-3-mini", "2", 2),
    text("good", "o4-mini", "2", 2),
    text("good", "internlm-3", "2", 2),
    text("good", "command-a", "2\n", 2),
    text("good", "claude-sonnet-4", "2", 2),
    text("good", "llamacpp-grammar", "2", 2),
    text("good", "jamba-1.7", "1", 1),
    text("good", "nemotron-nano", think(why, "2"), 2),
    text("format", "nemotron-nano", thinkOff("2"), 2),
    text("format", "claude-sonnet-4", tag("answer", "2"), 2),
    text("format", "tgi-stop", tgiStop("2"), 2),
    text("format", "internlm-3", eos("2", "<|im_end|>"), 2),
    text("format", "grok-3-mini", grokReasoning(why, "2"), 2),
    text("format", "yi-1.5", "2. check the plan with the field's owner", 2),
    text("format", "hermes-3", "-1", -1),
    text("stage-reasoning", "command-a", "We were in stage 1, so the next stage is 2.", 2),
    text("number-words", "yi-1.5", "two", 2),
    text("format", "o4-mini", "5", "fallback"),
    text("placeholder", "internlm-3", "<number>", "fallback"),
    text("refusal", "safety-tuned", "I'm not sure what you are asking me to choose.", "fallback"),
    text("loop", "internlm-3", "2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2", "fallback"),
    capped("nemotron-nano", "<think>\nThe assistant gave a first plan, so drawing is done. Should it be checked with the owner or", "fallback"),
    text("ellipsis", "llamacpp-grammar", "", "fallback"),
  ],
  structured: [
    object("good", "valid", { stage: 2 }, 2),
    object("good", "done", { stage: -1 }, -1),
    object("string-value", "a string", { stage: "2" }, 2),
    object("renamed-field", "state", { state: 2 }, 2),
    object("extra-field", "reason beside", { stage: 2, reason: why }, 2),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ stage: 2 }), 2),
    rawAnswer("format", "whitespace to the cap", whitespaceTail('{"stage": 2}'), 2),
    rawAnswer("cut-off", "cut", '{"stage": ', "fallback", { finishReason: "length" }),
    object("malformed", "out of range", { stage: 7 }, "fallback"),
  ],
});
