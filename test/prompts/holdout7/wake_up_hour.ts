import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { kwame, noriko } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.wake_up_hour;
const kwames = { identity: { ...kwame, currTime: "2027-03-09T00:00:00" } };
const norikos = { identity: { ...noriko, currTime: "2027-03-10T00:00:00" } };
const saturday = { identity: { ...inputs.identity, currTime: "2027-03-13T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "5:00 am", 5),
    text("good", "o3-mini", "5:00 am", 5),
    text("good", "mistral-7b", " 5:00 am", 5),
    text("good", "mistral-nemo", "5:00 am\n\nIlse needs to open the booking office at 6.", 5),
    text("good", "llama-3.2-3b", "Ilse gets out of bed at 5:00 am.", 5),
    text("good", "qwen2.5-14b", "5:00 am", 5),
    text("good", "granite", "5:00 am", 5),
    text("good", "qwen3", "<think>\nIlse wakes around 5am. Monday, booking office opens at 6. So 5:00 am.\n</think>\n\n5:00 am", 5),
    text("good", "gpt-4.1", "6:30 am", 6, { inputs: kwames }),
    text("good", "llama-3.2-1b", "6:30 am", 6, { inputs: kwames }),
    text("good", "gemini", "**7:00 am** ☀️\n\nNoriko keeps regular hours; the post office opens at 8.", 7, { inputs: norikos }),
    text("good", "mistral-nemo", "7:00 am", 7, { inputs: norikos }),
    text("format", "o3-mini", "0500", 5),
    text("format", "mistral-nemo", "5h00", 5),
    text("format", "gemini", "## ⏰ Wake-up Time\n\n**5:00 am**\n\n- **Reason:** the booking office opens at 6:00 am.", 5),
    text("format", "qwen2.5-14b", "Answer: 5:00 am", 5),
    text("format", "granite", "A: 6:30 am", 6, { inputs: kwames }),
    text("format", "llama-3.2-3b", "\"5:00 am\".", 5),
    text("format", "mistral-7b", "Ilse steht um 5:00 Uhr auf.", 5),
    text("format", "qwen2.5-14b", "イルゼは午前5時に起きます。", 5),
    text("format", "mistral-nemo", "Ilse si alza alle 5:00 del mattino.", 5),
    text("format", "gpt-4o-mini", "At what hour does Ilse get out of bed today? 5:00 am.", 5),
    text("format", "llama-3.2-3b", "{'wake_up_hour': 5}", 5),
    text("format", "gemini", "5:00 am\n\n5:00 am", 5),
    text("format", "granite", "Around 5:00 am.", 5),
    text("format", "mistral-7b", "Approximately 6:30 am.", 6, { inputs: kwames }),
    text("format", "qwen2.5-14b", "5-6 am", "fallback"),
    text("format", "llama-3.2-1b", "6:30-7:00 am", "fallback", { inputs: kwames }),
    text("format", "gemini", "Saturday is a Curlew morning, so **6:00 am** — a little later than a working day.", 6, { inputs: saturday }),
    text("number-words", "mistral-nemo", "Quarter to five.", 4),
    text("number-words", "gpt-4.1", "Half past six.", 6, { inputs: kwames }),
    text("number-words", "granite", "Seven o'clock in the morning.", 7, { inputs: norikos }),
    text("number-in-text", "qwen2.5-14b", "5:00 am, an hour before the booking office opens at 6:00 am and 100 minutes before the 6:40 train.", 5),
    text("label", "llama-3.2-3b", "Wake-up time: 6:30 am\nReason: band rehearsal is tomorrow.", 6, { inputs: kwames }),
    text("refusal", "granite", "Do you want the time on a working day or on the weekend? Ilse's Saturdays are different.", "fallback"),
    text("refusal", "refusal", "I can't know when a real person gets up. Getting enough sleep is important for everyone!", "fallback"),
    text("placeholder", "tinyllama", "\"7:00 am\"", "fallback"),
    text("loop", "smollm", "Ilse gets out of bed at 5:00 am. Ilse gets out of bed at 5:00 am. Ilse gets out of bed at 5:00 am. Ilse gets out of bed at 5:00 am.", 5),
    text("format", "tinyllama", "Reply with the time only, on one line, like \"7:00 am\". Ilse Varga gets out of bed at 7:00 am. She is a stationmaster. She is 56.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "...", "fallback"),
    capped("qwen3", "<think>\nIlse Varga, stationmaster, wakes around 5am. Today is Monday March 8. The booking office opens at 6am. Anything special today? The landslip is on Wednesday, so not yet. So 5am seems right, but maybe she", "fallback"),
    text("cut-off", "mistral-7b", "Ilse gets out of bed at", "fallback"),
    text("good", "o3-mini", "6:30 am", 6, { inputs: kwames }),
    text("good", "gpt-4.1", "5:00 am\n\nLet me know if you'd like her whole day planned.", 5),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("good", "Kwame", { wake_up_hour: 6 }, 6, { inputs: kwames }),
    object("good", "Noriko", { wake_up_hour: 7 }, 7, { inputs: norikos }),
    object("string-value", "a 24-hour string", { wake_up_hour: "05:00" }, 5),
    object("string-value", "a word", { wake_up_hour: "seven" }, 7, { inputs: norikos }),
    object("renamed-field", "hour", { hour: 5 }, 5),
    object("extra-field", "minute beside", { wake_up_hour: 6, minute: 30 }, 6, { inputs: kwames }),
    object("nested-json", "tool-call wrapper", { name: "wake_up_hour", arguments: { wake_up_hour: 5 } }, 5),
    object("malformed", "a range", { wake_up_hour: "5-6" }, "fallback"),
    object("refusal", "null", { wake_up_hour: null }, "fallback"),
    rawAnswer("format", "Python dict", "{'wake_up_hour': 5}", 5),
    rawAnswer("format", "JSON5", "{wake_up_hour: 5, // she opens at six\n}", 5),
    rawAnswer("format", "fenced as yaml", '```yaml\n{"wake_up_hour": 7}\n```', 7, { inputs: norikos }),
    rawAnswer("cut-off", "cut", '{"wake_up_hour": ', "fallback", { finishReason: "length" }),
  ],
});
