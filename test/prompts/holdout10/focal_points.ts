import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.focal_points;
const Q = [
  "How is Oliver Ashdown preparing for the bird count talk on Thursday?",
  "How does the high water affect Oliver Ashdown's week?",
  "What does Oliver Ashdown's relationship with Ines Varga look like?",
];
const py = (s: string) => (s.includes("'") ? `"${s}"` : `'${s}'`);

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", JSON.stringify(Q), Q),
    text("good", "llama-4-scout", JSON.stringify(Q, null, 2) + "\n", Q),
    text("good", "granite-3", JSON.stringify(Q), Q),
    text("good", "nemotron", JSON.stringify(Q, null, 2), Q),
    text("good", "hermes-3", JSON.stringify(Q), Q),
    text("good", "aya-expanse", JSON.stringify(Q), Q),
    text("good", "phi-4", JSON.stringify(Q) + "\n\nThese tie together the talk, the flood and the people helping.", Q),
    text("good", "deepseek-v3", fence("json", JSON.stringify(Q, null, 2)), Q),
    text("good", "olmo-2", JSON.stringify(Q), Q),
    text("good", "gemma-3", fence("json", JSON.stringify(Q, null, 2)), Q),
    text("good", "qwen3-think", qthink("Talk prep, flooding, Ines. Three questions as a JSON array.", JSON.stringify(Q)), Q),
    text("format", "gemma-3", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "olmo-2", Q.map((q) => `• ${q}`).join("\n"), Q),
    text("format", "mistral-small-3", "[" + Q.map(py).join(", ") + "]", Q),
    text("format", "llama-4-scout", JSON.stringify(Q).replace(/"\]$/, '",]'), Q),
    text("format", "granite-3", html("<ul>" + Q.map((q) => `<li>${q}</li>`).join("") + "</ul>"), Q),
    text("format", "nemotron", heading(JSON.stringify(Q, null, 2), "Questions"), Q),
    text("format", "hermes-3", JSON.stringify({ questions: Q }), Q),
    text("format", "phi-4", Q.map((q, i) => `${String.fromCharCode(97 + i)}) ${q}`).join("\n"), Q),
    text("format", "deepseek-v3", `Here are the three questions: ${JSON.stringify(Q)}`, Q),
    text("format", "aya-expanse", JSON.stringify(["Como o Oliver Ashdown se prepara para a palestra de quinta-feira?", "Como a cheia afeta a semana do Oliver Ashdown?", "Como é a relação do Oliver Ashdown com a Ines Varga?"]), ["Como o Oliver Ashdown se prepara para a palestra de quinta-feira?", "Como a cheia afeta a semana do Oliver Ashdown?", "Como é a relação do Oliver Ashdown com a Ines Varga?"]),
    text("sub-bullets", "llama-4-scout", `1. ${Q[0]}\n   - the projector remote is missing\n2. ${Q[1]}\n   - the ferry stopped\n3. ${Q[2]}`, Q),
    text("label", "granite-3", Q.map((q, i) => `Question ${i + 1}: ${q}`).join("\n"), Q),
    text("placeholder", "hermes-3", '["<question 1>", "<question 2>", "<question 3>"]', "fallback"),
    text("refusal", "safety-tuned", "I'm not comfortable drawing conclusions about a real person's life.", "fallback"),
    capped("nemotron", `["${Q[0]}", "${Q[1]}", "What does Oliver`, "fallback"),
    text("ellipsis", "q3-3b", '["...", "...", "..."]', "fallback"),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("renamed-field", "focal_points", { focal_points: Q }, Q),
    object("extra-field", "count beside", { n: 3, questions: Q }, Q),
    rawAnswer("format", "bare array", JSON.stringify(Q), Q),
    rawAnswer("format", "python", "{'questions': [" + Q.map(py).join(", ") + "]}", Q),
    rawAnswer("cut-off", "cut", JSON.stringify({ questions: Q }).slice(0, 150), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { questions: [] }, "fallback"),
  ],
});
