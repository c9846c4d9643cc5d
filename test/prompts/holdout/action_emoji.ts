import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = { description: "building the stage (sawing planks)" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "🪚🪵", "🪚🪵"),
    text("good", "gpt-4o-mini", "🔨🪵", "🔨🪵"),
    text("good", "gpt-3.5", "👷‍♂️🪚🪵", "👷‍♂️🪚🪵"),
    text("good", "gpt-3.5", "Emoji: 🪚 🪵", "🪚🪵"),
    text("good", "llama-3-8b", "Here are some emoji for sawing planks: 🪚🪵\n\nThe saw and the wood show the work on the stage! 🎭", "🪚🪵"),
    text("good", "llama-3-8b", "🪚\n🪵\n🔨", "🪚🪵🔨"),
    text("good", "qwen2.5-7b", '{"emoji": "🪚🪵"}', "🪚🪵"),
    text("good", "qwen2.5-7b", "**🪚🪵**", "🪚🪵"),
    text("good", "1b", "🪚🪚🪚🪚🪚🪚🪚🪚", "🪚🪚🪚"),
    text("good", "reasoning", "<think>\nSawing → 🪚, planks → 🪵.\n</think>\n\n🪚🪵", "🪚🪵"),
    text("label", "gpt-3.5", "🪚🪵 (saw and wood)", "🪚🪵"),
    text("nested-json", "qwen2.5-7b", '{"emoji": ["🪚", "🪵"]}', "🪚🪵"),
    text("zwj", "gpt-4o-mini", "👷‍♀️🪚", "👷‍♀️🪚"),
    text("zwj", "gpt-3.5", "🪚👷‍", "🪚", { finishReason: "length" }),
    text("zwj", "gpt-3.5", "👷‍", "fallback", { finishReason: "length" }),
    text("zwj", "1b", "🪚🧑‍", "🪚"),
    text("zwj", "gpt-4o-mini", "👨‍👩‍👧🧺🌳", "👨‍👩‍👧🧺🌳", { inputs: { description: "having a picnic on the Green (unpacking the basket with the family)" } }),
    text("refusal", "refusal", "I'm sorry, but I can only respond with text.", "fallback"),
    text("good", "1b", "sawing planks", "fallback"),
    text("placeholder", "1b", "<emoji>", "fallback"),
    text("cut-off", "reasoning", "<think>\nA saw 🪚 for sure, and maybe wood 🪵 or a hammer", "fallback"),
  ],
  structured: [
    object("good", "valid", { emoji: "🪚🪵" }, "🪚🪵"),
    object("good", "with a space", { emoji: "🪚 🪵" }, "🪚🪵"),
    object("renamed-field", "a list of emojis", { emojis: ["🪚", "🪵"] }, "🪚🪵"),
    object("extra-field", "a description beside", { emoji: "🪚🪵", description: "saw and wood" }, "🪚🪵"),
    object("good", "words, no emoji", { emoji: "saw" }, "fallback"),
    object("zwj", "a joined sequence cut", { emoji: "🪚👷‍" }, "🪚"),
    rawAnswer("cut-off", "cut off inside the value", '{"emoji": "🪚', "fallback", { finishReason: "length" }),
  ],
});
