import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, fullWidth, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_talk;

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "Answer in yes or no: yes", true),
    text("good", "llama-4-scout", "Answer in yes or no: yes\n", true),
    text("good", "granite-3", "Answer in yes or no: no", false),
    text("good", "nemotron", "Answer in yes or no: yes", true),
    text("good", "hermes-3", "yes", true),
    text("good", "aya-expanse", "Answer in yes or no: yes", true),
    text("good", "phi-4", "Answer in yes or no: yes\n\nOliver is standing right at the landing stage and Ines has news about the ferry stopping that he needs.", true),
    text("good", "gemma-3", "Answer in yes or no: **yes**", true),
    text("good", "olmo-2", "Answer in yes or no: no\n\nShe is busy reading the gauge and they spoke only a week ago.", false),
    text("good", "qwen3-think", qthink("Ines is at the landing stage reading the gauge. Oliver waits for the ferry. She thinks the ferry will stop this afternoon, so she'd tell him. Yes.", "Answer in yes or no: yes"), true),
    text("format", "deepseek-v3", "**Answer in yes or no:** yes", true),
    text("format", "mistral-small-3", "{'answer': 'yes'}", true),
    text("format", "granite-3", html("Answer in yes or no: yes"), true),
    text("format", "nemotron", boxed("\\text{yes}"), true),
    text("format", "hermes-3", heading("Yes — Ines would tell Oliver the ferry may stop this afternoon."), true),
    text("format", "aya-expanse", "Sim, a Ines começaria uma conversa com o Oliver.", true),
    text("format", "aya-expanse", "Nie, Ines nie zacznie rozmowy.", false),
    text("format", "llama-4-scout", "Final answer: yes", true),
    text("format", "gemma-3", "はい", true),
    text("format", "phi-4", "Ya, Ines akan menyapa Oliver.", true),
    text("format", "olmo-2", "Ja", true),
    text("format", "qwen3-think", tag("answer", "yes"), true),
    text("format", "granite-3", fullWidth("YES"), true),
    text("format", "hermes-3", fence("", "Answer in yes or no: no"), false),
    text("format", "nemotron", "The answer is embedded here: {\"answer\": \"yes\"} since Ines has news for him.", true),
    text("label", "deepseek-v3", "Answer in yes or no: yes (she needs to warn him the ferry may stop)", true),
    text("prefix-repeat", "mistral-small-3", "Answer in yes or no: Answer in yes or no: yes", true),
    text("placeholder", "llama-4-scout", "Answer in yes or no: <yes or no>", "fallback"),
    text("format", "gemma-3", "Answer in yes or no: yes or no", "fallback"),
    text("ellipsis", "q3-3b", "...", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to predict what a real person would choose to do in a social situation.", "fallback"),
    text("loop", "q3-3b", "Answer in yes or no: yes\nAnswer in yes or no: yes\nAnswer in yes or no: yes\nAnswer in yes or no: yes", true),
    text("format", "phi-4", "Answer in yes or no: no. Wait, actually — she thinks the ferry will stop, so she must tell him. Answer in yes or no: yes", true),
    capped("qwen3-think", "<think>\nInes is reading the river gauge. Oliver Ashdown is waiting for the ferry with bird charts. They last talked on March 7 about the swans. She thinks the ferry", "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: "yes" }, true),
    object("good", "no", { answer: "no" }, false),
    object("string-value", "boolean", { answer: true }, true),
    object("format", "capitalised", { answer: "Yes" }, true),
    object("renamed-field", "decision", { decision: "yes" }, true),
    object("extra-field", "reason beside", { answer: "no", reason: "they talked a week ago" }, false),
    rawAnswer("format", "python dict", "{'answer': 'yes'}", true),
    rawAnswer("format", "trailing comma", '{"answer": "yes",}', true),
    rawAnswer("format", "comment inside", '{\n  // she has news for him\n  "answer": "yes"\n}', true),
    rawAnswer("cut-off", "cut", '{"answer": "', "fallback", { finishReason: "length" }),
    object("malformed", "maybe", { answer: "maybe" }, "fallback"),
  ],
});
