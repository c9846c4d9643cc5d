import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_poignancy;
const weather = { ...inputs, description: "Priya Nakamura-Hale and Desmond Achterberg chatted about the sunny weather" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", "7", 7),
    text("good", "gemma-3", "7\n", 7),
    text("good", "phi-4", "6\n\nIt fixes his deadline for the Kittiwake.", 6),
    text("good", "deepseek-v3", "7", 7),
    text("good", "mixtral", " 6", 6),
    text("good", "olmo-2", "2", 2, { inputs: weather }),
    text("good", "yi-34b", "7", 7),
    text("good", "hermes", "7", 7),
    text("good", "aya", "6", 6),
    text("good", "gpt-3.5", "7", 7),
    text("format", "qwq", "Okay, so Beatriz entered the Kittiwake in the lugger race at 11 on Saturday. Desmond has been restoring her and wants her afloat for the regatta, and two planks still need replacing. This is a commitment with a deadline. That's more than a plan for the week, maybe a 7.\n\n7", 7),
    text("format", "deepseek-v3", "Final answer: \\boxed{7}", 7),
    text("format", "mixtral", "7</s>", 7),
    text("format", "olmo-2", "7<|im_end|>", 7),
    text("format", "llama-3.3-70b", "Assistant: 7", 7),
    text("format", "gemma-3", "７", 7),
    text("format", "hermes", '{"score": 7}', 7),
    text("format", "aya", "Score: 7/10", 7),
    text("format", "yi-34b", "7\n\nUser: Score the weather chat.\nAssistant: 2", 7),
    text("format", "phi-4", "Option A: 6\nOption B: 8\n\nNeither is clearly better.", "fallback"),
    text("format", "deepseek-v3", "6 or 7", "fallback"),
    text("format", "mixtral", "7. Wait, actually it's just a date in the calendar he already expected: 5.", 5),
    text("number-words", "gemma-3", "Seven.", 7),
    text("number-in-text", "llama-3.3-70b", "The race is at 11am on Saturday, 5 days away, and Desmond has 2 planks to fit: 7.", 7),
    text("general-value", "hermes", "For most people about 4, but for Desmond it's a 7.", 7),
    text("label", "deepseek-v3", "Score: 7 (a deadline for the Kittiwake)", 7),
    text("placeholder", "olmo-2", "<1-10>", "fallback"),
    text("refusal", "aya", "I'm unable to rate personal conversations.", "fallback"),
    capped("qwq", "Okay, so the conversation is about the Kittiwake racing on Saturday. For Desmond, that's his project, his deadline. So it's somewhere around", "fallback"),
    text("loop", "olmo-2", "7\n7\n7\n7", 7),
    text("good", "qwq", "Okay, this sets the deadline for his boat. Quite important.\n\n7", 7),
    text("good", "gemma-3", "2", 2, { inputs: weather }),
    text("good", "phi-4", "7", 7),
  ],
  structured: [
    object("good", "valid", { score: 7 }, 7),
    object("good", "weather", { score: 2 }, 2, { inputs: weather }),
    object("string-value", "string", { score: "7" }, 7),
    object("string-value", "full-width", { score: "７" }, 7),
    object("renamed-field", "rating", { rating: 7 }, 7),
    object("extra-field", "reason beside", { score: 7, reason: "a deadline" }, 7),
    object("malformed", "twelve", { score: 12 }, "fallback"),
    rawAnswer("format", "streaming duplicate", '{"score": 7}{"score": 7}', 7),
    rawAnswer("format", "key=value", "score=7", 7),
    rawAnswer("cut-off", "cut", '{"score": ', "fallback", { finishReason: "length" }),
  ],
});
