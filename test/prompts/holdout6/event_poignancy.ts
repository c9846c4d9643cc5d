import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { agnes } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancy;
const kettle = { identity: { ...agnes, currTime: "2026-11-16T09:10:00" }, description: "the kettle is boiling" };

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "7", 7),
    text("good", "gemma-2-9b", "7\n", 7),
    text("good", "phi-3-mini", "8\n\nClear skies are exactly what Agnes needs for the viewing she has been preparing.", 8),
    text("good", "llama-3.1-70b", "7", 7),
    text("good", "claude", "I'd score this a **7**: it decides whether Agnes's viewing can go ahead.", 7),
    text("good", "command-r", "8", 8),
    text("good", "0.5b", "7", 7),
    text("good", "deepseek-r1-distill", "<think>\nAgnes worries about the clouds; this forecast is good news for her big night. Not life-changing, but important. 7.\n</think>\n\n7", 7),
    text("good", "gpt-4o-mini", "1", 1, { inputs: kettle }),
    text("good", "command-r", "1", 1, { inputs: kettle }),
    text("good", "gemma-2-9b", "2", 2, { inputs: kettle }),
    text("format", "claude", "## Score\n\n7", 7),
    text("format", "phi-3-mini", "<score>7</score>", 7),
    text("format", "llama-3.1-70b", "7/10", 7),
    text("format", "gemma-2-9b", "8 out of 10", 8),
    text("format", "command-r", "★★★★★★★☆☆☆", 7),
    text("format", "qwen2.5-7b", "Puntuación: 7", 7),
    text("format", "gpt-3.5", "7\r\n", 7),
    text("format", "gemma-2-9b", "Probably a 7.", 7),
    text("format", "phi-3-mini", "6. Wait, actually, given how much she's been worrying, 8.", 8),
    text("format", "llama-3.1-70b", "7\n\nScore: 8", "fallback"),
    text("format", "command-r", "6-7", "fallback"),
    text("number-words", "claude", "Seven.", 7),
    text("number-words", "gemma-2-9b", "I'd give it an eight.", 8),
    text("number-in-text", "llama-3.1-70b", "The viewing is at 10pm on the 17th, 1 day away. Score: 7", 7),
    text("general-value", "gpt-3.5", "For most people a weather forecast is a 2, but for Agnes it's a 7.", 7),
    text("label", "command-r", "Score: 7 (the viewing depends on it)", 7),
    text("string-value", "phi-3-mini", "\"7\"", 7),
    text("placeholder", "0.5b", "<score>", "fallback"),
    text("refusal", "refusal", "I can't judge how much an event matters to someone; that's a personal matter.", "fallback"),
    text("format", "0.5b", "1 = routine and forgettable", "fallback"),
    text("loop", "0.5b", "7 7 7 7 7 7 7 7 7", 7),
    capped("deepseek-r1-distill", "<think>\nOkay, Agnes has been preparing the Leonid viewing. The forecast says the cloud clears on Tuesday night. How much does that matter? On the scale, 5 is worth remembering, 10 is life-changing. This is her big event, so maybe 7 or", "fallback"),
    capped("claude", "This matters quite a bit to Agnes. I'd score it a", "fallback"),
    text("good", "llama-3-8b", "7", 7),
    text("good", "phi-3-mini", "1", 1, { inputs: kettle }),
    text("good", "claude", "7\n\nLet me know if you need scores for the other events too!", 7),
    text("cut-off", "deepseek-r1-distill", "<think>\nAgnes has been preparing the viewing. Clear skies are exactly what she needs. 7 or 8? The scale says 5 is", "fallback"),
    text("format", "gemma-2-9b", "I'd say 7, maybe 8.", "fallback"),
    text("format", "llama-3.1-70b", "SEVEN", 7),
  ],
  structured: [
    object("good", "valid", { score: 7 }, 7),
    object("good", "kettle", { score: 1 }, 1, { inputs: kettle }),
    object("string-value", "string", { score: "7" }, 7),
    object("string-value", "with /10", { score: "7/10" }, 7),
    object("renamed-field", "poignancy", { poignancy: 8 }, 8),
    object("extra-field", "reason beside", { score: 7, reason: "her viewing depends on the sky" }, 7),
    object("malformed", "out of range", { score: 70 }, "fallback"),
    object("malformed", "a float", { score: 7.5 }, "fallback"),
    rawAnswer("format", "bare number", "7", 7),
    rawAnswer("format", "correction", '{"score": 6}\nActually, correction: {"score": 8}', 8),
    rawAnswer("cut-off", "cut", '{"score": ', "fallback", { finishReason: "length" }),
  ],
});
