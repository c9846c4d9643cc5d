import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = {
  speaker: { ...anouk, currTime: "2024-09-17T15:30:00" },
  interviewer: "a reporter from the Talwil Gazette",
  doing: "serving customers (wrapping a wedge of cheese)",
  place: "the dairy shop in Brandt Dairy",
  plan: ["14:00-18:00 serving customers", "18:00-19:00 closing the dairy shop", "19:00-21:00 choir practice"],
  memories: [
    "Anouk Brandt is making forty wheels of mountain cheese for the cattle festival on Saturday",
    "the cellar thermometer showed 19 degrees",
    "Matthias Keller will carry the cheese down with the mules",
    "Anouk Brandt sang in the choir last Tuesday",
  ],
  question: "How is the cheese for the festival coming along?",
};

const IA = "Forty wheels, nearly all of them turned and brushed! The cellar has been running too warm, which keeps me up at night, but Matthias is bringing them down with his mules on Saturday.";
const A: InterviewAnswer = { answer: IA, drewOn: [0, 1, 2] };
const SHY = "Ask me again on Saturday, when you can taste it!";

const IA2 = "Nearly there! Forty wheels for Saturday, and Matthias is bringing them down with his mules.";
const A2: InterviewAnswer = { answer: IA2, drewOn: [0, 2] };

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", JSON.stringify({ answer: IA2, memories: [1, 3] }), A2),
    text("good", "qwen2.5-7b", JSON.stringify({ answer: IA, memories: [1, 2, 3] }), A),
    text("good", "llama-3-8b", JSON.stringify({ answer: IA2, memories: [1, 3] }, null, 2), A2),
    text("good", "gpt-4o-mini", JSON.stringify({ answer: IA, memories: [1, 2, 3] }), A),
    text("good", "gpt-3.5", `Here is Anouk's answer:\n\n${JSON.stringify({ answer: IA, memories: [1, 2, 3] })}`, A),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify({ answer: IA, memories: [1, 2, 3] }, null, 2) + "\n```", A),
    text("good", "qwen2.5-7b", JSON.stringify({ answer: IA, memories: ["1", "2", "3"] }), A),
    text("good", "reasoning", `<think>\nLet me think. Forty wheels (1), the warm cellar (2), the mules (3). Choir is not relevant.\n</think>\n${JSON.stringify({ answer: IA, memories: [1, 2, 3] })}`, A),
    text("batch-ids", "llama-3-8b", JSON.stringify({ answer: IA, memories: [0, 1, 2] }), A),
    text("format", "gpt-3.5", `${IA}\n\nMemories: 1, 2, 3`, A),
    text("label", "llama-3-8b", JSON.stringify({ answer: `Anouk Brandt: ${IA}`, memories: [1, 2, 3] }), A),
    text("label", "gpt-4o-mini", JSON.stringify({ answer: `${IA} (This reflects her pride in her cheese.)`, memories: [1, 2, 3] }), A),
    text("empty-list", "gpt-4o-mini", JSON.stringify({ answer: SHY, memories: [] }), { answer: SHY, drewOn: [] }),
    text("number-in-text", "gpt-3.5", JSON.stringify({ answer: "Forty wheels, and the cellar read 19 degrees yesterday, so I'm turning them twice a day.", memories: [1, 2] }), { answer: "Forty wheels, and the cellar read 19 degrees yesterday, so I'm turning them twice a day.", drewOn: [0, 1] }),
    text("refusal", "refusal", JSON.stringify({ answer: "I'm sorry, but as an AI I can't pretend to be Anouk Brandt.", memories: [] }), "fallback"),
    capped("gpt-4o-mini", `{"answer": "Forty wheels, nearly all of them turned and brushed! The cellar has been running too warm, which keeps me`, "fallback"),
  ],
  structured: [
    object("good", "a shorter answer", { answer: IA2, memories: [1, 3] }, A2),
    object("good", "valid", { answer: IA, memories: [1, 2, 3] }, A),
    object("renamed-field", "drew_on for memories", { answer: IA, drew_on: [1, 2, 3] }, A),
    object("missing-field", "no memories", { answer: SHY }, { answer: SHY, drewOn: [] }),
    object("string-value", "memories as a string", { answer: IA, memories: "1, 2, 3" }, A),
    object("batch-ids", "memories numbered from 0", { answer: IA, memories: [0, 1, 2] }, A),
    object("refusal", "a refusal as the answer", { answer: "I'm not able to answer as Anouk Brandt.", memories: [] }, "fallback"),
    object("placeholder", "the placeholder echoed", { answer: "<what Anouk Brandt says>", memories: [] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the answer", '{"answer": "Forty wheels, nearly all of them turned and brushed! The cellar has been', "fallback", { finishReason: "length" }),
  ],
});
