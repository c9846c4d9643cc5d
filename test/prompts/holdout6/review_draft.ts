import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.review_draft;
const R1 = "The leaflet is lively and gives the day, time and place clearly. Add where the late ferries leave from, so visitors from across the river know where to wait.";
const R2 = "Good energy and all the key facts. I'd put the date on its own line at the top so it stands out.";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", R1, R1),
    text("good", "gemma-2-9b", `${R2}\n`, R2),
    text("good", "phi-3-mini", R1, R1),
    text("good", "llama-3.1-70b", R2, R2),
    text("good", "command-r", R1, R1),
    text("good", "0.5b", R2, R2),
    text("good", "deepseek-r1-distill", `<think>\nIt's clear and short. Missing: where the ferries leave.\n</think>\n\n${R1}`, R1),
    text("good", "qwen2.5-7b", R2, R2),
    text("label", "claude", `Here's my review:\n\n${R1}`, R1),
    text("label", "command-r", `**Review:** ${R2}`, R2),
    text("format", "gemma-2-9b", `${R1}\r\n`, R1),
    text("format", "qwen2.5-7b", "El folleto es animado y claro. Añadiría desde dónde salen los ferris nocturnos.", "El folleto es animado y claro. Añadiría desde dónde salen los ferris nocturnos."),
    text("format", "llama-3.1-70b", `“${R2}”`, R2),
    text("refusal", "refusal", "I'm sorry, but I can't review this content.", "fallback"),
    text("ellipsis", "0.5b", "", "fallback"),
    text("placeholder", "0.5b", "Review the most recent draft above.", "fallback"),
    text("loop", "0.5b", "Good. Good. Good. Good. Good. Good. Good. Good. Good. Good. Good. Good.", "fallback"),
    capped("claude", "The leaflet is lively and gives the day, time and place clearly. Add where the late", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe draft: \"Come to the Lantern Night Market! Forty stalls...\" What works: energy, facts. What's missing? The ferry: where does it", "fallback"),
    text("good", "claude", R2, R2),
    text("good", "gemma-2-9b", R1, R1),
    text("good", "command-r", R2, R2),
    text("cut-off", "deepseek-r1-distill", "<think>\nThe draft is lively. Missing where the ferries leave from. Suggest", "fallback"),
    text("label", "llama-3.1-70b", `${R1}\n\nI hope this feedback helps!`, R1),
    text("good", "phi-3-mini", R2, R2),
    text("good", "llama-3.1-70b", R1, R1),
    text("good", "0.5b", R1, R1),
  ],
  structured: [
    object("good", "valid", { text: R1 }, R1),
    object("good", "another", { text: R2 }, R2),
    object("renamed-field", "review", { review: R2 }, R2),
    object("extra-field", "rating beside", { rating: 8, text: R1 }, R1),
    object("refusal", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "plain text", R1, R1),
    rawAnswer("cut-off", "cut", '{"text": "The leaflet is', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"text": ${JSON.stringify(R2)}}\nHope this helps!`, R2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "text": ${JSON.stringify(R2)}\r\n}` + "\r\n```", R2),
    rawAnswer("format", "in tags", `<answer>{"text": ${JSON.stringify(R2)}}</answer>`, R2),
  ],
});
