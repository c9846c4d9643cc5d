import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid, priya, rafael } from "./fixtures.js";

const inputs = { identity: { ...ingrid, currTime: "2024-11-04T00:00:00" } };
const rafaels = { identity: { ...rafael, currTime: "2024-11-04T00:00:00" } };
const priyas = { identity: { ...priya, currTime: "2024-11-04T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "5:00 am", 5),
    text("good", "gpt-3.5", "Ingrid gets out of bed at 5:00 am.", 5),
    text("good", "llama-3-8b", "**5:00 am**", 5),
    text("good", "qwen2.5-7b", "5:00 AM", 5),
    text("good", "mistral-7b", " 5:00 am\n\nIngrid always rises early to check the hives before the day warms up.", 5),
    text("good", "1b", "5 am", 5),
    text("good", "gpt-4o-mini", "6:30 am", 6, { inputs: rafaels }),
    text("good", "llama-3-8b", "Rafael gets up at 6:30 am.", 6, { inputs: rafaels }),
    text("good", "qwen2.5-7b", "6:00 am", 6, { inputs: priyas }),
    text("good", "mistral-7b", " 6:00 am — Priya walks Biscuit along the river before opening the post office.", 6, { inputs: priyas }),
    text("good", "reasoning", "<think>\nIngrid wakes around 5am. Candles to dip for the fair, so no reason to sleep later. 5:00.\n</think>\n\n5:00 am", 5),
    text("good", "reasoning", "<think>\nRafael usually wakes around 6:30. Monday, mill opens 7:30.\n</think>\n6:30 am", 6, { inputs: rafaels }),
    text("good", "gpt-3.5", "Ingrid would get out of bed at 5:00 am today.", 5),
    text("good", "gpt-3.5", "Priya gets out of bed at 6:00 am.", 6, { inputs: priyas }),
    text("good", "1b", "6:30 am", 6, { inputs: rafaels }),
    text("good", "qwen2.5-7b", "Ingrid gets out of bed at 5:00 am today.", 5),
    text("good", "gpt-4o-mini", "4:30 am", 4),
    text("good", "llama-3-8b", "6:00 am", 6, { inputs: priyas }),
    text("good", "mistral-7b", " 5:00 am", 5),
    text("format", "gpt-4o-mini", "| Person | Wake-up time |\n|---|---|\n| Ingrid | 5:00 am |", 5),
    text("format", "llama-3-8b", "Final answer: 5:00 am", 5),
    text("format", "qwen2.5-7b", "05:00", 5),
    text("format", "gpt-3.5", "⏰ 5:00 am", 5),
    text("format", "mistral-7b", "5h00 (cinq heures du matin)", 5),
    text("format", "qwen2.5-7b", "早上5点 (5:00 am)", 5),
    text("number-words", "gpt-3.5", "Ingrid gets up at five o'clock.", 5),
    text("number-words", "llama-3-8b", "Half past six, as always.", 6, { inputs: rafaels }),
    text("number-in-text", "gpt-4o-mini", "5:00 am, so she has an hour before checking the 40 hives at 6.", 5),
    text("number-in-text", "mistral-7b", "The Fleece Fair is 5 days away, but Priya keeps her habit: 6:00 am.", 6, { inputs: priyas }),
    text("general-value", "gpt-3.5", "Most people in Vellmoor are up around 7, but Ingrid rises at 5:00 am.", 5),
    text("label", "llama-3-8b", "Wake-up hour: 5:00 am (the hives come first)", 5),
    text("label", "qwen2.5-7b", "Time: 6:30 am\nReason: he opens the mill at 7:30.", 6, { inputs: rafaels }),
    text("loop", "1b", "5:00 am\n5:00 am\n5:00 am\n5:00 am\n5:00 am", 5),
    text("refusal", "refusal", "I'm sorry, but I don't have information about when Ingrid actually wakes up.", "fallback"),
    text("placeholder", "1b", "<time>", "fallback"),
    text("format", "gpt-3.5", "Between 5 and 6 am.", "fallback"),
    capped("gpt-3.5", "Considering her habits and the candles she has to dip for Saturday's fair, Ingrid would get out of bed at", "fallback"),
    capped("reasoning", "<think>\nIngrid wakes around 5am per her habits. Monday. Candle dipping ahead of the fair. Would she get up earlier, maybe 4:30? The wax pot needs", "fallback"),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("good", "Rafael", { wake_up_hour: 6 }, 6, { inputs: rafaels }),
    object("string-value", "the number as a string", { wake_up_hour: "5" }, 5),
    object("string-value", "an am time", { wake_up_hour: "5:00 am" }, 5),
    object("string-value", "a 24-hour string for Rafael", { wake_up_hour: "06:30" }, 6, { inputs: rafaels }),
    object("renamed-field", "hour for wake_up_hour", { hour: 5 }, 5),
    object("extra-field", "minutes beside", { wake_up_hour: 6, wake_up_minute: 30 }, 6, { inputs: rafaels }),
    object("malformed", "a float", { wake_up_hour: 5.0 }, 5),
    object("refusal", "null", { wake_up_hour: null }, "fallback"),
    rawAnswer("malformed", "plain time", "5:00 am", 5),
    rawAnswer("malformed", "single quotes", "{'wake_up_hour': 5}", 5),
    rawAnswer("cut-off", "cut before the value", '{"wake_up_hour"', "fallback", { finishReason: "length" }),
  ],
});
