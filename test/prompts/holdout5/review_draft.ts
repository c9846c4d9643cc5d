import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as an editor, and your name is Priya.",
  history: [
    { role: "user", content: "Write a two-sentence notice for the Vellmoor Fleece Fair on Saturday, November 9, on Market Cross, saying that the stone bridge is closed." },
    { role: "user", content: "{Olu：The Fleece Fair is back on Saturday, November 9! Come to Market Cross for wool, honey and the sheepdog trials.}" },
  ],
};
const R = "The notice is cheerful and gives the date and the place, but it never mentions the closed bridge: add that visitors must come in by the ford road.";
const R2 = "Good energy and clear details. One change: say that the stone bridge is closed and point people to the ford road.";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", R, R),
    text("good", "gpt-3.5", R2, R2),
    text("good", "llama-3-8b", R, R),
    text("good", "qwen2.5-7b", R2, R2),
    text("good", "mistral-7b", ` ${R}`, R),
    text("good", "1b", R2, R2),
    text("good", "reasoning", `<think>\nThe request said to mention the bridge. The draft doesn't.\n</think>\n${R}`, R),
    text("good", "gpt-3.5", R, R),
    text("good", "llama-3-8b", R2, R2),
    text("good", "qwen2.5-7b", R, R),
    text("format", "gpt-3.5", `Review: ${R}`, R),
    text("format", "llama-3-8b", `**What works:** the date and place are clear.\n**Change:** mention that the stone bridge is closed and send visitors by the ford road.`, "What works: the date and place are clear.\nChange: mention that the stone bridge is closed and send visitors by the ford road."),
    text("format", "mistral-7b", `${R2} 👍`, `${R2} 👍`),
    text("format", "gpt-4o-mini", `1. Works: the date, the place and the sheepdog trials.\n2. Change: add the closed bridge and the ford road.`, "1. Works: the date, the place and the sheepdog trials.\n2. Change: add the closed bridge and the ford road."),
    text("label", "gpt-3.5", `${R}\n\nOverall rating: 7/10`, R),
    text("refusal", "refusal", "I'm sorry, but I can't review that.", "fallback"),
    text("placeholder", "1b", "[review]", "fallback"),
    capped("gpt-4o-mini", "The notice is cheerful and gives the date and the place, but it never mentions the closed bridge: add", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe draft has the date and place. What's missing? The request asked to say the bridge is", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: R }, R),
    object("renamed-field", "review for text", { review: R2 }, R2),
    object("extra-field", "a score beside", { text: R, score: 7 }, R),
    object("refusal", "empty", { text: "" }, "fallback"),
    rawAnswer("malformed", "plain text", R2, R2),
    rawAnswer("cut-off", "cut open", `{"text": "The notice is cheerful`, "fallback", { finishReason: "length" }),
  ],
});
