import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  speaker: "Tomasz Nowak",
  listener: "Ines Moreau",
  statements: [
    "Tomasz Nowak promised Ines Moreau a lift across the river with her buns",
    "Tomasz Nowak buys a rye loaf at Moreau Bakery every morning",
    "Ines Moreau's father taught Tomasz Nowak to play chess",
  ],
};

const RS = "Tomasz Nowak has known Ines Moreau since her father taught him chess, and he sees her almost every morning when he buys his rye loaf. He is fond of her and has promised to take her buns across the river.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", RS, RS),
    text("good", "gpt-3.5", `Sure! ${RS}`, RS),
    text("good", "llama-3-8b", `Here is how Tomasz sees Ines:\n\n${RS}`, RS),
    text("good", "qwen2.5-7b", `**Summary:** ${RS}`, RS),
    text("good", "1b", "Tomasz and Ines are friends.", "Tomasz and Ines are friends."),
    text("good", "reasoning", `<think>\nChess through her father, daily rye loaf, the ferry promise. Close and friendly.\n</think>\n${RS}`, RS),
    text("label", "gpt-3.5", `${RS} (This reflects the three memories above.)`, RS),
    text("refusal", "refusal", "I'm sorry, but I don't have enough information to describe their relationship.", "fallback"),
    capped("gpt-4o-mini", "Tomasz Nowak has known Ines Moreau since her father taught him chess, and he sees her almost every", "fallback"),
    text("number-in-text", "gpt-3.5", "Tomasz has known Ines for 30 years, since her father taught him chess; he buys 1 rye loaf from her every morning and is glad to help with her buns.", "Tomasz has known Ines for 30 years, since her father taught him chess; he buys 1 rye loaf from her every morning and is glad to help with her buns."),
  ],
  structured: [
    object("good", "valid", { summary: RS }, RS),
    object("renamed-field", "relationship for summary", { relationship: RS }, RS),
    object("refusal", "a refusal in the summary", { summary: "I cannot determine their relationship." }, "fallback"),
    object("extra-field", "a closeness score beside", { summary: RS, closeness: 8 }, RS),
    rawAnswer("cut-off", "cut off inside the summary", '{"summary": "Tomasz Nowak has known Ines Moreau since her father taught him', "fallback", { finishReason: "length" }),
  ],
});
