import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs: { identity: ada },
  text: [
    { style: "gpt-4o-mini", answer: "4:00 am", expected: 4 },
    { style: "gpt-4o-mini", answer: "4:30 AM", expected: 4 },
    { style: "gpt-3.5", answer: "Ada gets out of bed at 4:00 am today.", expected: 4 },
    { style: "gpt-3.5", answer: "Sure! Ada will get up at 4am.", expected: 4 },
    { style: "llama-3-8b", answer: "**4:00 am**\n\nAda is an early riser, and she needs to start baking by 5am.", expected: 4 },
    { style: "llama-3-8b", answer: "Ada usually gets up at 4:00 am to start baking at 5am.", expected: 4 },
    { style: "qwen2.5-7b", answer: '{"wake_up_hour": 4}', expected: 4 },
    { style: "qwen2.5-7b", answer: "Answer: 04:00", expected: 4 },
    { style: "1b", answer: "Ada wakes up early in the morning because she is a baker and she likes to bake bread and", expected: "fallback" },
    { style: "1b", answer: "5", expected: 5 },
    { style: "1b", answer: "Ada Okafor, 47, warm, practical, early-rising. She goes to bed at 9pm and wakes up at 4am.", expected: 4 },
    {
      style: "reasoning",
      answer: "<think>\nHer habits say she wakes around 4am and she bakes from 5am. Monday is a normal working day.\n</think>\n\n4:00 am",
      expected: 4,
    },
    { style: "reasoning", answer: "<think>\nShe rises around 4. Today is a Monday, so nothing unusual; maybe slightly later", expected: "fallback" },
    { style: "reasoning", answer: "Ada wakes around 4am most days. Nothing special is happening today.\n\nFinal answer: 4:00 am", expected: 4 },
    // Two hours offered, or a habit set against today.
    { style: "gpt-3.5", answer: "Between 4 and 5 am.", expected: "fallback" },
    { style: "1b", answer: "4am-5am", expected: "fallback" },
    { style: "llama-3-8b", answer: "Ada usually wakes up around 4am, but today she'll sleep in until 6am.", expected: "fallback" },
    { style: "1b", answer: "Ada wakes up at 4 o'clock.", expected: 4 },
    { style: "gpt-4o-mini", answer: "Wake-up time: 4:00 AM (she goes to bed around 9 PM)", expected: 4 },
    { style: "refusal", answer: "I'm sorry, but I don't have enough information to determine Ada's wake-up time.", expected: "fallback" },
    // Round nineteen: a day begun in the evening is asked again (held-out corpora 6 and 7).
    { style: "gpt-3.5", answer: "6 p.m.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { wake_up_hour: 4 }, expected: 4 },
    { note: "a 12-hour reading of 4 pm", answer: { wake_up_hour: 16 }, expected: 16 },
    { note: "out of range", answer: { wake_up_hour: 25 }, expected: "fallback" },
    { note: "not a whole hour", answer: { wake_up_hour: 4.5 }, expected: "fallback" },
    { note: "a time as a string (read by the text reader)", answer: { wake_up_hour: "4am" }, expected: 4 },
  ],
});
