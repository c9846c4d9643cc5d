import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Nadia Farouk",
  n: 3,
  statements: [
    "Tariq Oduya offered to bring water to the grove by cart at dawn",
    "the young palms in the third row are drooping",
    "Nadia Farouk carried water to the third row herself in buckets at night",
    "Nadia Farouk told Hana Salazar the syrup would be the best in years",
  ],
};
/** Evidence is kept as the statements' indexes from 0 (the template numbers them from 1). */
const I: Insight[] = [
  { insight: "Nadia Farouk will go to great lengths to save her young palms", evidence: [1, 2] },
  { insight: "Tariq Oduya is someone Nadia Farouk can count on", evidence: [0] },
  { insight: "Nadia Farouk takes pride in her syrup even in a hard season", evidence: [3] },
];
const I2: Insight[] = [
  { insight: "Nadia Farouk is stubborn about caring for her grove", evidence: [2] },
  { insight: "The water shortage worries Nadia Farouk", evidence: [1, 2] },
  { insight: "Nadia Farouk and Tariq Oduya trust each other", evidence: [0] },
];
const because = (x: Insight) => x.evidence.map((e) => e + 1).join(", ");
const ins = (xs: Insight[], fmt = (x: Insight, i: number) => `${i + 1}. ${x.insight} (because of ${because(x)})`) => xs.map(fmt).join("\n");

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", ins(I), I),
    text("good", "gpt-3.5", `Sure! Here are three insights about Nadia:\n\n${ins(I)}\n\nHope this helps!`, I),
    text("good", "llama-3-8b", ins(I2, (x, i) => `${i + 1}. **${x.insight}** (because of ${because(x)})`), I2),
    text("good", "qwen2.5-7b", ins(I2), I2),
    text("good", "1b", "1. Nadia loves her palms (because of 2, 3)", [{ insight: "Nadia loves her palms", evidence: [1, 2] }]),
    text("good", "reasoning", `<think>\nBuckets at night: determination. Tariq: reliable. Syrup: pride.\n</think>\n${ins(I)}`, I),
    text("good", "gpt-4o-mini", ins(I, (x, i) => `${i + 1}) ${x.insight} (because of ${because(x)})`), I),
    text("label", "gpt-3.5", ins(I, (x, i) => `Insight ${i + 1}: ${x.insight} (because of ${because(x)})`), I),
    text("label", "qwen2.5-7b", ins(I, (x, i) => `${i + 1}. **Insight:** ${x.insight} (because of ${because(x)})`), I),
    text("format", "llama-3-8b", ins(I2, (x, i) => `${i + 1}. ${x.insight} (statements ${because(x)})`), I2),
    text("format", "gpt-4o-mini", ins(I, (x) => `• ${x.insight} (because of ${because(x)})`), I),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })), null, 2) + "\n```", I),
    text("format", "llama-3-8b", `| Insight | Because of |\n|---|---|\n${I.map((x) => `| ${x.insight} | ${because(x)} |`).join("\n")}`, I),
    text("sub-bullets", "llama-3-8b", `1. ${I[0]!.insight} (because of 2, 3)\n   - she carried buckets at night\n2. ${I[1]!.insight} (because of 1)\n3. ${I[2]!.insight} (because of 4)\n   - "the best in years"`, I),
    text("refusal", "refusal", "I'm sorry, but I can't make inferences about real people.", "fallback"),
    capped("gpt-3.5", `1. ${I[0]!.insight} (because of 2, 3)\n2. ${I[1]!.insight} (because of 1)\n3. Nadia Farouk takes pride in her sy`, I.slice(0, 2)),
    text("cut-off", "reasoning", "<think>\nThe buckets at night show how much she cares. The second insight", "fallback"),
  ],
  structured: [
    object("good", "valid", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, I),
    object("good", "other", { insights: I2.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, I2),
    object("renamed-field", "because_of for evidence", { insights: I.map((x) => ({ insight: x.insight, because_of: x.evidence.map((e) => e + 1) })) }, I),
    object("string-value", "evidence as a string", { insights: I.map((x) => ({ insight: x.insight, evidence: because(x) })) }, I),
    object("label", "labels kept", { insights: I.map((x, i) => ({ insight: `Insight ${i + 1}: ${x.insight}`, evidence: x.evidence.map((e) => e + 1) })) }, I),
    object("refusal", "empty", { insights: [] }, "fallback"),
    rawAnswer("cut-off", "cut off after two", `{"insights": [${I.slice(0, 2).map((x) => JSON.stringify({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })).join(", ")}, {"insight": "Nadia Farouk takes pr`, I.slice(0, 2), { finishReason: "length" }),
  ],
});
