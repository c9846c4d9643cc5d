import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.insights;
const ins: Insight[] = [
  { insight: "Ravi Menon puts his customers' boats before his own needs", evidence: [0, 5] },
  { insight: "Ravi Menon and Anneke de Vries rely on each other on the flight", evidence: [2, 3] },
  { insight: "Ravi Menon has taken on more work than he can finish before the festival", evidence: [1, 4] },
];
const written = ins.map((x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`).join("\n");

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    ...styled(written, ins, "Late nights and skipped lunch; help from Anneke; the roof and the owner's calls."),
    text("format", "deepseek-v3.1", ins.map((x, i) => `${i + 1}. **${x.insight}** (because of ${x.evidence.map((e) => e + 1).join(", ")})`).join("\n"), ins),
    text("format", "sarvam-m", ins.map((x, i) => `${i + 1}. ${x.insight} (statements ${x.evidence.map((e) => e + 1).join(" and ")})`).join("\n"), ins),
    text("label", "ernie-4.5", ins.map((x, i) => `Insight ${i + 1}: ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`).join("\n"), ins),
    text("placeholder", "lm-studio-q5", "1. <insight> (because of 2, 7, 4)", "fallback"),
    text("refusal", "safety-tuned", "I can't draw personal conclusions about a real individual.", "fallback"),
    capped("deepseek-r1-distill", `${written.split("\n").slice(0, 2).join("\n")}\n3. Ravi Menon has taken on more work than`, "fallback"),
  ],
  structured: [
    object("good", "valid", { insights: ins.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) }, ins),
    object("string-value", "evidence as strings", { insights: ins.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => String(e + 1)) })) }, ins),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ insights: ins.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) })), ins),
    rawAnswer("cut-off", "cut", '{"insights": [{"insight": "Ravi Menon puts his customers', "fallback", { finishReason: "length" }),
  ],
});
