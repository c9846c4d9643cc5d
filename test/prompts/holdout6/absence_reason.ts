import { absenceReasonPrompt } from "../../../prompts/experiment/absenceReason.js";
import type { AbsenceReason } from "../../../state/experimentSpec.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.absence_reason;
const forgot = { ...inputs, answer: "Oh no, was that tonight? I meant to go and it went clean out of my head." };
const uninterested = { ...inputs, answer: "Stars aren't my thing, to be honest. I'd rather be at the pub." };
const unaware = { ...inputs, answer: "What viewing? Nobody told me about any meteors." };

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"reason": "conflict"}', "conflict"),
    text("good", "gemma-2-9b", '{"reason": "conflict"}\n', "conflict"),
    text("good", "phi-3-mini", '{"reason": "conflict"}\n\nTobias was running the late ferry at the time.', "conflict"),
    text("good", "llama-3.1-70b", '{"reason": "conflict"}', "conflict"),
    text("good", "claude", 'Tobias had to run the late ferry, which is a conflict.\n\n{"reason": "conflict"}', "conflict"),
    text("good", "command-r", '{"reason": "conflict"}', "conflict"),
    text("good", "0.5b", '{"reason": "conflict"}', "conflict"),
    text("good", "deepseek-r1-distill", '<think>\nHe was running the ferry: something else he had to do. Conflict.\n</think>\n\n{"reason": "conflict"}', "conflict"),
    text("good", "gpt-4o-mini", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "claude", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "llama-3.1-70b", '{"reason": "not interested"}', "not interested", { inputs: uninterested }),
    text("good", "command-r", '{"reason": "did not know"}', "did not know", { inputs: unaware }),
    text("format", "claude", '```json\n{"reason": "conflict"}\n```', "conflict"),
    text("format", "gemma-2-9b", "Reason: conflict", "conflict"),
    text("format", "command-r", '{"reason": "CONFLICT"}', "conflict"),
    text("format", "phi-3-mini", '{"reason": "not_interested"}', "not interested", { inputs: uninterested }),
    text("format", "llama-3.1-70b", '{"reason": "didn\'t know"}', "did not know", { inputs: unaware }),
    text("format", "qwen2.5-7b", '{"reason": "conflicto"}', "conflict"),
    text("format", "gemma-2-9b", '{"reason": "no plan"}\n\nWait, actually, he was working: {"reason": "conflict"}', "conflict"),
    text("format", "claude", '{"reason": "conflict"} — though arguably "other"', "fallback"),
    text("format", "phi-3-mini", '{"reason": "<one of the six>"}', "fallback"),
    text("format", "command-r", '{"reason": "work"}', "fallback"),
    text("refusal", "refusal", "I'd prefer not to speculate about someone's reasons for not attending.", "fallback"),
    text("ellipsis", "0.5b", '{"reason": ""}', "fallback"),
    capped("deepseek-r1-distill", "<think>\nTobias says he was running the late ferry; somebody had to bring the watchers home. Is that conflict or other? It's something else he had to do at that time, so", "fallback"),
    capped("claude", '{"reason": "con', "fallback"),
    text("good", "qwen2.5-7b", '{"reason": "conflict"}', "conflict"),
    text("good", "phi-3-mini", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "gemma-2-9b", '{"reason": "did not know"}', "did not know", { inputs: unaware }),
    text("cut-off", "deepseek-r1-distill", "<think>\nHe was running the late ferry, which is something else he had to do", "fallback"),
    text("format", "claude", '{"reason": "conflict"}\n\nHappy to classify more answers if you have them!', "conflict"),
    text("good", "claude", '{"reason": "not interested"}', "not interested", { inputs: uninterested }),
    text("good", "llama-3.1-70b", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "gemma-2-9b", '{"reason": "conflict"}', "conflict"),
  ],
  structured: [
    object("good", "conflict", { reason: "conflict" }, "conflict"),
    object("good", "forgot", { reason: "forgot" }, "forgot", { inputs: forgot }),
    object("good", "did not know", { reason: "did not know" }, "did not know", { inputs: unaware }),
    object("format", "snake_case", { reason: "not_interested" }, "not interested", { inputs: uninterested }),
    object("renamed-field", "category", { category: "conflict" }, "conflict"),
    object("extra-field", "quote beside", { reason: "conflict", quote: "I was running the late ferry" }, "conflict"),
    object("refusal", "outside the list", { reason: "busy" }, "fallback"),
    rawAnswer("format", "prose", "conflict", "conflict"),
    rawAnswer("cut-off", "cut", '{"reason": "', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"reason": "conflict"}\nHope this helps!`, "conflict"),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "reason": "conflict"\r\n}` + "\r\n```", "conflict"),
    rawAnswer("format", "smart quotes", `{“reason”: “conflict”}`, "conflict"),
    rawAnswer("format", "in tags", `<answer>{"reason": "conflict"}</answer>`, "conflict"),
  ],
});
