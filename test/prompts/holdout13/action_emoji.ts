import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, tag, tgiStop, think, thinkOff, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs: INPUTS.action_emoji,
  text: [
    text("good", "grok-3-mini", "🧀🔄", "🧀🔄"),
    text("good", "o4-mini", "🧀", "🧀"),
    text("good", "internlm-3", "🧀🔄💙", "🧀🔄💙"),
    text("good", "command-a", "🧀🔁\n", "🧀🔁"),
    text("good", "claude-sonnet-4", "🧀🔄", "🧀🔄"),
    text("good", "llamacpp-grammar", "🧀", "🧀"),
    text("good", "nemotron-nano", think("Cheese, and a turning arrow.", "🧀🔄"), "🧀🔄"),
    text("format", "nemotron-nano", thinkOff("🧀🔄"), "🧀🔄"),
    text("format", "claude-sonnet-4", tag("answer", "🧀🔄"), "🧀🔄"),
    text("format", "tgi-stop", tgiStop("🧀🔄"), "🧀🔄"),
    text("format", "internlm-3", eos("🧀🔄", "<|im_end|>"), "🧀🔄"),
    text("format", "jamba-1.7", "**🧀🔄**", "🧀🔄"),
    text("format", "yi-1.5", "Emoji: 🧀🔄", "🧀🔄"),
    text("zwj", "hermes-3", "🧑‍", "fallback", { finishReason: "length" }),
    text("format", "grok-3-mini", "🧀🔄🧀🔄", "fallback"),
    text("format", "o4-mini", "🧀 turning cheese", "fallback"),
    text("placeholder", "internlm-3", "<emoji>", "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, I can only reply with text.", "fallback"),
    text("loop", "internlm-3", "🧀".repeat(40), "fallback"),
    capped("nemotron-nano", "<think>\nCheese wheel, a hand, a rotating arrow? Maybe a blue heart for the blue", "fallback"),
    text("ellipsis", "llamacpp-grammar", "", "fallback"),
  ],
  structured: [
    object("good", "valid", { emoji: "🧀🔄" }, "🧀🔄"),
    object("good", "one emoji", { emoji: "🧀" }, "🧀"),
    object("renamed-field", "emojis", { emojis: "🧀🔄" }, "🧀🔄"),
    object("extra-field", "meaning beside", { emoji: "🧀🔄", meaning: "turning cheese" }, "🧀🔄"),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ emoji: "🧀🔄" }), "🧀🔄"),
    rawAnswer("format", "whitespace to the cap", whitespaceTail('{"emoji": "🧀"}'), "🧀"),
    rawAnswer("cut-off", "cut", '{"emoji": "🧀', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { emoji: "" }, "fallback"),
    object("malformed", "words", { emoji: "cheese" }, "fallback"),
  ],
});
