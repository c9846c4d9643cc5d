import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.insights;
const I1 = "Rosalind Okafor is determined to have her cider ready for the fair despite setbacks";
const I2 = "Rosalind Okafor relies on her neighbours, Halvard and the blacksmith, to keep her business going";
const I3 = "The landslip and the broken press put Rosalind Okafor under pressure this week";
/** Numbers as the answer writes them (1-based) and the value's 0-based positions. */
const ANS: Array<[string, number[]]> = [[I1, [1, 3, 6]], [I2, [4, 6]], [I3, [2, 5]]];
const val = (a: Array<[string, number[]]>): Insight[] => a.map(([insight, ns]) => ({ insight, evidence: ns.map((n) => n - 1) }));
const V = val(ANS);
const lines = (a: Array<[string, number[]]>, fmt = (i: number, s: string, ns: number[]) => `${i + 1}. ${s} (because of ${ns.join(", ")})`) => a.map(([s, ns], i) => fmt(i, s, ns)).join("\n");
const json = (a: Array<[string, number[]]>) => ({ insights: a.map(([insight, evidence]) => ({ insight, evidence })) });

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", lines(ANS), V),
    text("good", "command-r-plus", lines(ANS) + "\n", V),
    text("good", "glm-4", lines(ANS), V),
    text("good", "internlm-2.5", lines(ANS), V),
    text("good", "minicpm", lines(ANS), V),
    text("good", "falcon-3", lines(ANS), V),
    text("good", "stablelm", lines(ANS), V),
    text("good", "zephyr", lines(ANS), V),
    text("good", "openchat", lines(ANS), V),
    text("good", "gemini-2-flash", lines(ANS) + "\n", V),
    text("good", "deepseek-r1-distill", think("Determination: 1, 3, 6. Neighbours: 4, 6. Pressure: 2, 5.", lines(ANS)), V),
    text("format", "deepseek-r1-distill", unclosed("Three insights with their statement numbers.", lines(ANS)), V),
    text("format", "glm-4", tag("answer", "\n" + lines(ANS) + "\n"), V),
    text("format", "internlm-2.5", `<response>\n${lines(ANS)}\n</response>`, V),
    text("format", "command-r-plus", fence("yaml", ANS.map(([s, ns]) => `- insight: ${s}\n  evidence: [${ns.join(", ")}]`).join("\n")), V),
    text("format", "minicpm", fence("text", lines(ANS)), V),
    text("format", "falcon-3", bom(lines(ANS)), V),
    text("format", "stablelm", nbsp(lines(ANS)), V),
    text("format", "zephyr", lines(ANS, (i, s, ns) => `${i + 1}. **${s}** (because of ${ns.join(", ")})`), V),
    text("format", "openchat", lines(ANS, (i, s, ns) => `${i + 1}. ${s} (statements ${ns.join(", ")})`), V),
    text("format", "claude-3.5-haiku", lines(ANS, (i, s, ns) => `${i + 1}. ${s} (because of ${ns.slice(0, -1).join(", ")}${ns.length > 1 ? " and " : ""}${ns[ns.length - 1]})`).replace(/\(because of and /g, "(because of "), V),
    text("format", "glm-4", lines(ANS, (i, s, ns) => `${i + 1}. ${s}（依据：${ns.join("、")}）`), V),
    text("format", "command-r-plus", JSON.stringify(json(ANS)), V),
    text("format", "internlm-2.5", lines(ANS) + "\n\nThese insights show a resourceful woman under pressure.", V),
    text("placeholder", "falcon-3", "1. <insight> (because of 2, 7, 4)", "fallback"),
    text("refusal", "zephyr", "As an AI language model, I can't infer personal details about Rosalind.", "fallback"),
    text("loop", "q2-8b", `1. ${I1} (because of 1, 3, 6)\n2. ${I1} (because of 1, 3, 6)\n3. ${I1} (because of 1, 3, 6)`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nStatements: 1 picked russets, 2 screw cracked, 3 barn till midnight, 4 Halvard's car, 5 landslip, 6 blacksmith bottle. Insight one: determination, from 1, 3", "fallback"),
    capped("stablelm", `1. ${I1} (because of 1, 3, 6)\n2. ${I2} (because of 4, 6)\n3. The landslip and the broken press put Ros`, "fallback"),
  ],
  structured: [
    object("good", "valid", json(ANS), V),
    object("string-value", "evidence as strings", { insights: ANS.map(([insight, ns]) => ({ insight, evidence: ns.map(String) })) }, V),
    object("renamed-field", "text and statements", { insights: ANS.map(([text, statements]) => ({ text, statements })) }, V),
    object("extra-field", "confidence beside", { insights: ANS.map(([insight, evidence]) => ({ insight, evidence, confidence: 0.8 })) }, V),
    rawAnswer("format", "nested under data", JSON.stringify({ data: json(ANS) }), V),
    rawAnswer("format", "bare array", JSON.stringify(json(ANS).insights), V),
    rawAnswer("cut-off", "cut", JSON.stringify(json(ANS)).slice(0, 150), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { insights: [] }, "fallback"),
  ],
});
