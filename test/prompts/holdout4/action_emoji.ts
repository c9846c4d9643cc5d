import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { description: "pressing date syrup (turning the press)" };
const lanterns = { description: "making lanterns (gluing paper to the frames)" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "🌴🍯", "🌴🍯"),
    text("good", "gpt-3.5", "🍯", "🍯"),
    text("good", "llama-3-8b", "🌴🔄", "🌴🔄"),
    text("good", "qwen2.5-7b", "🏮✂️", "🏮✂️", { inputs: lanterns }),
    text("good", "1b", "🍯", "🍯"),
    text("good", "reasoning", "<think>\nDates and syrup: a palm and a honey pot.\n</think>\n🌴🍯", "🌴🍯"),
    text("good", "gpt-4o-mini", "Sure! 🍯🌴", "🍯🌴"),
    text("good", "llama-3-8b", "**🍯**", "🍯"),
    text("good", "qwen2.5-7b", "🏮", "🏮", { inputs: lanterns }),
    text("good", "gpt-3.5", "Emoji: 🌴🍯", "🌴🍯"),
    text("label", "gpt-4o-mini", "🍯🔄 (syrup and turning)", "🍯🔄"),
    text("label", "llama-3-8b", "🌴🍯 - palm and syrup", "🌴🍯"),
    text("zwj", "gpt-4o-mini", "👩‍🌾🍯", "👩‍🌾🍯"),
    text("zwj", "qwen2.5-7b", "🍯👩‍", "🍯"),
    text("format", "qwen2.5-7b", "`🍯`", "🍯"),
    text("refusal", "refusal", "I'm sorry, but I can't produce emoji.", "fallback"),
    text("format", "1b", "syrup", "fallback"),
    capped("gpt-3.5", "🍯👩‍", "fallback"),
  ],
  structured: [
    object("good", "valid", { emoji: "🌴🍯" }, "🌴🍯"),
    object("good", "lanterns", { emoji: "🏮✂️" }, "🏮✂️", { inputs: lanterns }),
    object("renamed-field", "icon for emoji", { icon: "🍯" }, "🍯"),
    object("extra-field", "a meaning beside", { emoji: "🍯", meaning: "syrup" }, "🍯"),
    object("zwj", "cut inside a joined sequence", { emoji: "🍯👨‍" }, "🍯"),
    object("refusal", "a word", { emoji: "syrup" }, "fallback"),
  ],
});
