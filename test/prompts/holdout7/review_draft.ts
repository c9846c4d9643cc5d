import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.review_draft;
const R1 = "The notice is short and gives the date, place and start time clearly. The band train is a useful detail. Add \"Saturday, March 13\" in full, since \"Saturday\" alone could be missed on a busy noticeboard.";
const R2 = "Clear and lively, and the train time is handy. I'd add that supporters are welcome on the 8:10, so villagers know they can travel with the band.";
const R3 = "Good, punchy opening. Put the date, March 13, next to \"Saturday\".";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", R1, R1),
    text("good", "o3-mini", R3, R3),
    text("good", "mistral-7b", ` ${R2}`, R2),
    text("good", "mistral-nemo", R1, R1),
    text("good", "llama-3.2-3b", R2, R2),
    text("good", "qwen2.5-14b", R1, R1),
    text("good", "granite", R3, R3),
    text("good", "qwen3", `<think>\nMissing the date. Suggest adding March 13.\n</think>\n\n${R1}`, R1),
    text("good", "gemini", R2, R2),
    text("format", "llama-3.2-3b", `Here is my review:\n\n${R2}`, R2),
    text("format", "gpt-4.1", `${R3}\n\nLet me know if you'd like me to rewrite it.`, R3),
    text("format", "qwen2.5-14b", `Output: ${R1}`, R1),
    text("format", "mistral-nemo", "Der Aushang ist kurz und klar. Ich würde das Datum, 13. März, neben \"Samstag\" setzen.", "Der Aushang ist kurz und klar. Ich würde das Datum, 13. März, neben \"Samstag\" setzen."),
    text("refusal", "granite", "Which audience is the notice for: villagers or other bands? Let me know and I'll review it.", "fallback"),
    text("placeholder", "tinyllama", "[review]", "fallback"),
    text("loop", "smollm", "Good notice. Good notice. Good notice. Good notice. Good notice. Good notice. Good notice. Good notice. Good notice.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "", "fallback"),
    capped("mistral-7b", "The notice is short and gives the date, place and start time clearly. The band train is a useful", "fallback"),
    text("good", "gpt-4.1", R2, R2),
    text("good", "llama-3.2-1b", R3, R3),
    text("good", "o3-mini", R2, R2),
  ],
  structured: [
    object("good", "valid", { text: R1 }, R1),
    object("good", "another", { text: R3 }, R3),
    object("renamed-field", "review", { review: R2 }, R2),
    object("extra-field", "score beside", { text: R1, score: 7 }, R1),
    rawAnswer("format", "plain text", R2, R2),
    rawAnswer("cut-off", "cut", '{"text": "The notice is', "fallback", { finishReason: "length" }),
  ],
});
