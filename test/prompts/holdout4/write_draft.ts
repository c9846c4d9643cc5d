import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a copywriter, and your name is Samira.",
  history: [{ role: "user", content: "Write a two-sentence notice for Tamarisk Wells Lantern Night on Friday, October 18, on Spring Square." }],
};
const DRAFT = "Bring your family to Spring Square on Friday, October 18, for Tamarisk Wells Lantern Night! Two hundred lanterns made by our schoolchildren will be lit at sunset, with date syrup sweets and mint tea for all.";
const DRAFT2 = "Lantern Night returns to Spring Square on Friday, October 18. Come at sunset to see the oasis glow with two hundred paper lanterns.";
const COLOUR = "Come and see Spring Square ablaze with colour on Friday, October 18, for Tamarisk Wells Lantern Night. Our favourite evening of the autumn begins at sunset.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", DRAFT, DRAFT),
    text("good", "gpt-3.5", `Sure! Here's a notice:\n\n${DRAFT}`, DRAFT),
    text("good", "llama-3-8b", `"${DRAFT2}"`, DRAFT2),
    text("good", "qwen2.5-7b", DRAFT2, DRAFT2),
    text("good", "1b", "Lantern Night is on Friday October 18 on Spring Square. Come and see.", "Lantern Night is on Friday October 18 on Spring Square. Come and see."),
    text("good", "reasoning", `<think>\nTwo sentences: date, place, the lanterns, sunset.\n</think>\n${DRAFT}`, DRAFT),
    text("good", "gpt-4o-mini", COLOUR, COLOUR),
    text("good", "llama-3-8b", `**Notice:**\n\n${DRAFT2}`, DRAFT2),
    text("label", "gpt-3.5", `${DRAFT}\n\nLet me know if you'd like a different tone!`, DRAFT),
    text("label", "qwen2.5-7b", `Draft: ${DRAFT2}`, DRAFT2),
    text("number-in-text", "gpt-4o-mini", "Join us on Spring Square on Friday, 18 October, from 6pm for Lantern Night! 200 lanterns, 1 unforgettable evening.", "Join us on Spring Square on Friday, 18 October, from 6pm for Lantern Night! 200 lanterns, 1 unforgettable evening."),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    text("placeholder", "1b", "[Your notice here]", "fallback"),
    text("template-cut", "gpt-3.5", "It looks like your message was cut off. What would you like the notice to say?", "fallback"),
    capped("gpt-4o-mini", "Bring your family to Spring Square on Friday, October 18, for Tamarisk Wells Lantern Night! Two hundred lanterns made by our", "fallback"),
    text("cut-off", "llama-3-8b", "Lantern Night returns to Spring Square on Friday, October 18. Come at sunset to see the", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: DRAFT }, DRAFT),
    object("good", "other", { text: DRAFT2 }, DRAFT2),
    object("renamed-field", "notice for text", { notice: DRAFT }, DRAFT),
    object("extra-field", "a title beside", { title: "Lantern Night", text: DRAFT2 }, DRAFT2),
    object("refusal", "a refusal", { text: "I'm sorry, I cannot write that." }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"text": "Bring your family to Spring Square on Friday, October 18, for', "fallback", { finishReason: "length" }),
  ],
});
