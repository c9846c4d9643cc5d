import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.focal_points;
const Q = [
  "How will Priya Nakamura-Hale get her flour delivery while the causeway is flooded on Wednesday?",
  "Can Priya Nakamura-Hale bake two hundred scones for the regatta in time?",
  "Who has the overdue library books?",
];
const Q2 = [
  "What does the spring tide mean for Priya's flour delivery?",
  "How is Priya preparing for the regatta teas?",
  "What is Priya worried about this week?",
];
const arr = (qs: string[]) => JSON.stringify(qs);
const pretty = (qs: string[]) => JSON.stringify(qs, null, 2);

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", arr(Q), Q),
    text("good", "gemma-3", `${pretty(Q2)}\n`, Q2),
    text("good", "phi-4", pretty(Q), Q),
    text("good", "deepseek-v3", arr(Q2), Q2),
    text("good", "mixtral", ` ${arr(Q)}`, Q),
    text("good", "olmo-2", arr(Q), Q),
    text("good", "yi-34b", pretty(Q2), Q2),
    text("good", "hermes", arr(Q), Q),
    text("good", "aya", arr(Q2), Q2),
    text("good", "gpt-4o-mini", "```json\n" + pretty(Q) + "\n```", Q),
    text("format", "qwq", `Okay, so the memories are about scones, the spring tide, the flour delivery, the regatta order and overdue books. The big threads: the flour versus the flood, the regatta baking, the library books.\n\n${arr(Q)}`, Q),
    text("format", "deepseek-v3", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "mixtral", `${arr(Q)}</s>`, Q),
    text("format", "llama-3.3-70b", `${arr(Q2)}<|eot_id|>`, Q2),
    text("format", "olmo-2", `Assistant: ${arr(Q)}`, Q),
    text("format", "hermes", `${arr(Q)}${arr(Q)}`, Q),
    text("format", "phi-4", arr(Q2).replace("Priya's", "Priya&#39;s"), Q2),
    text("format", "gemma-3", Q2.map((q) => JSON.stringify({ question: q })).join("\n"), Q2),
    text("format", "yi-34b", `${arr(Q)}\n\nUser: Now 3 questions about Beatriz.\nAssistant: ["What does Beatriz need?"]`, Q),
    text("format", "aya", JSON.stringify({ questions: Q }), Q),
    text("nested-json", "deepseek-v3", JSON.stringify(Q.map((q) => ({ question: q, answerable: true }))), Q),
    text("format", "mixtral", arr([...Q, "Why are scones so popular?"]), "fallback"),
    text("placeholder", "olmo-2", '["question 1", "question 2", "question 3"]', "fallback"),
    text("refusal", "aya", "I'm sorry, I can't generate questions about real people.", "fallback"),
    capped("llama-3.3-70b", `["${Q[0]}", "${Q[1]}", "Who has the ov`, "fallback"),
    capped("qwq", "Okay, so I need 3 questions. The memories: forty scones, the spring tide Wednesday, the flour delivery at 7pm Wednesday — those clash! Then", "fallback"),
    text("empty-list", "olmo-2", "[]", "fallback"),
    text("good", "qwq", `Okay, three threads: flour, scones, books.\n\n${arr(Q)}`, Q),
    text("good", "phi-4", arr(Q2), Q2),
    text("good", "gemma-3", arr(Q), Q),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("good", "other", { questions: Q2 }, Q2),
    object("renamed-field", "focal_points", { focal_points: Q }, Q),
    object("extra-field", "count beside", { count: 3, questions: Q }, Q),
    object("nested-json", "objects", { questions: Q.map((q) => ({ question: q })) }, Q),
    object("empty-list", "empty", { questions: [] }, "fallback"),
    rawAnswer("format", "bare array", arr(Q), Q),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ questions: Q }).repeat(2), Q),
    rawAnswer("cut-off", "cut", `{"questions": ["${Q[0]}", "Can Pri`, "fallback", { finishReason: "length" }),
  ],
});
