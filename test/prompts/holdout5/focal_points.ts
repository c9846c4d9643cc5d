import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Priya Lindqvist",
  statements: [
    "the council says the stone bridge stays closed until after the Fleece Fair",
    "every stall has to come into Market Cross by the ford road",
    "Rafael Mbeki said the ford road turns to mud for carts after rain",
    "Ingrid Halvorsen agreed to bring her candles at 4pm on Friday",
    "the forecast gives rain on Saturday morning",
  ],
};
const Q = [
  "How will Priya Lindqvist get forty stalls into Market Cross while the bridge is closed?",
  "What will rain do to the ford road and the Fleece Fair?",
  "Who in Vellmoor is helping Priya Lindqvist change the fair's plans?",
];

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", JSON.stringify(Q), Q),
    text("good", "gpt-3.5", JSON.stringify(Q, null, 2), Q),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify(Q, null, 2) + "\n```", Q),
    text("good", "qwen2.5-7b", JSON.stringify(Q), Q),
    text("good", "mistral-7b", ` ${JSON.stringify(Q)}`, Q),
    text("good", "1b", JSON.stringify(Q), Q),
    text("good", "reasoning", `<think>\nThemes: bridge and ford road, rain, who helps.\n</think>\n${JSON.stringify(Q)}`, Q),
    text("good", "gpt-4o-mini", `Here are the three questions:\n\n${JSON.stringify(Q, null, 2)}`, Q),
    text("good", "gpt-3.5", JSON.stringify(Q), Q),
    text("good", "llama-3-8b", JSON.stringify(Q, null, 2), Q),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(Q, null, 2) + "\n```", Q),
    text("format", "gpt-3.5", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "llama-3-8b", Q.map((q) => `- ${q}`).join("\n"), Q),
    text("format", "qwen2.5-7b", `| # | Question |\n|---|---|\n${Q.map((q, i) => `| ${i + 1} | ${q} |`).join("\n")}`, Q),
    text("format", "mistral-7b", `['${Q[0]}', '${Q[1]}', '${Q[2]!.replace("'", "\\'")}']`, Q),
    text("format", "gpt-4o-mini", JSON.stringify({ questions: Q }), Q),
    text("format", "gpt-3.5", `[\n  "${Q[0]}",\n  "${Q[1]}",\n  "${Q[2]}",\n]`, Q),
    text("sub-bullets", "llama-3-8b", `1. ${Q[0]}\n   - the ford road is the only way in\n2. ${Q[1]}\n   - mud for carts\n3. ${Q[2]}`, Q),
    text("label", "gpt-4o-mini", Q.map((q, i) => `Question ${i + 1}: ${q}`).join("\n"), Q),
    text("nested-json", "qwen2.5-7b", JSON.stringify(Q.map((question) => ({ question }))), Q),
    text("format", "mistral-7b", `${JSON.stringify(Q)}\n\nThese questions capture the key worries in Priya's recent memories: access, weather and help.`, Q),
    text("refusal", "refusal", "I'm sorry, but I can't generate questions about real people's lives.", "fallback"),
    text("placeholder", "1b", '["<question 1>", "<question 2>", "<question 3>"]', "fallback"),
    text("ellipsis", "gpt-3.5", "[]", "fallback"),
    capped("gpt-4o-mini", `["${Q[0]}", "${Q[1]}", "Who in Vellmoor is`, "fallback"),
    text("cut-off", "reasoning", "<think>\nThe memories are about the bridge, the ford road, the candles and rain. The first question should be about", "fallback"),
    text("loop", "1b", JSON.stringify([Q[0], Q[0], Q[0]]), "fallback"),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("renamed-field", "focal_points for questions", { focal_points: Q }, Q),
    object("extra-field", "a count beside", { count: 3, questions: Q }, Q),
    object("nested-json", "questions as objects", { questions: Q.map((q, i) => ({ id: i + 1, question: q })) }, Q),
    object("malformed", "one string", { questions: Q.join("\n") }, Q),
    object("refusal", "empty", { questions: [] }, "fallback"),
    rawAnswer("malformed", "a bare array", JSON.stringify(Q), Q),
    rawAnswer("cut-off", "cut in the third", `{"questions": ["${Q[0]}", "${Q[1]}", "Who in Vell`, "fallback", { finishReason: "length" }),
  ],
});
