import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tobias } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_poignancy;
const weather = { identity: { ...tobias, currTime: "2026-11-16T08:00:00" }, description: "Tobias Okafor and a passenger chatted about the rain" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "6", 6),
    text("good", "gemma-2-9b", "6\n", 6),
    text("good", "phi-3-mini", "7\n\nGetting her stall across is essential for Wen's market day.", 7),
    text("good", "llama-3.1-70b", "6", 6),
    text("good", "claude", "I'd rate this a **6** — it settles how Wen gets to the market.", 6),
    text("good", "command-r", "5", 5),
    text("good", "0.5b", "6", 6),
    text("good", "deepseek-r1-distill", "<think>\nA practical arrangement for her big sale. Plans for the week: 5-6. It solves a real problem, so 6.\n</think>\n\n6", 6),
    text("good", "gpt-4o-mini", "1", 1, { inputs: weather }),
    text("good", "llama-3.1-70b", "2", 2, { inputs: weather }),
    text("format", "claude", "### Score: 6", 6),
    text("format", "gemma-2-9b", "<answer>6</answer>", 6),
    text("format", "command-r", "6/10", 6),
    text("format", "phi-3-mini", "6 out of 10", 6),
    text("format", "llama-3.1-70b", "★★★★★★", "fallback"),
    text("format", "qwen2.5-7b", "Note : 6", 6),
    text("format", "gpt-3.5", "6\r\n", 6),
    text("format", "gemma-2-9b", "I'd guess 6.", 6),
    text("format", "command-r", "5. Wait, actually, it's her biggest sale of the year, so 7.", 7),
    text("format", "phi-3-mini", "5 or 6", "fallback"),
    text("number-words", "claude", "Six.", 6),
    text("number-words", "llama-3-8b", "A solid six out of ten.", 6),
    text("number-in-text", "llama-3.1-70b", "They agreed on 4:30 pm for forty scarves. I'd score it 6.", 6),
    text("general-value", "gpt-3.5", "Usually a 3 for arranging a ferry, but for Wen a 6.", 6),
    text("label", "command-r", "Score: 6 (this is about her market stall)", 6),
    text("string-value", "0.5b", "'6'", 6),
    text("placeholder", "0.5b", "<score>", "fallback"),
    text("refusal", "refusal", "I'm not comfortable rating personal conversations.", "fallback"),
    text("ellipsis", "0.5b", "", "fallback"),
    capped("deepseek-r1-distill", "<think>\nWen and Tobias agreed he carries her stall across on Friday at 4:30 pm. From Wen's point of view: her scarves, her stall, the market. Worth keeping in mind, 5? Or", "fallback"),
    capped("gemma-2-9b", "Score:", "fallback"),
    text("good", "gemma-2-9b", "6", 6),
    text("good", "command-r", "6", 6),
    text("good", "phi-3-mini", "2", 2, { inputs: weather }),
    text("cut-off", "deepseek-r1-distill", "<think>\nA practical arrangement for Friday. Her stall depends on it. 5 or 6", "fallback"),
    text("format", "claude", "6\n\nSo I'd say it's a 4 for Tobias, and a 6 for Wen.", 6),
    text("format", "llama-3.1-70b", "6\n\nOverall: 5.", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 6 }, 6),
    object("good", "weather", { score: 1 }, 1, { inputs: weather }),
    object("string-value", "string", { score: "6" }, 6),
    object("string-value", "word", { score: "six" }, 6),
    object("renamed-field", "rating", { rating: 6 }, 6),
    object("extra-field", "reason beside", { score: 6, reason: "a plan for the market" }, 6),
    object("malformed", "zero", { score: 0 }, "fallback"),
    rawAnswer("format", "YAML", "score: 6", 6),
    rawAnswer("cut-off", "cut", '{"sco', "fallback", { finishReason: "length" }),
    object("good", "valid again", { score: 5 }, 5),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"score": 6}\nHope this helps!`, 6),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "score": 6\r\n}` + "\r\n```", 6),
    rawAnswer("format", "in tags", `<answer>{"score": 6}</answer>`, 6),
  ],
});
