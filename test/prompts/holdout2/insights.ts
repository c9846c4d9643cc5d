import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Ines Moreau",
  n: 3,
  statements: [
    "Tomasz Nowak offered to wait for Ines Moreau until a quarter to eight",
    "the oven is running cold",
    "Ines Moreau stayed up until midnight doing the accounts",
    "Ines Moreau turned down help from her nephew with the buns",
  ],
};

const I: Insight[] = [
  { insight: "Ines Moreau takes on too much by herself rather than accept help", evidence: [2, 3] },
  { insight: "Tomasz Nowak is willing to go out of his way for Ines Moreau", evidence: [0] },
  { insight: "Ines Moreau is under pressure because her oven is failing before the regatta", evidence: [1, 2] },
];
const ins = (xs: Insight[]) => xs.map((x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`).join("\n");

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", ins(I), I),
    text("good", "gpt-3.5", `Here are three insights about Ines:\n\n${ins(I)}\n\nThese show a proud baker under pressure.`, I),
    text("good", "llama-3-8b", I.map((x, i) => `${i + 1}. **${x.insight}** (because of ${x.evidence.map((e) => e + 1).join(", ")})`).join("\n"), I),
    text("good", "reasoning", `<think>\nShe refuses help, works late, Tomasz helps anyway.\n</think>\n${ins(I)}`, I),
    text("label", "gpt-3.5", I.map((x, i) => `Insight ${i + 1}: ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`).join("\n"), I),
    text("format", "qwen2.5-7b", I.map((x, i) => `${i + 1}. ${x.insight} [statements ${x.evidence.map((e) => e + 1).join(", ")}]`).join("\n"), I),
    text("sub-bullets", "llama-3-8b", `1. ${I[0]!.insight} (because of 3, 4)\n   - she stayed up until midnight\n   - she turned down her nephew\n2. ${I[1]!.insight} (because of 1)\n3. ${I[2]!.insight} (because of 2, 3)`, I),
    text("refusal", "refusal", "I'm sorry, but I can't make inferences about a person's character.", "fallback"),
    capped("gpt-4o-mini", `1. ${I[0]!.insight} (because of 3, 4)\n2. ${I[1]!.insight} (because of`, "fallback"),
    text("number-in-text", "gpt-4o-mini", "1. Ines Moreau works past midnight because 300 buns are due by Saturday (because of 3)\n2. Tomasz Nowak is willing to go out of his way for Ines Moreau (because of 1)\n3. Ines Moreau is under pressure because her oven is failing before the regatta (because of 2, 3)", [{ insight: "Ines Moreau works past midnight because 300 buns are due by Saturday", evidence: [2] }, I[1]!, I[2]!]),
    text("batch-ids", "llama-3-8b", I.map((x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.join(", ")})`).join("\n"), I),
  ],
  structured: [
    object("good", "valid", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, I),
    object("renamed-field", "statements for evidence", { insights: I.map((x) => ({ insight: x.insight, statements: x.evidence.map((e) => e + 1) })) }, I),
    object("string-value", "evidence as a string", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1).join(", ") })) }, I),
    object("refusal", "a refusal as an insight", { insights: [{ insight: "I cannot infer anything about Ines.", evidence: [] }] }, "fallback"),
  ],
});
