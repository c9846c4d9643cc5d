import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { candleChat, ingrid } from "./fixtures.js";

const inputs = {
  speaker: { ...ingrid, currTime: "2024-11-04T15:12:00" },
  listener: "Priya Lindqvist",
  relationship: "Ingrid has known Priya since Priya sorted her first parcels of honey at the post office fifteen years ago.",
  memories: ["the last batch of candles needs until Friday noon to set", "the stone bridge is closed since the flood"],
  place: "farm shop in Halvorsen Apiary",
  speakerActivity: "selling honey (wrapping a jar)",
  listenerActivity: "buying honey (paying at the till)",
  transcript: candleChat.slice(0, 1),
};
const later = { ...inputs, transcript: candleChat.slice(0, 3) };

const U = "Friday afternoon? The last batch won't have set before Friday noon. I'll come at four, not a minute earlier.";
const U2 = "Good. And I'll bring a comb of heather honey for the raffle — see you Friday.";
const Q = 'Priya, you know what my mother used to say: "a candle rushed is a candle bent." Four o\'clock on Friday, then.';
const json = (u: UtteranceResult) => JSON.stringify(u);

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", json({ utterance: U, end: false }), { utterance: U, end: false }),
    text("good", "gpt-3.5", `{"utterance": "${U}", "end": false}`, { utterance: U, end: false }),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify({ utterance: U, end: false }, null, 2) + "\n```", { utterance: U, end: false }),
    text("good", "qwen2.5-7b", json({ utterance: U2, end: true }), { utterance: U2, end: true }, { inputs: later }),
    text("good", "mistral-7b", ` ${json({ utterance: U, end: false })}`, { utterance: U, end: false }),
    text("good", "mistral-7b", ` {"utterance": "${U2}", "end": true}\n\nIngrid has settled the time and offered the raffle prize, so the conversation can end.`, { utterance: U2, end: true }, { inputs: later }),
    text("good", "1b", json({ utterance: U, end: false }), { utterance: U, end: false }),
    text("good", "reasoning", `<think>\nShe's blunt; the batch sets Friday noon. She'd agree but on her terms.\n</think>\n${json({ utterance: U, end: false })}`, { utterance: U, end: false }),
    text("good", "gpt-4o-mini", json({ utterance: Q, end: false }), { utterance: Q, end: false }),
    text("good", "gpt-3.5", json({ utterance: U2, end: true }), { utterance: U2, end: true }, { inputs: later }),
    text("good", "llama-3-8b", json({ utterance: U, end: false }), { utterance: U, end: false }),
    text("good", "qwen2.5-7b", json({ utterance: U, end: false }), { utterance: U, end: false }),
    text("good", "1b", json({ utterance: U2, end: true }), { utterance: U2, end: true }, { inputs: later }),
    text("format", "gpt-3.5", `Here's Ingrid's reply:\n\n${json({ utterance: U, end: false })}`, { utterance: U, end: false }),
    text("format", "llama-3-8b", `{"utterance": "${U}", "end": "false"}`, { utterance: U, end: false }),
    text("format", "qwen2.5-7b", `{"utterance": "${U2}", "end": "yes"}`, { utterance: U2, end: true }, { inputs: later }),
    text("format", "mistral-7b", `{'utterance': "${U}", 'end': False}`, { utterance: U, end: false }),
    text("format", "gpt-4o-mini", `{"utterance": "${U}", "end": false, "emotion": "firm"}`, { utterance: U, end: false }),
    text("format", "llama-3-8b", `Utterance: ${U}\nEnd: false`, { utterance: U, end: false }),
    text("format", "gpt-3.5", `{"utterance": "${U} 🕯️", "end": false}`, { utterance: `${U} 🕯️`, end: false }),
    text("format", "qwen2.5-7b", `{"utterance": "Vale, vale. ${U}", "end": false}`, { utterance: `Vale, vale. ${U}`, end: false }),
    text("label", "gpt-4o-mini", `{"utterance": "Ingrid: ${U}", "end": false}`, { utterance: U, end: false }),
    text("label", "llama-3-8b", `{"utterance": "*wraps the jar* ${U}", "end": false}`, { utterance: U, end: false }),
    text("format", "mistral-7b", `{"utterance": "Priya, you know what my mother used to say: \\"a candle rushed is a candle bent.\\" Four o'clock on Friday, then.", "end": false}`, { utterance: Q, end: false }),
    text("format", "gpt-3.5", `{"utterance": "Priya, you know what my mother used to say: "a candle rushed is a candle bent." Four o'clock on Friday, then.", "end": false}`, { utterance: Q, end: false }),
    text("refusal", "refusal", "I'm sorry, but I can't role-play as a real person.", "fallback"),
    text("placeholder", "1b", '{"utterance": "<what Ingrid Halvorsen says>", "end": <true or false>}', "fallback"),
    capped("gpt-4o-mini", `{"utterance": "Friday afternoon? The last batch won't have set before Friday noon. I'll come at`, "fallback"),
    capped("llama-3-8b", `{"utterance": "${U}", "end": fal`, "fallback"),
    text("cut-off", "qwen2.5-7b", `{"utterance": "${U}",`, "fallback"),
  ],
  structured: [
    object("good", "valid", { utterance: U, end: false }, { utterance: U, end: false }),
    object("good", "ends", { utterance: U2, end: true }, { utterance: U2, end: true }, { inputs: later }),
    object("string-value", "end as a string", { utterance: U, end: "false" }, { utterance: U, end: false }),
    object("string-value", "end as yes", { utterance: U2, end: "yes" }, { utterance: U2, end: true }, { inputs: later }),
    object("renamed-field", "text and conversation_over", { text: U, conversation_over: false }, { utterance: U, end: false }),
    object("extra-field", "an emotion beside", { utterance: U, end: false, emotion: "firm" }, { utterance: U, end: false }),
    object("missing-field", "no end", { utterance: U }, { utterance: U, end: false }),
    object("label", "a speaker label inside", { utterance: `Ingrid Halvorsen: ${U}`, end: false }, { utterance: U, end: false }),
    object("refusal", "empty utterance", { utterance: "", end: true }, "fallback"),
    rawAnswer("malformed", "plain speech", U, { utterance: U, end: false }),
    rawAnswer("cut-off", "cut in the utterance", `{"utterance": "Friday afternoon? The last batch`, "fallback", { finishReason: "length" }),
  ],
});
