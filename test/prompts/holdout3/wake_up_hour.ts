import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = { identity: { ...anouk, currTime: "2024-09-16T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "4:30 am", 4),
    text("good", "qwen2.5-7b", "5:00 am\n\nAnouk starts early so the goats are milked by 5:30 am.", 5),
    text("good", "llama-3-8b", "5:00 am", 5),
    text("good", "1b", "5:00 am.", 5),
    text("good", "gpt-4o-mini", "5:00 am", 5),
    text("good", "gpt-3.5", "Anouk gets out of bed at 5:00 am, since the goats need milking at half past five.", 5),
    text("good", "llama-3-8b", "**4:30 am**\n\nWith forty wheels to finish before Saturday, Anouk wants an early start.", 4),
    text("good", "qwen2.5-7b", "5:00 AM", 5),
    text("good", "1b", "5am", 5),
    text("good", "reasoning", "<think>\nLet me think. Her habit says around 5am and the goats are milked at 5:30. Today is Monday; the festival is Saturday, nothing forces an earlier start.\n</think>\n\n5:00 am", 5),
    text("number-words", "gpt-3.5", "Anouk gets up at five in the morning.", 5),
    text("number-words", "llama-3-8b", "Half past four, so she can check the cellar thermometer before milking.", 4),
    text("number-in-text", "gpt-4o-mini", "4:45 am, 15 minutes earlier than usual, because of the 40 wheels.", 4),
    text("number-in-text", "qwen2.5-7b", "5:00 am. She needs about 30 minutes before milking at 5:30.", 5),
    text("general-value", "gpt-3.5", "Most people in Edelhorn are up by 6, but Anouk rises at 5:00 am.", 5),
    text("label", "qwen2.5-7b", "Wake-up time: 5:00 am", 5),
    text("refusal", "refusal", "I'm sorry, but I don't have access to Anouk's schedule.", "fallback"),
    text("placeholder", "1b", "HH:MM am", "fallback"),
    capped("gpt-4o-mini", "Anouk wakes up at", "fallback"),
    text("cut-off", "reasoning", "<think>\nLet me think. She normally wakes around 5am. The thermometer trouble might keep her", "fallback"),
  ],
  structured: [
    object("good", "half past four", { wake_up_hour: 4 }, 4),
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("string-value", "a clock time as a string", { wake_up_hour: "05:00" }, 5),
    object("string-value", "half past as a string", { wake_up_hour: "4:30 am" }, 4),
    object("renamed-field", "hour for wake_up_hour", { hour: 5 }, 5),
    object("extra-field", "a reason beside", { wake_up_hour: 5, reason: "The goats are milked at 5:30." }, 5),
    object("number-words", "the hour in words", { wake_up_hour: "five" }, 5),
    object("refusal", "unknown", { wake_up_hour: "unknown" }, "fallback"),
    rawAnswer("cut-off", "cut off inside the key", '{"wake_up', "fallback", { finishReason: "length" }),
    rawAnswer("malformed", "an unquoted key", "{wake_up_hour: 5}", 5),
  ],
});
