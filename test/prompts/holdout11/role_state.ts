import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_state;
const done = { ...inputs, previousState: 2, history: [...inputs.history, { role: "assistant", content: "I have sent the running order to the judge, Mr Dent, and he has confirmed it." }] };
const why = "Stage 1 (draw up the running order) is done: a first running order exists. Next is sending it to the judge.";

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", "2", 2),
    text("good", "claude-haiku-4.5", "2", 2),
    text("good", "gemini-2.5-flash", "2\n", 2),
    text("good", "qwen3-nothink", "2", 2),
    text("good", "kimi-k2", "2", 2),
    text("good", "llama-3.3-70b", "1", 1),
    text("good", "command-r", "2", 2),
    text("good", "gemma-3n", "2", 2),
    text("good", "smollm3", "-1", -1, { inputs: done }),
    text("good", "claude-haiku-4.5", "-1", -1, { inputs: done }),
    text("good", "magistral", magThink(why, "2"), 2),
    text("good", "deepseek-r1-distill", think(why, "2"), 2),
    text("good", "gpt-oss-20b", harmony(why, "2"), 2),
    text("format", "ollama-q4", eot("2"), 2),
    text("format", "qwen3-nothink", ollamaThinking(why, "2"), 2),
    text("format", "gpt-oss-20b", tag("final", "2"), 2),
    text("format", "claude-haiku-4.5", preamble("The running order has been drafted.", "2"), 2),
    text("format", "gemini-2.5-flash", "2\n\nThe running order is drafted, so it goes to the judge next.", 2),
    text("format", "llama-3.3-70b", "**2**", 2),
    text("format", "gpt-5-mini", "Stage 2", 2),
    text("label", "gemma-3n", "Next stage: 2", 2),
    text("format", "smollm3", "2: send the running order to the judge", 2),
    text("format", "kimi-k2", '{"stage": 2}', 2),
    text("format", "command-r", "2.", 2),
    text("format", "gemini-2.5-flash", "Etapa 2", 2),
    text("format", "qwen3-nothink", "阶段 2", 2),
    text("format", "kimi-k2", "Stufe 2", 2),
    text("number-words", "smollm3", "two", 2),
    text("number-words", "ollama-q4", "minus one", -1, { inputs: done }),
    text("stage-reasoning", "llama-3.3-70b", "We were in stage 1, so the next stage is 2.", 2),
    text("stage-reasoning", "gemma-3n", "The last stage was 1 (draw up the running order). Next: 2", 2),
    text("number-in-text", "gemini-2.5-flash", "2 (the running order for the 9am novice class and the 11am open is drafted)", 2),
    text("loop", "ollama-q4", "2\n2\n2\n2", 2),
    text("format", "llama-3.3-70b", "1\n\nWait, actually, the running order is already drafted. 2", 2),
    text("format", "command-r", "1 or 2", "fallback"),
    text("format", "gemma-3n", "3", "fallback"),
    text("placeholder", "smollm3", "<stage number>", "fallback"),
    text("refusal", "safety-tuned", "I'm not sure I have enough context to choose a stage.", "fallback"),
    text("loop", "ollama-q4", "22222222222222222222222222222222", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} But has the judge`, "fallback"),
    text("ellipsis", "gemma-3n", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { stage: 2 }, 2),
    object("good", "done", { stage: -1 }, -1, { inputs: done }),
    object("string-value", "string", { stage: "2" }, 2),
    object("renamed-field", "next_stage", { next_stage: 2 }, 2),
    object("extra-field", "reason beside", { stage: 2, reason: why }, 2),
    object("nested-json", "under answer", { answer: { stage: 2 } }, 2),
    rawAnswer("format", "fenced", fence("json", '{"stage": 2}'), 2),
    rawAnswer("format", "number as raw text", "2", 2),
    rawAnswer("cut-off", "cut", '{"stage": ', "fallback", { finishReason: "length" }),
    object("malformed", "out of range", { stage: 5 }, "fallback"),
    object("malformed", "-2", { stage: -2 }, "fallback"),
  ],
});
