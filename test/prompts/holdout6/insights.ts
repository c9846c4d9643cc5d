import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.insights;
const I: Insight[] = [
  { insight: "Wen Castellano works hard to be ready for the night market", evidence: [0, 3] },
  { insight: "Wen Castellano relies on Tobias Okafor and repays his help", evidence: [2, 4] },
  { insight: "Wen Castellano expects her scarves to sell well", evidence: [5] },
];
const lines = (is: Insight[], f = (i: number, x: Insight) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`) => is.map((x, i) => f(i, x)).join("\n");
const I2: Insight[] = [{ ...I[0]!, evidence: [0, 1, 3] }, I[1]!, I[2]!];

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(I), I),
    text("good", "gemma-2-9b", lines(I2), I2),
    text("good", "phi-3-mini", `${lines(I)}\n\nThese insights show how busy Wen is before Friday.`, I),
    text("good", "llama-3.1-70b", lines(I), I),
    text("good", "claude", `Here are three insights about Wen:\n\n${lines(I)}`, I),
    text("good", "command-r", lines(I2), I2),
    text("good", "0.5b", lines(I), I),
    text("good", "deepseek-r1-distill", `<think>\nWork ethic: 1, 4. Tobias: 3, 5. Market success: 6.\n</think>\n\n${lines(I)}`, I),
    text("format", "claude", lines(I, (i, x) => `${i + 1}. **${x.insight}** (because of ${x.evidence.map((e) => e + 1).join(", ")})`), I),
    text("format", "gemma-2-9b", lines(I, (i, x) => `${i + 1}. ${x.insight} (statements ${x.evidence.map((e) => e + 1).join(" and ")})`), I),
    text("format", "command-r", lines(I).replace(/\n/g, "\r\n"), I),
    text("format", "phi-3-mini", lines(I, (i, x) => `${["1.", "2)", "iii."][i]} ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`), I),
    text("format", "llama-3.1-70b", lines(I, (i, x) => `${i + 1}. ${x.insight} [${x.evidence.map((e) => e + 1).join(", ")}]`), I),
    text("label", "gpt-4o-mini", lines(I, (i, x) => `Insight ${i + 1}: ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`), I),
    text("format", "qwen2.5-7b", "1. Wen Castellano trabaja duro para estar lista para el mercado nocturno (because of 1, 4)", [{ insight: "Wen Castellano trabaja duro para estar lista para el mercado nocturno", evidence: [0, 3] }]),
    text("sub-bullets", "claude", `1. ${I[0]!.insight} (because of 1, 4)\n   - she stayed until 9pm\n2. ${I[1]!.insight} (because of 3, 5)\n3. ${I[2]!.insight} (because of 6)`, I),
    text("format", "gemma-2-9b", `${lines(I)}\n\nWait, actually, insight 1 also rests on 2:\n1. ${I[0]!.insight} (because of 1, 2, 4)`, "fallback"),
    text("format", "command-r", lines(I, (i, x) => `${i + 1}. ${x.insight}`), I.map((x) => ({ ...x, evidence: [] }))),
    text("placeholder", "0.5b", "1. <insight> (because of 2, 7, 4)", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't make inferences about a real person.", "fallback"),
    text("loop", "0.5b", `1. ${I[0]!.insight} (because of 1)\n2. ${I[0]!.insight} (because of 1)\n3. ${I[0]!.insight} (because of 1)`, "fallback"),
    capped("gemma-2-9b", `${lines(I.slice(0, 2))}\n3. Wen Castellano expects her sca`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nSix statements about Wen. Twenty scarves dyed; water wheel clogged; asked Tobias; stayed until 9pm; promised a scarf; sold out last year. Insight 1: she works hard", "fallback"),
    text("good", "llama-3.1-70b", lines(I2), I2),
    text("good", "phi-3-mini", lines(I2), I2),
    text("good", "gemma-2-9b", lines(I), I),
    text("cut-off", "deepseek-r1-distill", "<think>\nSix statements. Work ethic from 1 and 4. Tobias from 3 and 5. Market from 6. Write them", "fallback"),
    text("format", "claude", `${lines(I)}\n\nLet me know if you'd like more insights!`, I),
    text("good", "qwen2.5-7b", lines(I), I),
    text("good", "command-r", lines(I), I),
    text("good", "0.5b", lines(I2), I2),
  ],
  structured: [
    object("good", "valid", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, I),
    object("good", "another", { insights: I2.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, I2),
    object("string-value", "evidence as strings", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => String(e + 1)) })) }, I),
    object("renamed-field", "because", { insights: I.map((x) => ({ insight: x.insight, because: x.evidence.map((e) => e + 1) })) }, I),
    object("extra-field", "confidence beside", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1), confidence: "high" })) }, I),
    object("missing-field", "no evidence", { insights: I.map((x) => ({ insight: x.insight })) }, I.map((x) => ({ ...x, evidence: [] }))),
    object("empty-list", "empty", { insights: [] }, "fallback"),
    rawAnswer("format", "text lines", lines(I), I),
    rawAnswer("cut-off", "cut", `{"insights": [{"insight": "${I[0]!.insight}", "evidence": [1, 4]}, {"insight": "Wen Cas`, "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) })}\nLet me know if you need any changes.`, I),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", I),
  ],
});
