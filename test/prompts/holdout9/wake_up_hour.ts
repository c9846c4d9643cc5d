import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { rosalind, tobias } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.wake_up_hour;
const ros = { identity: { ...rosalind, currTime: "2027-09-21T00:00:00" } };
const tob = { identity: { ...tobias, currTime: "2027-09-23T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", "5:30 am", 5),
    text("good", "command-r-plus", "5:30 am\n", 5),
    text("good", "glm-4", "5:00 am", 5),
    text("good", "internlm-2.5", "5:30 am", 5),
    text("good", "minicpm", "6:00 am", 6, { inputs: ros }),
    text("good", "falcon-3", "6:00 am", 6, { inputs: ros }),
    text("good", "stablelm", "10:00 am", 10, { inputs: tob }),
    text("good", "zephyr", "5:30 am", 5),
    text("good", "openchat", "5:30 am", 5),
    text("good", "gemini-2-flash", "5:30 am\n", 5),
    text("good", "claude-3.5-haiku", "5:30 am\n\nHalvard keeps his usual hour so he can walk the ridge path before filling the tanks at 6:30.", 5),
    text("good", "deepseek-r1-distill", think("Halvard wakes around 5:30 and fills the tanks at 6:30. Monday, nothing changes the morning.", "5:30 am"), 5),
    text("good", "gemini-2-flash", "9:00 am", 9, { inputs: tob }),
    text("format", "deepseek-r1-distill", unclosed("Tobias goes to bed at 2am and wakes at 10. Wednesday is the open night, he will be up late, so maybe later still. Normal: 10.", "10:00 am"), 10, { inputs: tob }),
    text("format", "glm-4", tag("answer", "5:30 am"), 5),
    text("format", "internlm-2.5", "<response>5:30 am</response>", 5),
    text("format", "command-r-plus", fence("yaml", "wake_up_time: \"5:30 am\""), 5),
    text("format", "minicpm", fence("text", "6:00 am"), 6, { inputs: ros }),
    text("format", "falcon-3", bom("5:30 am"), 5),
    text("format", "stablelm", nbsp("5:30 am"), 5),
    text("format", "zephyr", "0530 hours", 5),
    text("format", "openchat", "Half past five in the morning.", 5),
    text("format", "gemini-2-flash", "Halvard se levanta a las 5:30 de la mañana.", 5),
    text("format", "glm-4", "哈尔瓦德早上5点30分起床。", 5),
    text("format", "internlm-2.5", "Rosalind se lève à 6 h 00.", 6, { inputs: ros }),
    text("format", "q2-8b", "Halvard anaamka saa kumi na moja na nusu alfajiri.", 5),
    text("format", "command-r-plus", "Tobias steht um 10:00 Uhr auf.", 10, { inputs: tob }),
    text("format", "claude-3.5-haiku", "Noon — after the long open night he sleeps in.", 12, { inputs: tob }),
    text("format", "minicpm", '{"data": {"wake_up_time": "5:30 am"}}', 5),
    text("number-words", "falcon-3", "six o'clock", 6, { inputs: ros }),
    text("number-words", "stablelm", "Five thirty in the morning.", 5),
    text("label", "openchat", "Wake-up time: 5:30 am\n\n— Assistant", 5),
    text("format", "zephyr", "5:30 am or 6:00 am, depending on the weather.", "fallback"),
    text("general-value", "gemini-2-flash", "Rosalind usually wakes around 6:00 am, but with the press broken she lies in today until 7:00 am.", 7, { inputs: ros }),
    text("placeholder", "falcon-3", "7:00 am", "fallback"),
    text("refusal", "command-r-plus", "I'm sorry, but I can't determine a real person's sleep schedule.", "fallback"),
    text("loop", "q2-8b", "5:30 am 5:30 am 5:30 am 5:30 am 5:30 am 5:30 am", 5),
    capped("deepseek-r1-distill", "<think>\nOkay, Halvard Quist, railway keeper. He wakes around 5:30. The inspection is Wednesday, today is Monday. Extra cars because of the landslip, but the landslip is Tuesday, so today", "fallback"),
    text("cut-off", "stablelm", "Halvard gets out of bed at", "fallback"),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("good", "Rosalind", { wake_up_hour: 6 }, 6, { inputs: ros }),
    object("good", "Tobias", { wake_up_hour: 10 }, 10, { inputs: tob }),
    object("string-value", "string", { wake_up_hour: "5" }, 5),
    object("string-value", "clock time", { wake_up_hour: "5:30 am" }, 5),
    object("string-value", "word", { wake_up_hour: "ten" }, 10, { inputs: tob }),
    object("renamed-field", "wake_hour", { wake_hour: 5 }, 5),
    object("extra-field", "minutes beside", { wake_up_hour: 5, minutes: 30 }, 5),
    rawAnswer("format", "nested under result", '{"result": {"wake_up_hour": 5}}', 5),
    rawAnswer("format", "array of one", '[{"wake_up_hour": 5}]', 5),
    rawAnswer("format", "yaml", "wake_up_hour: 5", 5),
    rawAnswer("format", "unquoted key", "{wake_up_hour: 6}", 6, { inputs: ros }),
    rawAnswer("cut-off", "cut", '{"wake_up_hour": ', "fallback", { finishReason: "length" }),
    object("malformed", "-1", { wake_up_hour: -1 }, "fallback"),
    object("malformed", "24", { wake_up_hour: 24 }, "fallback"),
  ],
});
