import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.thought_notes;
const N: ThoughtNote[] = [
  { triple: ["Ines Varga", "finish", "painting the ferry's rails"], poignancy: 5 },
  { triple: ["Ines Varga", "bring", "the tea urn"], poignancy: 3 },
  { triple: ["Ines Varga", "ask", "Jozef for two loaves"], poignancy: 3 },
];
const NONE: ThoughtNote = { triple: null, poignancy: null };
const line = (n: ThoughtNote, i: number) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}`;
const lines = (ns: ThoughtNote[], fmt = line) => ns.map(fmt).join("\n");
const obj = (n: ThoughtNote, i: number) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy });

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", lines(N), N),
    text("good", "llama-4-scout", lines(N) + "\n", N),
    text("good", "granite-3", lines(N), N),
    text("good", "nemotron", lines(N), N),
    text("good", "hermes-3", lines(N), N),
    text("good", "aya-expanse", lines(N), N),
    text("good", "phi-4", lines(N) + "\n\nThe rails matter most: the market is on Saturday.", N),
    text("good", "deepseek-v3", lines(N), N),
    text("good", "olmo-2", lines(N), N),
    text("good", "gemma-3", lines(N), N),
    text("good", "qwen3-think", qthink("Rails 5, urn 3, loaves 3.", lines(N)), N),
    text("format", "gemma-3", lines(N, (n, i) => `**${i + 1}.** (${n.triple!.join(", ")}) | ${n.poignancy}`), N),
    text("format", "olmo-2", lines(N, (n, i) => `${i + 1}) (${n.triple!.join(", ")}) | ${n.poignancy}`), N),
    text("format", "mistral-small-3", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}/10`), N),
    text("format", "llama-4-scout", "| # | Triple | Score |\n|---|---|---|\n" + lines(N, (n, i) => `| ${i + 1} | (${n.triple!.join(", ")}) | ${n.poignancy} |`), N),
    text("format", "granite-3", html(lines(N).replace(/\n/g, "<br>")), N),
    text("format", "nemotron", heading(lines(N), "Thought notes"), N),
    text("format", "hermes-3", fence("", lines(N)), N),
    text("format", "phi-4", JSON.stringify(N.map(obj), null, 2), N),
    text("format", "deepseek-v3", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) — ${n.poignancy}`), N),
    text("batch-ids", "aya-expanse", lines(N, (n, i) => `${i}. (${n.triple!.join(", ")}) | ${n.poignancy}`), N),
    text("batch-ids", "gemma-3", [2, 0, 1].map((i) => line(N[i]!, i)).join("\n"), N),
    text("batch-ids", "olmo-2", [line(N[0]!, 0), line(N[2]!, 2)].join("\n"), [N[0]!, NONE, N[2]!]),
    text("number-words", "llama-4-scout", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${["five", "three", "three"][i]}`), N),
    text("placeholder", "hermes-3", "1. (<subject>, <predicate>, <object>) | <score>\n2. (<subject>, <predicate>, <object>) | <score>\n3. (<subject>, <predicate>, <object>) | <score>", "fallback"),
    text("refusal", "safety-tuned", "I can't analyse someone's private thoughts.", "fallback"),
    capped("nemotron", lines(N.slice(0, 2)) + "\n3. (Ines Varga, ask, Jo", [N[0]!, N[1]!, NONE]),
    capped("granite-3", line(N[0]!, 0) + "\n2. (Ines Varga, bri", [N[0]!, NONE, NONE]),
    text("ellipsis", "q3-3b", "1. ...\n2. ...\n3. ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { thoughts: N.map(obj) }, N),
    object("batch-ids", "out of order", { thoughts: [1, 2, 0].map((i) => obj(N[i]!, i)) }, N),
    object("string-value", "scores as strings", { thoughts: N.map((n, i) => ({ ...obj(n, i), score: String(n.poignancy) })) }, N),
    object("renamed-field", "verb", { thoughts: N.map((n, i) => { const { predicate, ...rest } = obj(n, i); return { ...rest, verb: predicate }; }) }, N),
    object("extra-field", "text beside", { thoughts: N.map((n, i) => ({ ...obj(n, i), text: inputs.statements[i] })) }, N),
    rawAnswer("format", "bare array", JSON.stringify(N.map(obj)), N),
    rawAnswer("cut-off", "cut in the third", JSON.stringify({ thoughts: N.map(obj) }).slice(0, -40), [N[0]!, N[1]!, NONE], { finishReason: "length" }),
  ],
});
