import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.inner_thought;
const S = "Priya Nakamura-Hale should ask Beatriz whether the flour boat can come over before the causeway floods.";
const S2 = "Priya Nakamura-Hale should ask Beatriz Lindqvist whether the flour boat can come over before the causeway floods.";
const S3 = "Priya Nakamura-Hale wants to ask Beatriz if the flour boat can cross before the causeway floods.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", S, S),
    text("good", "gemma-3", `${S2}\n`, S2),
    text("good", "phi-4", S3, S3),
    text("good", "deepseek-v3", S, S),
    text("good", "mixtral", ` ${S}`, S),
    text("good", "olmo-2", S2, S2),
    text("good", "yi-34b", S, S),
    text("good", "hermes", S3, S3),
    text("good", "aya", S, S),
    text("good", "gpt-4o-mini", S, S),
    text("format", "qwq", `Okay, so turn "you should ask Beatriz..." into third person about Priya, keeping every fact and adding nothing.\n\n${S}`, S),
    text("format", "deepseek-v3", `**Statement:** ${S}`, S),
    text("format", "mixtral", `${S}</s>`, S),
    text("format", "llama-3.3-70b", `${S2}<|eot_id|>`, S2),
    text("format", "olmo-2", `Assistant: ${S}`, S),
    text("format", "hermes", `"${S}"`, S),
    text("format", "phi-4", `${S}\\n`, S),
    text("format", "yi-34b", `${S}\n\nUser: Another thought: "You should close early on Saturday"\nAssistant: Priya Nakamura-Hale should close early on Saturday.`, S),
    text("format", "aya", "Priya Nakamura-Hale deve perguntar à Beatriz se o barco da farinha pode vir antes de o caminho inundar.", "Priya Nakamura-Hale deve perguntar à Beatriz se o barco da farinha pode vir antes de o caminho inundar."),
    text("format", "gemma-3", `Option A: ${S}\nOption B: ${S3}`, "fallback"),
    text("second-person", "mixtral", "You should ask Beatriz whether the flour boat can come over before the causeway floods.", "fallback"),
    text("second-person", "olmo-2", "I should ask Beatriz whether the flour boat can come over before the causeway floods.", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't rewrite someone's thoughts.", "fallback"),
    capped("llama-3.3-70b", "Priya Nakamura-Hale should ask Beatriz whether the flour boat", "fallback"),
    capped("qwq", "Okay, so the whisper is in the second person. I need third person: Priya Nakamura-Hale should", "fallback"),
    text("good", "qwq", `Okay, third person, same facts.\n\n${S2}`, S2),
    text("good", "phi-4", S, S),
    text("good", "gemma-3", S, S),
  ],
  structured: [
    object("good", "valid", { statement: S }, S),
    object("good", "full name", { statement: S2 }, S2),
    object("renamed-field", "thought", { thought: S }, S),
    object("extra-field", "person beside", { person: "Priya Nakamura-Hale", statement: S }, S),
    object("second-person", "you", { statement: "You should ask Beatriz whether the flour boat can come over before the causeway floods." }, "fallback"),
    object("ellipsis", "empty", { statement: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ statement: S }).repeat(2), S),
    rawAnswer("cut-off", "cut", '{"statement": "Priya Nakamura', "fallback", { finishReason: "length" }),
  ],
});
