import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_emoji;
const band = { description: "rehearsing the brass band" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "🐝🍎", "🐝🍎"),
    text("good", "o3-mini", "🐝", "🐝"),
    text("good", "mistral-7b", " 🐝🌸🍯", "🐝🌸🍯"),
    text("good", "mistral-nemo", "🐝🍯", "🐝🍯"),
    text("good", "llama-3.2-3b", "🐝🌳", "🐝🌳"),
    text("good", "qwen2.5-14b", "🐝🍎🌳", "🐝🍎🌳"),
    text("good", "granite", "🐝", "🐝"),
    text("good", "qwen3", "<think>\nBees, orchard: 🐝🍎.\n</think>\n\n🐝🍎", "🐝🍎"),
    text("good", "gemini", "🐝🍯🌳", "🐝🍯🌳"),
    text("good", "gpt-4.1", "🎺🥁", "🎺🥁", { inputs: band }),
    text("good", "llama-3.2-1b", "🎺🎶", "🎺🎶", { inputs: band }),
    text("format", "mistral-7b", "🐝 🍎", "🐝🍎"),
    text("format", "gemini", "**🐝🍯**", "🐝🍯"),
    text("format", "llama-3.2-3b", "🐝🍎 (bee, apple)", "🐝🍎"),
    text("format", "granite", "Output: 🐝🍯", "🐝🍯"),
    text("format", "qwen2.5-14b", "\"🐝🌳\".", "🐝🌳"),
    text("format", "o3-mini", "{'emoji': '🐝🍎'}", "🐝🍎"),
    text("format", "mistral-nemo", "🐝🍎\n\n🐝🍎", "🐝🍎"),
    text("format", "gemini", "Here are the emoji:\n\n🐝🍯🌸\n\nLet me know if you'd like different ones!", "🐝🍯🌸"),
    text("format", "llama-3.2-3b", "🐝🐝🐝🐝🍎🍯🌸", "fallback"),
    text("zwj", "mistral-7b", "🧑\u200d", "fallback"),
    text("zwj", "qwen2.5-14b", "🧑\u200d🌾🐝", "🧑\u200d🌾🐝"),
    text("refusal", "granite", "Do you want emoji for the bees or for the orchard?", "fallback"),
    text("refusal", "tinyllama", "bee", "fallback"),
    text("placeholder", "smollm", "<emoji>", "fallback"),
    text("ellipsis", "llama-3.2-1b", "...", "fallback"),
    capped("qwen3", "<think>\nChecking the beehives in the orchard. Bee emoji, maybe an apple tree or a honey pot. Limit is 3. Let me pick", "fallback"),
    text("good", "gpt-4.1", "🐝🍎", "🐝🍎"),
    text("good", "granite", "🎺", "🎺", { inputs: band }),
    text("good", "qwen2.5-14b", "🎺🥁🎶", "🎺🥁🎶", { inputs: band }),
    text("good", "llama-3.2-3b", "🐝🍯\n", "🐝🍯"),
  ],
  structured: [
    object("good", "valid", { emoji: "🐝🍎" }, "🐝🍎"),
    object("good", "band", { emoji: "🎺" }, "🎺", { inputs: band }),
    object("renamed-field", "emojis", { emojis: "🐝🍯" }, "🐝🍯"),
    object("extra-field", "meaning beside", { emoji: "🐝🍎", meaning: "bees in the orchard" }, "🐝🍎"),
    object("nested-json", "a list of emoji", { emoji: ["🐝", "🍎"] }, "🐝🍎"),
    object("malformed", "words", { emoji: "bee apple" }, "fallback"),
    rawAnswer("format", "Python dict", "{'emoji': '🐝🍯'}", "🐝🍯"),
    rawAnswer("cut-off", "cut", '{"emoji": "🐝', "fallback", { finishReason: "length" }),
  ],
});
