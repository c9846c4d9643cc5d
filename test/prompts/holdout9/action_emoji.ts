import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_emoji;
/** Tobias at the telescope. */
const stars = { description: "watching the equinox sky through the telescope" };
/** Halvard greasing the wheel. */
const grease = { description: "greasing the winding wheel" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", "🍎🍏🍺", "🍎🍏🍺"),
    text("good", "command-r-plus", "🍎🧃\n", "🍎🧃"),
    text("good", "glm-4", "🍎🍶", "🍎🍶"),
    text("good", "internlm-2.5", "🍏🍎", "🍏🍎"),
    text("good", "minicpm", "🔭✨", "🔭✨", { inputs: stars }),
    text("good", "falcon-3", "🍎🧃", "🍎🧃"),
    text("good", "stablelm", "⚙️🛢️", "⚙️🛢️", { inputs: grease }),
    text("good", "zephyr", "🍎", "🍎"),
    text("good", "openchat", "🔭🌌🌠", "🔭🌌🌠", { inputs: stars }),
    text("good", "gemini-2-flash", "🍎🍏🧃\n", "🍎🍏🧃"),
    text("good", "deepseek-r1-distill", think("Apples and cider. Apple and a juice box.", "🍎🧃"), "🍎🧃"),
    text("format", "deepseek-r1-distill", unclosed("Telescope and stars.", "🔭⭐"), "🔭⭐", { inputs: stars }),
    text("format", "glm-4", tag("answer", "🍎🍶"), "🍎🍶"),
    text("format", "internlm-2.5", "<response>🍎🧃</response>", "🍎🧃"),
    text("format", "command-r-plus", fence("yaml", 'emoji: "🍎🧃"'), "🍎🧃"),
    text("format", "minicpm", fence("text", "🔭✨"), "🔭✨", { inputs: stars }),
    text("format", "falcon-3", bom("🍎🧃"), "🍎🧃"),
    text("format", "zephyr", "Emoji: 🍎🧃", "🍎🧃"),
    text("format", "openchat", "“🍎🍺”", "🍎🍺"),
    text("format", "gemini-2-flash", "🍎🧃 (apples into juice)", "🍎🧃"),
    text("format", "glm-4", '{"data": {"emoji": "🍎🧃"}}', "🍎🧃"),
    text("format", "command-r-plus", "apple cider", "fallback"),
    text("format", "internlm-2.5", "🍎🍏🍎🍏🧃🧃", "fallback"),
    text("format", "stablelm", ":apple: :beverage_box:", "fallback"),
    text("zwj", "minicpm", "🧑\u200d", "fallback"),
    text("zwj", "falcon-3", "👩\u200d🌾🍎", "👩\u200d🌾🍎"),
    text("placeholder", "openchat", "<emoji>", "fallback"),
    text("refusal", "zephyr", "I'm sorry, I can only reply in text. Pressing apples into cider could be shown with an apple and a cup.", "fallback"),
    text("loop", "q2-8b", "🍎🧃\n🍎🧃\n🍎🧃\n🍎🧃", "🍎🧃"),
    capped("deepseek-r1-distill", "<think>\nPressing russet apples into cider. A red apple? Russets are brownish. Maybe a green apple and", "fallback"),
    text("ellipsis", "stablelm", "", "fallback"),
  ],
  structured: [
    object("good", "valid", { emoji: "🍎🧃" }, "🍎🧃"),
    object("good", "stars", { emoji: "🔭✨" }, "🔭✨", { inputs: stars }),
    object("good", "grease", { emoji: "⚙️🛢️" }, "⚙️🛢️", { inputs: grease }),
    object("renamed-field", "emojis", { emojis: "🍎🧃" }, "🍎🧃"),
    object("extra-field", "meaning beside", { emoji: "🍎🧃", meaning: "apples into cider" }, "🍎🧃"),
    object("nested-json", "list", { emoji: ["🍎", "🧃"] }, "🍎🧃"),
    rawAnswer("format", "nested under response", JSON.stringify({ response: { emoji: "🍎🍺" } }), "🍎🍺"),
    rawAnswer("format", "yaml", 'emoji: "🍎🧃"', "🍎🧃"),
    rawAnswer("cut-off", "cut", '{"emoji": "', "fallback", { finishReason: "length" }),
    object("refusal", "words", { emoji: "apple cider" }, "fallback"),
    object("ellipsis", "empty", { emoji: "" }, "fallback"),
  ],
});
