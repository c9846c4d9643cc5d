import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia, tariq } from "./fixtures.js";

const inputs = { identity: { ...nadia, currTime: "2024-10-14T00:00:00" } };
const tariqs = { identity: { ...tariq, currTime: "2024-10-14T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "llama-3-8b", "## Wake-up time\n\n- **Time:** 4:30 AM\n- **Reason:** picking starts at 5 before the heat", 4),
    text("good", "gpt-3.5", "When does Nadia wake up? She wakes up at 4:30 in the morning.", 4),
    text("good", "gpt-4o-mini", "4:30 am", 4),
    text("good", "gpt-3.5", "Nadia wakes up at 4:30 am so she can pick dates before the heat.", 4),
    text("good", "llama-3-8b", "**4:00 am**\n\nWith the syrup to press for Lantern Night, Nadia starts even earlier than usual.", 4),
    text("good", "qwen2.5-7b", "4:30 AM", 4),
    text("good", "1b", "4am", 4),
    text("good", "gpt-4o-mini", "5:30 am", 5, { inputs: tariqs }),
    text("good", "llama-3-8b", "Tariq wakes up at 5:30 am.", 5, { inputs: tariqs }),
    text("good", "reasoning", "<think>\nNadia's lifestyle says around 4:30am, before the heat. Picking starts at 5am. Nothing today asks for an earlier start.\n</think>\n\n4:30 am", 4),
    text("good", "gpt-3.5", "Sure! Nadia would wake up at 04:30.", 4),
    text("good", "qwen2.5-7b", "```\n4:30 am\n```", 4),
    text("number-words", "gpt-3.5", "Nadia rises at half past four in the morning.", 4),
    text("number-words", "llama-3-8b", "Around four o'clock, while it is still cool.", 4),
    text("number-in-text", "gpt-4o-mini", "4:30 am, giving her 30 minutes before picking starts at 5.", 4),
    text("number-in-text", "qwen2.5-7b", "Lantern Night is in 4 days, but Tariq keeps his usual time: 5:30 am.", 5, { inputs: tariqs }),
    text("general-value", "gpt-3.5", "Most people in Tamarisk Wells get up around 6, but Nadia is up at 4:30 am.", 4),
    text("label", "llama-3-8b", "Wake-up hour: 4:30 am (before the heat of the day)", 4),
    text("format", "qwen2.5-7b", "4-5am", 4),
    text("format", "gpt-4o-mini", "04:30", 4),
    text("refusal", "refusal", "I'm sorry, but I can't know when a real person wakes up.", "fallback"),
    text("placeholder", "1b", "[wake-up time]", "fallback"),
    capped("gpt-3.5", "Nadia usually wakes up at", "fallback"),
    text("cut-off", "reasoning", "<think>\nShe wakes around 4:30am normally. But with the pump broken she may need to meet Tariq's cart at", "fallback"),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 4 }, 4),
    object("good", "Tariq", { wake_up_hour: 5 }, 5, { inputs: tariqs }),
    object("string-value", "a 24-hour string", { wake_up_hour: "04:30" }, 4),
    object("string-value", "the number as a string", { wake_up_hour: "4" }, 4),
    object("renamed-field", "wakeUpHour for wake_up_hour", { wakeUpHour: 4 }, 4),
    object("extra-field", "a reason beside", { reason: "Picking starts at 5am.", wake_up_hour: 4 }, 4),
    object("number-words", "in words", { wake_up_hour: "four" }, 4),
    object("refusal", "null", { wake_up_hour: null }, "fallback"),
    rawAnswer("malformed", "YAML instead of JSON", "wake_up_hour: 4", 4),
    rawAnswer("malformed", "JSON with a comment", '{"wake_up_hour": 4 // before the heat\n}', 4),
    rawAnswer("cut-off", "cut off after the colon", '{"wake_up_hour": ', "fallback", { finishReason: "length" }),
  ],
});
