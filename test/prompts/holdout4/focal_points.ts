import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Nadia Farouk",
  statements: [
    "the north well pump failed and the grove's irrigation channel runs low",
    "the young palms in the third row are drooping",
    "Tariq Oduya will bring water by cart at dawn until Wednesday",
    "Hana Salazar ordered six jars of date syrup for Lantern Night",
    "Nadia Farouk pressed syrup until noon",
  ],
};
const Q = [
  "How will Nadia Farouk keep her young palms alive until the pump is fixed?",
  "What does Tariq Oduya's help mean to Nadia Farouk?",
  "Will Nadia Farouk have six jars of syrup ready for Lantern Night?",
];
const Q2 = ["Why are Nadia Farouk's palms drooping?", "How is Nadia Farouk preparing for Lantern Night?", "How do Nadia Farouk and Tariq Oduya get along?"];

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", JSON.stringify(Q), Q),
    text("good", "gpt-3.5", `Here are the three questions:\n\n${JSON.stringify(Q, null, 2)}`, Q),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify(Q2, null, 2) + "\n```", Q2),
    text("good", "qwen2.5-7b", JSON.stringify(Q2), Q2),
    text("good", "1b", '["Why are the palms drooping?", "Will Tariq bring water?", "Will the syrup be ready?"]', ["Why are the palms drooping?", "Will Tariq bring water?", "Will the syrup be ready?"]),
    text("good", "reasoning", `<think>\nWater, Tariq, the syrup order.\n</think>\n${JSON.stringify(Q)}`, Q),
    text("good", "gpt-4o-mini", `Sure! ${JSON.stringify(Q2)} Hope this helps!`, Q2),
    text("format", "llama-3-8b", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "qwen2.5-7b", Q2.map((q) => `• ${q}`).join("\n"), Q2),
    text("format", "gpt-3.5", `[${Q.map((q) => `'${q.replace("'", "\\'")}'`).join(", ")}]`, Q),
    text("format", "gpt-4o-mini", `[\n  "${Q2[0]}",\n  "${Q2[1]}",\n  "${Q2[2]}",\n]`, Q2),
    text("nested-json", "qwen2.5-7b", JSON.stringify({ questions: Q }), Q),
    text("nested-json", "llama-3-8b", JSON.stringify(Q2.map((question) => ({ question }))), Q2),
    text("label", "gpt-3.5", Q.map((q, i) => `Question ${i + 1}: ${q}`).join("\n"), Q),
    text("sub-bullets", "llama-3-8b", `1. ${Q[0]}\n   - the pump part is due Wednesday\n2. ${Q[1]}\n3. ${Q[2]}\n   - Lantern Night is Friday`, Q),
    text("refusal", "refusal", "I'm sorry, but I can't generate questions about real people.", "fallback"),
    capped("gpt-4o-mini", `["${Q[0]}", "What does Tariq Oduya's help me`, "fallback"),
    text("cut-off", "reasoning", "<think>\nThe water problem is central; the second question should be about", "fallback"),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("good", "other", { questions: Q2 }, Q2),
    object("renamed-field", "focal_points for questions", { focal_points: Q2 }, Q2),
    object("nested-json", "question objects", { questions: Q.map((q) => ({ question: q })) }, Q),
    object("refusal", "empty", { questions: [] }, "fallback"),
    rawAnswer("malformed", "the bare array", JSON.stringify(Q), Q),
    rawAnswer("cut-off", "cut off in the third", `{"questions": ["${Q[0]}", "${Q[1]}", "Will Nadia Farouk have six`, "fallback", { finishReason: "length" }),
  ],
});
