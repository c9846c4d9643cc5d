import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { nadia, tentChat } from "./fixtures.js";

const inputs = {
  speaker: { ...nadia, currTime: "2024-06-10T12:05:00" },
  listener: "Owen Pryce",
  relationship: "Nadia likes Owen and trusts him; he fixed her door last winter.",
  memories: ["Nadia Haddad needs a bench for the first-aid tent", "Nadia Haddad closes the pharmacy at 6pm"],
  place: "shop floor in Haddad Pharmacy",
  speakerActivity: "serving customers (restocking the vitamin shelf)",
  listenerActivity: "delivering a chair (carrying it through town)",
  transcript: tentChat.slice(0, 3),
};
const line = "Friday at six works. Come round to the back door, I'll still be cashing up.";
const said: UtteranceResult = { utterance: line, end: false };
const bye: UtteranceResult = { utterance: "Thanks, Owen, you're a star. See you Friday!", end: true };
const q = JSON.stringify;

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `{"utterance": ${q(line)}, "end": false}`, said),
    text("good", "gpt-4o-mini", `\`\`\`json\n{\n  "utterance": ${q(line)},\n  "end": false\n}\n\`\`\``, said),
    text("good", "gpt-3.5", `Here is Nadia's reply:\n\n{"utterance": ${q(line)}, "end": false}`, said),
    text("good", "llama-3-8b", `**Utterance:** ${line}\n**End:** false`, said),
    text("good", "qwen2.5-7b", `{'utterance': ${q(line)}, 'end': False}`, said),
    text("good", "qwen2.5-7b", `{"utterance": ${q(bye.utterance)}, "end": true}`, bye),
    text("good", "reasoning", `<think>\nShe agrees to Friday and points him to the back door.\n</think>\n{"utterance": ${q(line)}, "end": false}`, said),
    text("format", "gpt-3.5", `{"end": false, "utterance": ${q(line)}}`, said),
    text("string-value", "gpt-3.5", `{"utterance": ${q(line)}, "end": "false"}`, said),
    text("string-value", "llama-3-8b", `{"utterance": ${q(line)}, "end": "no"}`, said),
    text("string-value", "qwen2.5-7b", `{"utterance": ${q(bye.utterance)}, "end": "True"}`, bye),
    text("label", "gpt-3.5", `{"utterance": ${q(`Nadia Haddad: ${line}`)}, "end": false}`, said),
    text("label", "llama-3-8b", `{"utterance": ${q(`*nods* ${line}`)}, "end": false}`, said),
    text("nested-json", "qwen2.5-7b", `{"response": {"utterance": ${q(line)}, "end": false}}`, said),
    text("ellipsis", "1b", '{"utterance": "...", "end": false}', "fallback"),
    text("ellipsis", "1b", '{"utterance": "", "end": true}', "fallback"),
    text("refusal", "refusal", '{"utterance": "I\'m sorry, but I can\'t continue this role-play.", "end": true}', "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("second-person", "llama-3-8b", '{"utterance": "Nadia nods and tells Owen that Friday at six works.", "end": false}', "fallback"),
    text("good", "1b", '{"utterance": "Owen: Great, see you on Friday!", "end": true}', "fallback"),
    text("placeholder", "1b", '{"utterance": "<what Nadia Haddad says>", "end": <true or false>}', "fallback"),
    capped("gpt-4o-mini", '{"utterance": "Friday at six works. Come round to the', "fallback"),
    capped("gpt-3.5", `{"utterance": ${q(line)}, "end":`, "fallback"),
    text("cut-off", "reasoning", '<think>\nNadia agrees. Something like {"utterance": "Friday at six', "fallback"),
  ],
  structured: [
    object("good", "valid", { utterance: line, end: false }, said),
    object("string-value", '"false" as a string', { utterance: line, end: "false" }, said),
    object("string-value", '"no" for end', { utterance: line, end: "no" }, said),
    object("label", "a speaker label inside", { utterance: `Nadia: ${line}`, end: false }, said),
    object("renamed-field", "line for utterance", { line, end: false }, said),
    object("missing-field", "no end", { utterance: line }, "fallback"),
    object("refusal", "a refusal", { utterance: "As an AI language model, I cannot role-play.", end: true }, "fallback"),
    object("ellipsis", "\"...\"", { utterance: "...", end: false }, "fallback"),
    rawAnswer("cut-off", "cut off inside the line", '{"utterance": "Friday at six works. Come', "fallback", { finishReason: "length" }),
  ],
});
