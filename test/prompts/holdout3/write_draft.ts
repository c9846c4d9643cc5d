import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a copywriter, and your name is Flurin.",
  history: [{ role: "user", content: "Write a two-sentence notice for the Edelhorn cattle festival on Saturday, September 21, in the village square." }],
};

const DRAFT = "Cheer the cows home at the Edelhorn cattle festival on Saturday, September 21, in the village square! The procession starts at 10am, with mountain cheese, music and the village choir.";
const PLAIN = "The Edelhorn cattle festival is on Saturday, September 21 in the village square. Come and see the cows.";

const DRAFT2 = "Join us in the village square on Saturday, September 21, as the herds come down for the Edelhorn cattle festival! Expect flower-crowned cows, mountain cheese and songs from the village choir.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", DRAFT2, DRAFT2),
    text("good", "qwen2.5-7b", DRAFT, DRAFT),
    text("good", "llama-3-8b", DRAFT2, DRAFT2),
    text("good", "gpt-4o-mini", DRAFT, DRAFT),
    text("good", "gpt-3.5", `Sure! Here's a draft:\n\n${DRAFT}`, DRAFT),
    text("good", "llama-3-8b", `**Draft:**\n\n${DRAFT}`, DRAFT),
    text("good", "qwen2.5-7b", `"${DRAFT}"`, DRAFT),
    text("good", "reasoning", `<think>\nLet me think. Two sentences: the date and the square, then what happens.\n</think>\n${DRAFT}`, DRAFT),
    text("good", "1b", PLAIN, PLAIN),
    text("label", "gpt-3.5", `${DRAFT}\n\n(Word count: 31)`, DRAFT),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    text("placeholder", "1b", "[Insert festival notice here]", "fallback"),
    capped("gpt-4o-mini", "Cheer the cows home at the Edelhorn cattle festival on Saturday, September 21, in the village square! The procession starts at", "fallback"),
  ],
  structured: [
    object("good", "another draft", { text: DRAFT2 }, DRAFT2),
    object("good", "valid", { text: DRAFT }, DRAFT),
    object("renamed-field", "draft for text", { draft: DRAFT }, DRAFT),
    object("refusal", "a refusal as the text", { text: "As an AI, I cannot write this notice." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the text", '{"text": "Cheer the cows home at the Edelhorn cattle festival on', "fallback", { finishReason: "length" }),
  ],
});
