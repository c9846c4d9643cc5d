import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { scoreCases, scoreObjects, type Score } from "./scores.js";

const inputs = INPUTS.chat_poignancy;
const weather = { ...inputs, description: "Ravi Menon and Anneke de Vries said it looks like rain" };

const s: Score = {
  score: 5,
  word: "five",
  why: "It is an arrangement Ravi has to keep on Tuesday morning, a plan worth keeping in mind.",
  translated: [
    ["sarvam-m", "अंक: 5"],
    ["glm-4.5", "Nota: 5"],
    ["ernie-4.5", "スコア：5"],
    ["llama-4-maverick", "Ocena: 5"],
  ],
};

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    ...scoreCases(s),
    text("good", "gpt-4.1-nano", "1", 1, { inputs: weather }),
    text("general-value", "deepseek-v3.1", "Usually a 3 for a chat at the lock, but this one sets his Tuesday: 5.", 5),
    text("format", "phi-4-mini", "5/10 – a plan he must keep.", 5),
    text("format", "mistral-medium-3", "5 out of 10", 5),
  ],
  structured: scoreObjects(s),
});
