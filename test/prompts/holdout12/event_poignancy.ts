import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { scoreCases, scoreObjects, type Score } from "./scores.js";

const inputs = INPUTS.event_poignancy;
const kettle = { ...inputs, description: "the radio in the yard shop is playing the cricket" };

const s: Score = {
  score: 6,
  word: "six",
  why: "Getting the Kingfisher through before the stoppage saves the relaunch, which Ravi has worked on for weeks.",
  translated: [
    ["sarvam-m", "स्कोर: 6"],
    ["glm-4.5", "Pontuação: 6"],
    ["mistral-medium-3", "Score: 6 (belangrijk voor de tewaterlating)"],
    ["ernie-4.5", "６"],
  ],
};

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    ...scoreCases(s),
    text("good", "gpt-4.1-nano", "2", 2, { inputs: kettle }),
    text("general-value", "llama-4-maverick", "For most boatyard owners this would be a 4, but for Ravi, with the relaunch riding on it, it's a 6.", 6),
    text("format", "phi-4-mini", "Rating: 6 out of 10", 6),
    text("format", "deepseek-v3.1", "6️⃣", 6),
  ],
  structured: scoreObjects(s),
});
