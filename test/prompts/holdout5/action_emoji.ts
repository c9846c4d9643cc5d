import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { description: "dipping beeswax candles (hanging the candles to cool)" };
const fiddle = { description: "playing the fiddle (a reel at The Drover's Arms)" };
const beekeeper = { description: "checking the hives (lifting a frame of comb)" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "🕯️🐝", "🕯️🐝"),
    text("good", "gpt-3.5", "🕯️", "🕯️"),
    text("good", "llama-3-8b", "🕯️❄️", "🕯️❄️"),
    text("good", "qwen2.5-7b", "🕯️🕯️🕯️", "🕯️🕯️🕯️"),
    text("good", "mistral-7b", " 🕯️🐝", "🕯️🐝"),
    text("good", "1b", "🕯", "🕯"),
    text("good", "reasoning", "<think>\nCandles cooling: a candle and maybe a snowflake for cooling.\n</think>\n🕯️❄️", "🕯️❄️"),
    text("good", "gpt-4o-mini", "🎻🍺", "🎻🍺", { inputs: fiddle }),
    text("good", "mistral-7b", " 🎻🎶", "🎻🎶", { inputs: fiddle }),
    text("good", "qwen2.5-7b", "🐝🍯", "🐝🍯", { inputs: beekeeper }),
    text("good", "gpt-3.5", "🧑‍🌾🐝", "🧑‍🌾🐝", { inputs: beekeeper }),
    text("good", "llama-3-8b", "🎻", "🎻", { inputs: fiddle }),
    text("good", "1b", "🐝", "🐝", { inputs: beekeeper }),
    text("good", "reasoning", "<think>\nA fiddle and music notes.\n</think>\n🎻🎶", "🎻🎶", { inputs: fiddle }),
    text("good", "gpt-4o-mini", "🐝🖼️🍯", "🐝🖼️🍯", { inputs: beekeeper }),
    text("good", "qwen2.5-7b", "🕯️", "🕯️"),
    text("format", "llama-3-8b", "🕯️ 🐝", "🕯️🐝"),
    text("format", "gpt-3.5", "Emoji: 🕯️🐝", "🕯️🐝"),
    text("format", "qwen2.5-7b", "`🕯️🐝`", "🕯️🐝"),
    text("format", "mistral-7b", "**🕯️🐝**", "🕯️🐝"),
    text("format", "gpt-4o-mini", "🕯️🐝 (candles cooling)", "🕯️🐝"),
    text("label", "llama-3-8b", "Here are the emoji: 🕯️❄️", "🕯️❄️"),
    text("label", "gpt-3.5", "🎻🍺\n\nThese show Rafael playing a reel at the pub.", "🎻🍺", { inputs: fiddle }),
    text("zwj", "1b", "🐝👩‍", "🐝👩", { inputs: beekeeper }),
    text("zwj", "qwen2.5-7b", "🧑‍", "🧑", { inputs: beekeeper }),
    text("refusal", "refusal", "I'm sorry, but I can only reply with text.", "fallback"),
    text("refusal", "1b", "candle", "fallback"),
    text("placeholder", "1b", "<emoji>", "fallback"),
    text("ellipsis", "gpt-3.5", "", "fallback"),
    capped("gpt-4o-mini", "🐝🧑‍", "fallback", { inputs: beekeeper }),
    text("cut-off", "reasoning", "<think>\nA candle, and something for cooling. A snowflake? Or a", "fallback"),
  ],
  structured: [
    object("good", "valid", { emoji: "🕯️🐝" }, "🕯️🐝"),
    object("good", "a fiddle", { emoji: "🎻" }, "🎻", { inputs: fiddle }),
    object("format", "spaced", { emoji: "🕯️ ❄️" }, "🕯️❄️"),
    object("renamed-field", "emojis for emoji", { emojis: "🕯️🐝" }, "🕯️🐝"),
    object("malformed", "a list of emoji", { emoji: ["🕯️", "🐝"] }, "🕯️🐝"),
    object("extra-field", "a meaning beside", { emoji: "🕯️❄️", meaning: "candles cooling" }, "🕯️❄️"),
    object("refusal", "words instead", { emoji: "candles" }, "fallback"),
    rawAnswer("malformed", "plain emoji", "🕯️🐝", "🕯️🐝"),
    rawAnswer("cut-off", "cut in the string", '{"emoji": "🕯', "fallback", { finishReason: "length" }),
  ],
});
