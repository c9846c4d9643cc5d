import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.utterance;
const U = "Don't look so glum, Jozef. Eight sharp at the landing and your flour sleeps in Ashby tonight.";
const V: UtteranceResult = { utterance: U, end: false };
const B = "Eight o'clock, then. Don't be late, or you'll be rowing it yourself!";
const VB: UtteranceResult = { utterance: B, end: true };
const j = (u: string, end: boolean | string) => `{"utterance": ${JSON.stringify(u)}, "end": ${typeof end === "string" ? end : String(end)}}`;

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", j(U, false), V),
    text("good", "llama-4-scout", j(U, false) + "\n", V),
    text("good", "granite-3", j(B, true), VB),
    text("good", "nemotron", j(U, false), V),
    text("good", "hermes-3", j(B, true), VB),
    text("good", "aya-expanse", j(U, false), V),
    text("good", "phi-4", j(U, false) + "\n\nInes keeps it light; they still have to agree on the sacks.", V),
    text("good", "deepseek-v3", j(U, false), V),
    text("good", "olmo-2", j(B, true), VB),
    text("good", "gemma-3", fence("json", j(U, false)), V),
    text("good", "qwen3-think", qthink("Ines teases him, offers to take the flour tonight. Not over yet.", j(U, false)), V),
    text("format", "gemma-3", `{'utterance': "${U}", 'end': False}`, V),
    text("format", "olmo-2", `{"utterance": ${JSON.stringify(B)}, "end": true,}`, VB),
    text("format", "mistral-small-3", `{\n  // what Ines says\n  "utterance": ${JSON.stringify(U)},\n  "end": false\n}`, V),
    text("format", "llama-4-scout", `Here is her reply: ${j(U, false)}`, V),
    text("format", "granite-3", html(j(U, false)), V),
    text("format", "nemotron", tag("response", j(B, true)), VB),
    text("format", "hermes-3", `utterance: "${U}"\nend: false`, V),
    text("string-value", "phi-4", j(U, '"false"'), V),
    text("string-value", "deepseek-v3", j(B, '"yes"'), VB),
    text("format", "aya-expanse", j("Jozef, às oito no cais e a tua farinha dorme em Ashby esta noite.", false), { utterance: "Jozef, às oito no cais e a tua farinha dorme em Ashby esta noite.", end: false }),
    text("format", "olmo-2", j("*grins* Eight sharp, Jozef, and your flour sleeps in Ashby tonight.", false), { utterance: "Eight sharp, Jozef, and your flour sleeps in Ashby tonight.", end: false }),
    text("label", "gemma-3", j("Ines Varga: Eight sharp, Jozef, and your flour sleeps in Ashby tonight.", false), { utterance: "Eight sharp, Jozef, and your flour sleeps in Ashby tonight.", end: false }),
    text("placeholder", "llama-4-scout", j("<what Ines Varga says>", false), "fallback"),
    text("refusal", "safety-tuned", "I'd prefer not to role-play as a real person.", "fallback"),
    text("loop", "q3-3b", j("Eight it is. Eight it is. Eight it is. Eight it is. Eight it is. Eight it is. Eight it is. Eight it is.", false), "fallback"),
    capped("nemotron", '{"utterance": "Don\'t look so glum, Jozef. Eight sharp at the', "fallback"),
    text("ellipsis", "q3-3b", j("...", true), "fallback"),
  ],
  structured: [
    object("good", "valid", { utterance: U, end: false }, V),
    object("good", "ends", { utterance: B, end: true }, VB),
    object("string-value", "end as string", { utterance: U, end: "false" }, V),
    object("renamed-field", "text", { text: U, end: false }, V),
    object("extra-field", "emotion beside", { utterance: B, end: true, emotion: "teasing" }, VB),
    rawAnswer("format", "python dict", `{'utterance': "${B}", 'end': True}`, VB),
    rawAnswer("cut-off", "cut", '{"utterance": "Eight o\'clock, then. Don\'t', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { utterance: "", end: true }, "fallback"),
  ],
});
