import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { owen } from "./fixtures.js";

const inputs = { identity: { ...owen, currTime: "2024-06-10T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "7:00 am", 7),
    text("good", "gpt-4o-mini", "7:00 AM", 7),
    text("good", "gpt-3.5", "Owen gets out of bed at 7:00 am today.", 7),
    text("good", "gpt-3.5", "7am", 7),
    text("good", "llama-3-8b", "**7:00 am**\n\nOwen likes a pint at the inn in the evening, so he isn't an early riser, but the stage won't build itself.", 7),
    text("good", "qwen2.5-7b", '{"wake_up_hour": 7}', 7),
    text("good", "qwen2.5-7b", "Answer: 06:45", 6),
    text("good", "1b", "7", 7),
    text("good", "reasoning", "<think>\nHis habits say he wakes around 7am. Monday, a working day with the stage to finish.\n</think>\n\n7:00 am", 7),
    text("number-words", "1b", "Owen gets up at seven in the morning.", 7),
    text("number-words", "gpt-3.5", "Owen gets out of bed at half past six.", 6),
    text("number-words", "llama-3-8b", "Around six in the morning, to get a head start on the stage.", 6),
    text("number-in-text", "gpt-4o-mini", "Owen wakes at 7:00 am, about 8 hours after going to bed at 11pm.", 7),
    text("number-in-text", "llama-3-8b", "7:00 am. He has 2 deliveries before 9am, so he can't sleep in.", 7),
    text("general-value", "gpt-3.5", "Most people in Brackenford are up by 6, but Owen gets out of bed at 7:00 am.", 7),
    text("label", "gpt-4o-mini", "Wake-up time: 7:00 am (This reflects his habit of a pint at the inn the night before.)", 7),
    text("string-value", "qwen2.5-7b", '{"wake_up_hour": "7"}', 7),
    text("string-value", "qwen2.5-7b", '{"wake_up_hour": "7:00 am"}', 7),
    text("nested-json", "qwen2.5-7b", '{"answer": {"hour": 7, "minute": 0}}', 7),
    text("brace", "1b", "7:00 am}", 7),
    text("refusal", "refusal", "I'm sorry, but I can't determine when Owen wakes up.", "fallback"),
    text("refusal", "gpt-3.5", "I don't have access to Owen's schedule, so I can't say what time he gets up.", "fallback"),
    text("placeholder", "1b", "<time>", "fallback"),
    text("placeholder", "1b", "[hour]:00 am", "fallback"),
    capped("gpt-4o-mini", "Owen usually gets out of bed at", "fallback"),
    text("cut-off", "reasoning", "<think>\nOwen goes to bed around 11pm and has a pint most evenings. The stage needs finishing, so maybe a bit earlier than", "fallback"),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 7 }, 7),
    object("string-value", "the hour as a string", { wake_up_hour: "7" }, 7),
    object("string-value", "a clock time as a string", { wake_up_hour: "7:00 am" }, 7),
    object("renamed-field", "hour for wake_up_hour", { hour: 7 }, 7),
    object("extra-field", "a reason beside", { wake_up_hour: 7, reason: "He goes to bed around 11pm." }, 7),
    object("number-words", "the hour in words", { wake_up_hour: "seven" }, 7),
    object("good", "no hour", { wake_up_hour: -1 }, "fallback"),
    rawAnswer("cut-off", "cut off inside the key", '{"wake_up_', "fallback", { finishReason: "length" }),
  ],
});
