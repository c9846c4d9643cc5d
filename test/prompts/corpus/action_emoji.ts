import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "./types.js";

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs: { description: "baking bread (kneading the dough)" },
  text: [
    { style: "gpt-4o-mini", answer: "🍞👩‍🍳", expected: "🍞👩‍🍳" },
    { style: "gpt-4o-mini", answer: "🥖🍞", expected: "🥖🍞" },
    { style: "gpt-3.5", answer: "👩‍🍳🍞🔥", expected: "👩‍🍳🍞🔥" },
    { style: "gpt-3.5", answer: "Emoji: 🍞 🥖", expected: "🍞🥖" },
    { style: "llama-3-8b", answer: "Here are some emoji to represent kneading dough: 👐🍞\n\nThe hands show the kneading and the bread shows what it becomes! 😊", expected: "👐🍞" },
    { style: "llama-3-8b", answer: "🍞\n🥖\n👐", expected: "🍞🥖👐" },
    { style: "qwen2.5-7b", answer: '{"emoji": "🍞👐"}', expected: "🍞👐" },
    { style: "qwen2.5-7b", answer: "**🍞👐🥖**", expected: "🍞👐🥖" },
    { style: "1b", answer: "baking bread kneading dough", expected: "fallback" },
    // More emoji than asked is asked again (round sixteen), and a dozen of one emoji is a loop (round seventeen).
    { style: "1b", answer: "🍞🍞🍞🍞🍞🍞🍞🍞🍞🍞🍞🍞", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nKneading → hands 👐, bread 🍞. Maybe a rolling pin? Not common.\n</think>\n\n👐🍞", expected: "👐🍞" },
    { style: "reasoning", answer: "<think>\nWhich emoji fit kneading dough? Bread 🍞 for sure, hands 👐 for", expected: "fallback" },
    { style: "1b", answer: "🍞 or 🥖", expected: "🍞" },
    { style: "llama-3-8b", answer: "🍞👩‍🍳 (or 🥖 if you prefer)", expected: "🍞👩‍🍳" },
    { style: "refusal", answer: "I'm sorry, but I can only respond with text. 🙏", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { emoji: "🍞👐" }, expected: "🍞👐" },
    { note: "more than three", answer: { emoji: "🍞👐🥖🔥" }, expected: "fallback" },
    { note: "words, no emoji", answer: { emoji: "bread" }, expected: "fallback" },
  ],
});
