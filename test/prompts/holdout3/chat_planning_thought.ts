import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { muleChat } from "./fixtures.js";

const inputs = { name: "Anouk Brandt", partner: "Matthias Keller", transcript: muleChat };

const PT = "Anouk has to have the cheese wrapped in cloths and stacked by the dairy door by seven on Saturday, when Matthias will load it onto the mules.";
const SHORT = "Anouk must have the cheese ready by the door by seven on Saturday.";

const PT2 = "Anouk needs the cheese wrapped and by the door by seven on Saturday, because the cable car is shut and Matthias is bringing the mules.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", PT2, PT2),
    text("good", "qwen2.5-7b", PT, PT),
    text("good", "llama-3-8b", PT2, PT2),
    text("good", "gpt-4o-mini", PT, PT),
    text("good", "gpt-3.5", `Sure! ${PT}`, PT),
    text("good", "llama-3-8b", `**${PT}**`, PT),
    text("good", "qwen2.5-7b", `"${PT}"`, PT),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nLet me think. The cable car is shut; the mules come at seven; she must wrap and stack the cheese.\n</think>\n${PT}`, PT),
    text("label", "gpt-3.5", `Note: ${PT}`, PT),
    text("label", "llama-3-8b", `${PT}\n\n(This is the key arrangement from the conversation.)`, PT),
    text("second-person", "1b", "You have to stack the cheese by the door by seven on Saturday.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    capped("gpt-4o-mini", "Anouk has to have the cheese wrapped in cloths and stacked by the dairy door by seven on", "fallback"),
  ],
  structured: [
    object("good", "another thought", { thought: PT2 }, PT2),
    object("good", "valid", { thought: PT }, PT),
    object("renamed-field", "note for thought", { note: PT }, PT),
    object("refusal", "a refusal in the thought", { thought: "I'm not sure what you mean." }, "fallback"),
    object("nested-json", "the thought as an object", { thought: { what: "stack the cheese by the door", when: "seven on Saturday" } }, "fallback"),
    rawAnswer("malformed", "prose around the JSON", `Here you go: {"thought": "${PT}"}`, PT),
  ],
});
