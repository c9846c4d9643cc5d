import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { matthias } from "./fixtures.js";

const inputs = {
  identity: { ...matthias, currTime: "2024-09-16T20:30:00" },
  whisper: "You promised Anouk Brandt that you would carry her cheese down with the mules at seven on Saturday",
};

const IT = "Matthias Keller promised Anouk Brandt that he would carry her cheese down with the mules at seven on Saturday.";
const SHORT = "Matthias will carry Anouk's cheese on Saturday.";
const TIMED = "Matthias Keller promised Anouk Brandt that he would carry her cheese down with the mules at 7:00 am on Saturday.";

const IT2 = "Matthias Keller promised Anouk Brandt he would carry her cheese down with the mules at seven on Saturday.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", IT, IT),
    text("good", "qwen2.5-7b", IT2, IT2),
    text("good", "llama-3-8b", IT2, IT2),
    text("good", "gpt-4o-mini", IT, IT),
    text("good", "gpt-3.5", `Sure! Here's the statement:\n\n${IT}`, IT),
    text("good", "llama-3-8b", `"${IT}"`, IT),
    text("good", "qwen2.5-7b", `**${IT}**`, IT),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nLet me think. Third person: Matthias, Anouk, the cheese, the mules, seven, Saturday. Nothing added.\n</think>\n${IT}`, IT),
    text("number-in-text", "gpt-3.5", TIMED, TIMED),
    text("label", "gpt-4o-mini", `Statement: ${IT}`, IT),
    text("second-person", "1b", "You promised Anouk Brandt that you would carry her cheese down with the mules at seven on Saturday.", "fallback"),
    text("second-person", "gpt-3.5", "Matthias promised Anouk that you would carry her cheese down with the mules at seven on Saturday.", "fallback"),
    text("second-person", "llama-3-8b", "I promised Anouk Brandt that I would carry her cheese down with the mules at seven on Saturday.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't rewrite someone's private thoughts.", "fallback"),
    capped("gpt-4o-mini", "Matthias Keller promised Anouk Brandt that he would carry her cheese down with the mules at", "fallback"),
  ],
  structured: [
    object("good", "another wording", { statement: IT2 }, IT2),
    object("good", "valid", { statement: IT }, IT),
    object("renamed-field", "thought for statement", { thought: IT }, IT),
    object("second-person", "the whisper echoed", { statement: "You promised Anouk Brandt that you would carry her cheese down with the mules at seven on Saturday" }, "fallback"),
    object("refusal", "a refusal in the statement", { statement: "I cannot help with that." }, "fallback"),
  ],
});
