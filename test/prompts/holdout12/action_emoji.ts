import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail, python } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.action_emoji;

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    ...styled("🖌️🚪", "🖌️🚪", "Painting: a brush; the beam works a lock gate: a door is closest."),
    text("good", "lm-studio-q5", "🎨🛶", "🎨🛶"),
    text("good", "sarvam-m", "🖌️", "🖌️"),
    text("format", "qwen2.5-coder", python("emoji", '"🖌️🚪"'), "🖌️🚪"),
    text("format", "ernie-4.5", "🖌️🚪 (painting the beam)", "🖌️🚪"),
    text("format", "granite-4", "Emoji: 🎨", "🎨"),
    text("zwj", "llama-4-maverick", "👩‍🎨🚪", "👩‍🎨🚪"),
    text("zwj", "lm-studio-q5", "👩‍", "fallback", { finishReason: "length" }),
    text("malformed", "mistral-medium-3", "🖌️🎨🚪🛶", "fallback"),
    text("refusal", "safety-tuned", "I can only respond with text.", "fallback"),
    text("placeholder", "lm-studio-q5", "<emoji>", "fallback"),
    capped("deepseek-r1-distill", "<think>\nPainting a balance beam. A brush, maybe a lock", "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { emoji: "🖌️🚪" }, "🖌️🚪"),
    object("good", "one", { emoji: "🎨" }, "🎨"),
    object("renamed-field", "emojis", { emojis: "🖌️" }, "🖌️"),
    object("extra-field", "meaning beside", { emoji: "🖌️🚪", meaning: "painting a lock gate beam" }, "🖌️🚪"),
    object("format", "array", { emoji: ["🖌️", "🚪"] }, "🖌️🚪"),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail('{"emoji": "🎨"}'), "🎨"),
    rawAnswer("cut-off", "cut", '{"emoji": "', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { emoji: "" }, "fallback"),
    object("malformed", "words", { emoji: "paint brush" }, "fallback"),
  ],
});
