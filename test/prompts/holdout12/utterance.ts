import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, emptyThink, eot, fence, footnote, granitEnd, guidedHead, guidedTail, python, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.utterance;
const U1 = "Six on the dot, then. I'll bring the diesel gossip if you've got the kettle on.";
const U2 = "Smashing. Any chance you could leave the bottom gates open for me, so I'm not winding in the dark?";
const U3 = "Right, that's us sorted. I'd best get back and finish her blacking — see you at six, Anneke.";
const V1: UtteranceResult = { utterance: U1, end: false };
const V2: UtteranceResult = { utterance: U2, end: false };
const V3: UtteranceResult = { utterance: U3, end: true };
const j = (v: UtteranceResult) => JSON.stringify(v);
const pretty = (v: UtteranceResult) => JSON.stringify(v, null, 2);
const why = "Ravi is cheerful and they joke with each other; he confirms six and teases about tea. The plan is settled, but nobody has said goodbye yet.";
const HI = "ठीक है, छह बजे पक्का। चाय तैयार रखना, Anneke!";
const JA = "じゃあ六時ちょうどに。お茶を用意しておいてくれよ。";

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "mistral-medium-3", j(V1), V1),
    text("good", "phi-4-mini", j(V2), V2),
    text("good", "granite-4", j(V3), V3),
    text("good", "glm-4.5", j(V1), V1),
    text("good", "llama-4-maverick", j(V1) + "\n", V1),
    text("good", "deepseek-v3.1", pretty(V2), V2),
    text("good", "gpt-4.1-nano", j(V3), V3),
    text("good", "ernie-4.5", j(V1), V1),
    text("good", "sarvam-m", j(V2), V2),
    text("good", "deepseek-r1-distill", think(why, j(V1)), V1),
    text("format", "glm-4.5", emptyThink(j(V2)), V2),
    text("format", "lm-studio-q5", eot(j(V1) + "\n\n"), V1),
    text("format", "phi-4-mini", eot(j(V3), "<|end|>"), V3),
    text("format", "granite-4", granitEnd(j(V1)), V1),
    text("format", "mistral-medium-3", fence("json", pretty(V1)), V1),
    text("format", "llama-4-maverick", tag("response", j(V2)), V2),
    text("format", "gpt-4.1-nano", crlf(pretty(V3)), V3),
    text("format", "qwen2.5-coder", python("reply", `{"utterance": ${JSON.stringify(U1)}, "end": False}`), V1),
    text("format", "deepseek-v3.1", footnote(j(V2), "Ravi would rather not wind the bottom lock by torchlight, so he asks."), V2),
    text("format", "mistral-medium-3", `Here's Ravi's next line:\n\n${j(V1)}`, V1),
    text("format", "sarvam-m", j({ utterance: HI, end: false }), { utterance: HI, end: false }),
    text("format", "ernie-4.5", j({ utterance: JA, end: false }), { utterance: JA, end: false }),
    text("string-value", "phi-4-mini", `{"utterance": ${JSON.stringify(U3)}, "end": "true"}`, V3),
    text("label", "llama-4-maverick", j({ utterance: `Ravi Menon: ${U1}`, end: false }), V1),
    text("label", "glm-4.5", j({ utterance: `*grins* ${U1}`, end: false }), V1),
    text("loop", "lm-studio-q5", `${j(V2)}\n${j(V2)}\n${j(V2)}`, V2),
    text("loop", "lm-studio-q5", j({ utterance: "Six on the dot, then. Six on the dot, then. Six on the dot, then. Six on the dot, then. Six on the dot, then. Six on the dot, then. Six on the dot, then.", end: false }), "fallback"),
    text("format", "granite-4", `${j(V1)}\n\n${j(V3)}`, "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} He might also ask her to leave the bottom gates open, or`, "fallback"),
    capped("lm-studio-q5", `{"utterance": "Six on the dot, then. I'll bring the diesel gos`, "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, but I can't speak as a real person. I can help you write a fictional dialogue instead.", "fallback"),
    text("placeholder", "lm-studio-q5", `{"utterance": "<what Ravi Menon says>", "end": <true or false>}`, "fallback"),
    text("ellipsis", "phi-4-mini", `{"utterance": "", "end": false}`, "fallback"),
  ],
  structured: [
    object("good", "valid", { ...V1 }, V1),
    object("good", "question", { ...V2 }, V2),
    object("good", "goodbye", { ...V3 }, V3),
    object("string-value", "end as a string", { utterance: U2, end: "false" }, V2),
    object("renamed-field", "line", { line: U1, end: false }, V1),
    object("extra-field", "emotion beside", { utterance: U1, end: false, emotion: "cheerful" }, V1),
    object("nested-json", "nested text", { utterance: { text: U3 }, end: true }, V3),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(j(V2)), V2),
    rawAnswer("format", "guided-JSON leading whitespace", guidedHead(j(V3)), V3),
    rawAnswer("format", "end token after", `${j(V1)}<|end_of_text|>`, V1),
    rawAnswer("cut-off", "cut", `{"utterance": "Right, that's us sorted. I'd best`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { utterance: "", end: true }, "fallback"),
    object("placeholder", "slot echoed", { utterance: "<what Ravi Menon says>", end: false }, "fallback"),
  ],
});
