import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  speaker: { ...ines, currTime: "2024-09-10T10:30:00" },
  interviewer: "a reporter from the Millbrook Echo",
  doing: "serving customers (slicing a loaf)",
  place: "the shop counter in Moreau Bakery",
  plan: ["07:00-14:00 serving customers", "14:00-15:00 cleaning the bakehouse", "15:00-16:00 waiting for the oven repairman"],
  memories: [
    "Ines Moreau is baking three hundred buns for the regatta on Saturday",
    "the oven is running cold",
    "Tomasz Nowak will take the buns across the river on the ferry",
    "Ines Moreau walked along the river last Wednesday",
  ],
  question: "What are you making for the regatta?",
};

const IA = "Three hundred buns, cinnamon and plain, for Saturday! The oven's been running cold, so it's a bit of a battle, but Tomasz is taking them across on the ferry for me.";
const A: InterviewAnswer = { answer: IA, drewOn: [0, 1, 2] };

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", JSON.stringify({ answer: IA, memories: [1, 2, 3] }), A),
    text("good", "gpt-3.5", `Here is Ines's answer:\n\n${JSON.stringify({ answer: IA, memories: [1, 2, 3] })}`, A),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify({ answer: IA, memories: [1, 2, 3] }, null, 2) + "\n```", A),
    text("good", "qwen2.5-7b", JSON.stringify({ answer: IA, memories: ["1", "2", "3"] }), A),
    text("good", "reasoning", `<think>\nBuns for the regatta (1), the cold oven (2), the ferry (3).\n</think>\n${JSON.stringify({ answer: IA, memories: [1, 2, 3] })}`, A),
    text("batch-ids", "llama-3-8b", JSON.stringify({ answer: IA, memories: [0, 1, 2] }), A),
    text("format", "gpt-3.5", `${IA}\n\nMemories: 1, 2, 3`, A),
    text("label", "llama-3-8b", JSON.stringify({ answer: `Ines Moreau: ${IA}`, memories: [1, 2, 3] }), A),
    text("refusal", "refusal", JSON.stringify({ answer: "I'm sorry, but as an AI I can't pretend to be Ines.", memories: [] }), "fallback"),
    text("empty-list", "gpt-4o-mini", JSON.stringify({ answer: "Ooh, I'd rather keep that a surprise. Come by on Saturday and see!", memories: [] }), { answer: "Ooh, I'd rather keep that a surprise. Come by on Saturday and see!", drewOn: [] }),
    capped("gpt-4o-mini", `{"answer": "Three hundred buns, cinnamon and plain, for Saturday! The oven's been running cold, so it's a bit of a`, "fallback"),
    text("number-in-text", "gpt-3.5", JSON.stringify({ answer: "Three hundred buns! I start at 4am, and Tomasz takes them across at a quarter to eight.", memories: [1, 3] }), { answer: "Three hundred buns! I start at 4am, and Tomasz takes them across at a quarter to eight.", drewOn: [0, 2] }),
    text("label", "gpt-4o-mini", JSON.stringify({ answer: `${IA} (This reflects her pride in her craft.)`, memories: [1, 2, 3] }), A),
  ],
  structured: [
    object("good", "valid", { answer: IA, memories: [1, 2, 3] }, A),
    object("renamed-field", "drew_on for memories", { answer: IA, drew_on: [1, 2, 3] }, A),
    object("missing-field", "no memories", { answer: IA }, { answer: IA, drewOn: [] }),
    object("refusal", "a refusal as the answer", { answer: "I'm not able to answer as Ines Moreau.", memories: [] }, "fallback"),
    object("string-value", "memories as a string", { answer: IA, memories: "1, 2, 3" }, A),
    object("batch-ids", "memories numbered from 0", { answer: IA, memories: [0, 1, 2] }, A),
    rawAnswer("cut-off", "cut off inside the answer", '{"answer": "Three hundred buns, cinnamon and plain, for Saturday! The oven\'s been', "fallback", { finishReason: "length" }),
    object("placeholder", "the placeholder echoed", { answer: "<what Ines Moreau says>", memories: [] }, "fallback"),
  ],
});
