import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.focal_points;
const Q = [
  "How is Agnes Pruitt preparing for the Leonid viewing?",
  "Will the weather let the viewing go ahead?",
  "How will visitors get home after the viewing?",
];
const Q2 = ["What is Agnes Pruitt planning for November 17?", "How does Tobias Okafor help Agnes?", "What does Agnes worry about?"];

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", JSON.stringify(Q), Q),
    text("good", "gemma-2-9b", `${JSON.stringify(Q2, null, 2)}\n`, Q2),
    text("good", "phi-3-mini", `${JSON.stringify(Q)}\n\nThese questions cover the viewing, the weather and the ferry.`, Q),
    text("good", "llama-3.1-70b", JSON.stringify(Q2), Q2),
    text("good", "claude", `Here are the three questions:\n\n${JSON.stringify(Q, null, 2)}`, Q),
    text("good", "command-r", JSON.stringify(Q), Q),
    text("good", "0.5b", JSON.stringify(Q2), Q2),
    text("good", "deepseek-r1-distill", `<think>\nThemes: viewing prep, weather, ferry home.\n</think>\n\n${JSON.stringify(Q)}`, Q),
    text("format", "claude", "```json\n" + JSON.stringify(Q, null, 2) + "\n```", Q),
    text("format", "gemma-2-9b", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "command-r", Q2.map((q) => `- ${q}`).join("\r\n"), Q2),
    text("format", "phi-3-mini", `1. ${Q[0]}\n2) ${Q[1]}\niii. ${Q[2]}`, Q),
    text("format", "llama-3.1-70b", `[${Q.map((q) => `“${q}”`).join(", ")}]`, Q),
    text("format", "gpt-4o-mini", `["${Q[0]}", "${Q[1]}", "${Q[2]}",]`, Q),
    text("format", "qwen2.5-7b", '["Agnes Pruitt 如何准备狮子座流星雨观测？", "天气会让观测顺利进行吗？", "观测后访客如何回家？"]', ["Agnes Pruitt 如何准备狮子座流星雨观测？", "天气会让观测顺利进行吗？", "观测后访客如何回家？"]),
    text("nested-json", "command-r", JSON.stringify({ questions: Q }), Q),
    text("nested-json", "gemma-2-9b", JSON.stringify(Q.map((question) => ({ question }))), Q),
    text("format", "claude", `${JSON.stringify(Q2)}\n\nOn reflection, these are better:\n${JSON.stringify(Q)}`, Q),
    text("sub-bullets", "llama-3.1-70b", `1. ${Q[0]}\n   - the lens, the star charts\n2. ${Q[1]}\n   - cloud until 9pm\n3. ${Q[2]}`, Q),
    text("placeholder", "0.5b", '["<question 1>", "<question 2>", "<question 3>"]', "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't generate questions about a real person's memories.", "fallback"),
    text("loop", "0.5b", JSON.stringify([Q[0], Q[0], Q[0]]), "fallback"),
    capped("gemma-2-9b", `["${Q[0]}", "${Q[1]}", "How will vis`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nFive memories: the lens, the Leonids on the 17th, the late ferry, the cloud forecast, forty star charts. High-level questions: what is Agnes preparing? Is the weather", "fallback"),
    text("good", "llama-3.1-70b", JSON.stringify(Q), Q),
    text("good", "command-r", JSON.stringify(Q2), Q2),
    text("good", "phi-3-mini", JSON.stringify(Q2), Q2),
    text("cut-off", "deepseek-r1-distill", "<think>\nThe lens, the Leonids, the ferry, the cloud, the star charts. Questions: how is Agnes preparing", "fallback"),
    text("format", "claude", `${JSON.stringify(Q)}\n\nI hope these help you explore Agnes's memories!`, Q),
    text("format", "gemma-2-9b", `${JSON.stringify(Q.slice(0, 2))}`, Q.slice(0, 2)),
    text("good", "qwen2.5-7b", JSON.stringify(Q), Q),
    text("good", "gemma-2-9b", JSON.stringify(Q), Q),
    text("good", "0.5b", JSON.stringify(Q), Q),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("good", "another", { questions: Q2 }, Q2),
    object("renamed-field", "focal_points", { focal_points: Q }, Q),
    object("extra-field", "count beside", { count: 3, questions: Q2 }, Q2),
    object("nested-json", "objects", { questions: Q.map((question) => ({ question })) }, Q),
    object("malformed", "one string", { questions: Q.join("\n") }, Q),
    object("empty-list", "empty", { questions: [] }, "fallback"),
    rawAnswer("format", "bare array", JSON.stringify(Q), Q),
    rawAnswer("cut-off", "cut", `{"questions": ["${Q[0]}", "Will the`, "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ questions: Q })}\nLet me know if you need any changes.`, Q),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ questions: Q }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", Q),
  ],
});
