import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_emoji;
const ferry = { description: "running the ferry across the river" };
const stars = { description: "watching meteors through the telescope" };

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "🧣💙", "🧣💙"),
    text("good", "gemma-2-9b", "🧣🟦\n", "🧣🟦"),
    text("good", "phi-3-mini", "🧣🪣💙", "🧣🪣💙"),
    text("good", "llama-3.1-70b", "💙🧣", "💙🧣"),
    text("good", "claude", "🧣🫙💙", "🧣🫙💙"),
    text("good", "command-r", "🧵💙", "🧵💙"),
    text("good", "0.5b", "🧣", "🧣"),
    text("good", "deepseek-r1-distill", "<think>\nScarf, blue, vat. Three at most.\n</think>\n\n🧣💙🪣", "🧣💙🪣"),
    text("good", "gpt-4o-mini", "⛴️🌊", "⛴️🌊", { inputs: ferry }),
    text("good", "command-r", "⛴️", "⛴️", { inputs: ferry }),
    text("good", "claude", "🔭☄️", "🔭☄️", { inputs: stars }),
    text("good", "llama-3.1-70b", "🌠🔭", "🌠🔭", { inputs: stars }),
    text("format", "claude", "Here's my choice: 🧣💙", "🧣💙"),
    text("format", "gemma-2-9b", "🧣 💙", "🧣💙"),
    text("format", "phi-3-mini", "<answer>🧣💙</answer>", "🧣💙"),
    text("format", "command-r", "Emoji: 🧣💙", "🧣💙"),
    text("format", "llama-3.1-70b", "🧣💙 (a scarf and blue dye)", "🧣💙"),
    text("format", "qwen2.5-7b", "`🧣💙`", "🧣💙"),
    text("format", "gpt-3.5", "🧣💙\r\n", "🧣💙"),
    text("format", "gemma-2-9b", "🧣💙🪣🌊🧵", "fallback"),
    text("format", "phi-3-mini", "scarf blue", "fallback"),
    text("format", "deepseek-r1-distill", "<think>\nDyeing: a vat and a scarf.\n</think>\n🪣🧣\n\nWait, actually blue shows indigo better: 🧣💙", "🧣💙"),
    text("zwj", "gpt-4o-mini", "👩‍", "fallback"),
    text("zwj", "llama-3.1-70b", "🧣👩‍🎨", "🧣👩‍🎨"),
    text("placeholder", "0.5b", "<emoji>", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can only reply in words.", "fallback"),
    text("ellipsis", "0.5b", "...", "fallback"),
    text("loop", "0.5b", "🧣🧣🧣🧣🧣🧣🧣🧣🧣🧣", "fallback"),
    capped("deepseek-r1-distill", "<think>\nDyeing scarves in an indigo vat. What emoji show dyeing? There's no dye emoji. 🧣 for scarf, 💙 for blue, maybe 🪣 for the vat. Or", "fallback"),
    capped("claude", "Here are a few options you could", "fallback"),
    text("good", "gemma-2-9b", "🧣💙", "🧣💙"),
    text("good", "phi-3-mini", "💙🧣", "💙🧣"),
    text("good", "command-r", "🔭🌠", "🔭🌠", { inputs: stars }),
    text("cut-off", "deepseek-r1-distill", "<think>\nIndigo dyeing: scarf and blue. Maybe a bucket for the vat", "fallback"),
    text("format", "claude", "🧣💙\n\nHope that captures it!", "🧣💙"),
    text("zwj", "command-r", "🧑\u200d🎨💙", "🧑\u200d🎨💙"),
    text("zwj", "phi-3-mini", "🧣🧑\u200d", "fallback"),
  ],
  structured: [
    object("good", "valid", { emoji: "🧣💙" }, "🧣💙"),
    object("good", "ferry", { emoji: "⛴️🌊" }, "⛴️🌊", { inputs: ferry }),
    object("format", "with spaces", { emoji: "🧣 💙" }, "🧣💙"),
    object("renamed-field", "emojis", { emojis: "🧣💙" }, "🧣💙"),
    object("malformed", "an array", { emoji: ["🧣", "💙"] }, "🧣💙"),
    object("extra-field", "meaning beside", { emoji: "🧣💙", meaning: "scarf, blue" }, "🧣💙"),
    object("refusal", "words", { emoji: "dyeing" }, "fallback"),
    rawAnswer("format", "bare emoji", "🧣💙", "🧣💙"),
    rawAnswer("cut-off", "cut", '{"emoji": "🧣', "fallback", { finishReason: "length" }),
    object("good", "stars", { emoji: "🔭🌠" }, "🔭🌠", { inputs: stars }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"emoji": "🧣💙"}\nHope this helps!`, "🧣💙"),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "emoji": "🧣💙"\r\n}` + "\r\n```", "🧣💙"),
    rawAnswer("format", "smart quotes", `{“emoji”: “🧣💙”}`, "🧣💙"),
    rawAnswer("format", "in tags", `<answer>{"emoji": "🧣💙"}</answer>`, "🧣💙"),
  ],
});
