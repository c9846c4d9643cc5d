import { chatPoignancyPrompt } from "../../../prompts/persona/chatPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed, zws } from "./forms.js";
import { tobias } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_poignancy;
/** Tobias's small talk about the weather. */
const weather = { identity: { ...tobias, currTime: "2027-09-20T11:00:00" }, description: "Tobias Wendt and the postman said it looked like rain" };

export default corpusOf<number>({
  prompt: chatPoignancyPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", "6", 6),
    text("good", "command-r-plus", "6\n", 6),
    text("good", "glm-4", "5", 5),
    text("good", "internlm-2.5", "6", 6),
    text("good", "minicpm", "7", 7),
    text("good", "falcon-3", "2", 2, { inputs: weather }),
    text("good", "stablelm", "1", 1, { inputs: weather }),
    text("good", "zephyr", "6", 6),
    text("good", "openchat", "5", 5),
    text("good", "gemini-2-flash", "6\n", 6),
    text("good", "claude-3.5-haiku", "6\n\nIt settles how her cider reaches the fair, which is most of her week.", 6),
    text("good", "deepseek-r1-distill", think("This solves the problem of getting crates down. Plans for the week: 5 or 6. I'll say 6.", "6"), 6),
    text("format", "deepseek-r1-distill", unclosed("Weather small talk. 1 or 2. 2.", "2"), 2, { inputs: weather }),
    text("format", "glm-4", tag("answer", "6"), 6),
    text("format", "internlm-2.5", "<response>5</response>", 5),
    text("format", "command-r-plus", fence("yaml", "score: 6"), 6),
    text("format", "minicpm", fence("text", "6"), 6),
    text("format", "falcon-3", bom("6"), 6),
    text("format", "stablelm", nbsp("Score: 6"), 6),
    text("format", "zephyr", zws("6/10"), 6),
    text("format", "openchat", "6 out of 10", 6),
    text("number-words", "gemini-2-flash", "Six.", 6),
    text("number-words", "claude-3.5-haiku", "a solid six", 6),
    text("format", "glm-4", "评分：6", 6),
    text("format", "command-r-plus", "Note : 6", 6),
    text("format", "internlm-2.5", "Puan: 6", 6),
    text("format", "minicpm", '{"response": {"score": 6}}', 6),
    text("format", "falcon-3", "5 or 6", "fallback"),
    text("format", "stablelm", "Halvard would rate it a 4, but for Rosalind it is a 7.", 7),
    text("format", "zephyr", "For Halvard it is a 4.", "fallback"),
    text("number-in-text", "openchat", "The crates go on the 7am car on Friday, so: 6.", 6),
    text("format", "gemini-2-flash", "6\n\nActually, given that the fair depends on it, 7.", 7),
    text("placeholder", "falcon-3", "[1-10]", "fallback"),
    text("refusal", "stablelm", "I'm sorry, I cannot rate conversations between real people.", "fallback"),
    text("loop", "q2-8b", "6\n6\n6\n6\n6\n6", 6),
    capped("deepseek-r1-distill", "<think>\nRosalind and Halvard agreed on the first car at 7am Friday. For her this solves the transport problem for the fair. Is it a 5, plans for the week? Or higher since", "fallback"),
    text("cut-off", "q2-8b", "Score:", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 6 }, 6),
    object("good", "small talk", { score: 1 }, 1, { inputs: weather }),
    object("string-value", "string", { score: "6" }, 6),
    object("string-value", "roman", { score: "VI" }, 6),
    object("renamed-field", "rating", { rating: 6 }, 6),
    object("extra-field", "reason beside", { score: 6, reason: "it settles the crates" }, 6),
    rawAnswer("format", "nested under result", '{"result": {"score": 6}}', 6),
    rawAnswer("format", "yaml", "score: 6", 6),
    rawAnswer("format", "think before JSON", '<think>\nPlans for the week.\n</think>\n{"score": 5}', 5),
    rawAnswer("cut-off", "cut", '{"sco', "fallback", { finishReason: "length" }),
    object("malformed", "12", { score: 12 }, "fallback"),
    object("refusal", "null", { score: null }, "fallback"),
  ],
});
