import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = {
  identity: { ...tomasz, currTime: "2024-09-09T20:00:00" },
  whisper: "You told Ines Moreau that you would hold the ferry for her until a quarter to eight on Saturday",
};

const IT = "Tomasz Nowak told Ines Moreau that he would hold the ferry for her until a quarter to eight on Saturday.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", IT, IT),
    text("good", "gpt-3.5", `Sure! Here's the statement:\n\n${IT}`, IT),
    text("good", "llama-3-8b", `"${IT}"`, IT),
    text("good", "qwen2.5-7b", `**${IT}**`, IT),
    text("good", "1b", "Tomasz will wait for Ines on Saturday.", "Tomasz will wait for Ines on Saturday."),
    text("good", "reasoning", `<think>\nThird person, keep Ines, the ferry, quarter to eight, Saturday.\n</think>\n${IT}`, IT),
    text("second-person", "1b", "You told Ines Moreau that you would hold the ferry for her until a quarter to eight on Saturday.", "fallback"),
    text("second-person", "gpt-3.5", "Tomasz told Ines that you would hold the ferry for her until a quarter to eight on Saturday.", "fallback"),
    text("label", "gpt-4o-mini", `Statement: ${IT}`, IT),
    text("refusal", "refusal", "I'm sorry, but I can't rewrite personal thoughts.", "fallback"),
    capped("gpt-4o-mini", "Tomasz Nowak told Ines Moreau that he would hold the ferry for her until a quarter", "fallback"),
    text("good", "gpt-3.5", "Tomasz Nowak told Ines Moreau that he would hold the ferry for her until 7:45 am on Saturday.", "Tomasz Nowak told Ines Moreau that he would hold the ferry for her until 7:45 am on Saturday."),
    text("refusal", "refusal", "I'm not sure what you mean by \"put to Tomasz as you\". Could you clarify?", "fallback"),
  ],
  structured: [
    object("good", "valid", { statement: IT }, IT),
    object("renamed-field", "thought for statement", { thought: IT }, IT),
    object("second-person", "the whisper echoed", { statement: "You told Ines Moreau that you would hold the ferry for her until a quarter to eight on Saturday" }, "fallback"),
    object("refusal", "a refusal in the statement", { statement: "I can't do that." }, "fallback"),
  ],
});
