import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { description: "repainting the ferry (sanding the rail)" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "🪚⛴️", "🪚⛴️"),
    text("good", "gpt-3.5", "🛶🖌️", "🛶🖌️"),
    text("good", "llama-3-8b", "Here are the emoji: 🪵✨", "🪵✨"),
    text("good", "qwen2.5-7b", "**🧽🚢**", "🧽🚢"),
    text("good", "1b", "🎨", "🎨"),
    text("good", "reasoning", "<think>\nSanding: sandpaper isn't an emoji. Use a ship and sparkles.\n</think>\n🚢✨", "🚢✨"),
    text("label", "gpt-3.5", "🪚🚢 (sanding the ferry's rail)", "🪚🚢"),
    text("format", "llama-3-8b", "Sanding the rail: 🪚🚢", "🪚🚢"),
    text("refusal", "refusal", "I'm sorry, but I can only reply with text.", "fallback"),
    text("zwj", "gpt-4o-mini", "👨‍🔧🚢", "👨‍🔧🚢"),
    capped("gpt-4o-mini", "🚢👨‍", "fallback"),
    text("zwj", "qwen2.5-7b", "🧑‍🔧", "🧑‍🔧"),
  ],
  structured: [
    object("good", "valid", { emoji: "🪚⛴️" }, "🪚⛴️"),
    object("extra-field", "a description beside", { emoji: "🚢🖌️", description: "ship and brush" }, "🚢🖌️"),
    object("label", "words beside the emoji", { emoji: "🚢🖌️ painting" }, "🚢🖌️"),
    object("refusal", "words only", { emoji: "sanding" }, "fallback"),
    object("zwj", "an emoji cut inside a joined sequence", { emoji: "🚢🧑‍" }, "🚢"),
  ],
});
