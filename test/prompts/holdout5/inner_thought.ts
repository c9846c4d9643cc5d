import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { rafael } from "./fixtures.js";

const inputs = { identity: { ...rafael, currTime: "2024-11-04T18:00:00" }, whisper: "You promised Priya Lindqvist fifty skeins of yarn for the Fleece Fair by Friday at noon" };
const S = "Rafael Mbeki promised Priya Lindqvist fifty skeins of yarn for the Fleece Fair by Friday at noon.";
const S2 = "Rafael Mbeki has promised Priya Lindqvist fifty skeins of yarn for the Fleece Fair by Friday at noon.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", S, S),
    text("good", "gpt-3.5", S2, S2),
    text("good", "llama-3-8b", S, S),
    text("good", "qwen2.5-7b", S, S),
    text("good", "mistral-7b", ` ${S}`, S),
    text("good", "1b", S, S),
    text("good", "reasoning", `<think>\nThird person, keep Priya, fifty skeins, Fleece Fair, Friday noon.\n</think>\n\n${S}`, S),
    text("good", "gpt-4o-mini", `"${S2}"`, S2),
    text("good", "gpt-3.5", S, S),
    text("good", "llama-3-8b", S2, S2),
    text("good", "qwen2.5-7b", S2, S2),
    text("good", "1b", S2, S2),
    text("second-person", "gpt-3.5", "Rafael, you promised Priya Lindqvist fifty skeins of yarn for the Fleece Fair by Friday at noon.", "fallback"),
    text("format", "gpt-3.5", `Statement: ${S}`, S),
    text("format", "llama-3-8b", `**${S}**`, S),
    text("format", "qwen2.5-7b", `Final answer: ${S2}`, S2),
    text("format", "mistral-7b", `${S} 🧶`, `${S} 🧶`),
    text("label", "gpt-4o-mini", `${S}\n\n(Converted from the second person to the third person.)`, S),
    text("label", "llama-3-8b", `Rafael's memory: ${S}`, S),
    text("number-in-text", "gpt-3.5", "Rafael Mbeki promised Priya Lindqvist 50 skeins of yarn for the Fleece Fair by Friday at 12 pm.", "Rafael Mbeki promised Priya Lindqvist 50 skeins of yarn for the Fleece Fair by Friday at 12 pm."),
    text("second-person", "1b", "You promised Priya Lindqvist fifty skeins of yarn for the Fleece Fair by Friday at noon.", "fallback"),
    text("second-person", "qwen2.5-7b", "I promised Priya Lindqvist fifty skeins of yarn for the Fleece Fair by Friday at noon.", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't help with that.", "fallback"),
    text("placeholder", "1b", "[statement about Rafael Mbeki]", "fallback"),
    capped("gpt-4o-mini", "Rafael Mbeki promised Priya Lindqvist fifty skeins of yarn for the Fleece", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe whisper says \"you promised\". Convert to third person: Rafael Mbeki promised", "fallback"),
  ],
  structured: [
    object("good", "valid", { statement: S }, S),
    object("renamed-field", "thought for statement", { thought: S2 }, S2),
    object("extra-field", "the person beside", { person: "Rafael Mbeki", statement: S }, S),
    object("second-person", "the whisper echoed", { statement: "You promised Priya Lindqvist fifty skeins of yarn for the Fleece Fair by Friday at noon." }, "fallback"),
    object("label", "a label inside", { statement: `Statement: ${S}` }, S),
    object("refusal", "empty", { statement: "" }, "fallback"),
    rawAnswer("malformed", "plain text", S, S),
    rawAnswer("cut-off", "cut open", `{"statement": "Rafael Mbeki promised Priya`, "fallback", { finishReason: "length" }),
  ],
});
