import { absenceReasonPrompt, type AbsenceReason } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.absence_reason;
const forgot = { ...inputs, answer: "Oh no, was that today? I meant to go and it went clean out of my head." };
const notInterested = { ...inputs, answer: "Brass bands aren't my thing, to be honest. I'd rather be in the shed." };
const didNotKnow = { ...inputs, answer: "What contest? Nobody told me there was one." };

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", '{"reason": "conflict"}', "conflict"),
    text("good", "o3-mini", '{"reason":"conflict"}', "conflict"),
    text("good", "mistral-7b", ' {"reason": "conflict"}', "conflict"),
    text("good", "mistral-nemo", '{"reason": "conflict"}', "conflict"),
    text("good", "llama-3.2-3b", '{"reason": "conflict"}', "conflict"),
    text("good", "qwen2.5-14b", '{"reason": "conflict"}', "conflict"),
    text("good", "granite", '{"reason": "conflict"}', "conflict"),
    text("good", "qwen3", '<think>\nShe had to run the trains and work on the Curlew: something else at that time. Conflict.\n</think>\n\n{"reason": "conflict"}', "conflict"),
    text("good", "gemini", '```json\n{"reason": "conflict"}\n```', "conflict"),
    text("good", "gpt-4.1", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "llama-3.2-3b", '{"reason": "not interested"}', "not interested", { inputs: notInterested }),
    text("good", "mistral-nemo", '{"reason": "did not know"}', "did not know", { inputs: didNotKnow }),
    text("format", "o3-mini", "{'reason': 'conflict'}", "conflict"),
    text("format", "llama-3.2-3b", '{"name": "absence_reason", "arguments": {"reason": "conflict"}}', "conflict"),
    text("format", "gpt-4.1", '{"reason": "conflict",}', "conflict"),
    text("format", "granite", '```yaml\n{"reason": "conflict"}\n```', "conflict"),
    text("format", "gemini", "## Reason\n\n**conflict** — Ilse had to run the trains.", "conflict"),
    text("format", "mistral-7b", "Output: conflict", "conflict"),
    text("format", "qwen2.5-14b", '{"reason": "Conflict"}', "conflict"),
    text("format", "mistral-nemo", '{"reason": "not_interested"}', "not interested", { inputs: notInterested }),
    text("format", "llama-3.2-3b", '{"reason": "didn\'t know"}', "did not know", { inputs: didNotKnow }),
    text("format", "granite", '{"reason": "conflict"} or maybe {"reason": "other"}', "fallback"),
    text("format", "gemini", '{"reason": "other"}\n\nOn reflection, running the trains is something she must do at that time: {"reason": "conflict"}', "conflict"),
    text("format", "mistral-nemo", "Konflikt: sie musste die Züge fahren.", "conflict"),
    text("refusal", "granite", "Does restoring the Curlew count as a conflict or as not being interested? Let me know.", "fallback"),
    text("placeholder", "tinyllama", '{"reason": "<one of the six>"}', "fallback"),
    text("loop", "smollm", '{"reason": "conflict"}\n{"reason": "conflict"}\n{"reason": "conflict"}\n{"reason": "conflict"}', "conflict"),
    capped("qwen3", "<think>\nIlse says somebody had to run the trains — that's a conflict. But the second half, the Curlew's firebox, sounds like she'd rather be doing that — not interested? Which one", "fallback"),
    text("good", "gpt-4.1", '{"reason": "conflict"}', "conflict"),
    text("good", "granite", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "qwen2.5-14b", '{"reason": "not interested"}', "not interested", { inputs: notInterested }),
    text("good", "llama-3.2-1b", '{"reason": "did not know"}', "did not know", { inputs: didNotKnow }),
  ],
  structured: [
    object("good", "conflict", { reason: "conflict" }, "conflict"),
    object("good", "forgot", { reason: "forgot" }, "forgot", { inputs: forgot }),
    object("good", "did not know", { reason: "did not know" }, "did not know", { inputs: didNotKnow }),
    object("format", "underscores", { reason: "not_interested" }, "not interested", { inputs: notInterested }),
    object("renamed-field", "category", { category: "conflict" }, "conflict"),
    object("extra-field", "explanation beside", { reason: "conflict", explanation: "she had to run the trains" }, "conflict"),
    object("nested-json", "tool-call wrapper", { name: "absence_reason", arguments: { reason: "conflict" } }, "conflict"),
    object("malformed", "not one of the six", { reason: "work" }, "fallback"),
    rawAnswer("format", "Python dict", "{'reason': 'conflict'}", "conflict"),
    rawAnswer("cut-off", "cut", '{"reason": "conf', "fallback", { finishReason: "length" }),
  ],
});
