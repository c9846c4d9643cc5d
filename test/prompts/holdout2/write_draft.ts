import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a copywriter, and your name is Juno.",
  history: [{ role: "user", content: "Write a two-sentence notice for the Millbrook regatta on Saturday, September 14, at the quay." }],
};

const DRAFT = "Row, cheer and feast on fresh buns at the Millbrook regatta on Saturday, September 14, at the quay! The first race starts at 10am, so bring the whole family.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", DRAFT, DRAFT),
    text("good", "gpt-3.5", `Sure! Here's a draft:\n\n${DRAFT}`, DRAFT),
    text("good", "llama-3-8b", `**Draft:**\n\n${DRAFT}`, DRAFT),
    text("good", "qwen2.5-7b", `"${DRAFT}"`, DRAFT),
    text("good", "reasoning", `<think>\nTwo sentences, date, quay.\n</think>\n${DRAFT}`, DRAFT),
    text("label", "gpt-3.5", `${DRAFT}\n\n(Word count: 28)`, DRAFT),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    capped("gpt-4o-mini", "Row, cheer and feast on fresh buns at the Millbrook regatta on Saturday, September 14, at the quay! The first race starts at", "fallback"),
    text("good", "1b", "Come to the Millbrook regatta on Saturday, September 14 at the quay. There will be races and buns.", "Come to the Millbrook regatta on Saturday, September 14 at the quay. There will be races and buns."),
    text("placeholder", "1b", "[Your notice here]", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: DRAFT }, DRAFT),
    object("renamed-field", "draft for text", { draft: DRAFT }, DRAFT),
    object("refusal", "a refusal as the text", { text: "As an AI, I cannot write this." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the text", '{"text": "Row, cheer and feast on fresh buns at the Millbrook regatta on', "fallback", { finishReason: "length" }),
  ],
});
