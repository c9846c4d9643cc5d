import { absenceReasonPrompt } from "../../../prompts/experiment/absenceReason.js";
import type { AbsenceReason } from "../../../state/experimentSpec.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.absence_reason;
const forgot = { ...inputs, answer: "Oh no, was that Wednesday? It went clean out of my head." };
const bored = { ...inputs, answer: "Book swaps aren't my thing. I read tide tables." };

export default corpusOf<AbsenceReason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", '{"reason": "conflict"}', "conflict"),
    text("good", "gemma-3", '{"reason": "conflict"}\n', "conflict"),
    text("good", "phi-4", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "deepseek-v3", '{"reason": "conflict"}', "conflict"),
    text("good", "mixtral", ' {"reason": "not interested"}', "not interested", { inputs: bored }),
    text("good", "olmo-2", '{"reason": "conflict"}', "conflict"),
    text("good", "yi-34b", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "hermes", '{"reason": "conflict"}', "conflict"),
    text("good", "aya", '{"reason": "conflict"}', "conflict"),
    text("good", "gpt-4o-mini", '{"reason": "conflict"}', "conflict"),
    text("format", "qwq", 'Okay, so Beatriz says the causeway was flooded and she had to sit in the refuge box until ten. That is something else she had to do at that time, so it\'s a conflict.\n\n{"reason": "conflict"}', "conflict"),
    text("format", "deepseek-v3", "```json\n{\"reason\": \"conflict\"}\n```", "conflict"),
    text("format", "mixtral", '{"reason": "conflict"}</s>', "conflict"),
    text("format", "llama-3.3-70b", '{"reason": "conflict"}<|eot_id|>', "conflict"),
    text("format", "hermes", '<tool_call>\n{"name": "classify", "arguments": {"reason": "conflict"}}\n</tool_call>', "conflict"),
    text("format", "gemma-3", "reason=conflict", "conflict"),
    text("format", "olmo-2", '{"reason": "conflict"}{"reason": "conflict"}', "conflict"),
    text("format", "phi-4", '{"reason": "not_interested"}', "not interested", { inputs: bored }),
    text("format", "yi-34b", '{"reason": "conflict"}\n\nUser: And Desmond?\nAssistant: {"reason": "forgot"}', "conflict"),
    text("format", "aya", "Conflict: she had to watch the causeway.", "conflict"),
    text("format", "deepseek-v3", 'Option A: {"reason": "conflict"}\nOption B: {"reason": "other"}', "fallback"),
    text("format", "mixtral", '{"reason": "conflict" | "other"}', "fallback"),
    text("format", "gemma-3", '{"reason": "work"}', "fallback"),
    text("refusal", "aya", "I'm sorry, I can't classify personal reasons.", "fallback"),
    capped("qwq", "Okay, so was it a conflict or something else? The causeway flooding is an external event, she", "fallback"),
    text("good", "qwq", 'Okay, she was busy watching the flooded causeway.\n\n{"reason": "conflict"}', "conflict"),
    text("good", "phi-4", '{"reason": "conflict"}', "conflict"),
    text("good", "gemma-3", '{"reason": "not interested"}', "not interested", { inputs: bored }),
  ],
  structured: [
    object("good", "conflict", { reason: "conflict" }, "conflict"),
    object("good", "forgot", { reason: "forgot" }, "forgot", { inputs: forgot }),
    object("good", "not interested", { reason: "not interested" }, "not interested", { inputs: bored }),
    object("format", "capitalised", { reason: "Conflict" }, "conflict"),
    object("renamed-field", "category", { category: "conflict" }, "conflict"),
    object("extra-field", "quote beside", { reason: "conflict", quote: "I had to sit in the refuge box" }, "conflict"),
    object("malformed", "unknown reason", { reason: "flood" }, "fallback"),
    rawAnswer("format", "streaming duplicate", '{"reason": "conflict"}{"reason": "conflict"}', "conflict"),
    rawAnswer("cut-off", "cut", '{"reason": "confl', "fallback", { finishReason: "length" }),
  ],
});
