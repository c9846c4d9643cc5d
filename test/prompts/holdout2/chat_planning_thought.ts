import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ferryChat } from "./fixtures.js";

const inputs = { name: "Ines Moreau", partner: "Tomasz Nowak", transcript: ferryChat };

const PT = "Ines has to bring the crates of buns to the jetty by a quarter to eight on Saturday, when Tomasz will load them onto the ferry.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", PT, PT),
    text("good", "gpt-3.5", `Sure! ${PT}`, PT),
    text("good", "llama-3-8b", `**${PT}**`, PT),
    text("good", "qwen2.5-7b", `"${PT}"`, PT),
    text("good", "reasoning", `<think>\nThe time changed from half seven to a quarter to eight.\n</think>\n${PT}`, PT),
    text("label", "gpt-3.5", `Note: ${PT}`, PT),
    text("second-person", "1b", "You have to bring the buns to the jetty by a quarter to eight.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    capped("gpt-4o-mini", "Ines has to bring the crates of buns to the jetty by a quarter to", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: PT }, PT),
    object("renamed-field", "note for thought", { note: PT }, PT),
    object("refusal", "a refusal in the thought", { thought: "I'm not sure what you mean." }, "fallback"),
    object("nested-json", "the thought as an object", { thought: { what: "bring the crates to the jetty", when: "a quarter to eight on Saturday" } }, "fallback"),
    rawAnswer("malformed", "prose around the JSON", `Here you go: {"thought": "${PT}"}`, PT),
  ],
});
