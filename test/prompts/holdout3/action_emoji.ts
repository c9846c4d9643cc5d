import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { description: "turning the cheese wheels (brushing the rinds)" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "🧀", "🧀"),
    text("good", "qwen2.5-7b", "🔄🧀", "🔄🧀"),
    text("good", "llama-3-8b", "🧀🖌", "🧀🖌"),
    text("good", "gpt-4o-mini", "🧀🔄", "🧀🔄"),
    text("good", "gpt-3.5", "🧀🖌️", "🧀🖌️"),
    text("good", "llama-3-8b", "Here you go: 🧀✨", "🧀✨"),
    text("good", "qwen2.5-7b", "**🧀🧽**", "🧀🧽"),
    text("good", "1b", "🧀", "🧀"),
    text("good", "reasoning", "<think>\nLet me think. Cheese, and something for brushing. There is no brush emoji, so a paintbrush.\n</think>\n🧀🖌️", "🧀🖌️"),
    text("label", "gpt-3.5", "🧀🔄 (turning the wheels)", "🧀🔄"),
    text("format", "llama-3-8b", "Brushing the rinds: 🧀🖌️", "🧀🖌️"),
    text("zwj", "gpt-4o-mini", "👩‍🍳🧀", "👩‍🍳🧀"),
    text("zwj", "qwen2.5-7b", "🧀👩‍", "🧀"),
    text("refusal", "refusal", "I'm sorry, but I can't display emoji.", "fallback"),
    text("format", "1b", "cheese", "fallback"),
    capped("gpt-4o-mini", "🧀👩‍", "fallback"),
  ],
  structured: [
    object("good", "cheese and brush", { emoji: "🧀🖌️" }, "🧀🖌️"),
    object("good", "valid", { emoji: "🧀🔄" }, "🧀🔄"),
    object("extra-field", "a meaning beside", { emoji: "🧀🖌️", meaning: "cheese and brush" }, "🧀🖌️"),
    object("label", "a word beside the emoji", { emoji: "🧀🔄 turning" }, "🧀🔄"),
    object("renamed-field", "emojis for emoji", { emojis: "🧀🔄" }, "🧀🔄"),
    object("refusal", "a word only", { emoji: "brushing" }, "fallback"),
    object("zwj", "cut inside a joined sequence", { emoji: "🧀👨‍" }, "🧀"),
  ],
});
