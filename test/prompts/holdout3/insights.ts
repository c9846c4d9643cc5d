import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Anouk Brandt",
  n: 3,
  statements: [
    "Matthias Keller offered to carry Anouk Brandt's cheese down with the mules",
    "the cellar thermometer showed 19 degrees",
    "Anouk Brandt turned the wheels twice a day instead of once",
    "Anouk Brandt refused to let her nephew help in the cellar",
  ],
};

/** Evidence is kept as the statements' indexes from 0 (the template numbers them from 1). */
const I: Insight[] = [
  { insight: "Anouk Brandt would rather work twice as hard than let anyone into her cellar", evidence: [2, 3] },
  { insight: "Matthias Keller is a neighbour Anouk Brandt can rely on", evidence: [0] },
  { insight: "Anouk Brandt is anxious that the warm cellar will spoil her festival cheese", evidence: [1, 2] },
];
const because = (x: Insight, from = 1) => x.evidence.map((e) => e + from).join(", ");
const ins = (xs: Insight[]) => xs.map((x, i) => `${i + 1}. ${x.insight} (because of ${because(x)})`).join("\n");

const I2: Insight[] = [
  { insight: "Anouk Brandt is determined to do everything herself", evidence: [2, 3] },
  { insight: "Anouk Brandt worries about the quality of her cheese", evidence: [1] },
  { insight: "Matthias Keller cares about Anouk Brandt", evidence: [0] },
];

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", ins(I2), I2),
    text("good", "qwen2.5-7b", ins(I), I),
    text("good", "llama-3-8b", ins(I2), I2),
    text("good", "gpt-4o-mini", ins(I), I),
    text("good", "gpt-3.5", `Here are three insights about Anouk:\n\n${ins(I)}\n\nTogether they show a proud cheesemaker under pressure.`, I),
    text("good", "llama-3-8b", I.map((x, i) => `${i + 1}. **${x.insight}** (because of ${because(x)})`).join("\n"), I),
    text("good", "reasoning", `<think>\nLet me think. She turns wheels twice and won't take help; the cellar is warm; Matthias helps.\n</think>\n${ins(I)}`, I),
    text("label", "gpt-3.5", I.map((x, i) => `Insight ${i + 1}: ${x.insight} (because of ${because(x)})`).join("\n"), I),
    text("format", "qwen2.5-7b", I.map((x, i) => `${i + 1}. ${x.insight} [statements ${because(x)}]`).join("\n"), I),
    text("sub-bullets", "llama-3-8b", `1. ${I[0]!.insight} (because of 3, 4)\n   - she turns the wheels twice a day\n   - she sent her nephew away\n2. ${I[1]!.insight} (because of 1)\n3. ${I[2]!.insight} (because of 2, 3)`, I),
    text("batch-ids", "llama-3-8b", I.map((x, i) => `${i + 1}. ${x.insight} (because of ${because(x, 0)})`).join("\n"), I),
    text("number-in-text", "gpt-4o-mini", "1. Anouk Brandt fears that 19 degrees will crack 40 wheels before Saturday (because of 2)\n2. Matthias Keller is a neighbour Anouk Brandt can rely on (because of 1)\n3. Anouk Brandt would rather work twice as hard than let anyone into her cellar (because of 3, 4)", [{ insight: "Anouk Brandt fears that 19 degrees will crack 40 wheels before Saturday", evidence: [1] }, I[1]!, I[0]!]),
    text("refusal", "refusal", "I'm sorry, but I can't make inferences about a real person's character.", "fallback"),
    capped("gpt-4o-mini", `1. ${I[0]!.insight} (because of 3, 4)\n2. ${I[1]!.insight} (because of`, "fallback"),
  ],
  structured: [
    object("good", "other insights", { insights: I2.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, I2),
    object("good", "valid", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, I),
    object("renamed-field", "statements for evidence", { insights: I.map((x) => ({ insight: x.insight, statements: x.evidence.map((e) => e + 1) })) }, I),
    object("string-value", "evidence as a string", { insights: I.map((x) => ({ insight: x.insight, evidence: because(x) })) }, I),
    object("batch-ids", "evidence numbered from 0", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence })) }, I),
    object("refusal", "a refusal as the only insight", { insights: [{ insight: "I'm unable to infer anything about Anouk.", evidence: [] }] }, "fallback"),
  ],
});
