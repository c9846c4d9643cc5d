import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, grokReasoning, rtl, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const why = "She wakes around 5am and the milk comes in at 6; Monday is an ordinary working day.";

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs: INPUTS.wake_up_hour,
  text: [
    text("good", "grok-3-mini", "5:00 am", 5),
    text("good", "o4-mini", "5:00 am", 5),
    text("good", "internlm-3", "5:00 am", 5),
    text("good", "command-a", "5:00 am\n", 5),
    text("good", "claude-sonnet-4", "5:00 am", 5),
    text("good", "llamacpp-grammar", "5:00 am", 5),
    text("good", "hermes-3", "5:00 AM", 5),
    text("good", "nemotron-nano", think(why, "5:00 am"), 5),
    text("format", "nemotron-nano", thinkOff("5:00 am"), 5),
    text("format", "claude-sonnet-4", tag("answer", "5:00 am"), 5),
    text("format", "tgi-stop", tgiStop("5:00 am"), 5),
    text("format", "internlm-3", eos("5:00 am", "<|im_end|>"), 5),
    text("format", "grok-3-mini", grokReasoning(why, "5:00 am"), 5),
    text("format", "o4-mini", "05:00", 5),
    text("format", "yi-1.5", "5am", 5),
    text("format", "gpt-sw3", "kl. 05.00", 5),
    text("format", "gigachat", "5:00 утра", 5),
    text("format", "jais", rtl("٥:٠٠ صباحًا"), 5),
    text("format", "sea-lion", "5 giờ sáng", 5),
    text("format", "meltemi", "5:00 π.μ.", 5),
    text("nested-json", "hermes-3", toolCall("set_wake_time", { time: "5:00 am" }), 5),
    text("number-words", "yi-1.5", "five in the morning", 5),
    text("number-in-text", "command-a", "5:00 am (the milk comes in at 6:00 am)", 5),
    text("format", "internlm-3", "5:00 am or 6:00 am", "fallback"),
    text("placeholder", "yi-1.5", "7:00 am", "fallback"),
    text("refusal", "safety-tuned", "I don't have information about when a specific person wakes up.", "fallback"),
    text("loop", "internlm-3", "5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00 5:00", "fallback"),
    capped("nemotron-nano", "<think>\nShe usually wakes around 5am. The grader is Wednesday, not today, so nothing special. The milk comes in at", "fallback"),
    text("ellipsis", "llamacpp-grammar", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("good", "half past four rounded down", { wake_up_hour: 4 }, 4),
    object("string-value", "a string", { wake_up_hour: "5" }, 5),
    object("renamed-field", "hour", { hour: 5 }, 5),
    object("extra-field", "minute beside", { wake_up_hour: 5, minute: 0 }, 5),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ wake_up_hour: 5 }), 5),
    rawAnswer("format", "whitespace to the cap", whitespaceTail('{"wake_up_hour": 5}'), 5),
    rawAnswer("cut-off", "cut", '{"wake_up_hour": ', "fallback", { finishReason: "length" }),
    object("malformed", "out of range", { wake_up_hour: 29 }, "fallback"),
    object("nested-json", "nested", { wake_up_hour: { hour: 5 } }, 5),
  ],
});
