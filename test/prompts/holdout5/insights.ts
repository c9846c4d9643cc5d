import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Rafael Mbeki",
  n: 3,
  statements: [
    "the carding machine's drive belt snapped halfway through a batch",
    "Rafael Mbeki had meant to replace the belt in the summer",
    "Rafael Mbeki spun yarn by hand until midnight on Monday",
    "Priya Lindqvist asked whether the fifty skeins will be ready by Friday",
    "Ingrid Halvorsen lent Rafael Mbeki her spinning wheel",
  ],
};
const I: Insight[] = [
  { insight: "Rafael Mbeki puts off maintenance until it causes trouble", evidence: [0, 1] },
  { insight: "Rafael Mbeki works hard to keep his promises once he is behind", evidence: [2, 3] },
  { insight: "Rafael Mbeki's neighbours step in to help him", evidence: [4] },
];
const lines = (is: Insight[], f = (x: Insight, i: number) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`) => is.map(f).join("\n");

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(I), I),
    text("good", "gpt-3.5", `Here are three insights about Rafael:\n\n${lines(I)}`, I),
    text("good", "llama-3-8b", lines(I, (x, i) => `${i + 1}. **${x.insight}** (because of ${x.evidence.map((e) => e + 1).join(", ")})`), I),
    text("good", "qwen2.5-7b", lines(I), I),
    text("good", "mistral-7b", ` ${lines(I)}`, I),
    text("good", "1b", lines(I), I),
    text("good", "reasoning", `<think>\nBelt: procrastination (1, 2). Spinning late for Priya (3, 4). Ingrid's wheel (5).\n</think>\n${lines(I)}`, I),
    text("good", "gpt-3.5", lines(I), I),
    text("good", "llama-3-8b", lines(I), I),
    text("good", "qwen2.5-7b", `Based on the statements, here are three insights:\n\n${lines(I)}`, I),
    text("format", "gpt-4o-mini", lines(I, (x, i) => `${i + 1}. ${x.insight}. (because of ${x.evidence.map((e) => e + 1).join(", ")})`), I),
    text("format", "llama-3-8b", lines(I, (x, i) => `${i + 1}. ${x.insight} (statements ${x.evidence.map((e) => e + 1).join(" and ")})`), I),
    text("format", "qwen2.5-7b", `| # | Insight | Because of |\n|---|---|---|\n${I.map((x, i) => `| ${i + 1} | ${x.insight} | ${x.evidence.map((e) => e + 1).join(", ")} |`).join("\n")}`, I),
    text("format", "mistral-7b", lines(I, (x, i) => `${i + 1}) ${x.insight} [${x.evidence.map((e) => e + 1).join(", ")}]`), I),
    text("format", "gpt-3.5", "```json\n" + JSON.stringify(I.map((x) => ({ insight: x.insight, because_of: x.evidence.map((e) => e + 1) })), null, 2) + "\n```", I),
    text("sub-bullets", "llama-3-8b", `${lines(I.slice(0, 1))}\n   - the belt was worn since July\n${lines(I.slice(1), (x, i) => `${i + 2}. ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`)}`, I),
    text("label", "gpt-4o-mini", lines(I, (x, i) => `Insight ${i + 1}: ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`), I),
    text("number-words", "gpt-3.5", lines(I, (x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((e) => ["one", "two", "three", "four", "five"][e]).join(" and ")})`), I),
    text("format", "qwen2.5-7b", `${lines(I)}\n\nThese insights show a pattern of procrastination balanced by loyalty.`, I),
    text("refusal", "refusal", "I'm sorry, I can't make inferences about real individuals.", "fallback"),
    text("placeholder", "1b", "1. <insight> (because of 2, 7, 4)", "fallback"),
    capped("gpt-4o-mini", `${lines(I.slice(0, 2))}\n3. Rafael Mbeki's neighbours step`, "fallback"),
    text("cut-off", "reasoning", "<think>\nStatements 1 and 2 say he put off the belt. 3 and 4 say he", "fallback"),
    text("loop", "1b", `1. ${I[0]!.insight} (because of 1, 2)\n2. ${I[0]!.insight} (because of 1, 2)\n3. ${I[0]!.insight} (because of 1, 2)`, "fallback"),
  ],
  structured: [
    object("good", "valid", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, I),
    object("string-value", "evidence as strings", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => String(e + 1)) })) }, I),
    object("renamed-field", "because_of for evidence", { insights: I.map((x) => ({ insight: x.insight, because_of: x.evidence.map((e) => e + 1) })) }, I),
    object("extra-field", "a confidence beside", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1), confidence: 0.8 })) }, I),
    object("malformed", "evidence as one string", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1).join(", ") })) }, I),
    object("refusal", "empty", { insights: [] }, "fallback"),
    rawAnswer("malformed", "the text lines", lines(I), I),
    rawAnswer("cut-off", "cut in the third", `{"insights": [{"insight": "${I[0]!.insight}", "evidence": [1, 2]}, {"insight": "${I[1]!.insight}", "evidence": [3, 4]}, {"insight": "Rafael`, "fallback", { finishReason: "length" }),
  ],
});
