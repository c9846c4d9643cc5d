import { actionEmojiPrompt } from "../../../prompts/persona/actionEmoji.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_emoji;
const E = "♨️🪵⛵";

export default corpusOf<string>({
  prompt: actionEmojiPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", E, E),
    text("good", "gemma-3", `${E}\n`, E),
    text("good", "phi-4", "🪵♨️", "🪵♨️"),
    text("good", "deepseek-v3", "🔥🪵⛵", "🔥🪵⛵"),
    text("good", "mixtral", ` ${E}`, E),
    text("good", "olmo-2", "🛶♨️", "🛶♨️"),
    text("good", "yi-34b", "🪵💨", "🪵💨"),
    text("good", "hermes", E, E),
    text("good", "aya", "♨️🚣", "♨️🚣"),
    text("good", "gpt-4o-mini", "🪵🔥⛵", "🪵🔥⛵"),
    text("format", "qwq", `Okay, so I need emoji for steaming an oak plank for a lugger. Steam: ♨️. Wood: 🪵. Boat: ⛵. That's three, within the limit.\n\n${E}`, E),
    text("format", "deepseek-v3", `Final answer: ${E}`, E),
    text("format", "mixtral", `${E}</s>`, E),
    text("format", "llama-3.3-70b", `${E}<|eot_id|>`, E),
    text("format", "olmo-2", `Assistant: ${E}`, E),
    text("format", "hermes", `{"emoji": "${E}"}`, E),
    text("format", "phi-4", `**${E}**`, E),
    text("format", "gemma-3", `${E} (steam, wood, boat)`, E),
    text("format", "yi-34b", `${E}\n\nUser: Now for rowing.\nAssistant: 🚣`, E),
    text("format", "aya", "Option A: ♨️🪵\nOption B: 🔥⛵", "fallback"),
    text("format", "deepseek-v3", "steam wood boat", "fallback"),
    text("zwj", "llama-3.3-70b", "🧑\u200d", "fallback"),
    text("zwj", "gemma-3", "🧑\u200d🔧🪵", "🧑\u200d🔧🪵"),
    text("placeholder", "olmo-2", "<emoji>", "fallback"),
    text("refusal", "aya", "I'm unable to produce emoji.", "fallback"),
    capped("qwq", "Okay, so steaming a plank. The steam emoji ♨️ is really hot springs, but it reads as steam. Wood 🪵. Boat: a lugger is a sailing boat, so ⛵, or maybe", "fallback"),
    text("ellipsis", "mixtral", "", "fallback"),
    text("good", "phi-4", E, E),
    text("good", "qwq", "Okay, steam and a plank: ♨️🪵\n\n♨️🪵", "♨️🪵"),
    text("good", "yi-34b", E, E),
  ],
  structured: [
    object("good", "valid", { emoji: E }, E),
    object("good", "two", { emoji: "🪵♨️" }, "🪵♨️"),
    object("renamed-field", "icons", { icons: E }, E),
    object("extra-field", "meaning beside", { emoji: E, meaning: "steam, wood, boat" }, E),
    object("format", "array", { emoji: ["♨️", "🪵", "⛵"] }, E),
    object("ellipsis", "empty", { emoji: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", `{"emoji": "${E}"}{"emoji": "${E}"}`, E),
    rawAnswer("cut-off", "cut", '{"emoji": "', "fallback", { finishReason: "length" }),
  ],
});
