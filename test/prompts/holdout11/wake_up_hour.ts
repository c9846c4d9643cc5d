import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, narrow, ollamaThinking, preamble, tag, think } from "./forms.js";
import { declan, priya } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.wake_up_hour;
const dec = { identity: { ...declan, currTime: "2028-10-17T00:00:00" } };
const pri = { identity: { ...priya, currTime: "2028-10-21T00:00:00" } };
const why = "Marta usually wakes around 5:30am and does the crossword before work. Monday, an ordinary working day before the blast.";

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", "5:30 am", 5),
    text("good", "claude-haiku-4.5", "5:30 am", 5),
    text("good", "gemini-2.5-flash", "5:30 am\n", 5),
    text("good", "qwen3-nothink", "5:30 am", 5),
    text("good", "kimi-k2", "5:30 am", 5),
    text("good", "llama-3.3-70b", "5:30 am", 5),
    text("good", "command-r", "5:30 am", 5),
    text("good", "gemma-3n", "6:00 am", 6, { inputs: dec }),
    text("good", "smollm3", "5:00 am", 5, { inputs: pri }),
    text("good", "claude-haiku-4.5", "4:30 am", 4, { inputs: pri }),
    text("good", "magistral", magThink(why, "5:30 am"), 5),
    text("good", "deepseek-r1-distill", think(why, "5:30 am"), 5),
    text("good", "gpt-oss-20b", harmony(why, "5:30 am"), 5),
    text("good", "gemini-2.5-flash", "5:30 am\n\nShe keeps her usual early start so she has time for the crossword before signing in at 7.", 5),
    text("format", "ollama-q4", eot("5:30 am"), 5),
    text("format", "qwen3-nothink", ollamaThinking(why, "5:30 am"), 5),
    text("format", "gpt-oss-20b", tag("final", "5:30 am"), 5),
    text("format", "claude-haiku-4.5", preamble("Based on her habits:", "5:30 am"), 5),
    text("format", "gpt-5-mini", "5:30 AM", 5),
    text("format", "llama-3.3-70b", "5:30 a.m.", 5),
    text("format", "gemma-3n", "05:30", 5),
    text("format", "smollm3", "5.30am", 5),
    text("format", "kimi-k2", narrow("5:30 am"), 5),
    text("format", "gemini-2.5-flash", "Marta gets out of bed at 5:30 am.", 5),
    text("format", "llama-3.3-70b", "| Wake-up time |\n|---|\n| 5:30 am |", 5),
    text("format", "gemini-2.5-flash", "Marta se levanta a las 5:30 de la mañana.", 5),
    text("format", "kimi-k2", "Marta steht um 5:30 Uhr auf.", 5),
    text("format", "command-r", "Marta se lève à 5h30.", 5),
    text("format", "qwen3-nothink", "玛尔塔早上5点半起床。", 5),
    text("format", "gemma-3n", "마르타는 오전 5시 30분에 일어납니다.", 5),
    text("format", "llama-3.3-70b", "Marta si alza alle 5:30 del mattino.", 5),
    text("format", "smollm3", "Marta sabah 5:30'da kalkar.", 5),
    text("number-words", "claude-haiku-4.5", "half past five in the morning", 5),
    text("number-words", "gpt-5-mini", "five thirty am", 5),
    text("number-in-text", "gemini-2.5-flash", "5:30 am — an hour and a half before she signs in at the weighbridge at 7.", 5),
    text("general-value", "llama-3.3-70b", "Quarry crews often start at 6:00 am, but Marta gets up at 5:30 am.", 5),
    text("format", "command-r", "6:00 am — wait, actually her habit is 5:30, so 5:30 am.", 5),
    text("format", "kimi-k2", "Somewhere between 5:30 am and 6:30 am.", "fallback"),
    text("placeholder", "smollm3", "<time only>", "fallback"),
    text("refusal", "safety-tuned", "I don't have access to the personal schedule of this individual.", "fallback"),
    text("loop", "ollama-q4", "5:30 am\n5:30 am\n5:30 am\n5:30 am\n5:30 am", 5),
    text("loop", "ollama-q4", "Marta gets up at 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30", "fallback"),
    capped("deepseek-r1-distill", "<think>\nMarta Kowalczyk, 52, shot-firer. She wakes around 5:30am. Today is Monday October 16, the day before the blast, so maybe she gets up earlier to", "fallback"),
    text("ellipsis", "gemma-3n", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("good", "Declan", { wake_up_hour: 6 }, 6, { inputs: dec }),
    object("string-value", "string", { wake_up_hour: "5" }, 5),
    object("string-value", "clock", { wake_up_hour: "05:30" }, 5),
    object("string-value", "am time", { wake_up_hour: "5:30 am" }, 5),
    object("renamed-field", "wake_hour", { wake_hour: 5 }, 5),
    object("extra-field", "minute beside", { wake_up_hour: 5, wake_up_minute: 30 }, 5),
    object("nested-json", "under answer", { answer: { wake_up_hour: 5 } }, 5),
    rawAnswer("format", "fenced", fence("json", '{"wake_up_hour": 5}'), 5),
    rawAnswer("format", "time as raw text", "5:30 am", 5),
    rawAnswer("cut-off", "cut", '{"wake_up_hour": ', "fallback", { finishReason: "length" }),
    object("malformed", "24", { wake_up_hour: 24 }, "fallback"),
    object("malformed", "negative", { wake_up_hour: -5 }, "fallback"),
  ],
});
