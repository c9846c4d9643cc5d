import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_emoji;
const E = "🌾🍞";
const FARMER = "\u{1F9D1}\u200D\u{1F33E}";

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "🌾🍞", E),
    text("good", "llama-4-scout", "🌾🍞\n", E),
    text("good", "granite-3", "🌾", "🌾"),
    text("good", "nemotron", "🌾🌀🍞", "🌾🌀🍞"),
    text("good", "hermes-3", "🌾🍞", E),
    text("good", "aya-expanse", "🍞", "🍞"),
    text("good", "phi-4", "🌾🍞\n\nWheat going in, bread flour coming out.", E),
    text("good", "deepseek-v3", "🌀🌾", "🌀🌾"),
    text("good", "olmo-2", "🌾🍞", E),
    text("good", "gemma-3", FARMER + "🌾", FARMER + "🌾"),
    text("good", "qwen3-think", qthink("Windmill has no emoji. Wheat and bread: 🌾🍞.", "🌾🍞"), E),
    text("format", "gemma-3", "**🌾🍞**", E),
    text("format", "olmo-2", "Emoji: 🌾🍞", E),
    text("format", "mistral-small-3", "{'emoji': '🌾🍞'}", E),
    text("format", "llama-4-scout", "Final answer: 🌾🍞", E),
    text("format", "granite-3", html("🌾🍞"), E),
    text("format", "nemotron", heading("🌾🍞"), E),
    text("format", "hermes-3", fence("", "🌾🍞"), E),
    text("format", "phi-4", tag("emoji", "🌾🍞"), E),
    text("format", "deepseek-v3", '"🌾🍞"', E),
    text("format", "aya-expanse", "🌾🍞 (grinding flour)", E),
    text("format", "olmo-2", "🌾🍞 — milling grain into flour", E),
    text("label", "gemma-3", "Grinding flour at the windmill: 🌾🍞", E),
    text("zwj", "nemotron", "🌾" + FARMER, "🌾" + FARMER),
    capped("hermes-3", "🌾\u{1F9D1}\u200D", "fallback"),
    text("format", "llama-4-scout", "grinding flour", "fallback"),
    text("placeholder", "granite-3", "<emoji>", "fallback"),
    text("refusal", "safety-tuned", "I can't produce emoji for that.", "fallback"),
    text("ellipsis", "q3-3b", "...", "fallback"),
    text("loop", "q3-3b", "🌾🍞\n🌾🍞\n🌾🍞\n🌾🍞", E),
  ],
  structured: [
    object("good", "valid", { emoji: E }, E),
    object("good", "one", { emoji: "🌾" }, "🌾"),
    object("renamed-field", "emojis", { emojis: E }, E),
    object("extra-field", "meaning beside", { emoji: E, meaning: "wheat and bread" }, E),
    rawAnswer("format", "python dict", "{'emoji': '🌾🍞'}", E),
    rawAnswer("cut-off", "cut", '{"emoji": "', "fallback", { finishReason: "length" }),
    object("malformed", "words", { emoji: "flour" }, "fallback"),
    object("ellipsis", "empty", { emoji: "" }, "fallback"),
  ],
});
