import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.insights;
/** Insights with the 1-based statement numbers the answer writes. */
const W: Array<[string, number[]]> = [
  ["Marta Kowalczyk is thorough and careful in her blasting work", [1, 2]],
  ["Marta Kowalczyk is dedicated to her cornet solo", [3]],
  ["Marta Kowalczyk and Declan Ferris help each other out", [4, 6]],
];
const V: Insight[] = W.map(([insight, nums]) => ({ insight, evidence: nums.map((n) => n - 1) }));
const lines = (fmt = (i: number, t: string, ns: number[]) => `${i}. ${t} (because of ${ns.join(", ")})`) => W.map(([t, ns], i) => fmt(i + 1, t, ns)).join("\n");
const body = lines();
const why = "Work: 1, 2. Music: 3. Declan and Marta: 4, 6. Scar Lane (5) adds little.";
const objs = (w = W) => w.map(([insight, evidence]) => ({ insight, evidence }));
const ES: Array<[string, number[]]> = [
  ["Marta Kowalczyk es minuciosa y cuidadosa en su trabajo de voladuras", [1, 2]],
  ["Marta Kowalczyk está muy dedicada a su solo de corneta", [3]],
  ["Marta Kowalczyk y Declan Ferris se ayudan mutuamente", [4, 6]],
];

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", body, V),
    text("good", "claude-haiku-4.5", body, V),
    text("good", "gemini-2.5-flash", body + "\n", V),
    text("good", "qwen3-nothink", body, V),
    text("good", "kimi-k2", body, V),
    text("good", "llama-3.3-70b", body, V),
    text("good", "command-r", body, V),
    text("good", "gemma-3n", body, V),
    text("good", "smollm3", body, V),
    text("good", "magistral", magThink(why, body), V),
    text("good", "deepseek-r1-distill", think(why, body), V),
    text("good", "gpt-oss-20b", harmony(why, body), V),
    text("format", "ollama-q4", eot(body), V),
    text("format", "qwen3-nothink", ollamaThinking(why, body), V),
    text("format", "gpt-oss-20b", tag("final", body), V),
    text("format", "claude-haiku-4.5", preamble("Here are three insights:", body), V),
    text("format", "gemini-2.5-flash", `${body}\n\nTogether these show someone careful at work and generous with neighbours.`, V),
    text("format", "llama-3.3-70b", lines((i, t, ns) => `${i}) ${t} (because of ${ns.join(", ")})`), V),
    text("format", "gpt-5-mini", lines((i, t, ns) => `${i}. ${t} (because of statements ${ns.join(", ")})`), V),
    text("format", "gemma-3n", lines((i, t, ns) => `${i}. ${t} (because of ${ns.join(" and ")})`), V),
    text("format", "smollm3", lines((i, t, ns) => `${i}. ${t} (because of ${ns.join(",")})`), V),
    text("format", "kimi-k2", lines((i, t, ns) => `${i}. **${t}** (because of ${ns.join(", ")})`), V),
    text("format", "claude-haiku-4.5", lines((i, t, ns) => `${i}. ${t} (because of ${ns.join(", ")}).`), V),
    text("format", "command-r", lines((i, t, ns) => `- ${t} (because of ${ns.join(", ")})`), V),
    text("label", "gemini-2.5-flash", lines((i, t, ns) => `Insight ${i}: ${t} (because of ${ns.join(", ")})`), V),
    text("sub-bullets", "llama-3.3-70b", lines((i, t, ns) => `${i}. ${t} (because of ${ns.join(", ")})\n   - this shows in the week's events`), V),
    text("format", "kimi-k2", ES.map(([t, ns], i) => `${i + 1}. ${t} (because of ${ns.join(", ")})`).join("\n"), ES.map(([insight, ns]) => ({ insight, evidence: ns.map((n) => n - 1) }))),
    text("placeholder", "smollm3", "1. <insight> (because of <numbers>)\n2. <insight> (because of <numbers>)\n3. <insight> (because of <numbers>)", "fallback"),
    text("refusal", "safety-tuned", "I can't make inferences about a real person's character.", "fallback"),
    text("loop", "ollama-q4", "1. Marta Kowalczyk is careful careful careful careful careful careful careful careful careful careful careful careful", "fallback"),
    capped("gemini-2.5-flash", `${W.slice(0, 2).map(([t, ns], i) => `${i + 1}. ${t} (because of ${ns.join(", ")})`).join("\n")}\n3. Marta Kowalczyk and Declan Ferris help each`, "fallback"),
    text("ellipsis", "gemma-3n", "1. ... (because of ...)\n2. ...\n3. ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { insights: objs() }, V),
    object("string-value", "evidence as strings", { insights: W.map(([insight, ns]) => ({ insight, evidence: ns.map(String) })) }, V),
    object("renamed-field", "because", { insights: W.map(([insight, because]) => ({ insight, because })) }, V),
    object("extra-field", "confidence beside", { insights: objs().map((o) => ({ ...o, confidence: 0.8 })) }, V),
    object("nested-json", "under result", { result: { insights: objs() } }, V),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ insights: objs() }, null, 2)), V),
    rawAnswer("format", "lines as raw text", body, V),
    rawAnswer("cut-off", "cut", JSON.stringify({ insights: objs() }).slice(0, 120), "fallback", { finishReason: "length" }),
    object("placeholder", "placeholders", { insights: [{ insight: "<insight>", evidence: [] }] }, "fallback"),
  ],
});
