import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.focal_points;
const Q = [
  "How ready is Fly for the novice class at Saturday's sheepdog trials?",
  "Why does Fly keep running wide at the drive gate?",
  "How is Priya managing the flock now the ewes are down from the moor?",
];
const R = [
  "What is Priya Nair preparing for this week?",
  "What problem does Fly have in training?",
  "How many entries are there in the novice class?",
];
const arr = (qs: string[] = Q) => JSON.stringify(qs);
const pretty = (qs: string[] = Q) => JSON.stringify(qs, null, 2);
const why = "Themes: Fly and the trials, the drive gate, the flock. Three questions answerable from the memories.";
const ES = ["¿Está Fly preparada para la clase de novatos del sábado?", "¿Por qué Fly se abre en la puerta?", "¿Cómo va el rebaño ahora que las ovejas bajaron del páramo?"];

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", arr(), Q),
    text("good", "claude-haiku-4.5", pretty(), Q),
    text("good", "gemini-2.5-flash", fence("json", pretty()), Q),
    text("good", "qwen3-nothink", arr(R), R),
    text("good", "kimi-k2", pretty(), Q),
    text("good", "llama-3.3-70b", arr(), Q),
    text("good", "command-r", arr(R), R),
    text("good", "gemma-3n", fence("json", arr()), Q),
    text("good", "smollm3", arr(), Q),
    text("good", "magistral", magThink(why, arr()), Q),
    text("good", "deepseek-r1-distill", think(why, pretty()), Q),
    text("good", "gpt-oss-20b", harmony(why, arr()), Q),
    text("format", "ollama-q4", eot(arr()), Q),
    text("format", "qwen3-nothink", ollamaThinking(why, arr()), Q),
    text("format", "gpt-oss-20b", tag("final", arr()), Q),
    text("format", "claude-haiku-4.5", preamble("Here are three questions the memories raise:", arr()), Q),
    text("format", "gemini-2.5-flash", `${fence("json", pretty())}\n\nEach can be answered from the memories above.`, Q),
    text("format", "llama-3.3-70b", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "gpt-5-mini", Q.map((q) => `- ${q}`).join("\n"), Q),
    text("format", "kimi-k2", JSON.stringify({ questions: Q }), Q),
    text("format", "gemma-3n", pretty().replace(/"\n\]/, '",\n]'), Q),
    text("format", "smollm3", `["${Q[0]}", "${Q[1]}", "${Q[2]}"]`.replace(/"/g, "'").replace("'s sheepdog", "\u2019s sheepdog"), Q.map((q) => q.replace("'s sheepdog", "\u2019s sheepdog"))),
    text("label", "command-r", Q.map((q, i) => `Question ${i + 1}: ${q}`).join("\n"), Q),
    text("sub-bullets", "gemini-2.5-flash", Q.map((q, i) => `${i + 1}. ${q}\n   - based on memories ${i + 1} and 3`).join("\n"), Q),
    text("format", "kimi-k2", arr(ES), ES),
    text("placeholder", "smollm3", '["<question 1>", "<question 2>", "<question 3>"]', "fallback"),
    text("refusal", "safety-tuned", "I'd rather not draw conclusions about a real person from their memories.", "fallback"),
    text("loop", "ollama-q4", '["How ready is Fly for the trials trials trials trials trials trials trials trials trials trials trials trials trials', "fallback"),
    capped("gemini-2.5-flash", `["${Q[0]}", "${Q[1]}", "How is Priya`, "fallback"),
    text("ellipsis", "gemma-3n", '["...", "...", "..."]', "fallback"),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("good", "other three", { questions: R }, R),
    object("renamed-field", "focal_points", { focal_points: Q }, Q),
    object("extra-field", "count beside", { count: 3, questions: Q }, Q),
    object("nested-json", "question objects", { questions: Q.map((question) => ({ question })) }, Q),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ questions: Q })), Q),
    rawAnswer("format", "bare array as raw text", arr(), Q),
    rawAnswer("cut-off", "cut", JSON.stringify({ questions: Q }).slice(0, 90), "fallback", { finishReason: "length" }),
    object("placeholder", "placeholders", { questions: ["<question 1>", "<question 2>", "<question 3>"] }, "fallback"),
    object("ellipsis", "empty strings", { questions: ["", "", ""] }, "fallback"),
  ],
});
