import { eventPoignancyPrompt } from "../../../prompts/persona/eventPoignancy.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancy;
const kettle = { ...inputs, description: "the carding room clock is five minutes slow" };

export default corpusOf<number>({
  prompt: eventPoignancyPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "6", 6),
    text("good", "o3-mini", "6", 6),
    text("good", "mistral-7b", " 7\n\nThe draw decides how long the band must wait and how fresh the players will be.", 7),
    text("good", "mistral-nemo", "6", 6),
    text("good", "llama-3.2-3b", "5", 5),
    text("good", "qwen2.5-14b", "6", 6),
    text("good", "granite", "7", 7),
    text("good", "qwen3", "<think>\nThe draw matters for the contest he cares about; not life-changing. 6.\n</think>\n\n6", 6),
    text("good", "gemini", "**6**", 6),
    text("good", "gpt-4.1", "1", 1, { inputs: kettle }),
    text("good", "llama-3.2-1b", "2", 2, { inputs: kettle }),
    text("format", "gemini", "## Score: **6/10**\n\n- **Why:** the draw shapes Saturday.", 6),
    text("format", "granite", "Answer: 6", 6),
    text("format", "qwen2.5-14b", "\"6\".", 6),
    text("format", "o3-mini", "{'score': 6}", 6),
    text("format", "llama-3.2-3b", '{"name": "event_poignancy", "arguments": {"score": 7}}', 7),
    text("format", "mistral-nemo", "Punteggio: 6", 6),
    text("format", "qwen2.5-14b", "スコア: 6", 6),
    text("format", "gpt-4o-mini", "Score how much the event matters to Kwame: 6", 6),
    text("format", "gemini", "6\n\n6", 6),
    text("format", "mistral-7b", "Approximately 6.", 6),
    text("format", "llama-3.2-3b", "6-7", "fallback"),
    text("format", "granite", "Around 6 or 7.", "fallback"),
    text("format", "qwen2.5-14b", "5. Actually, given how much the contest means to him, 7.", 7),
    text("number-words", "mistral-nemo", "Six.", 6),
    text("number-in-text", "gemini", "Playing **eleventh** of 14 bands is a middling draw, so I'd score it **6**.", 6),
    text("general-value", "llama-3.2-3b", "For most people a 2, but for Kwame a 6.", 6),
    text("refusal", "granite", "Does Kwame prefer an early or a late draw? That would change the score.", "fallback"),
    text("refusal", "refusal", "I can't measure how much an event matters to a real person.", "fallback"),
    text("placeholder", "tinyllama", "<score>", "fallback"),
    text("loop", "smollm", "6 6 6 6 6 6 6 6 6 6 6 6", 6),
    text("format", "tinyllama", "Event: the contest organisers drew the Brackenfold band to play eleventh on Saturday. Score: 1 = routine and forgettable. 5 = worth remembering. 10 = life-changing.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "", "fallback"),
    capped("qwen3", "<think>\nKwame conducts the band, the contest is Saturday, and being drawn eleventh means a long wait in the hall. Is that good or bad? Late draws can be good since the judges remember", "fallback"),
    text("good", "gpt-4.1", "6\n\nLet me know if you'd like a short reason.", 6),
  ],
  structured: [
    object("good", "valid", { score: 6 }, 6),
    object("good", "the clock", { score: 1 }, 1, { inputs: kettle }),
    object("string-value", "a string", { score: "6" }, 6),
    object("string-value", "six out of ten", { score: "6/10" }, 6),
    object("renamed-field", "poignancy", { poignancy: 6 }, 6),
    object("extra-field", "reason beside", { score: 6, reason: "the draw shapes Saturday" }, 6),
    object("nested-json", "tool-call wrapper", { name: "event_poignancy", arguments: { score: 6 } }, 6),
    object("malformed", "out of range", { score: 60 }, "fallback"),
    rawAnswer("format", "Python dict", "{'score': 6}", 6),
    rawAnswer("format", "JSON5", "{score: 6,}", 6),
    rawAnswer("cut-off", "cut", '{"sco', "fallback", { finishReason: "length" }),
  ],
});
