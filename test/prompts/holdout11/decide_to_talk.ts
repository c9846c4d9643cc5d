import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_talk;
const justTalked = { ...inputs, lastChat: { created: "2028-10-17T10:12:00", description: "the trial entry form" } };
const A = (v: string) => `Answer in yes or no: ${v}`;
const why = "Priya is at his counter with a trial entry form in her hand and he still needs two novice entries; they last talked a week ago.";

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", A("yes"), true),
    text("good", "claude-haiku-4.5", A("yes"), true),
    text("good", "gemini-2.5-flash", A("yes") + "\n", true),
    text("good", "qwen3-nothink", A("yes"), true),
    text("good", "kimi-k2", A("yes"), true),
    text("good", "llama-3.3-70b", A("yes"), true),
    text("good", "command-r", A("yes"), true),
    text("good", "gemma-3n", A("yes"), true),
    text("good", "smollm3", A("yes"), true),
    text("good", "magistral", magThink(why, A("yes")), true),
    text("good", "deepseek-r1-distill", think(why, A("yes")), true),
    text("good", "gpt-oss-20b", harmony(why, A("yes")), true),
    text("good", "claude-haiku-4.5", `${A("yes")}\n\n${why}`, true),
    text("good", "gpt-5-mini", A("no"), false, { inputs: justTalked }),
    text("good", "gemini-2.5-flash", `${A("no")}\n\nThey spoke about the entry form eight minutes ago.`, false, { inputs: justTalked }),
    text("format", "ollama-q4", eot(A("yes")), true),
    text("format", "qwen3-nothink", ollamaThinking(why, A("yes")), true),
    text("format", "gpt-oss-20b", tag("final", A("yes")), true),
    text("format", "gpt-5-mini", "yes", true),
    text("format", "smollm3", "Yes.", true),
    text("format", "llama-3.3-70b", `**${A("Yes")}**`, true),
    text("format", "claude-haiku-4.5", preamble("Weighing it up:", A("yes")), true),
    text("format", "gemma-3n", "Answer in yes or no: YES", true),
    text("format", "gemini-2.5-flash", "Answer in yes or no: yes — she's right at his counter and he needs novice entries.", true),
    text("format", "kimi-k2", '{"answer": "yes"}', true),
    text("format", "gemini-2.5-flash", "Respuesta (sí o no): sí", true),
    text("format", "kimi-k2", "Antwort in ja oder nein: ja", true),
    text("format", "command-r", "Réponse par oui ou non : oui", true),
    text("format", "qwen3-nothink", "用是或否回答：是", true),
    text("format", "gemma-3n", "Evet ya da hayır: evet", true),
    text("string-value", "smollm3", A("true"), true),
    text("prefix-repeat", "ollama-q4", `Answer in yes or no: ${A("yes")}`, true),
    text("loop", "ollama-q4", `${A("yes")}\n${A("yes")}\n${A("yes")}\n${A("yes")}`, true),
    text("format", "llama-3.3-70b", `${A("no")}\n\nWait, actually — she's holding an entry form and he needs entries. ${A("yes")}`, true),
    text("format", "command-r", `${A("yes")}\n${A("no")}`, "fallback"),
    text("placeholder", "smollm3", A("<yes or no>"), "fallback"),
    text("format", "gemma-3n", 'Reply with a single line, either "Answer in yes or no: yes" or "Answer in yes or no: no".', "fallback"),
    text("refusal", "safety-tuned", "I can't predict what a real person would choose to do.", "fallback"),
    text("loop", "ollama-q4", "Declan Ferris would would would would would would would would would would would would", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} On the other hand he is pinning up a notice, which takes a minute, and`, "fallback"),
    text("ellipsis", "gemma-3n", A("..."), "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: "yes" }, true),
    object("good", "no", { answer: "no" }, false, { inputs: justTalked }),
    object("format", "capitalised", { answer: "Yes" }, true),
    object("string-value", "boolean", { answer: true }, true),
    object("string-value", "false string", { answer: "false" }, false, { inputs: justTalked }),
    object("renamed-field", "decision", { decision: "yes" }, true),
    object("extra-field", "reasoning first", { reasoning: why, answer: "yes" }, true),
    object("nested-json", "under result", { result: { answer: "yes" } }, true),
    rawAnswer("format", "fenced", fence("json", '{"answer": "yes"}'), true),
    rawAnswer("format", "yes line as raw text", A("yes"), true),
    rawAnswer("cut-off", "cut", '{"answer": "y', "fallback", { finishReason: "length" }),
    object("malformed", "maybe", { answer: "maybe" }, "fallback"),
    object("placeholder", "both", { answer: "yes|no" }, "fallback"),
  ],
});
