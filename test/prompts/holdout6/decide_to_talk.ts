import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_talk;

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer in yes or no: yes", true),
    text("good", "gemma-2-9b", "Answer in yes or no: yes\n", true),
    text("good", "phi-3-mini", "Answer in yes or no: yes\n\nWen is waiting for the ferry anyway and owes Tobias a scarf, so she would say hello.", true),
    text("good", "llama-3.1-70b", "Answer in yes or no: no", false),
    text("good", "claude", "Here's my reasoning: Wen is standing right there while Tobias ties up, and they have business about Friday.\n\nAnswer in yes or no: yes", true),
    text("good", "command-r", "Answer in yes or no: yes", true),
    text("good", "0.5b", "yes", true),
    text("good", "deepseek-r1-distill", "<think>\nWen waits for the ferry. Tobias is tying up. They talked three days ago about the stall; she owes him a scarf. It's natural to chat.\n</think>\n\nAnswer in yes or no: yes", true),
    text("good", "qwen2.5-7b", "Answer in yes or no: No", false),
    text("good", "gpt-3.5", "Yes", true),
    text("good", "llama-3-8b", "Answer in yes or no: yes", true),
    text("format", "gemma-2-9b", "**Answer in yes or no:** yes", true),
    text("format", "command-r", "ANSWER IN YES OR NO: YES", true),
    text("format", "claude", "## Decision\n\n**Yes**. Wen would start a conversation; she is waiting anyway.", true),
    text("format", "phi-3-mini", "<answer>yes</answer>", true),
    text("format", "llama-3.1-70b", "Answer in yes or no: yes\r\n", true),
    text("format", "qwen2.5-7b", "Respuesta: sí", true),
    text("format", "gpt-4o-mini", "Answer in yes or no: no. Wait, actually, they have Friday's crossing to settle, so yes.", true),
    text("format", "gemma-2-9b", "Probably yes.", true),
    text("format", "deepseek-r1-distill", "<think>\nTobias is busy tying up; interrupting him might be rude. But she's waiting anyway and they know each other well.\n</think>\n\nI'd guess no, Tobias is busy with the ropes.", false),
    text("format", "command-r", "Yes and no: she might wave, but not start a proper talk.", "fallback"),
    text("format", "llama-3.1-70b", "Answer in yes or no: yes\nAnswer in yes or no: no", "fallback"),
    text("format", "0.5b", "Answer in yes or no: yes\" or \"Answer in yes or no: no", "fallback"),
    text("number-in-text", "phi-3-mini", "They talked 3 days ago, which is recent, but it was about business. Answer in yes or no: yes", true),
    text("string-value", "gpt-3.5", "true", true),
    text("refusal", "refusal", "I'm sorry, but I can't make decisions on behalf of real people.", "fallback"),
    text("refusal", "claude", "I'd rather not guess what Wen would do without knowing more about her mood. Could you share more context?", "fallback"),
    text("ellipsis", "0.5b", "", "fallback"),
    text("placeholder", "0.5b", "Answer in yes or no: <yes or no>", "fallback"),
    text("loop", "0.5b", "yes yes yes yes yes yes yes yes yes yes", true),
    capped("deepseek-r1-distill", "<think>\nLet me weigh this. Wen is waiting for the ferry with a crate of scarves. Tobias is tying up the ferry. They last talked on November 13 about the stall. She owes him a scarf. On one hand", "fallback"),
    capped("claude", "Here's how I'd think about it: Wen and Tobias know each other, and", "fallback"),
  ],
  structured: [
    object("good", "yes", { answer: "yes" }, true),
    object("good", "no", { answer: "no" }, false),
    object("string-value", "capitalised", { answer: "Yes" }, true),
    object("malformed", "a boolean", { answer: true }, true),
    object("renamed-field", "decision", { decision: "yes" }, true),
    object("extra-field", "reason beside", { answer: "no", reason: "Tobias is busy tying up" }, false),
    object("refusal", "unsure", { answer: "maybe" }, "fallback"),
    rawAnswer("format", "prose", "Answer in yes or no: yes", true),
    rawAnswer("format", "YAML", "answer: no", false),
    rawAnswer("format", "two objects, the second a correction", '{"answer": "no"}\nSorry, correction: {"answer": "yes"}', true),
    rawAnswer("cut-off", "cut", '{"answer": "', "fallback", { finishReason: "length" }),
  ],
});
