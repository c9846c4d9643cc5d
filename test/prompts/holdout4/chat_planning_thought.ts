import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { waterChat } from "./fixtures.js";

const inputs = { name: "Nadia Farouk", partner: "Tariq Oduya", transcript: waterChat };
const PT = "Nadia should be at the third row of palms at dawn tomorrow to meet Tariq's first cart-load of water.";
const PT2 = "Nadia needs to have the jar of new syrup ready for Tariq's mother on Friday.";
const SHORT = "Nadia will meet Tariq at dawn.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", PT, PT),
    text("good", "gpt-3.5", `Sure! ${PT}`, PT),
    text("good", "llama-3-8b", `**${PT2}**`, PT2),
    text("good", "qwen2.5-7b", PT2, PT2),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nThe plan: two loads at dawn, third row first. She should be there.\n</think>\n${PT}`, PT),
    text("good", "gpt-4o-mini", `"${PT}"`, PT),
    text("good", "llama-3-8b", `Here's Nadia's planning thought:\n\n${PT}`, PT),
    text("label", "gpt-3.5", `Planning thought: ${PT}`, PT),
    text("label", "qwen2.5-7b", `${PT} (This helps her remember the arrangement.)`, PT),
    text("number-in-text", "gpt-4o-mini", "Nadia should meet Tariq's 2 cart-loads at 5am tomorrow, starting with the 3rd row.", "Nadia should meet Tariq's 2 cart-loads at 5am tomorrow, starting with the 3rd row."),
    text("second-person", "1b", "You should meet Tariq at dawn.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("placeholder", "1b", "[Nadia's planning thought]", "fallback"),
    capped("gpt-3.5", "Nadia should be at the third row of palms at dawn tomorrow to meet", "fallback"),
    text("cut-off", "reasoning", "<think>\nTariq will bring water at dawn, so Nadia", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: PT }, PT),
    object("good", "other", { thought: PT2 }, PT2),
    object("renamed-field", "plan for thought", { plan: PT }, PT),
    object("label", "label kept", { thought: `Note: ${PT2}` }, PT2),
    object("refusal", "a refusal", { thought: "I cannot provide that." }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"thought": "Nadia should be at the third row of', "fallback", { finishReason: "length" }),
  ],
});
