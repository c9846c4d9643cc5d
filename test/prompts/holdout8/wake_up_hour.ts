import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { desmond, priya } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.wake_up_hour;
const des = { identity: { ...desmond, currTime: "2027-06-15T00:00:00" } };
const pri = { identity: { ...priya, currTime: "2027-06-16T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", "5:00 am", 5),
    text("good", "gemma-3", "5:00 am\n", 5),
    text("good", "phi-4", "5:00 am\n\nBeatriz rows round the point before she opens the harbour office at 6.", 5),
    text("good", "deepseek-v3", "4:30 am", 4),
    text("good", "mixtral", " 5:00 am", 5),
    text("good", "olmo-2", "6:00 am", 6, { inputs: des }),
    text("good", "yi-34b", "Desmond gets out of bed at 6:00 am.", 6, { inputs: des }),
    text("good", "aya", "6:30 am", 6, { inputs: pri }),
    text("good", "hermes", "6:30 am", 6, { inputs: pri }),
    text("good", "gpt-4o-mini", "5:00 am", 5),
    text("format", "qwq", "Okay, so I need to figure out when Beatriz gets up today. Her habit says she wakes around 5am and rows round the point before breakfast. She opens the harbour office at 6. Monday, nothing special in the morning. So she'd be up at 5.\n\n5:00 am", 5),
    text("format", "qwq", "Okay, let's see. Priya wakes around 6:30 and bakes from 7. It's Wednesday, the spring tide floods the causeway in the evening, not the morning, so the morning is normal. I think 6:30.\n\nFinal answer: 6:30 am", 6, { inputs: pri }),
    text("format", "deepseek-v3", "Final answer: \\boxed{5:00\\ \\text{am}}", 5),
    text("format", "llama-3.3-70b", "05:00:00", 5),
    text("format", "gemma-3", "Five o'clock.", 5),
    text("format", "mixtral", "5:00 am</s>", 5),
    text("format", "olmo-2", "6:00 am<|im_end|>", 6, { inputs: des }),
    text("format", "phi-4", "Assistant: 5:00 am", 5),
    text("format", "aya", "Ela acorda às 5:00 da manhã.", 5),
    text("format", "yi-34b", "베아트리스는 오전 5시에 일어납니다.", 5),
    text("format", "hermes", "Desmond staat om 6:00 uur op.", 6, { inputs: des }),
    text("format", "deepseek-v3", "wake_up_hour=5", 5),
    text("format", "gemma-3", "５:００ am", 5),
    text("format", "llama-3.3-70b", "5:00 am\n\nUser: And when does she go to bed?\nAssistant: 10:00 pm", 5),
    text("format", "mixtral", "Option A: 5:00 am (her habit)\nOption B: 4:30 am (regatta preparations)\n\nI'll go with Option A: 5:00 am.", 5),
    text("format", "yi-34b", "Option A: 6:00 am\nOption B: 6:30 am", "fallback", { inputs: des }),
    text("format", "phi-4", "5:00 am\n\nSo she is out on the water by 5:30 am.", 5),
    text("format", "olmo-2", "5:00 am or 5:30 am", "fallback"),
    text("number-words", "aya", "Half past six, before the baking starts.", 6, { inputs: pri }),
    text("number-in-text", "llama-3.3-70b", "Since the harbour office opens at 6 and she rows for 40 minutes first, Beatriz gets up at 5:00 am.", 5),
    text("label", "hermes", "Wake-up time: 5:00 am", 5),
    text("placeholder", "olmo-2", "7:00 am", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't know when a real person wakes up.", "fallback"),
    text("loop", "olmo-2", "5:00 am\n5:00 am\n5:00 am\n5:00 am\n5:00 am", 5),
    capped("qwq", "Okay, so Beatriz Lindqvist, harbourmaster, 52. Habits: wakes around 5am, rows before breakfast. Today is Monday June 14. Is there anything that changes her morning? The spring tide is Wednesday, not today. The regatta is Saturday. So probably her normal routine, which would mean", "fallback"),
    text("cut-off", "gemma-3", "Beatriz gets out of bed at", "fallback"),
    text("format", "deepseek-v3", "The 5th hour: 5:00 am.", 5),
    text("good", "deepseek-v3", "5:00 am", 5),
    text("good", "mixtral", "6:00 am", 6, { inputs: des }),
    text("good", "phi-4", "6:30 am", 6, { inputs: pri }),
    text("good", "llama-3.3-70b", "Beatriz gets out of bed at 5:00 am to row round the point.", 5),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("good", "Desmond", { wake_up_hour: 6 }, 6, { inputs: des }),
    object("good", "Priya", { wake_up_hour: 6 }, 6, { inputs: pri }),
    object("string-value", "seconds", { wake_up_hour: "05:00:00" }, 5),
    object("string-value", "o'clock", { wake_up_hour: "5 o'clock" }, 5),
    object("string-value", "full-width", { wake_up_hour: "５" }, 5),
    object("renamed-field", "hour", { hour: 5 }, 5),
    object("extra-field", "minutes beside", { wake_up_hour: 6, minutes: 30 }, 6, { inputs: pri }),
    rawAnswer("format", "streaming duplicate", '{"wake_up_hour": 5}{"wake_up_hour": 5}', 5),
    rawAnswer("format", "key=value", "wake_up_hour=5", 5),
    rawAnswer("format", "Hermes tool call", '<tool_call>\n{"name": "wake_up_hour", "arguments": {"wake_up_hour": 5}}\n</tool_call>', 5),
    rawAnswer("format", "chat-template leftover", '{"wake_up_hour": 6}<|eot_id|>', 6, { inputs: des }),
    rawAnswer("cut-off", "cut", '{"wake_up', "fallback", { finishReason: "length" }),
    object("malformed", "25", { wake_up_hour: 25 }, "fallback"),
    object("refusal", "null", { wake_up_hour: null }, "fallback"),
  ],
});
