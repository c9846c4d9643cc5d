import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.utterance;
const U1 = "You won't regret it. Just keep me a mooring on the north quay, near the crane.";
const U2 = "Put her down, then. I'll have the last plank on by Thursday night.";
const U3 = "Eleven it is. Now let me get back to this plank before the light goes.";
const A: UtteranceResult = { utterance: U1, end: false };
const B: UtteranceResult = { utterance: U2, end: false };
const C: UtteranceResult = { utterance: U3, end: true };
const js = (u: string, end: boolean) => JSON.stringify({ utterance: u, end });

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", js(U1, false), A),
    text("good", "gemma-3", `${js(U2, false)}\n`, B),
    text("good", "phi-4", js(U3, true), C),
    text("good", "deepseek-v3", `{"utterance": "${U1}", "end": false}`, A),
    text("good", "mixtral", ` ${js(U2, false)}`, B),
    text("good", "olmo-2", js(U3, true), C),
    text("good", "yi-34b", js(U1, false), A),
    text("good", "hermes", js(U1, false), A),
    text("good", "aya", js(U2, false), B),
    text("good", "gpt-4o-mini", js(U1, false), A),
    text("format", "qwq", `Okay, so Desmond, wry and quiet, has just been told she'll put the Kittiwake down for the lugger race. He'd grumble a bit and ask for the mooring. The conversation isn't over yet.\n\n${js(U1, false)}`, A),
    text("format", "deepseek-v3", "```json\n" + JSON.stringify({ utterance: U2, end: false }, null, 2) + "\n```", B),
    text("format", "mixtral", `${js(U3, true)}</s>`, C),
    text("format", "llama-3.3-70b", `${js(U1, false)}<|eot_id|>`, A),
    text("format", "olmo-2", `Assistant: ${js(U2, false)}`, B),
    text("format", "hermes", `<tool_call>\n{"name": "say", "arguments": ${js(U1, false)}}\n</tool_call>`, A),
    text("format", "phi-4", `{"utterance": "You won&#39;t regret it. Just keep me a mooring on the north quay, near the crane.", "end": false}`, A),
    text("format", "gemma-3", `${js(U2, false)}${js(U2, false)}`, B),
    text("format", "yi-34b", `${js(U1, false)}\n\nUser: Beatriz: Fine, the crane berth is yours.\nAssistant: {"utterance": "Good.", "end": true}`, A),
    text("format", "aya", `{"utterance": "${U2}", "end": "false"}`, B),
    text("format", "deepseek-v3", `Desmond Achterberg: ${U1}\nEnd: false`, A),
    text("format", "mixtral", `{"utterance": "${U3}", "end": True}`, C),
    text("format", "gemma-3", `Option A: ${js(U1, false)}\nOption B: ${js(U3, true)}`, "fallback"),
    text("placeholder", "olmo-2", '{"utterance": "<what Desmond Achterberg says>", "end": <true or false>}', "fallback"),
    text("refusal", "aya", "I'm sorry, I can't role-play as a real person.", "fallback"),
    capped("llama-3.3-70b", '{"utterance": "You won\'t regret it. Just keep me a mooring on the', "fallback"),
    capped("qwq", "Okay, so Desmond should reply to 'Don't make me regret it.' He's wry. Maybe something like", "fallback"),
    text("ellipsis", "olmo-2", '{"utterance": "...", "end": true}', "fallback"),
    text("good", "qwq", `Okay, he would reassure her and then get back to work.\n\n${js(U3, true)}`, C),
    text("good", "phi-4", js(U1, false), A),
    text("good", "gemma-3", js(U1, false), A),
  ],
  structured: [
    object("good", "valid", { utterance: U1, end: false }, A),
    object("good", "ends", { utterance: U3, end: true }, C),
    object("string-value", "end as string", { utterance: U2, end: "false" }, B),
    object("renamed-field", "text", { text: U1, end: false }, A),
    object("extra-field", "emotion beside", { utterance: U1, end: false, emotion: "wry" }, A),
    object("missing-field", "no end", { utterance: U2 }, "fallback"),
    object("format", "speaker label inside", { utterance: `Desmond Achterberg: ${U2}`, end: false }, B),
    rawAnswer("format", "streaming duplicate", js(U1, false) + js(U1, false), A),
    rawAnswer("format", "leftover", `${js(U3, true)}<|im_end|>`, C),
    rawAnswer("cut-off", "cut", '{"utterance": "Put her down, th', "fallback", { finishReason: "length" }),
  ],
});
