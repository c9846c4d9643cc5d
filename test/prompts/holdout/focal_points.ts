import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  name: "Nadia Haddad",
  statements: [
    "Nadia Haddad is organising the first-aid tent for the summer fair",
    "Owen Pryce is building a bench for the first-aid tent",
    "Bea Lindqvist said the hay-fever tablets will arrive on Saturday morning",
    "Nadia Haddad closed the pharmacy at 6pm",
    "Nadia Haddad is worried that the tent has no shade",
  ],
};
const questions = [
  "Will the first-aid tent be ready for the summer fair?",
  "How does Nadia feel about Owen's help?",
  "Will the hay-fever tablets arrive in time?",
];
const q = JSON.stringify;

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", q(questions), questions),
    text("good", "gpt-4o-mini", `\`\`\`json\n${JSON.stringify(questions, null, 2)}\n\`\`\``, questions),
    text("good", "gpt-3.5", questions.map((x, i) => `${i + 1}. ${x}`).join("\n"), questions),
    text("good", "llama-3-8b", `Here are three high-level questions:\n\n${questions.map((x, i) => `**${i + 1}. ${x}**`).join("\n")}\n\nThese capture what matters most this week.`, questions),
    text("good", "qwen2.5-7b", q({ questions }), questions),
    text("good", "qwen2.5-7b", questions.map((x) => `- ${x}`).join("\n"), questions),
    text("good", "reasoning", `<think>\nThe tent, Owen, the delivery.\n</think>\n${q(questions)}`, questions),
    text("batch-ids", "1b", questions.map((x, i) => `${i}. ${x}`).join("\n"), questions),
    text("label", "llama-3-8b", questions.map((x, i) => `Question ${i + 1}: ${x}`).join("\n"), questions),
    text("label", "gpt-3.5", questions.map((x, i) => `${i + 1}. **Question:** ${x}`).join("\n"), questions),
    text("label", "gpt-4o-mini", questions.map((x, i) => `${i + 1}. ${x} (This reflects ${["her responsibility", "their friendship", "the late delivery"][i]}.)`).join("\n"), questions),
    text("sub-bullets", "llama-3-8b", questions.map((x, i) => `${i + 1}. ${x}\n   - based on ${["the tent and the shade", "the bench", "Bea's message"][i]}`).join("\n"), questions),
    text("nested-json", "qwen2.5-7b", q(questions.map((question) => ({ question }))), questions),
    text("refusal", "refusal", "I'm sorry, but I can't generate questions about real people.", "fallback"),
    text("placeholder", "1b", '["<question 1>", "<question 2>", "<question 3>"]', "fallback"),
    capped("gpt-4o-mini", `["${questions[0]}", "${questions[1]}", "Will the hay-fever`, "fallback"),
    capped("qwen2.5-7b", `["${questions.join('", "')}", "What does Owen think of`, questions),
    text("cut-off", "reasoning", "<think>\nThree questions. First: will the tent be ready. Second:", "fallback"),
  ],
  structured: [
    object("good", "valid", { questions }, questions),
    object("nested-json", "questions as objects", { questions: questions.map((question) => ({ question })) }, questions),
    object("renamed-field", "focal_points for questions", { focal_points: questions }, questions),
    object("label", "labels inside", { questions: questions.map((x, i) => `Question ${i + 1}: ${x}`) }, questions),
    object("refusal", "refusals as questions", { questions: ["I'm sorry, I can't do that.", "I'm sorry, I can't do that.", "I'm sorry, I can't do that."] }, "fallback"),
    rawAnswer("cut-off", "cut off in the third question", `{"questions": ["${questions[0]}", "${questions[1]}", "Will the hay`, "fallback", { finishReason: "length" }),
  ],
});
