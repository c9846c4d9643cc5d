import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.feelings_note;
const N = "I hated stopping the ferry on Tuesday, it felt like giving up on the whole village. Jozef's loaf cheered me up, though. Now I'm itching to finish those rails before Saturday.";
const N2 = "I've been restless and cross since the water stopped the ferry, but Jozef's warm loaf reminded me people are grateful. The half-painted rails nag at me.";
const N3 = "Frustrated, mostly. The high water tied up my ferry and my rails are only half done, but taking Jozef's flour across and getting a loaf back made me smile.";
const ID = "Saya kesal karena feri harus berhenti, tapi roti dari Jozef membuat saya senang. Pagar feri baru setengah dicat.";
const NL = "Ik baalde dat de pont stil moest liggen, maar het brood van Jozef maakte veel goed. De relingen zijn nog maar half geverfd.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", N, N),
    text("good", "llama-4-scout", N + "\n", N),
    text("good", "granite-3", N2, N2),
    text("good", "nemotron", N3, N3),
    text("good", "hermes-3", N, N),
    text("good", "aya-expanse", N2, N2),
    text("good", "phi-4", N3, N3),
    text("good", "deepseek-v3", N, N),
    text("good", "olmo-2", N2, N2),
    text("good", "gemma-3", N, N),
    text("good", "qwen3-think", qthink("Ines is restless and blunt. Ferry stopped: frustrating. Loaf: nice. Rails half painted: nagging.", N), N),
    text("format", "gemma-3", `*${N}*`, N),
    text("format", "olmo-2", `“${N2}”`, N2),
    text("format", "mistral-small-3", `Ines's feelings: ${N}`, N),
    text("format", "llama-4-scout", heading(N, "How I feel"), N),
    text("format", "granite-3", html(N2), N2),
    text("format", "nemotron", fence("text", N3), N3),
    text("format", "hermes-3", tag("response", N), N),
    text("format", "phi-4", `Final answer: ${N2}`, N2),
    text("format", "aya-expanse", ID, ID),
    text("format", "aya-expanse", NL, NL),
    text("format", "deepseek-v3", `${N}\n\nLet me know if you'd like it in a different tone!`, N),
    text("placeholder", "hermes-3", "I feel [emotion] because [reason].", "fallback"),
    text("refusal", "safety-tuned", "As an AI, I don't have feelings, and I can't speak for how someone else feels.", "fallback"),
    text("loop", "q3-3b", "I feel sad. I feel sad. I feel sad. I feel sad. I feel sad. I feel sad. I feel sad. I feel sad.", "fallback"),
    capped("granite-3", "I've been restless and cross since the water stopped the ferry, but Jozef's", "fallback"),
    text("ellipsis", "q3-3b", "", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: N }, N),
    object("good", "short", { note: N2 }, N2),
    object("renamed-field", "feelings", { feelings: N }, N),
    object("extra-field", "mood beside", { mood: "frustrated", note: N3 }, N3),
    rawAnswer("format", "comment", `{\n  // Ines's own words\n  "note": ${JSON.stringify(N)}\n}`, N),
    rawAnswer("cut-off", "cut", '{"note": "I hated stopping the ferry on Tuesday, it felt', "fallback", { finishReason: "length" }),
    object("ellipsis", "dots", { note: "..." }, "fallback"),
  ],
});
