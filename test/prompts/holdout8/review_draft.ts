import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.review_draft;
const R1 = "The notice is short and lively, and the tide warning is a good touch. Add the date, Saturday 19 June, so nobody mistakes which Saturday it is.";
const R2 = "Clear and cheerful. I would give the lugger race its start time, 11am, since that is what most visitors will come for.";
const R3 = "It reads well and covers the essentials. One change: say when the causeway closes on Saturday instead of just 'mind the tide'.";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", R1, R1),
    text("good", "gemma-3", `${R2}\n`, R2),
    text("good", "phi-4", R3, R3),
    text("good", "deepseek-v3", R1, R1),
    text("good", "mixtral", R2, R2),
    text("good", "olmo-2", R3, R3),
    text("good", "yi-34b", R1, R1),
    text("good", "hermes", R2, R2),
    text("good", "aya", R3, R3),
    text("good", "gpt-4o-mini", R1, R1),
    text("format", "qwq", `Okay, so the draft has the place, the day and the time, the events and a tide warning. What's missing? The actual date, June 19.\n\n${R1}`, R1),
    text("format", "mixtral", `${R2}</s>`, R2),
    text("format", "llama-3.3-70b", `${R3}<|eot_id|>`, R3),
    text("format", "olmo-2", `Assistant: ${R1}`, R1),
    text("format", "phi-4", R3.replace(/'/g, "&#39;"), R3),
    text("format", "hermes", `${R2}\\n`, R2),
    text("format", "yi-34b", `${R1}\n\nUser: Thanks, here is the new draft.\nAssistant: Looks good now.`, R1),
    text("format", "aya", "O aviso é curto e animado. Acrescente a data, sábado 19 de junho.", "O aviso é curto e animado. Acrescente a data, sábado 19 de junho."),
    text("format", "gemma-3", `Option A: ${R1}\nOption B: ${R2}`, "fallback"),
    text("refusal", "aya", "I'm sorry, I can't review this without the full draft.", "fallback"),
    capped("llama-3.3-70b", "The notice is short and lively, and the tide warning is a good touch. Add the", "fallback"),
    capped("qwq", "Okay, so reviewing the draft. It says Saturday but not the date. It mentions the lugger race but", "fallback"),
    text("ellipsis", "olmo-2", "", "fallback"),
    text("good", "qwq", `Okay, what works and one change.\n\n${R2}`, R2),
    text("good", "phi-4", R1, R1),
    text("good", "gemma-3", R3, R3),
  ],
  structured: [
    object("good", "valid", { text: R1 }, R1),
    object("good", "other", { text: R3 }, R3),
    object("renamed-field", "review", { review: R2 }, R2),
    object("extra-field", "score beside", { text: R1, score: 8 }, R1),
    object("ellipsis", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "prose", R2, R2),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ text: R3 }).repeat(2), R3),
    rawAnswer("cut-off", "cut", '{"text": "The notice is short', "fallback", { finishReason: "length" }),
  ],
});
