import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_react;
const A = (n: number) => `Answer: Option ${n}`;
const why = "Declan is only measuring the course with a tape; it takes a few minutes, and sending Fly out across his tape would be rude and risky.";

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", A(1), "wait"),
    text("good", "claude-haiku-4.5", A(1), "wait"),
    text("good", "gemini-2.5-flash", A(1) + "\n", "wait"),
    text("good", "qwen3-nothink", A(1), "wait"),
    text("good", "kimi-k2", A(1), "wait"),
    text("good", "llama-3.3-70b", A(2), "continue"),
    text("good", "command-r", A(1), "wait"),
    text("good", "gemma-3n", A(1), "wait"),
    text("good", "smollm3", A(2), "continue"),
    text("good", "magistral", magThink(why, A(1)), "wait"),
    text("good", "deepseek-r1-distill", think(why, A(1)), "wait"),
    text("good", "gpt-oss-20b", harmony(why, A(1)), "wait"),
    text("good", "claude-haiku-4.5", `${A(1)}\n\n${why}`, "wait"),
    text("format", "ollama-q4", eot(A(1)), "wait"),
    text("format", "qwen3-nothink", ollamaThinking(why, A(1)), "wait"),
    text("format", "gpt-oss-20b", tag("final", A(1)), "wait"),
    text("format", "kimi-k2", "**Answer:** Option 1", "wait"),
    text("format", "gpt-5-mini", "Option 1", "wait"),
    text("format", "smollm3", "1", "wait"),
    text("format", "gemini-2.5-flash", "Answer: Option 1 — wait until Declan has finished measuring out the course.", "wait"),
    text("format", "llama-3.3-70b", "Answer: option two", "continue"),
    text("format", "claude-haiku-4.5", preamble("Priya is patient with people on the field.", A(1)), "wait"),
    text("format", "gemma-3n", "Answer: Option ①", "wait"),
    text("format", "kimi-k2", "Answer: Option 1 (wait)", "wait"),
    text("format", "gemini-2.5-flash", "Respuesta: Opción 1", "wait"),
    text("format", "command-r", "Réponse : Option 1", "wait"),
    text("format", "qwen3-nothink", "答案：选项1", "wait"),
    text("format", "kimi-k2", "Antwort: Option 2", "continue"),
    text("format", "gemma-3n", '{"option": 1}', "wait"),
    text("number-words", "smollm3", "Answer: Option one", "wait"),
    text("loop", "ollama-q4", `${A(1)}\n${A(1)}\n${A(1)}`, "wait"),
    text("format", "llama-3.3-70b", `${A(2)}\n\nWait, actually, Priya would not send Fly across his tape. ${A(1)}`, "wait"),
    text("format", "command-r", "Answer: Option 1 or Option 2", "fallback"),
    text("placeholder", "smollm3", "Answer: Option <n>", "fallback"),
    text("format", "gemma-3n", 'Reply with a single line, either "Answer: Option 1" or "Answer: Option 2".', "fallback"),
    text("refusal", "safety-tuned", "I'm not comfortable deciding how a person should treat someone in their way.", "fallback"),
    text("loop", "ollama-q4", "Priya Nair would would would would would would would would would would would would", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} But Priya is determined and the trials are on Saturday, so maybe she`, "fallback"),
    text("ellipsis", "gemma-3n", "Answer: ...", "fallback"),
  ],
  structured: [
    object("good", "option 1", { option: 1 }, "wait"),
    object("good", "option 2", { option: 2 }, "continue"),
    object("string-value", "string 1", { option: "1" }, "wait"),
    object("string-value", "Option 1 string", { option: "Option 1" }, "wait"),
    object("renamed-field", "choice", { choice: 1 }, "wait"),
    object("extra-field", "reasoning beside", { reasoning: why, option: 1 }, "wait"),
    object("nested-json", "under answer", { answer: { option: 1 } }, "wait"),
    rawAnswer("format", "fenced", fence("json", '{"option": 1}'), "wait"),
    rawAnswer("format", "answer line as raw", A(1), "wait"),
    rawAnswer("cut-off", "cut", '{"opti', "fallback", { finishReason: "length" }),
    object("malformed", "3", { option: 3 }, "fallback"),
    object("malformed", "0", { option: 0 }, "fallback"),
  ],
});
