import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.conversation_summary;
const C1 = "conversing about carrying Wen's market stall across on the ferry on Friday";
const C2 = "conversing about Friday's ferry crossing for the night market";
const C3 = "conversing about taking Wen's scarves across the river";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", C1, C1),
    text("good", "gemma-2-9b", `${C2}\n`, C2),
    text("good", "phi-3-mini", `${C3}\n\nThey agreed on half past four.`, C3),
    text("good", "llama-3.1-70b", C1, C1),
    text("good", "claude", `Here's a short summary: ${C2}`, C2),
    text("good", "command-r", C2, C2),
    text("good", "0.5b", C3, C3),
    text("good", "deepseek-r1-distill", `<think>\nStall across on Friday, half four, a blue scarf.\n</think>\n\n${C1}`, C1),
    text("good", "qwen2.5-7b", `${C2}.`, C2),
    text("format", "claude", `**${C1}**`, C1),
    text("format", "gemma-2-9b", `"${C2}"`, C2),
    text("format", "command-r", C2.toUpperCase(), C2.toUpperCase()),
    text("format", "phi-3-mini", `Conversing about Friday's ferry crossing for the night market`, C2),
    text("format", "llama-3.1-70b", "Friday's ferry crossing for the night market", C2),
    text("format", "qwen2.5-7b", "conversando sobre el cruce del ferry del viernes", "conversando sobre el cruce del ferry del viernes"),
    text("format", "gpt-4o-mini", `${C2} 🧣⛴️`, C2),
    text("format", "gemma-2-9b", `${C3}\n\nWait, actually, more precisely: ${C1}`, C1),
    text("prefix-repeat", "0.5b", "conversing about conversing about Friday's ferry crossing for the night market", C2),
    text("placeholder", "0.5b", "conversing about the bake sale next week", "fallback"),
    text("label", "command-r", `Summary: ${C2}`, C2),
    text("refusal", "refusal", "I'm sorry, I can't summarise private conversations.", "fallback"),
    text("ellipsis", "0.5b", "conversing about ...", "fallback"),
    capped("claude", "conversing about carrying Wen's market stall across", "fallback"),
    capped("deepseek-r1-distill", "<think>\nWen asks Tobias to take her stall and forty scarves across on Friday at five. Tobias says half four. She offers a scarf; he wants a blue one. So the topic", "fallback"),
    text("good", "llama-3.1-70b", C2, C2),
    text("good", "command-r", C1, C1),
    text("good", "phi-3-mini", C1, C1),
    text("cut-off", "deepseek-r1-distill", "<think>\nThe stall, Friday, half four, a blue scarf. So: conversing about", "fallback"),
    text("format", "claude", `${C2}\n\nLet me know if you need a longer summary!`, C2),
    text("format", "gemma-2-9b", `${C2}, or more simply, conversing about scarves`, "fallback"),
    text("prefix-repeat", "gemma-2-9b", `Conversing about: ${C2}`, C2),
    text("good", "gemma-2-9b", C1, C1),
    text("good", "0.5b", C2, C2),
    text("good", "claude", C3, C3),
  ],
  structured: [
    object("good", "valid", { topic: C1 }, C1),
    object("good", "another", { topic: C2 }, C2),
    object("format", "without the prefix", { topic: "Friday's ferry crossing for the night market" }, C2),
    object("renamed-field", "summary", { summary: C3 }, C3),
    object("extra-field", "participants beside", { participants: ["Wen Castellano", "Tobias Okafor"], topic: C2 }, C2),
    object("refusal", "empty", { topic: "" }, "fallback"),
    rawAnswer("format", "prose", C1, C1),
    rawAnswer("cut-off", "cut", '{"topic": "conversing ab', "fallback", { finishReason: "length" }),
    object("good", "third", { topic: C3 }, C3),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"topic": "conversing about Friday's ferry crossing for the night market"}\nHope this helps!`, C2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "topic": "conversing about Friday's ferry crossing for the night market"\r\n}` + "\r\n```", C2),
    rawAnswer("format", "smart quotes", `{“topic”: “conversing about Friday's ferry crossing for the night market”}`, C2),
    rawAnswer("format", "in tags", `<answer>{"topic": "conversing about Friday's ferry crossing for the night market"}</answer>`, C2),
  ],
});
