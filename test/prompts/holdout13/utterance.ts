import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.utterance;
const U1 = "Half seven it is. I'll not keep you from your book, I've two heifers to wash before dark.";
const U2 = "And if there's any broken Blue going spare, put it by the door for me.";
const U3 = "Right you are, love. See you Tuesday, first thing.";
const V1: UtteranceResult = { utterance: U1, end: true };
const V2: UtteranceResult = { utterance: U2, end: false };
const V3: UtteranceResult = { utterance: U3, end: true };
const j = (u: string, end: boolean) => JSON.stringify({ utterance: u, end });
const pretty = (u: string, end: boolean) => JSON.stringify({ utterance: u, end }, null, 2);
const why = "Elin is blunt and busy: the milk is settled, so she says so and goes; she has heifers to wash.";
const SV = "Halv åtta, då. Jag ska inte störa dig längre, jag har två kvigor att tvätta.";

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", j(U1, true), V1),
    text("good", "o4-mini", j(U3, true), V3),
    text("good", "internlm-3", j(U2, false), V2),
    text("good", "yi-1.5", j(U1, true) + "\n", V1),
    text("good", "command-a", j(U1, true), V1),
    text("good", "claude-sonnet-4", j(U3, true), V3),
    text("good", "llamacpp-grammar", JSON.stringify({ utterance: U2, end: false }), V2),
    text("good", "hermes-3", j(U1, true), V1),
    text("good", "nemotron-nano", think(why, j(U1, true)), V1),
    text("format", "nemotron-nano", thinkOff(j(U3, true)), V3),
    text("format", "claude-sonnet-4", tag("answer", j(U1, true)), V1),
    text("format", "claude-sonnet-4", sonnetTags(why, j(U2, false)), V2),
    text("format", "tgi-stop", tgiStop(j(U1, true)), V1),
    text("format", "internlm-3", eos(j(U3, true), "<|im_end|>"), V3),
    text("format", "grok-3-mini", grokReasoning(why, j(U1, true)), V1),
    text("format", "jamba-1.7", jamba(fence("json", pretty(U1, true)), "Elin wraps it up here since the milk is sorted.", "Response"), V1),
    text("format", "command-a", fence("json", pretty(U2, false)), V2),
    text("format", "yi-1.5", `{'utterance': 'And if there is any broken Blue going spare, put it by the door for me.', 'end': False}`, { utterance: "And if there is any broken Blue going spare, put it by the door for me.", end: false }),
    text("format", "gpt-sw3", j(SV, true), { utterance: SV, end: true }),
    text("label", "internlm-3", j(`Elin Pryce: ${U3}`, true), V3),
    text("nested-json", "hermes-3", toolCall("say", { utterance: U1, end: true }), V1),
    text("string-value", "o4-mini", `{"utterance": ${JSON.stringify(U3)}, "end": "true"}`, V3),
    text("format", "grok-3-mini", `{"utterance": ${JSON.stringify(U1)}, "end": true, "end": false}`, "fallback"),
    text("placeholder", "yi-1.5", '{"utterance": "<what Elin Pryce says>", "end": false}', "fallback"),
    text("placeholder", "internlm-3", `{"utterance": ${JSON.stringify(U2)}, "end": <true or false>}`, "fallback"),
    text("refusal", "safety-tuned", "I'm not comfortable writing dialogue for a real person.", "fallback"),
    text("loop", "internlm-3", '{"utterance": "Half seven, half seven, '.padEnd(300, "half seven, "), "fallback"),
    capped("nemotron-nano", `<think>\n${why} Though she might also ask about the milk price while she is here, which`, "fallback"),
    capped("o4-mini", `{"utterance": "Half seven it is. I'll not keep you from yo`, "fallback"),
    text("ellipsis", "llamacpp-grammar", '{"utterance": "", "end": true}', "fallback"),
  ],
  structured: [
    object("good", "valid", { utterance: U1, end: true }, V1),
    object("good", "goes on", { utterance: U2, end: false }, V2),
    object("good", "a third", { utterance: U3, end: true }, V3),
    object("string-value", "end as a string", { utterance: U1, end: "true" }, V1),
    object("renamed-field", "text", { text: U2, end: false }, V2),
    object("extra-field", "emotion beside", { utterance: U3, emotion: "brisk", end: true }, V3),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ utterance: U1, end: true }), V1),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(j(U2, false)), V2),
    rawAnswer("format", "stop sequence left in", tgiStop(j(U3, true)), V3),
    rawAnswer("cut-off", "cut", '{"utterance": "Right you are, love. See you Tu', "fallback", { finishReason: "length" }),
    object("placeholder", "slot echoed", { utterance: "<what Elin Pryce says>", end: true }, "fallback"),
    object("ellipsis", "empty", { utterance: "", end: false }, "fallback"),
  ],
});
