import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_sector;
const MILL = "Reedholm Windmill";
const bagging = { ...inputs, activity: "making coffee and listening to the radio" };
const ferry = { ...inputs, activity: "asking Ines Varga to take his flour across the Cut" };

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "Answer: Reedholm Windmill", MILL),
    text("good", "llama-4-scout", "Answer: Reedholm Windmill\n", MILL),
    text("good", "granite-3", "Answer: Reedholm Windmill", MILL),
    text("good", "nemotron", "Answer: Jozef Brink's cottage", "Jozef Brink's cottage", { inputs: bagging }),
    text("good", "hermes-3", "Answer: Reedholm Ferry", "Reedholm Ferry", { inputs: ferry }),
    text("good", "aya-expanse", "Answer: Reedholm Windmill", MILL),
    text("good", "phi-4", "Answer: Reedholm Windmill\n\nThe millstones are in the windmill, so he has to leave the cottage.", MILL),
    text("good", "deepseek-v3", "Reedholm Windmill", MILL),
    text("good", "qwen3-think", qthink("Grinding flour on the millstones. The millstones are at the windmill, not the cottage.", "Answer: Reedholm Windmill"), MILL),
    text("format", "gemma-3", "Answer: **Reedholm Windmill**", MILL),
    text("format", "olmo-2", "**Answer**: Reedholm Windmill", MILL),
    text("format", "mistral-small-3", "{'place': 'Reedholm Windmill'}", MILL),
    text("format", "llama-4-scout", "Final answer: Reedholm Windmill", MILL),
    text("format", "granite-3", html("Answer: Reedholm Windmill"), MILL),
    text("format", "nemotron", boxed("\\text{Reedholm Windmill}"), MILL),
    text("format", "hermes-3", heading("Reedholm Windmill"), MILL),
    text("format", "phi-4", fence("", "Answer: Reedholm Windmill"), MILL),
    text("format", "deepseek-v3", tag("answer", "Reedholm Windmill"), MILL),
    text("format", "aya-expanse", "Answer: reedholm windmill", MILL),
    text("format", "gemma-3", "Odpowiedź: Reedholm Windmill", MILL),
    text("format", "olmo-2", "Antwoord: Reedholm Windmill", MILL),
    text("format", "aya-expanse", "Jawaban: Reedholm Windmill", MILL),
    text("format", "llama-4-scout", 'I would put it in a JSON object like {"sector": "Reedholm Windmill"} for you.', MILL),
    text("format", "granite-3", "Answer: Reedholm Windmill.", MILL),
    text("label", "mistral-small-3", "Answer: Reedholm Windmill (the stone floor, where the millstones are)", MILL),
    text("brace", "nemotron", "Answer: Reedholm Windmill}", MILL),
    text("format", "hermes-3", "Answer: the windmill", MILL),
    text("format", "phi-4", "Answer: Reedholm Windmill or Jozef Brink's cottage", "fallback"),
    text("format", "deepseek-v3", "Answer: Ashby Mill", "fallback"),
    text("placeholder", "llama-4-scout", "Answer: <place>", "fallback"),
    text("refusal", "safety-tuned", "I'm not comfortable guessing where a specific person goes.", "fallback"),
    text("loop", "q3-3b", "Answer: Reedholm Windmill\nAnswer: Reedholm Windmill\nAnswer: Reedholm Windmill\nAnswer: Reedholm Windmill", MILL),
    capped("qwen3-think", "<think>\nJozef is in his cottage. Grinding flour needs the millstones. The cottage has a kitchen and bedroom, no", "fallback"),
  ],
  structured: [
    object("good", "valid", { sector: MILL }, MILL),
    object("good", "cottage", { sector: "Jozef Brink's cottage" }, "Jozef Brink's cottage", { inputs: bagging }),
    object("renamed-field", "place", { place: MILL }, MILL),
    object("extra-field", "reason beside", { sector: MILL, reason: "the millstones are there" }, MILL),
    rawAnswer("format", "python dict", "{'sector': 'Reedholm Windmill'}", MILL),
    rawAnswer("format", "comment", '{"sector": "Reedholm Windmill" /* the millstones */}', MILL),
    rawAnswer("cut-off", "cut", '{"sector": "Reedholm Wind', "fallback", { finishReason: "length" }),
    object("malformed", "unknown place", { sector: "the bakery" }, "fallback"),
  ],
});
