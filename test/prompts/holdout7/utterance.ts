import { utterancePrompt } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.utterance;
type Utterance = { utterance: string; end: boolean };
const U1 = "Be on the platform by five to eight. I'm not holding a train for a tuba.";
const U2 = "Good. Mind the basses are packed before you get here, the van's tight.";
const U3 = "Eleven's a decent draw. Off you go, I've got a board to finish.";
const v = (utterance: string, end: boolean): Utterance => ({ utterance, end });
const js = (u: string, end: boolean) => JSON.stringify({ utterance: u, end });

export default corpusOf<Utterance>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", js(U1, false), v(U1, false)),
    text("good", "o3-mini", js(U3, true), v(U3, true)),
    text("good", "mistral-7b", ` ${js(U2, false)}`, v(U2, false)),
    text("good", "mistral-nemo", js(U1, false), v(U1, false)),
    text("good", "llama-3.2-3b", js(U2, false), v(U2, false)),
    text("good", "qwen2.5-14b", js(U3, true), v(U3, true)),
    text("good", "granite", js(U1, true), v(U1, true)),
    text("good", "qwen3", `<think>\nIlse is blunt. She'd warn him to be on time.\n</think>\n\n${js(U1, false)}`, v(U1, false)),
    text("good", "gemini", "```json\n" + JSON.stringify({ utterance: U2, end: false }, null, 2) + "\n```", v(U2, false)),
    text("format", "o3-mini", `{'utterance': "${U1}", 'end': False}`, v(U1, false)),
    text("format", "llama-3.2-3b", `{"name": "utterance", "arguments": ${js(U2, false)}}`, v(U2, false)),
    text("format", "gpt-4.1", `{\n  "utterance": ${JSON.stringify(U3)},\n  "end": true,\n}`, v(U3, true)),
    text("format", "qwen2.5-14b", `{\n  // Ilse's reply\n  "utterance": ${JSON.stringify(U1)},\n  "end": false\n}`, v(U1, false)),
    text("format", "mistral-nemo", `{utterance: ${JSON.stringify(U2)}, end: false}`, v(U2, false)),
    text("format", "granite", "```python\n" + js(U3, true) + "\n```", v(U3, true)),
    text("format", "gemini", `**Ilse:** "${U1}"\n\n**End of conversation:** No`, v(U1, false)),
    text("format", "mistral-7b", `Ilse Varga: ${U1}\nend: false`, v(U1, false)),
    text("format", "llama-3.2-3b", `${js(U1, false)}\n\n${js(U1, false)}`, v(U1, false)),
    text("format", "mistral-nemo", js("Sei alle otto meno cinque sul binario. Non trattengo un treno per una tuba.", false), v("Sei alle otto meno cinque sul binario. Non trattengo un treno per una tuba.", false)),
    text("format", "gpt-4o-mini", `Output: ${js(U3, true)}`, v(U3, true)),
    text("string-value", "qwen2.5-14b", `{"utterance": ${JSON.stringify(U2)}, "end": "false"}`, v(U2, false)),
    text("format", "granite", `${js(U1, false)}\n\nLet me know if you'd like Kwame's reply too!`, v(U1, false)),
    text("placeholder", "tinyllama", '{"utterance": "<what Ilse Varga says>", "end": <true or false>}', "fallback"),
    text("refusal", "granite", "Should Ilse sound friendly or annoyed here? Let me know and I'll write her line.", "fallback"),
    text("loop", "smollm", `${js(U1, false)} ${js(U1, false)} ${js(U1, false)} ${js(U1, false)}`, v(U1, false)),
    text("ellipsis", "llama-3.2-1b", '{"utterance": "...", "end": false}', "fallback"),
    capped("mistral-7b", '{"utterance": "Be on the platform by five to eight. I\'m not hold', "fallback"),
    capped("qwen3", "<think>\nIlse is blunt and patient. Kwame has confirmed the 8:10. She might add a warning about being on time. Is the conversation over? Kwame still might ask about the van, so", "fallback"),
    text("good", "gpt-4.1", js(U2, false), v(U2, false)),
    text("good", "llama-3.2-1b", js(U3, true), v(U3, true)),
    text("good", "mistral-nemo", `${js(U2, false)}\n`, v(U2, false)),
  ],
  structured: [
    object("good", "valid", { utterance: U1, end: false }, v(U1, false)),
    object("good", "ending", { utterance: U3, end: true }, v(U3, true)),
    object("string-value", "end as a string", { utterance: U2, end: "true" }, v(U2, true)),
    object("renamed-field", "text and done", { text: U1, done: false }, v(U1, false)),
    object("extra-field", "speaker beside", { speaker: "Ilse Varga", utterance: U1, end: false }, v(U1, false)),
    object("missing-field", "no end", { utterance: U2 }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "utterance", arguments: { utterance: U3, end: true } }, v(U3, true)),
    object("ellipsis", "empty utterance", { utterance: "", end: false }, "fallback"),
    rawAnswer("format", "Python dict", `{'utterance': "${U1}", 'end': False}`, v(U1, false)),
    rawAnswer("format", "JSON5", `{utterance: '${U2.replace("'", "\\'")}', end: false,}`, v(U2, false)),
    rawAnswer("cut-off", "cut", '{"utterance": "Good. Mind the basses', "fallback", { finishReason: "length" }),
  ],
});
