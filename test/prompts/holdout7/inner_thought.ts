import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.inner_thought;
const S = "Noriko Halvorsen should offer to carry the Ravensgill post up the fell road until the line reopens.";
const S2 = "Noriko Halvorsen thinks she should offer to carry the Ravensgill post up the fell road until the line reopens.";
const S3 = "Noriko Halvorsen could offer to carry the Ravensgill post up the fell road until the railway line reopens.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", S, S),
    text("good", "o3-mini", S, S),
    text("good", "mistral-7b", ` ${S2}`, S2),
    text("good", "mistral-nemo", S, S),
    text("good", "llama-3.2-3b", S2, S2),
    text("good", "qwen2.5-14b", S, S),
    text("good", "granite", S3, S3),
    text("good", "qwen3", `<think>\nThird person, keep everything.\n</think>\n\n${S}`, S),
    text("good", "gemini", `**${S}**`, S),
    text("format", "gemini", `### Memory\n\n${S}`, S),
    text("format", "granite", `Output: ${S}`, S),
    text("format", "qwen2.5-14b", `"${S}"`, S),
    text("format", "o3-mini", `{'statement': '${S}'}`, S),
    text("format", "mistral-nemo", "Noriko Halvorsen sollte anbieten, die Post nach Ravensgill über die Fellstraße zu tragen, bis die Strecke wieder offen ist.", "Noriko Halvorsen sollte anbieten, die Post nach Ravensgill über die Fellstraße zu tragen, bis die Strecke wieder offen ist."),
    text("format", "llama-3.2-3b", `${S}\n\n${S}`, S),
    text("format", "gpt-4.1", `${S}\n\nLet me know if you need it shorter.`, S),
    text("second-person", "llama-3.2-1b", "You should offer to carry the Ravensgill post up the fell road until the line reopens.", "fallback"),
    text("second-person", "tinyllama", "I should offer to carry the Ravensgill post up the fell road until the line reopens.", "fallback"),
    text("format", "mistral-7b", "Noriko Halvorsen should offer to carry the post.", "fallback"),
    text("placeholder", "smollm", "<statement>", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't write thoughts for a real person.", "fallback"),
    text("loop", "smollm", `${S} ${S} ${S} ${S}`, S),
    capped("mistral-7b", "Noriko Halvorsen should offer to carry the Ravensgill post up the", "fallback"),
    text("good", "gpt-4.1", S, S),
    text("good", "llama-3.2-1b", S, S),
    text("good", "gemini", S2, S2),
  ],
  structured: [
    object("good", "valid", { statement: S }, S),
    object("good", "another", { statement: S2 }, S2),
    object("renamed-field", "memory", { memory: S }, S),
    object("extra-field", "person beside", { person: "Noriko Halvorsen", statement: S }, S),
    object("second-person", "echoed whisper", { statement: "You should offer to carry the Ravensgill post up the fell road until the line reopens." }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "inner_thought", arguments: { statement: S } }, S),
    rawAnswer("format", "Python dict", `{'statement': '${S}'}`, S),
    rawAnswer("cut-off", "cut", '{"statement": "Noriko Halvorsen should', "fallback", { finishReason: "length" }),
  ],
});
