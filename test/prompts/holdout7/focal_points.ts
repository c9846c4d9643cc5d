import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.focal_points;
const Q = [
  "How ready is Kwame's band for the Ossenby contest?",
  "Who will cover the second cornet part?",
  "How will the band get to Ossenby on Saturday?",
];
const Q2 = [
  "What is Kwame most worried about before Saturday?",
  "How does Ilse Varga help the band?",
  "Why did Kwame practise until midnight?",
];
const arr = (qs: string[]) => JSON.stringify(qs);

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", arr(Q), Q),
    text("good", "o3-mini", arr(Q2), Q2),
    text("good", "mistral-7b", ` ${arr(Q)}`, Q),
    text("good", "mistral-nemo", JSON.stringify(Q, null, 2), Q),
    text("good", "llama-3.2-3b", arr(Q2), Q2),
    text("good", "qwen2.5-14b", arr(Q), Q),
    text("good", "granite", arr(Q), Q),
    text("good", "qwen3", `<think>\nContest readiness, second cornet, transport.\n</think>\n\n${arr(Q)}`, Q),
    text("good", "gemini", "```json\n" + JSON.stringify(Q, null, 2) + "\n```", Q),
    text("format", "o3-mini", `[${Q.map((q) => (q.includes("'") ? `"${q}"` : `'${q}'`)).join(", ")}]`, Q),
    text("format", "gpt-4.1", `[\n  ${Q.map((q) => JSON.stringify(q)).join(",\n  ")},\n]`, Q),
    text("format", "qwen2.5-14b", "```python\n" + arr(Q2) + "\n```", Q2),
    text("format", "llama-3.2-3b", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "gemini", Q.map((q, i) => `**Question ${i + 1}:** ${q}`).join("\n\n"), Q),
    text("format", "granite", Q.map((q) => `• ${q}`).join("\n"), Q),
    text("format", "mistral-nemo", `{"questions": ${arr(Q)}}`, Q),
    text("format", "llama-3.2-3b", `{"name": "focal_points", "arguments": {"questions": ${arr(Q2)}}}`, Q2),
    text("format", "qwen2.5-14b", `Output: ${arr(Q)}`, Q),
    text("format", "mistral-7b", `${arr(Q)}\n\n${arr(Q)}`, Q),
    text("format", "mistral-nemo", arr(["Wie gut ist Kwames Band auf den Wettbewerb vorbereitet?", "Wer übernimmt das zweite Kornett?", "Wie kommt die Band am Samstag nach Ossenby?"]), ["Wie gut ist Kwames Band auf den Wettbewerb vorbereitet?", "Wer übernimmt das zweite Kornett?", "Wie kommt die Band am Samstag nach Ossenby?"]),
    text("format", "granite", arr([...Q, Q2[0]!]), "fallback"),
    text("format", "gpt-4o-mini", arr(Q.slice(0, 2)), "fallback"),
    text("nested-json", "gemini", JSON.stringify(Q.map((question) => ({ question }))), Q),
    text("placeholder", "tinyllama", '["<question 1>", "<question 2>", "<question 3>"]', "fallback"),
    text("refusal", "granite", "Do you want questions about Kwame only, or about Ilse as well?", "fallback"),
    text("loop", "smollm", arr([Q[0]!, Q[0]!, Q[0]!]), "fallback"),
    text("empty-list", "llama-3.2-1b", "[]", "fallback"),
    capped("mistral-7b", `["${Q[0]}", "${Q[1]}", "How will the band get to`, "fallback"),
    capped("qwen3", "<think>\nThe memories: carding engine, the draw, the parcel van, second cornet, practising late. Three questions: band readiness, second cornet, transport. Or maybe one about his", "fallback"),
    text("good", "gpt-4.1", arr(Q2), Q2),
    text("good", "llama-3.2-1b", arr(Q), Q),
    text("good", "granite", arr(Q2), Q2),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("good", "another", { questions: Q2 }, Q2),
    object("renamed-field", "focal_points", { focal_points: Q }, Q),
    object("extra-field", "count beside", { questions: Q, count: 3 }, Q),
    object("nested-json", "questions as objects", { questions: Q.map((question) => ({ question })) }, Q),
    object("empty-list", "empty", { questions: [] }, "fallback"),
    object("malformed", "four questions", { questions: [...Q, Q2[0]] }, "fallback"),
    rawAnswer("format", "a bare array", arr(Q), Q),
    rawAnswer("format", "Python dict", `{'questions': [${Q.map((q) => `'${q}'`).join(", ")}]}`, Q),
    rawAnswer("cut-off", "cut", `{"questions": ["${Q[0]}", "Who will`, "fallback", { finishReason: "length" }),
  ],
});
