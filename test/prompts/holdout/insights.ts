import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  name: "Nadia Haddad",
  n: 3,
  statements: [
    "Nadia Haddad asked Owen Pryce for a bench for the first-aid tent",
    "Owen Pryce offered to bring the bench on Friday at 6pm",
    "Nadia Haddad is worried that the tent has no shade",
    "Nadia Haddad checked the first-aid kits twice this week",
  ],
};
const insights: Insight[] = [
  { insight: "Nadia relies on Owen to help with the first-aid tent", evidence: [0, 1] },
  { insight: "Nadia takes her first-aid duties very seriously", evidence: [2, 3] },
  { insight: "Owen is generous with his time", evidence: [1] },
];
const because = (list = insights, format = (e: number[]) => `(because of ${e.map((i) => i + 1).join(", ")})`) =>
  list.map((x, i) => `${i + 1}. ${x.insight} ${format(x.evidence)}`).join("\n");
const json = (list = insights) => list.map((x) => ({ insight: x.insight, evidence: x.evidence.map((i) => i + 1) }));
const meeting: Insight = { insight: "Nadia arranged to meet Owen on Friday at 6pm", evidence: [1] };

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", because(), insights),
    text("good", "gpt-3.5", because(insights, (e) => `(Evidence: ${e.map((i) => i + 1).join(", ")})`), insights),
    text("good", "llama-3-8b", `Here are the insights:\n\n${insights.map((x, i) => `${i + 1}. **Insight:** ${x.insight}\n   **Evidence:** ${x.evidence.map((j) => j + 1).join(", ")}`).join("\n")}`, insights),
    text("good", "llama-3-8b", insights.map((x) => `- ${x.insight} [${x.evidence.map((j) => j + 1).join(", ")}]`).join("\n"), insights),
    text("good", "qwen2.5-7b", JSON.stringify(json()), insights),
    text("good", "qwen2.5-7b", because(insights, (e) => `— based on statement${e.length > 1 ? "s" : ""} ${e.map((i) => i + 1).join(" and ")}`), insights),
    text("good", "reasoning", `<think>\n1 and 2 show she relies on Owen; 3 and 4 her seriousness; 2 Owen's generosity.\n</think>\n\n${because()}`, insights),
    text("good", "gpt-3.5", because(insights.slice(0, 2)), insights.slice(0, 2)),
    text("number-in-text", "gpt-4o-mini", `1. ${meeting.insight} (because of 2)\n2. ${insights[1]!.insight} (because of 3, 4)`, [meeting, insights[1]!]),
    text("batch-ids", "1b", insights.map((x, i) => `${i}. ${x.insight} (because of ${x.evidence.join(", ")})`).join("\n"), insights),
    text("label", "gpt-3.5", insights.map((x, i) => `Insight ${i + 1}: ${x.insight} (because of ${x.evidence.map((j) => j + 1).join(", ")})`).join("\n"), insights),
    text("label", "llama-3-8b", `${because()}\n\n(These reflect Nadia's week of preparations.)`, insights),
    text("label", "gpt-4o-mini", insights.map((x, i) => `${i + 1}. **${x.insight}** (because of ${x.evidence.map((j) => j + 1).join(", ")})`).join("\n"), insights),
    text("sub-bullets", "llama-3-8b", insights.map((x, i) => `${i + 1}. ${x.insight} (because of ${x.evidence.map((j) => j + 1).join(", ")})\n   - ${["she asked for the bench", "she checked the kits twice", "he offered without being asked"][i]}`).join("\n"), insights),
    text("format", "gpt-4o-mini", `| # | Insight | Evidence |\n|---|---|---|\n${insights.map((x, i) => `| ${i + 1} | ${x.insight} | ${x.evidence.map((j) => j + 1).join(", ")} |`).join("\n")}`, insights),
    text("nested-json", "qwen2.5-7b", JSON.stringify({ insights: insights.map((x) => ({ insight: { text: x.insight }, evidence: x.evidence.map((i) => ({ statement: i + 1 })) })) }), insights),
    text("refusal", "refusal", "I cannot infer anything about real people from these statements.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not sure what you mean by \"high-level insights\". Could you give an example?", "fallback"),
    text("placeholder", "1b", "1. <insight> (because of 2, 7, 4)\n2. <insight> (because of 2, 7, 4)", "fallback"),
    capped("gpt-4o-mini", `${because(insights.slice(0, 2))}\n3. Owen is generous with his time (because of`, insights.slice(0, 2)),
    capped("gpt-3.5", `${because(insights.slice(0, 2))}\n3. Owen is generous`, insights.slice(0, 2)),
    text("cut-off", "reasoning", "<think>\nWhat can be inferred? Statements 1 and 2: she relies on Owen. Statements", "fallback"),
  ],
  structured: [
    object("good", "valid", { insights: json() }, insights),
    object("string-value", "evidence as strings", { insights: insights.map((x) => ({ insight: x.insight, evidence: x.evidence.map((i) => String(i + 1)) })) }, insights),
    object("renamed-field", "statements for evidence", { insights: insights.map((x) => ({ insight: x.insight, statements: x.evidence.map((i) => i + 1) })) }, insights),
    object("extra-field", "a confidence beside each", { insights: json().map((x) => ({ ...x, confidence: "high" })) }, insights),
    object("label", "labels inside", { insights: json().map((x, i) => ({ ...x, insight: `Insight ${i + 1}: ${x.insight}` })) }, insights),
    object("missing-field", "no evidence", { insights: insights.map((x) => ({ insight: x.insight })) }, insights.map((x) => ({ insight: x.insight, evidence: [] }))),
    object("refusal", "a refusal as an insight", { insights: [{ insight: "I cannot infer anything about real people.", evidence: [] }] }, "fallback"),
    rawAnswer("cut-off", "cut off in the third insight", `{"insights": [${json().slice(0, 2).map((x) => JSON.stringify(x)).join(", ")}, {"insight": "Owen is gen`, insights.slice(0, 2), { finishReason: "length" }),
  ],
});
