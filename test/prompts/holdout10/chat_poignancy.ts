import { chatPoignancyPrompt as prompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, fullWidth, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_poignancy;

export default corpusOf<number>({
  prompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "5", 5),
    text("good", "llama-4-scout", "5\n", 5),
    text("good", "granite-3", "5", 5),
    text("good", "nemotron", "4", 4),
    text("good", "hermes-3", "5", 5),
    text("good", "aya-expanse", "6", 6),
    text("good", "phi-4", "5\n\nIt is a real favour with a time attached, worth remembering tonight.", 5),
    text("good", "deepseek-v3", "5", 5),
    text("good", "olmo-2", "5", 5),
    text("good", "gemma-3", "**5**", 5),
    text("good", "qwen3-think", qthink("Ines is cheerful and restless. It is a real favour with a time attached, worth remembering tonight. So around 5.", "5"), 5),
    text("format", "mistral-small-3", "Score: 5/10", 5),
    text("format", "llama-4-scout", "Final answer: 5", 5),
    text("format", "granite-3", html("5"), 5),
    text("format", "nemotron", boxed("5"), 5),
    text("format", "hermes-3", heading("5", "Score"), 5),
    text("format", "phi-4", fence("", "5"), 5),
    text("format", "deepseek-v3", tag("score", "5"), 5),
    text("format", "aya-expanse", fullWidth("5"), 5),
    text("format", "gemma-3", "5\uFE0F\u20E3", 5),
    text("format", "olmo-2", "{'score': 5}", 5),
    text("format", "mistral-small-3", "Nota: 5", 5),
    text("format", "aya-expanse", "Ocena: 5", 5),
    text("format", "llama-4-scout", "スコア: 5", 5),
    text("format", "granite-3", "Skor: 5", 5),
    text("number-words", "nemotron", "five", 5),
    text("number-words", "hermes-3", "I'd give it a five.", 5),
    text("number-in-text", "phi-4", "5 — the gauge passed 2.2 metres and the ferry is out for 1 or 2 days.", 5),
    text("general-value", "deepseek-v3", "Small arrangements like this are usually a 3 for most people, but for Ines it is a 5.", 5),
    text("format", "olmo-2", "4 or 5", "fallback"),
    text("format", "gemma-3", "5. Wait, actually, on reflection: 4.", 4),
    text("placeholder", "llama-4-scout", "<score>", "fallback"),
    text("refusal", "safety-tuned", "I can't rate how much events matter to a real person.", "fallback"),
    text("loop", "q3-3b", "5\n5\n5\n5\n5", 5),
    capped("qwen3-think", "<think>\nInes Varga runs the ferry. The event: chat poignancy. On a scale of 1 to 10, I think about", "fallback"),
    text("ellipsis", "q3-3b", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 5 }, 5),
    object("string-value", "string", { score: "5" }, 5),
    object("string-value", "out of ten", { score: "5/10" }, 5),
    object("renamed-field", "poignancy", { poignancy: 5 }, 5),
    object("extra-field", "reason beside", { score: 5, reason: "It is a real favour with a time attached, worth remembering tonight." }, 5),
    rawAnswer("format", "python dict", "{'score': 5}", 5),
    rawAnswer("format", "comment", '{"score": 5 // fairly important\n}', 5),
    rawAnswer("cut-off", "cut", '{"score', "fallback", { finishReason: "length" }),
    object("malformed", "11", { score: 11 }, "fallback"),
    object("malformed", "0", { score: 0 }, "fallback"),
  ],
});
