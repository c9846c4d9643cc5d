import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Ines Moreau",
  statements: [
    "Ines Moreau is baking three hundred buns for the regatta",
    "the oven is running cold",
    "Tomasz Nowak will take the buns across on the ferry at a quarter to eight",
    "the oven repairman can come on Thursday at 3pm",
    "Ines Moreau sold out of rye bread by 11am",
  ],
};

const Q = [
  "Will Ines Moreau's oven hold out until the regatta?",
  "How will Ines Moreau get three hundred buns to the regatta on time?",
  "What does Ines Moreau's relationship with Tomasz Nowak mean to her?",
];

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", JSON.stringify(Q), Q),
    text("good", "gpt-3.5", `Here are the questions:\n\n${JSON.stringify(Q, null, 2)}`, Q),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify(Q, null, 2) + "\n```", Q),
    text("good", "qwen2.5-7b", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("good", "reasoning", `<think>\nThe oven, the buns, the ferry. Three questions.\n</think>\n${JSON.stringify(Q)}`, Q),
    text("format", "qwen2.5-7b", JSON.stringify({ questions: Q }), Q),
    text("label", "gpt-3.5", Q.map((q, i) => `Question ${i + 1}: ${q}`).join("\n"), Q),
    text("sub-bullets", "llama-3-8b", `1. ${Q[0]}\n   - the oven is running cold\n2. ${Q[1]}\n   - the ferry at a quarter to eight\n3. ${Q[2]}`, Q),
    text("refusal", "refusal", "I'm sorry, but I can't generate questions about a real person's memories.", "fallback"),
    capped("gpt-4o-mini", `["${Q[0]}", "${Q[1]}", "How will`, "fallback"),
    text("number-in-text", "gpt-3.5", '["Will the oven be fixed on Thursday at 3pm in time?", "How will 300 buns get across the river by 7:45?", "What does Tomasz mean to Ines?"]', ["Will the oven be fixed on Thursday at 3pm in time?", "How will 300 buns get across the river by 7:45?", "What does Tomasz mean to Ines?"]),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("renamed-field", "focal_points for questions", { focal_points: Q }, Q),
    object("refusal", "a refusal as the only question", { questions: ["I'm sorry, I can't do that."] }, "fallback"),
    object("nested-json", "questions as objects", { questions: Q.map((question) => ({ question })) }, Q),
    rawAnswer("cut-off", "cut off inside the second question", `{"questions": ["${Q[0]}", "How will Ines`, "fallback", { finishReason: "length" }),
  ],
});
