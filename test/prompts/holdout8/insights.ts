import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.insights;
const I: Insight[] = [
  { insight: "Desmond Achterberg is under pressure to finish the Kittiwake before the regatta", evidence: [0, 1, 3] },
  { insight: "Desmond Achterberg works long hours when a boat matters to him", evidence: [2, 0] },
  { insight: "Desmond Achterberg keeps learning his craft", evidence: [5] },
];
const lines = (xs: Insight[], f = (x: Insight, i: number) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((e) => e + 1).join(", ")})`) => xs.map(f).join("\n");
const json = (xs: Insight[]) => ({ insights: xs.map((x) => ({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })) });

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", lines(I), I),
    text("good", "gemma-3", `${lines(I)}\n`, I),
    text("good", "phi-4", `${lines(I)}\n\nThe seal pup says little about Desmond himself, so I left it out.`, I),
    text("good", "deepseek-v3", lines(I), I),
    text("good", "mixtral", lines(I), I),
    text("good", "olmo-2", lines(I), I),
    text("good", "yi-34b", `Here are three insights:\n${lines(I)}`, I),
    text("good", "hermes", lines(I), I),
    text("good", "aya", lines(I), I),
    text("good", "gpt-4o-mini", lines(I), I),
    text("format", "qwq", `Okay, so statements 1, 2 and 4 all point at the Kittiwake deadline. 3 shows long hours. 6 shows he studies. 5 is about the dog, not much insight.\n\n${lines(I)}`, I),
    text("format", "deepseek-v3", lines(I, (x, i) => `${i + 1}. **${x.insight}** (because of ${x.evidence.map((e) => e + 1).join(", ")})`), I),
    text("format", "mixtral", `${lines(I)}</s>`, I),
    text("format", "llama-3.3-70b", lines(I, (x, i) => `${i + 1}. ${x.insight} (because of statements ${x.evidence.map((e) => e + 1).join(" and ")})`), I),
    text("format", "hermes", lines(I).replace(/\n/g, "\\n"), I),
    text("format", "gemma-3", lines(I, (x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((e) => ["the first", "the second", "the third", "the fourth", "the fifth", "the sixth"][e]).join(", ")})`), I),
    text("format", "olmo-2", `${lines(I)}\n\nUser: And about Beatriz?\nAssistant: 1. Beatriz is organised (because of 4)`, I),
    text("format", "phi-4", lines(I, (x) => JSON.stringify({ insight: x.insight, evidence: x.evidence.map((e) => e + 1) })), I),
    text("format", "aya", lines(I, (x, i) => `${i + 1}. ${x.insight} (porque ${x.evidence.map((e) => e + 1).join(", ")})`), I),
    text("batch-ids", "yi-34b", lines(I, (x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.join(", ")})`).replace("(because of 5)", "(because of 5)"), "fallback"),
    text("format", "deepseek-v3", lines([{ ...I[0]!, evidence: [0, 1, 8] }, I[1]!, I[2]!]), [{ ...I[0]!, evidence: [0, 1] }, I[1]!, I[2]!]),
    text("placeholder", "olmo-2", "1. <insight> (because of 2, 7, 4)", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't infer personal traits about people.", "fallback"),
    capped("llama-3.3-70b", `${lines(I.slice(0, 2))}\n3. Desmond Achterberg keeps lear`, "fallback"),
    capped("qwq", "Okay, so six statements about Desmond. The Kittiwake comes up in 1, 2 and 4. He worked until 10pm, statement 3. The seal pup", "fallback"),
    text("good", "qwq", `Okay, the deadline, the long hours, the studying.\n\n${lines(I)}`, I),
    text("good", "phi-4", lines(I), I),
    text("good", "gemma-3", lines(I), I),
  ],
  structured: [
    object("good", "valid", json(I), I),
    object("string-value", "evidence as strings", { insights: json(I).insights.map((x) => ({ ...x, evidence: x.evidence.map(String) })) }, I),
    object("renamed-field", "because", { insights: json(I).insights.map((x) => ({ insight: x.insight, because: x.evidence })) }, I),
    object("extra-field", "confidence beside", { insights: json(I).insights.map((x) => ({ ...x, confidence: 0.8 })) }, I),
    object("missing-field", "no evidence", { insights: I.map((x) => ({ insight: x.insight })) }, "fallback"),
    object("empty-list", "empty", { insights: [] }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify(json(I)).repeat(2), I),
    rawAnswer("format", "numbered lines", lines(I), I),
    rawAnswer("cut-off", "cut", JSON.stringify(json(I)).slice(0, 150), "fallback", { finishReason: "length" }),
  ],
});
