import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.insights;
const I: Insight[] = [
  { insight: "Jozef Brink is working himself hard to have enough flour for the spring market", evidence: [0, 2] },
  { insight: "Jozef Brink and Ines Varga help each other and trade favours", evidence: [3, 5] },
  { insight: "The week's weather and repairs are putting Jozef's trade under pressure", evidence: [1, 4] },
];
const n1 = (e: number[]) => e.map((x) => x + 1).join(", ");
const lines = (fmt = (x: Insight, i: number) => `${i + 1}. ${x.insight} (because of ${n1(x.evidence)})`) => I.map(fmt).join("\n");
const asObjects = () => I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) }));

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", lines(), I),
    text("good", "llama-4-scout", lines() + "\n", I),
    text("good", "granite-3", lines(), I),
    text("good", "nemotron", lines(), I),
    text("good", "hermes-3", lines(), I),
    text("good", "aya-expanse", lines(), I),
    text("good", "phi-4", lines() + "\n\nTogether they show a busy miller leaning on his neighbours.", I),
    text("good", "deepseek-v3", lines(), I),
    text("good", "olmo-2", lines(), I),
    text("good", "qwen3-think", qthink("Work load: 1, 3. Favours: 4, 6. Pressure: 2, 5.", lines()), I),
    text("format", "gemma-3", lines((x, i) => `${i + 1}. **${x.insight}** (because of ${n1(x.evidence)})`), I),
    text("format", "olmo-2", lines((x) => `• ${x.insight} (because of ${n1(x.evidence)})`), I),
    text("format", "mistral-small-3", lines((x, i) => `${i + 1}. ${x.insight} (statements ${n1(x.evidence)})`), I),
    text("format", "llama-4-scout", lines((x, i) => `${i + 1}. ${x.insight} [${n1(x.evidence)}]`), I),
    text("format", "granite-3", html("<ol>" + I.map((x) => `<li>${x.insight} (because of ${n1(x.evidence)})</li>`).join("") + "</ol>"), I),
    text("format", "nemotron", heading(lines(), "Insights"), I),
    text("format", "hermes-3", JSON.stringify(asObjects(), null, 2), I),
    text("format", "phi-4", fence("", lines()), I),
    text("format", "aya-expanse", lines((x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(" and ")})`), I),
    text("label", "gemma-3", lines((x, i) => `Insight ${i + 1}: ${x.insight} (because of ${n1(x.evidence)})`), I),
    text("sub-bullets", "llama-4-scout", lines().replace("(because of 1, 3)", "(because of 1, 3)\n   - four hundred kilos\n   - up until midnight"), I),
    text("format", "nemotron", lines((x, i) => `${i + 1}. ${x.insight} (because of ${n1(x.evidence)})`).replace("(because of 2, 5)", "(because of 2, 9)"), "fallback"),
    text("placeholder", "hermes-3", "1. <insight> (because of <numbers>)\n2. <insight> (because of <numbers>)\n3. <insight> (because of <numbers>)", "fallback"),
    text("refusal", "safety-tuned", "I can't make inferences about a real person's character.", "fallback"),
    text("loop", "q3-3b", "1. Jozef works hard (because of 1)\n2. Jozef works hard (because of 1)\n3. Jozef works hard (because of 1)", "fallback"),
    capped("nemotron", lines().slice(0, 140), "fallback"),
  ],
  structured: [
    object("good", "valid", { insights: asObjects() }, I),
    object("renamed-field", "statements for evidence", { insights: I.map((x) => ({ insight: x.insight, statements: x.evidence.map((e) => e + 1) })) }, I),
    object("extra-field", "confidence beside", { insights: asObjects().map((x) => ({ ...x, confidence: "high" })) }, I),
    object("string-value", "evidence as strings", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => String(e + 1)) })) }, I),
    rawAnswer("format", "bare array", JSON.stringify(asObjects()), I),
    rawAnswer("cut-off", "cut", JSON.stringify({ insights: asObjects() }).slice(0, 160), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { insights: [] }, "fallback"),
  ],
});
