import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_emoji;
const E = "🎺🎶";
const why = "A cornet is close to a trumpet; add music notes.";

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", E, E),
    text("good", "claude-haiku-4.5", E, E),
    text("good", "gemini-2.5-flash", E + "\n", E),
    text("good", "qwen3-nothink", "🎺", "🎺"),
    text("good", "kimi-k2", "🎺🎵🏠", "🎺🎵🏠"),
    text("good", "llama-3.3-70b", E, E),
    text("good", "command-r", "🎺🍳", "🎺🍳"),
    text("good", "gemma-3n", E, E),
    text("good", "smollm3", "🎺", "🎺"),
    text("good", "magistral", magThink(why, E), E),
    text("good", "deepseek-r1-distill", think(why, E), E),
    text("good", "gpt-oss-20b", harmony(why, E), E),
    text("zwj", "claude-haiku-4.5", "👩‍🎤🎺", "👩‍🎤🎺"),
    text("zwj", "gemini-2.5-flash", "👩🏼‍🦳🎺🎶", "👩🏼‍🦳🎺🎶"),
    text("format", "ollama-q4", eot(E), E),
    text("format", "qwen3-nothink", ollamaThinking(why, E), E),
    text("format", "gpt-oss-20b", tag("final", E), E),
    text("format", "claude-haiku-4.5", preamble("Here you go:", E), E),
    text("format", "llama-3.3-70b", `Emoji: ${E}`, E),
    text("format", "gemma-3n", `**${E}**`, E),
    text("label", "gemini-2.5-flash", `${E}\n\n(cornet practice in the kitchen)`, E),
    text("label", "smollm3", `${E} - practising the cornet`, E),
    text("format", "kimi-k2", `{"emoji": "${E}"}`, E),
    text("format", "gpt-5-mini", `"${E}"`, E),
    text("format", "llama-3.3-70b", "🎺🎶🏠🍳", "fallback"),
    text("format", "command-r", "cornet", "fallback"),
    text("placeholder", "smollm3", "<emoji>", "fallback"),
    text("refusal", "safety-tuned", "I can only reply with text here, sorry.", "fallback"),
    text("loop", "ollama-q4", "🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺", "fallback"),
    text("loop", "ollama-q4", `${E}\n${E}\n${E}`, E),
    capped("claude-haiku-4.5", "🎺👩\u200D", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} Should I show the kitchen too? A cornet`, "fallback"),
    text("ellipsis", "gemma-3n", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { emoji: E }, E),
    object("good", "one", { emoji: "🎺" }, "🎺"),
    object("zwj", "joined sequence", { emoji: "🧑‍🎤🎺" }, "🧑‍🎤🎺"),
    object("renamed-field", "emojis", { emojis: E }, E),
    object("extra-field", "meaning beside", { emoji: E, meaning: "playing the cornet" }, E),
    object("nested-json", "array of emoji", { emoji: ["🎺", "🎶"] }, E),
    rawAnswer("format", "escaped", '{"emoji": "\\ud83c\\udfba\\ud83c\\udfb6"}', E),
    rawAnswer("format", "fenced", fence("json", `{"emoji": "${E}"}`), E),
    rawAnswer("cut-off", "cut", '{"emoji": "🎺', "fallback", { finishReason: "length" }),
    object("malformed", "words", { emoji: "trumpet" }, "fallback"),
    object("placeholder", "placeholder", { emoji: "<emoji>" }, "fallback"),
    object("ellipsis", "empty", { emoji: "" }, "fallback"),
  ],
});
