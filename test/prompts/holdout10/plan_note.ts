import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.plan_note;
const N = "The bird count talk is tonight at 7pm in the school hall, and Ines is bringing the tea urn. I must find the projector remote before then, and mention the one hundred and twelve whooper swans.";
const N2 = "I give the bird count talk at 7pm tonight at the school. Ines brings the tea urn. I still have to find the projector's remote.";
const N3 = "Tonight at seven I give the bird count talk in the school hall; Ines Varga will bring the tea urn. The projector remote is still missing, so I'll look for it after lessons.";
const PT = "Hoje às 19h dou a palestra da contagem de aves na escola, e a Ines traz a chaleira. Tenho de encontrar o comando do projetor.";
const PL = "Dziś o 19:00 mam w szkole wykład o liczeniu ptaków, a Ines przyniesie warnik. Muszę znaleźć pilota do projektora.";

export default corpusOf<string>({
  prompt: planNotePrompt,
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
    text("good", "qwen3-think", qthink("Thursday the 16th: the talk is Thursday evening, Ines offered the urn for 7pm, the remote is missing. Note in first person.", N), N),
    text("format", "gemma-3", `**${N}**`, N),
    text("format", "olmo-2", `"${N}"`, N),
    text("format", "mistral-small-3", `Note to self: ${N}`, N),
    text("format", "llama-4-scout", heading(N, "Note"), N),
    text("format", "granite-3", html(N), N),
    text("format", "nemotron", fence("", N), N),
    text("format", "hermes-3", tag("note", N), N),
    text("format", "phi-4", `{'note': '${N2.replace(/'/g, "\\'")}'}`, N2),
    text("format", "deepseek-v3", `**Answer**: ${N2}`, N2),
    text("format", "aya-expanse", PT, PT),
    text("format", "aya-expanse", PL, PL),
    text("format", "olmo-2", `${N2}\n\nI hope this helps! Let me know if you'd like a longer note.`, N2),
    text("label", "gemma-3", `${N2}\n\n(This note reflects Oliver's absent-minded but kind nature.)`, N2),
    text("placeholder", "hermes-3", "I must remember [event] at [time] in [place].", "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, but I can't write personal notes on behalf of real people.", "fallback"),
    text("loop", "q3-3b", "I have the talk tonight. I have the talk tonight. I have the talk tonight. I have the talk tonight. I have the talk tonight. I have the talk tonight.", "fallback"),
    capped("nemotron", "The bird count talk is tonight at 7pm in the school hall, and Ines is bringing the", "fallback"),
    text("ellipsis", "q3-3b", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: N }, N),
    object("good", "short", { note: N2 }, N2),
    object("renamed-field", "text", { text: N }, N),
    object("extra-field", "date beside", { date: "2028-03-16", note: N }, N),
    rawAnswer("format", "trailing comma", JSON.stringify({ note: N }).replace(/"}$/, '",}'), N),
    rawAnswer("format", "json in a sentence", `Here is the note: ${JSON.stringify({ note: N2 })}`, N2),
    rawAnswer("cut-off", "cut", '{"note": "The bird count talk is tonight at 7pm in the', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { note: "" }, "fallback"),
  ],
});
