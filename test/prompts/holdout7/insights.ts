import { insightsPrompt } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.insights;
type Insight = { insight: string; evidence: number[] };
const I: Insight[] = [
  { insight: "Noriko Halvorsen takes the village's post personally and goes out of her way to keep it moving", evidence: [1, 2, 3] },
  { insight: "Noriko Halvorsen's beekeeping matters to her and to her neighbours", evidence: [0, 4, 5] },
  { insight: "Noriko Halvorsen is generous with Morwenna Pike", evidence: [4] },
];
// The answer's numbers are the statements' 1-based numbers; the value's evidence is 0-based.
const line = (x: Insight, i: number, fmt = (ns: string) => `(because of ${ns})`) => `${i + 1}. ${x.insight} ${fmt(x.evidence.map((n) => n + 1).join(", "))}`;
const lines = (xs: Insight[], fmt?: (ns: string) => string) => xs.map((x, i) => line(x, i, fmt)).join("\n");
const structured = (xs: Insight[]) => ({ insights: xs.map((x) => ({ insight: x.insight, evidence: x.evidence.map((n) => n + 1) })) });

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", lines(I), I),
    text("good", "o3-mini", lines(I), I),
    text("good", "mistral-7b", ` ${lines(I)}`, I),
    text("good", "mistral-nemo", lines(I), I),
    text("good", "llama-3.2-3b", `Here are 3 insights about Noriko:\n\n${lines(I)}`, I),
    text("good", "qwen2.5-14b", lines(I), I),
    text("good", "granite", lines(I), I),
    text("good", "qwen3", `<think>\nPost: 2, 3, 4. Bees: 1, 5, 6. Generosity: 5.\n</think>\n\n${lines(I)}`, I),
    text("good", "gemini", `${lines(I)}\n\nLet me know if you'd like more insights!`, I),
    text("format", "gemini", I.map((x, i) => `${i + 1}. **${x.insight}** (because of ${x.evidence.map((n) => n + 1).join(", ")})`).join("\n"), I),
    text("format", "mistral-nemo", lines(I, (ns) => `(statements ${ns})`), I),
    text("format", "granite", I.map((x) => `• ${x.insight} (because of ${x.evidence.map((n) => n + 1).join(", ")})`).join("\n"), I),
    text("format", "llama-3.2-3b", I.map((x, i) => `${"abc"[i]}) ${x.insight} (because of ${x.evidence.map((n) => n + 1).join(", ")})`).join("\n"), I),
    text("format", "o3-mini", `{'insights': [${I.map((x) => `{'insight': "${x.insight}", 'evidence': [${x.evidence.map((n) => n + 1).join(", ")}]}`).join(", ")}]}`, I),
    text("format", "qwen2.5-14b", "```json\n" + JSON.stringify(structured(I), null, 2) + "\n```", I),
    text("format", "gpt-4.1", lines(I, (ns) => `[${ns}]`), I),
    text("format", "mistral-7b", `${lines(I)}.`.replace(/\)\n/g, ").\n"), I),
    text("label", "gemini", I.map((x, i) => `**Insight ${i + 1}:** ${x.insight} (because of ${x.evidence.map((n) => n + 1).join(", ")})`).join("\n"), I),
    text("sub-bullets", "gemini", `${line(I[0]!, 0)}\n   - she walked the fell road\n   - she stayed late\n${line(I[1]!, 1)}\n${line(I[2]!, 2)}`, I),
    text("batch-ids", "mistral-nemo", I.map((x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.join(", ")})`).join("\n"), "fallback"),
    text("format", "granite", I.map((x, i) => `${i + 1}. ${x.insight}`).join("\n"), I.map((x) => ({ insight: x.insight, evidence: [] }))),
    text("placeholder", "tinyllama", "1. <insight> (because of 2, 7, 4)", "fallback"),
    text("refusal", "granite", "Should the insights focus on her work at the post office or her bees? Let me know.", "fallback"),
    text("loop", "smollm", `${line(I[2]!, 0)}\n${line(I[2]!, 1)}\n${line(I[2]!, 2)}\n${line(I[2]!, 3)}\n${line(I[2]!, 4)}`, "fallback"),
    text("ellipsis", "llama-3.2-1b", "1. ...", "fallback"),
    capped("mistral-7b", `${lines(I.slice(0, 2))}\n3. Noriko Halvorsen is generous with Morw`, "fallback"),
    text("good", "gpt-4.1", lines(I), I),
    text("good", "llama-3.2-1b", lines(I), I),
    text("good", "qwen2.5-14b", `${lines(I)}\n`, I),
  ],
  structured: [
    object("good", "valid", structured(I), I),
    object("string-value", "evidence as strings", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((n) => String(n + 1)) })) }, I),
    object("renamed-field", "text and because", { insights: I.map((x) => ({ text: x.insight, because: x.evidence.map((n) => n + 1) })) }, I),
    object("extra-field", "confidence beside", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((n) => n + 1), confidence: 0.8 })) }, I),
    object("missing-field", "no evidence", { insights: I.map((x) => ({ insight: x.insight })) }, I.map((x) => ({ insight: x.insight, evidence: [] }))),
    object("empty-list", "empty", { insights: [] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "insights", arguments: structured(I) }, I),
    rawAnswer("format", "trailing commas", JSON.stringify(structured(I)).replace(/\]}\]}$/, "],},]}"), I),
    rawAnswer("cut-off", "cut", JSON.stringify(structured(I)).slice(0, 150), "fallback", { finishReason: "length" }),
  ],
});
