import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tariq } from "./fixtures.js";

const inputs = {
  identity: { ...tariq, currTime: "2024-10-14T21:00:00" },
  whisper: "You promised Nadia Farouk that you would bring two loads of water to her grove at dawn tomorrow",
};
const IT = "Tariq Oduya promised Nadia Farouk that he would bring two loads of water to her grove at dawn tomorrow.";
const IT2 = "Tariq Oduya promised Nadia Farouk he would bring two loads of water to her grove at dawn tomorrow.";
const SHORT = "Tariq will bring water to Nadia's grove tomorrow.";
const kids = {
  ...inputs,
  whisper: "You told Hana Salazar that you would fill the fountain on Spring Square before her pupils hang their lanterns",
};
const KIDS = "Tariq Oduya told Hana Salazar that he would fill the fountain on Spring Square before her pupils hang their lanterns.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", IT, IT),
    text("good", "gpt-3.5", `Sure! Here's the statement:\n\n${IT}`, IT),
    text("good", "llama-3-8b", `"${IT2}"`, IT2),
    text("good", "qwen2.5-7b", IT2, IT2),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nThird person: you -> Tariq Oduya, your -> his; keep two loads and dawn tomorrow.\n</think>\n${IT}`, IT),
    text("good", "gpt-4o-mini", KIDS, KIDS, { inputs: kids }),
    text("good", "llama-3-8b", `**${IT}**`, IT),
    text("label", "gpt-3.5", `Statement: ${IT}`, IT),
    text("label", "qwen2.5-7b", `${IT} (This is Tariq's memory of his promise.)`, IT),
    text("number-in-text", "gpt-4o-mini", "Tariq Oduya promised Nadia Farouk that he would bring 2 loads of water to her grove at dawn tomorrow.", "Tariq Oduya promised Nadia Farouk that he would bring 2 loads of water to her grove at dawn tomorrow."),
    text("second-person", "1b", "You promised Nadia Farouk that you would bring two loads of water to her grove at dawn tomorrow.", "fallback"),
    text("second-person", "llama-3-8b", "I promised Nadia Farouk that I would bring two loads of water to her grove at dawn tomorrow.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I'm not sure what you mean by a thought coming to mind.", "fallback"),
    text("placeholder", "1b", "[Tariq Oduya's statement]", "fallback"),
    capped("gpt-3.5", "Tariq Oduya promised Nadia Farouk that he would bring two loads of water to her", "fallback"),
    text("cut-off", "reasoning", "<think>\nConvert to third person. 'You promised' becomes", "fallback"),
  ],
  structured: [
    object("good", "valid", { statement: IT }, IT),
    object("good", "other wording", { statement: IT2 }, IT2),
    object("renamed-field", "memory for statement", { memory: IT }, IT),
    object("second-person", "echoed", { statement: inputs.whisper }, "fallback"),
    object("refusal", "a refusal", { statement: "I can't rewrite this." }, "fallback"),
    object("label", "label kept", { statement: `Memory: ${IT2}` }, IT2),
    rawAnswer("cut-off", "cut off", '{"statement": "Tariq Oduya promised Nadia Farouk that he would', "fallback", { finishReason: "length" }),
  ],
});
