import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed, zws } from "./forms.js";
import { halvard } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancy;
/** Halvard noticing a routine thing. */
const tea = { identity: { ...halvard, currTime: "2027-09-20T06:00:00" }, description: "the teapot is warming on the wood stove" };

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", "7", 7),
    text("good", "command-r-plus", "7\n", 7),
    text("good", "glm-4", "8", 8),
    text("good", "internlm-2.5", "7", 7),
    text("good", "minicpm", "6", 6),
    text("good", "falcon-3", "1", 1, { inputs: tea }),
    text("good", "stablelm", "2", 2, { inputs: tea }),
    text("good", "zephyr", "7", 7),
    text("good", "openchat", "8", 8),
    text("good", "gemini-2-flash", "7\n", 7),
    text("good", "claude-3.5-haiku", "7\n\nThe road below her orchard is how her cider reaches the town, three days before the fair.", 7),
    text("good", "deepseek-r1-distill", think("The lower road is below her orchard; the fair is Saturday, and the railway closes Wednesday. This matters a lot to her business. 7.", "7"), 7),
    text("format", "deepseek-r1-distill", unclosed("A teapot warming — routine. 1.", "1"), 1, { inputs: tea }),
    text("format", "glm-4", tag("answer", "7"), 7),
    text("format", "internlm-2.5", "<response>8</response>", 8),
    text("format", "command-r-plus", fence("yaml", "score: 7"), 7),
    text("format", "minicpm", fence("text", "6"), 6),
    text("format", "falcon-3", bom("7"), 7),
    text("format", "stablelm", nbsp("Score: 7"), 7),
    text("format", "zephyr", zws("7/10"), 7),
    text("format", "openchat", "7 out of 10", 7),
    text("number-words", "gemini-2-flash", "Seven.", 7),
    text("number-words", "claude-3.5-haiku", "VII", 7),
    text("format", "glm-4", "七", 7),
    text("format", "command-r-plus", "Puntuación: 7", 7),
    text("format", "internlm-2.5", "Оценка: 8", 8),
    text("format", "minicpm", '{"result": {"score": 7}}', 7),
    text("format", "falcon-3", "70%", 7),
    text("format", "stablelm", "6-7", "fallback"),
    text("general-value", "openchat", "For most people a road closure is a 3, but for Rosalind, with the fair on Saturday, it's an 8.", 8),
    text("number-in-text", "zephyr", "With 40 bottles to get down by Saturday, September 25, I'd say 7.", 7),
    text("format", "gemini-2-flash", "7\n\nWait, the railway is still running, so she has another way down. 6.", 6),
    text("placeholder", "falcon-3", "<score>", "fallback"),
    text("refusal", "stablelm", "As an AI, I cannot measure how much an event matters to a person.", "fallback"),
    text("loop", "q2-8b", "7\n7\n7\n7\n7\n7\n7", 7),
    capped("deepseek-r1-distill", "<think>\nRosalind runs the orchard above the lower road. The landslip closes it. How does she get the cider down? The railway — but it is shut Wednesday. So it is", "fallback"),
    text("format", "q2-8b", "11", "fallback"),
  ],
  structured: [
    object("good", "valid", { score: 7 }, 7),
    object("good", "routine", { score: 1 }, 1, { inputs: tea }),
    object("string-value", "string", { score: "7" }, 7),
    object("string-value", "out of ten", { score: "7/10" }, 7),
    object("string-value", "word", { score: "eight" }, 8),
    object("renamed-field", "poignancy", { poignancy: 7 }, 7),
    object("extra-field", "reason beside", { score: 7, reason: "the road carries her cider" }, 7),
    rawAnswer("format", "nested under data", '{"data": {"score": 7}}', 7),
    rawAnswer("format", "array of one", '[{"score": 6}]', 6),
    rawAnswer("format", "unquoted key", "{score: 7}", 7),
    rawAnswer("cut-off", "cut", '{"score": ', "fallback", { finishReason: "length" }),
    object("malformed", "0", { score: 0 }, "fallback"),
    object("malformed", "7.5", { score: 7.5 }, "fallback"),
  ],
});
