import { eventPoignancyPrompt as prompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, fullWidth, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancy;

export default corpusOf<number>({
  prompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "7", 7),
    text("good", "llama-4-scout", "7\n", 7),
    text("good", "granite-3", "7", 7),
    text("good", "nemotron", "6", 6),
    text("good", "hermes-3", "7", 7),
    text("good", "aya-expanse", "8", 8),
    text("good", "phi-4", "7\n\nHer ferry is her living and the spring market is on Saturday.", 7),
    text("good", "deepseek-v3", "7", 7),
    text("good", "olmo-2", "7", 7),
    text("good", "gemma-3", "**7**", 7),
    text("good", "qwen3-think", qthink("Ines is cheerful and restless. Her ferry is her living and the spring market is on Saturday. So around 7.", "7"), 7),
    text("format", "mistral-small-3", "Score: 7/10", 7),
    text("format", "llama-4-scout", "Final answer: 7", 7),
    text("format", "granite-3", html("7"), 7),
    text("format", "nemotron", boxed("7"), 7),
    text("format", "hermes-3", heading("7", "Score"), 7),
    text("format", "phi-4", fence("", "7"), 7),
    text("format", "deepseek-v3", tag("score", "7"), 7),
    text("format", "aya-expanse", fullWidth("7"), 7),
    text("format", "gemma-3", "7\uFE0F\u20E3", 7),
    text("format", "olmo-2", "{'score': 7}", 7),
    text("format", "mistral-small-3", "Nota: 7", 7),
    text("format", "aya-expanse", "Ocena: 7", 7),
    text("format", "llama-4-scout", "スコア: 7", 7),
    text("format", "granite-3", "Skor: 7", 7),
    text("number-words", "nemotron", "seven", 7),
    text("number-words", "hermes-3", "I'd give it a seven.", 7),
    text("number-in-text", "phi-4", "7 — the gauge passed 2.2 metres and the ferry is out for 1 or 2 days.", 7),
    text("general-value", "deepseek-v3", "For most people a stopped ferry is a 3, but for Ines, who runs it, it is a 7.", 7),
    text("format", "olmo-2", "6 or 7", "fallback"),
    text("format", "gemma-3", "7. Wait, actually, on reflection: 6.", 6),
    text("placeholder", "llama-4-scout", "<score>", "fallback"),
    text("refusal", "safety-tuned", "I can't rate how much events matter to a real person.", "fallback"),
    text("loop", "q3-3b", "7\n7\n7\n7\n7", 7),
    capped("qwen3-think", "<think>\nInes Varga runs the ferry. The event: event poignancy. On a scale of 1 to 10, I think about", "fallback"),
    text("ellipsis", "q3-3b", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 7 }, 7),
    object("string-value", "string", { score: "7" }, 7),
    object("string-value", "out of ten", { score: "7/10" }, 7),
    object("renamed-field", "poignancy", { poignancy: 7 }, 7),
    object("extra-field", "reason beside", { score: 7, reason: "Her ferry is her living and the spring market is on Saturday." }, 7),
    rawAnswer("format", "python dict", "{'score': 7}", 7),
    rawAnswer("format", "comment", '{"score": 7 // fairly important\n}', 7),
    rawAnswer("cut-off", "cut", '{"score', "fallback", { finishReason: "length" }),
    object("malformed", "11", { score: 11 }, "fallback"),
    object("malformed", "0", { score: 0 }, "fallback"),
  ],
});
