import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.inner_thought;
const T1 = "Agnes Pruitt should ask Tobias to keep the ferry's lamps dim on Tuesday so the meteors show.";
const T2 = "Agnes Pruitt thinks she should ask Tobias to keep the ferry's lamps dim on Tuesday so the meteors show.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", T1, T1),
    text("good", "gemma-2-9b", `${T2}\n`, T2),
    text("good", "phi-3-mini", T1, T1),
    text("good", "llama-3.1-70b", T2, T2),
    text("good", "claude", `Here's the statement:\n\n${T1}`, T1),
    text("good", "command-r", T1, T1),
    text("good", "0.5b", T1, T1),
    text("good", "deepseek-r1-distill", `<think>\nThird person, keep Tobias, lamps, Tuesday, meteors.\n</think>\n\n${T1}`, T1),
    text("good", "qwen2.5-7b", T2, T2),
    text("format", "claude", `**${T1}**`, T1),
    text("format", "gemma-2-9b", `"${T1}"`, T1),
    text("format", "command-r", `Statement: ${T2}`, T2),
    text("format", "phi-3-mini", T1.replace("ferry's", "ferry’s"), T1.replace("ferry's", "ferry’s")),
    text("format", "llama-3.1-70b", `${T1}\r\n`, T1),
    text("format", "qwen2.5-7b", "Agnes Pruitt debería pedirle a Tobias que mantenga tenues las luces del ferry el martes para que se vean los meteoros.", "Agnes Pruitt debería pedirle a Tobias que mantenga tenues las luces del ferry el martes para que se vean los meteoros."),
    text("second-person", "gemma-2-9b", "You should ask Tobias to keep the ferry's lamps dim on Tuesday so the meteors show.", "fallback"),
    text("second-person", "0.5b", "I should ask Tobias to keep the ferry's lamps dim on Tuesday so the meteors show.", "fallback"),
    text("format", "command-r", "Agnes Pruitt should ask Tobias to keep the lamps dim.", "fallback"),
    text("format", "llama-3.1-70b", `Agnes should ask Tobias to dim the lamps. Wait, actually, keep every fact: ${T1}`, T1),
    text("placeholder", "0.5b", "<statement>", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't rewrite personal thoughts.", "fallback"),
    capped("claude", "Agnes Pruitt should ask Tobias to keep the ferry's lamps", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe whisper: you should ask Tobias to keep the ferry's lamps dim on Tuesday so the meteors show. Third person: Agnes Pruitt should", "fallback"),
    text("good", "llama-3.1-70b", T1, T1),
    text("good", "command-r", T2, T2),
    text("good", "phi-3-mini", T2, T2),
    text("cut-off", "deepseek-r1-distill", "<think>\nThird person: Agnes Pruitt should ask Tobias", "fallback"),
    text("format", "claude", `${T1}\n\nLet me know if you need it in another form!`, T1),
    text("good", "gemma-2-9b", T1, T1),
    text("good", "0.5b", T2, T2),
    text("good", "claude", T2, T2),
  ],
  structured: [
    object("good", "valid", { statement: T1 }, T1),
    object("good", "another", { statement: T2 }, T2),
    object("renamed-field", "thought", { thought: T1 }, T1),
    object("extra-field", "subject beside", { subject: "Agnes Pruitt", statement: T1 }, T1),
    object("second-person", "you", { statement: "You should ask Tobias to keep the ferry's lamps dim on Tuesday so the meteors show." }, "fallback"),
    object("refusal", "empty", { statement: "" }, "fallback"),
    rawAnswer("format", "prose", T1, T1),
    rawAnswer("cut-off", "cut", '{"statement": "Agnes Pruitt should', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"statement": ${JSON.stringify(T1)}}\nHope this helps!`, T1),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "statement": ${JSON.stringify(T1)}\r\n}` + "\r\n```", T1),
    rawAnswer("format", "in tags", `<answer>{"statement": ${JSON.stringify(T1)}}</answer>`, T1),
  ],
});
