import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, grokReasoning, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const line = (n: number) => `Answer: Option ${n}`;
const why = "Kofi only needs a minute to take his cheese; Ingrid can wait and then turn the wheels.";

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs: INPUTS.decide_to_react,
  text: [
    text("good", "grok-3-mini", line(1), "wait"),
    text("good", "o4-mini", line(1), "wait"),
    text("good", "internlm-3", line(1), "wait"),
    text("good", "command-a", line(2), "continue"),
    text("good", "claude-sonnet-4", `${line(1)}\n\n${why}`, "wait"),
    text("good", "llamacpp-grammar", line(1), "wait"),
    text("good", "nemotron-nano", think(why, line(1)), "wait"),
    text("format", "nemotron-nano", thinkOff(line(1)), "wait"),
    text("format", "claude-sonnet-4", tag("answer", "Option 1"), "wait"),
    text("format", "tgi-stop", tgiStop(line(1)), "wait"),
    text("format", "internlm-3", eos(line(2), "<|im_end|>"), "continue"),
    text("format", "grok-3-mini", grokReasoning(why, "Option 1"), "wait"),
    text("format", "o4-mini", "1", "wait"),
    text("format", "jamba-1.7", `**${line(1)}** — wait until Kofi has his cheese.`, "wait"),
    text("format", "gpt-sw3", "Svar: Alternativ 1", "wait"),
    text("format", "gigachat", "Ответ: Вариант 1", "wait"),
    text("format", "meltemi", "Απάντηση: Επιλογή 2", "continue"),
    text("nested-json", "hermes-3", toolCall("choose_option", { option: 1 }), "wait"),
    text("number-words", "yi-1.5", "Answer: Option one", "wait"),
    text("format", "internlm-3", "Answer: Option 1 or Option 2", "fallback"),
    text("placeholder", "yi-1.5", 'Answer: Option <1 or 2>', "fallback"),
    text("refusal", "safety-tuned", "I can't make choices about another person's behaviour.", "fallback"),
    text("loop", "internlm-3", "Answer: Option Option Option Option Option Option Option Option Option Option Option Option", "fallback"),
    capped("nemotron-nano", "<think>\nIngrid is patient and Kofi is only collecting a cheese, so waiting seems right, but the grader", "fallback"),
    text("ellipsis", "llamacpp-grammar", "Answer:", "fallback"),
  ],
  structured: [
    object("good", "wait", { option: 1 }, "wait"),
    object("good", "continue", { option: 2 }, "continue"),
    object("string-value", "a string", { option: "1" }, "wait"),
    object("renamed-field", "choice", { choice: 1 }, "wait"),
    object("extra-field", "reason beside", { option: 1, reason: why }, "wait"),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ option: 2 }), "continue"),
    rawAnswer("format", "whitespace to the cap", whitespaceTail('{"option": 1}'), "wait"),
    rawAnswer("cut-off", "cut", '{"option": ', "fallback", { finishReason: "length" }),
    object("malformed", "option 3", { option: 3 }, "fallback"),
  ],
});
