import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Anouk Brandt",
  statements: [
    "Anouk Brandt is making forty wheels of cheese for the cattle festival",
    "the cellar thermometer showed 19 degrees",
    "Matthias Keller will carry the cheese down with the mules at seven on Saturday",
    "the thermometer man can come on Wednesday at 10am",
    "a hiker bought half a wheel of the three-year-old cheese",
  ],
};

const Q = [
  "Will Anouk Brandt's cheese survive the warm cellar until the festival?",
  "How will Anouk Brandt get forty wheels of cheese down to the village square?",
  "What does Matthias Keller's help mean to Anouk Brandt?",
];
const TIMED = ["Will the cellar be below 19 degrees after Wednesday at 10am?", "Can 40 wheels go down on the mules at seven?", "Why does Matthias Keller help Anouk Brandt?"];

const Q2 = ["Why is Anouk Brandt's cellar running warm?", "How does Anouk Brandt plan to get her cheese to the festival?", "How do Anouk Brandt and Matthias Keller get along?"];

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", JSON.stringify(Q2), Q2),
    text("good", "qwen2.5-7b", JSON.stringify(Q2, null, 2), Q2),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify(Q2) + "\n```", Q2),
    text("good", "gpt-4o-mini", JSON.stringify(Q), Q),
    text("good", "gpt-3.5", `Here are the three questions:\n\n${JSON.stringify(Q, null, 2)}`, Q),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify(Q, null, 2) + "\n```", Q),
    text("good", "qwen2.5-7b", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("good", "reasoning", `<think>\nLet me think. The cellar, the transport, Matthias. Three questions.\n</think>\n${JSON.stringify(Q)}`, Q),
    text("format", "qwen2.5-7b", JSON.stringify({ questions: Q }), Q),
    text("nested-json", "llama-3-8b", JSON.stringify(Q.map((question) => ({ question }))), Q),
    text("label", "gpt-3.5", Q.map((q, i) => `Question ${i + 1}: ${q}`).join("\n"), Q),
    text("sub-bullets", "llama-3-8b", `1. ${Q[0]}\n   - the thermometer showed 19 degrees\n2. ${Q[1]}\n   - the mules at seven on Saturday\n3. ${Q[2]}`, Q),
    text("number-in-text", "gpt-4o-mini", JSON.stringify(TIMED), TIMED),
    text("refusal", "refusal", "I'm sorry, but I can't generate questions about someone's private memories.", "fallback"),
    capped("gpt-4o-mini", `["${Q[0]}", "${Q[1]}", "What does Matth`, "fallback"),
  ],
  structured: [
    object("good", "other questions", { questions: Q2 }, Q2),
    object("good", "valid", { questions: Q }, Q),
    object("renamed-field", "focal_points for questions", { focal_points: Q }, Q),
    object("nested-json", "questions as objects", { questions: Q.map((question) => ({ question })) }, Q),
    object("refusal", "a refusal as the only question", { questions: ["I'm sorry, I can't help with that."] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the third question", `{"questions": ["${Q[0]}", "${Q[1]}", "What does Matth`, "fallback", { finishReason: "length" }),
  ],
});
