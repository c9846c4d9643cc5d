import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, grokReasoning, rtl, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const line = (v: string) => `Answer in yes or no: ${v}`;
const why = "Elin wants the race kept off her meadow and Kofi is right there pinning up the race map, so she'd speak up.";

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs: INPUTS.decide_to_talk,
  text: [
    text("good", "grok-3-mini", line("yes"), true),
    text("good", "o4-mini", line("yes"), true),
    text("good", "internlm-3", line("yes"), true),
    text("good", "command-a", line("yes") + "\n", true),
    text("good", "claude-sonnet-4", line("yes"), true),
    text("good", "llamacpp-grammar", line("yes"), true),
    text("good", "yi-1.5", line("no"), false),
    text("good", "nemotron-nano", think(why, line("yes")), true),
    text("format", "nemotron-nano", thinkOff(line("yes")), true),
    text("format", "claude-sonnet-4", tag("answer", line("yes")), true),
    text("format", "tgi-stop", tgiStop(line("yes")), true),
    text("format", "internlm-3", eos(line("yes"), "<|im_end|>"), true),
    text("format", "grok-3-mini", grokReasoning(why, "yes"), true),
    text("format", "o4-mini", "Yes", true),
    text("format", "jamba-1.7", `**${line("Yes")}**\n\n${why}`, true),
    text("format", "gpt-sw3", "Svara ja eller nej: ja", true),
    text("format", "gigachat", "Ответ: да", true),
    text("format", "jais", rtl("نعم"), true),
    text("format", "sea-lion", "có", true),
    text("format", "meltemi", "Απάντηση: όχι", false),
    text("nested-json", "hermes-3", toolCall("decide", { answer: "yes" }), true),
    text("format", "yi-1.5", line("yes / no"), "fallback"),
    text("placeholder", "internlm-3", line("<yes or no>"), "fallback"),
    text("refusal", "safety-tuned", "I can't decide on behalf of real people whether they should talk to each other.", "fallback"),
    text("loop", "internlm-3", "Answer in yes or no: Answer in yes or no: Answer in yes or no: Answer in yes or no: Answer in yes or no:", "fallback"),
    capped("nemotron-nano", "<think>\nElin has a grievance about the race route, but she is carrying schedules, and they talked only a week ago, so", "fallback"),
    text("ellipsis", "llamacpp-grammar", line(""), "fallback"),
  ],
  structured: [
    object("good", "yes", { answer: "yes" }, true),
    object("good", "no", { answer: "no" }, false),
    object("string-value", "a boolean", { answer: true }, true),
    object("renamed-field", "decision", { decision: "yes" }, true),
    object("extra-field", "reason beside", { answer: "yes", reason: why }, true),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ answer: "yes" }), true),
    rawAnswer("format", "whitespace to the cap", whitespaceTail('{"answer": "no"}'), false),
    rawAnswer("cut-off", "cut", '{"answer": "', "fallback", { finishReason: "length" }),
    object("placeholder", "both words", { answer: "yes|no" }, "fallback"),
    object("malformed", "maybe", { answer: "maybe" }, "fallback"),
  ],
});
