import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.focal_points;
const Q = ["Will the dome shutter work in time for the equinox open night?", "How will visitors reach the observatory while the cliff railway is closed?", "What does Tobias Wendt mean to Rosalind Okafor and her nephew?"];
const Q2 = ["How ready is Tobias Wendt for Wednesday's open night?", "What will the railway closure change for the open night?", "Who is coming to the open night?"];
const arr = (qs: string[]) => JSON.stringify(qs);
const pretty = (qs: string[]) => JSON.stringify(qs, null, 2);

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", arr(Q), Q),
    text("good", "command-r-plus", pretty(Q2) + "\n", Q2),
    text("good", "glm-4", arr(Q), Q),
    text("good", "internlm-2.5", pretty(Q), Q),
    text("good", "minicpm", arr(Q2), Q2),
    text("good", "falcon-3", arr(Q), Q),
    text("good", "stablelm", arr(Q2), Q2),
    text("good", "zephyr", pretty(Q), Q),
    text("good", "openchat", arr(Q), Q),
    text("good", "gemini-2-flash", arr(Q2) + "\n", Q2),
    text("good", "deepseek-r1-distill", think("The open night, the railway closure, and Rosalind's nephew. Three questions.", arr(Q)), Q),
    text("format", "deepseek-r1-distill", unclosed("Three questions.", arr(Q2)), Q2),
    text("format", "glm-4", tag("answer", arr(Q)), Q),
    text("format", "internlm-2.5", `<response>\n${pretty(Q2)}\n</response>`, Q2),
    text("format", "command-r-plus", fence("yaml", Q.map((q) => `- "${q}"`).join("\n")), Q),
    text("format", "minicpm", fence("json", pretty(Q)), Q),
    text("format", "falcon-3", bom(arr(Q)), Q),
    text("format", "stablelm", nbsp(arr(Q2)), Q2),
    text("format", "zephyr", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "openchat", `[${Q.map((q) => `\u201C${q}\u201D`).join(", ")}]`, Q),
    text("format", "gemini-2-flash", JSON.stringify({ questions: Q2 }), Q2),
    text("format", "claude-3.5-haiku", `${arr(Q)}\n\nThese focus on the open night, the only big event in the memories.`, Q),
    text("format", "glm-4", JSON.stringify({ data: { questions: Q } }), Q),
    text("format", "command-r-plus", `['${Q2.join("', '")}']`, Q2),
    text("placeholder", "falcon-3", '["question 1", "question 2", "question 3"]', "fallback"),
    text("refusal", "zephyr", "I'm sorry, I can't generate questions about real people's private lives.", "fallback"),
    text("loop", "q2-8b", arr([Q[0]!, Q[0]!, Q[0]!]), "fallback"),
    capped("deepseek-r1-distill", "<think>\nMemories: shutter oiled, railway closed Wednesday, open night 8pm Wednesday, Rosalind's nephew, projector bulb. Which stand out? The open night clearly. The", "fallback"),
    capped("stablelm", `["${Q[0]}", "${Q[1]}", "What does Tob`, "fallback"),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("good", "second", { questions: Q2 }, Q2),
    object("renamed-field", "focal_points", { focal_points: Q }, Q),
    object("extra-field", "count beside", { count: 3, questions: Q2 }, Q2),
    object("nested-json", "objects", { questions: Q.map((question) => ({ question })) }, Q),
    rawAnswer("format", "bare array", arr(Q), Q),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { questions: Q2 } }), Q2),
    rawAnswer("format", "yaml", "questions:\n" + Q.map((q) => `  - "${q}"`).join("\n"), Q),
    rawAnswer("cut-off", "cut", JSON.stringify({ questions: Q }).slice(0, 100), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { questions: [] }, "fallback"),
  ],
});
