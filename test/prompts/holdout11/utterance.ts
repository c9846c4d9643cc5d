import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.utterance;
const U1 = "Half ten, I can do that if the dentist lets us out on time. Give me the notice and I'll stick it up before I close.";
const U2 = "Right you are, it'll be in the window tonight. Is the siren the long one or the three short ones?";
const U3 = "Done, the notice goes up now. See you at rehearsal, Marta.";
const V1: UtteranceResult = { utterance: U1, end: false };
const V2: UtteranceResult = { utterance: U2, end: false };
const V3: UtteranceResult = { utterance: U3, end: true };
const j = (v: UtteranceResult) => JSON.stringify(v);
const pretty = (v: UtteranceResult) => JSON.stringify(v, null, 2);
const why = "Declan is chatty; he agrees to half ten and teases a little. They still have the concert joke to come, so not over.";

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", j(V1), V1),
    text("good", "claude-haiku-4.5", j(V2), V2),
    text("good", "gemini-2.5-flash", fence("json", pretty(V1)), V1),
    text("good", "qwen3-nothink", j(V1), V1),
    text("good", "kimi-k2", pretty(V2), V2),
    text("good", "llama-3.3-70b", j(V3), V3),
    text("good", "command-r", j(V1), V1),
    text("good", "gemma-3n", fence("json", j(V2)), V2),
    text("good", "smollm3", j(V1), V1),
    text("good", "magistral", magThink(why, j(V1)), V1),
    text("good", "deepseek-r1-distill", think(why, j(V2)), V2),
    text("good", "gpt-oss-20b", harmony(why, j(V1)), V1),
    text("format", "ollama-q4", eot(j(V1)), V1),
    text("format", "qwen3-nothink", ollamaThinking(why, j(V1)), V1),
    text("format", "gpt-oss-20b", tag("final", j(V3)), V3),
    text("format", "claude-haiku-4.5", preamble("Here's Declan's reply:", j(V2)), V2),
    text("format", "gemini-2.5-flash", `${j(V1)}\n\nDeclan agrees to the time and offers to put the notice up.`, V1),
    text("format", "gemma-3n", `{'utterance': "Half ten, I can do that if the dentist lets us out on time. Give me the notice and I'll stick it up before I close.", 'end': False}`, V1),
    text("format", "llama-3.3-70b", pretty(V3).replace('"end": true', '"end": true,'), V3),
    text("format", "kimi-k2", `{\n  "utterance": "${U1}", // agreeing to the time\n  "end": false\n}`, V1),
    text("format", "gpt-5-mini", `{“utterance”: “${U3}”, “end”: true}`, V3),
    text("string-value", "smollm3", `{"utterance": "${U1}", "end": "false"}`, V1),
    text("string-value", "ollama-q4", `{"utterance": "${U3}", "end": "True"}`, V3),
    text("format", "command-r", j({ utterance: `*grins* ${U1}`, end: false }), V1),
    text("format", "gemini-2.5-flash", j({ utterance: `Declan Ferris: ${U2}`, end: false }), V2),
    text("format", "kimi-k2", j({ utterance: "Las diez y media, vale. Dame el aviso y lo pongo en el escaparate antes de cerrar.", end: false }), { utterance: "Las diez y media, vale. Dame el aviso y lo pongo en el escaparate antes de cerrar.", end: false }),
    text("nested-json", "gemini-2.5-flash", JSON.stringify({ response: V1 }), V1),
    text("placeholder", "smollm3", '{"utterance": "<what Declan Ferris says>", "end": <true or false>}', "fallback"),
    text("refusal", "safety-tuned", "I'm not able to role-play as a real person.", "fallback"),
    text("loop", "ollama-q4", `{"utterance": "Half ten, half ten, half ten, half ten, half ten, half ten, half ten, half ten, half ten, half ten, half ten, half ten", "end": false}`, "fallback"),
    capped("gemini-2.5-flash", `{"utterance": "Half ten, I can do that if the dentist lets us`, "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} What would he say? Something like`, "fallback"),
    text("ellipsis", "gemma-3n", '{"utterance": "...", "end": true}', "fallback"),
  ],
  structured: [
    object("good", "valid", { ...V1 }, V1),
    object("good", "question as speech", { ...V2 }, V2),
    object("good", "ending", { ...V3 }, V3),
    object("string-value", "end as string", { utterance: U1, end: "false" }, V1),
    object("renamed-field", "line", { line: U2, end: false }, V2),
    object("extra-field", "emotion beside", { utterance: U1, end: false, emotion: "cheerful" }, V1),
    object("nested-json", "under reply", { reply: { utterance: U3, end: true } }, V3),
    object("format", "speaker label inside", { utterance: `Declan: ${U1}`, end: false }, V1),
    rawAnswer("format", "fenced", fence("json", pretty(V2)), V2),
    rawAnswer("cut-off", "cut", `{"utterance": "${U1.slice(0, 30)}`, "fallback", { finishReason: "length" }),
    object("placeholder", "placeholder", { utterance: "<what Declan Ferris says>", end: false }, "fallback"),
    object("ellipsis", "dots", { utterance: "...", end: true }, "fallback"),
  ],
});
