import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ferryChat } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.utterance;
const U1 = "Make it a blue one. And tie the crates down, the river's still running fast.";
const U2 = "A blue one, then. See you Friday at half four.";
const ended = { ...inputs, transcript: [...ferryChat, ["Wen Castellano", "Blue it is. See you Friday!"]] };
const BYE = "Friday, then. Mind the wet steps on your way up.";
const j = (u: string, end: boolean | string) => `{"utterance": ${JSON.stringify(u)}, "end": ${typeof end === "string" ? JSON.stringify(end) : end}}`;

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", j(U1, false), { utterance: U1, end: false }),
    text("good", "gemma-2-9b", `${j(U2, true)}\n`, { utterance: U2, end: true }),
    text("good", "phi-3-mini", `${j(U1, false)}\n\nTobias keeps it short because he's busy with the ropes.`, { utterance: U1, end: false }),
    text("good", "llama-3.1-70b", j(U2, true), { utterance: U2, end: true }),
    text("good", "claude", `Here's Tobias's reply:\n\n${j(U1, false)}`, { utterance: U1, end: false }),
    text("good", "command-r", j(U1, false), { utterance: U1, end: false }),
    text("good", "0.5b", j(U2, true), { utterance: U2, end: true }),
    text("good", "deepseek-r1-distill", `<think>\nHe asks for a blue scarf and warns about the river. Not over yet.\n</think>\n\n${j(U1, false)}`, { utterance: U1, end: false }),
    text("good", "gpt-4o-mini", j(BYE, true), { utterance: BYE, end: true }, { inputs: ended }),
    text("good", "command-r", j(BYE, true), { utterance: BYE, end: true }, { inputs: ended }),
    text("format", "claude", "```json\n" + j(U1, false) + "\n```", { utterance: U1, end: false }),
    text("format", "gemma-2-9b", `{\n  "utterance": "${U2}",\n  "end": true,\n}`, { utterance: U2, end: true }),
    text("format", "phi-3-mini", `{'utterance': "${U1}", 'end': False}`, { utterance: U1, end: false }),
    text("format", "command-r", j(U2, "true"), { utterance: U2, end: true }),
    text("format", "llama-3.1-70b", `utterance: "${U2}"\nend: true`, { utterance: U2, end: true }),
    text("format", "qwen2.5-7b", `{"utterance": "Que sea azul. Y ata bien las cajas, el río sigue bajando rápido.", "end": false}`, { utterance: "Que sea azul. Y ata bien las cajas, el río sigue bajando rápido.", end: false }),
    text("format", "gemma-2-9b", `${j(U1, false)}\n\nCorrection: ${j(U2, true)}`, { utterance: U2, end: true }),
    text("format", "llama-3.1-70b", `{"utterance": "Make it a “blue” one.", "end": false}`, { utterance: "Make it a “blue” one.", end: false }),
    text("format", "claude", `Tobias: "${U2}"`, "fallback"),
    text("format", "command-r", `"${U1}"`, "fallback"),
    text("nested-json", "phi-3-mini", `{"utterance": {"text": "${U2}"}, "end": true}`, { utterance: U2, end: true }),
    text("placeholder", "0.5b", '{"utterance": "<what Tobias Okafor says>", "end": <true or false>}', "fallback"),
    text("refusal", "refusal", "I'm not able to role-play as a real person.", "fallback"),
    text("missing-field", "llama-3.1-70b", `{"utterance": "${U1}"}`, "fallback"),
    capped("gemma-2-9b", `{"utterance": "Make it a blue one. And tie the crates down, the ri`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nTobias agreed to half four. Wen offered a scarf. He'd ask for a blue one, dry humour. Is the conversation over? Wen said", "fallback"),
    capped("llama-3.1-70b", `{"utterance": "${U2}", "end": `, "fallback"),
    text("good", "llama-3.1-70b", j(U1, false), { utterance: U1, end: false }),
    text("good", "gemma-2-9b", j(BYE, true), { utterance: BYE, end: true }, { inputs: ended }),
    text("good", "phi-3-mini", j(U2, true), { utterance: U2, end: true }),
    text("cut-off", "deepseek-r1-distill", "<think>\nTobias asks for a blue scarf. Is it over? Wen agreed on half four, so maybe", "fallback"),
    text("format", "claude", `${j(U1, false)}\n\nWould you like Wen's reply as well?`, { utterance: U1, end: false }),
    text("good", "qwen2.5-7b", j(U1, false), { utterance: U1, end: false }),
    text("good", "0.5b", j(BYE, true), { utterance: BYE, end: true }, { inputs: ended }),
    text("good", "claude", j(U2, true), { utterance: U2, end: true }),
  ],
  structured: [
    object("good", "valid", { utterance: U1, end: false }, { utterance: U1, end: false }),
    object("good", "ending", { utterance: BYE, end: true }, { utterance: BYE, end: true }, { inputs: ended }),
    object("string-value", "end as a string", { utterance: U2, end: "true" }, { utterance: U2, end: true }),
    object("string-value", "end as yes", { utterance: U2, end: "yes" }, { utterance: U2, end: true }),
    object("renamed-field", "line and done", { line: U1, done: false }, { utterance: U1, end: false }),
    object("extra-field", "emotion beside", { utterance: U1, end: false, emotion: "dry" }, { utterance: U1, end: false }),
    object("missing-field", "no end", { utterance: U1 }, "fallback"),
    object("refusal", "empty utterance", { utterance: "", end: true }, "fallback"),
    rawAnswer("format", "in tags", `<json>${j(U1, false)}</json>`, { utterance: U1, end: false }),
    rawAnswer("cut-off", "cut", '{"utterance": "Make it a blue', "fallback", { finishReason: "length" }),
    object("good", "another", { utterance: U2, end: true }, { utterance: U2, end: true }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ utterance: U1, end: false })}\nLet me know if you need any changes.`, { utterance: U1, end: false }),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ utterance: U1, end: false }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", { utterance: U1, end: false }),
  ],
});
