import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = {
  speaker: { ...priya, currTime: "2024-11-06T12:30:00" },
  interviewer: "a reporter from the Dunmore Gazette",
  doing: "having lunch (eating soup at the post office counter)",
  place: "the counter in Vellmoor Post Office",
  plan: ["12:30-13:30 having lunch", "13:30-17:00 running the post office", "19:00-21:00 walking the ford road with Rafael"],
  memories: [
    "the council says the stone bridge stays closed until after the Fleece Fair",
    "every stall has to come into Market Cross by the ford road",
    "the forecast gives rain on Saturday morning",
    "Priya Lindqvist walked Biscuit along the river this morning",
  ],
  question: "How will the stalls get to the Fleece Fair with the bridge closed?",
};
const A = "By the ford road, every one of them. The council says the bridge stays shut until after the fair, so we're staggering the arrivals from Friday afternoon and keeping the heavy carts off the road if it rains.";
const V: InterviewAnswer = { answer: A, drewOn: [0, 1] };
const A2 = "Honestly, I'm not sure yet how the sheep pens will get in — I'll know more after I walk the ford road with Rafael tonight.";
const V2: InterviewAnswer = { answer: A2, drewOn: [] };
const json = (answer: string, memories: number[]) => JSON.stringify({ answer, memories });

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", json(A, [1, 2]), V),
    text("good", "gpt-3.5", `{"answer": "${A}", "memories": [1, 2]}`, V),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify({ answer: A, memories: [1, 2] }, null, 2) + "\n```", V),
    text("good", "qwen2.5-7b", json(A2, []), V2),
    text("good", "mistral-7b", ` ${json(A, [1, 2])}`, V),
    text("good", "1b", json(A, [1, 2]), V),
    text("good", "reasoning", `<think>\nMemories 1 and 2: bridge closed, ford road. Rain is 3 but she doesn't need it here... she mentions rain, so 3 as well.\n</think>\n${json(A, [1, 2, 3])}`, { answer: A, drewOn: [0, 1, 2] }),
    text("good", "gpt-4o-mini", json(A2, []), V2),
    text("good", "gpt-3.5", json(A2, []), V2),
    text("good", "llama-3-8b", json(A, [1, 2]), V),
    text("good", "qwen2.5-7b", json(A, [1, 2]), V),
    text("format", "gpt-3.5", `Here's Priya's answer:\n\n${json(A, [1, 2])}`, V),
    text("format", "llama-3-8b", `{"answer": "${A}", "memories": ["1", "2"]}`, V),
    text("format", "qwen2.5-7b", `{"answer": "${A}", "memories": "1, 2"}`, V),
    text("format", "mistral-7b", `{"answer": "${A}", "memories": [1, 2], "mood": "busy but confident"}`, V),
    text("format", "gpt-4o-mini", `Answer: ${A}\nMemories: [1, 2]`, V),
    text("format", "llama-3-8b", `{"answer": "${A} 🐑", "memories": [1, 2]}`, { answer: `${A} 🐑`, drewOn: [0, 1] }),
    text("format", "gpt-3.5", `{"answer": "Well, as my gran used to say, \\"where there's a ford there's a way.\\" ${A}", "memories": [1, 2]}`, { answer: `Well, as my gran used to say, "where there's a ford there's a way." ${A}`, drewOn: [0, 1] }),
    text("label", "gpt-4o-mini", `{"answer": "Priya: ${A}", "memories": [1, 2]}`, V),
    text("label", "qwen2.5-7b", `{"answer": "*puts down her spoon* ${A}", "memories": [1, 2]}`, V),
    text("format", "mistral-7b", `{"answer": "Pues, ${A}", "memories": [1, 2]}`, { answer: `Pues, ${A}`, drewOn: [0, 1] }),
    text("empty-list", "llama-3-8b", json(A2, []), V2),
    text("refusal", "refusal", "I'm sorry, but I can't pretend to be a real person in an interview.", "fallback"),
    text("placeholder", "1b", '{"answer": "<what Priya Lindqvist says>", "memories": [<numbers>]}', "fallback"),
    capped("gpt-4o-mini", `{"answer": "By the ford road, every one of them. The council says the bridge stays shut until after the fair, so we're staggering`, "fallback"),
    capped("llama-3-8b", `{"answer": "${A}", "memories": [1,`, "fallback"),
    text("cut-off", "reasoning", "<think>\nThe reporter asks about the stalls. Priya knows the bridge is closed (1) and the stalls come by the ford road (2). Should she mention", "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: A, memories: [1, 2] }, V),
    object("good", "no memories", { answer: A2, memories: [] }, V2),
    object("string-value", "numbers as strings", { answer: A, memories: ["1", "2"] }, V),
    object("renamed-field", "drew_on for memories", { answer: A, drew_on: [1, 2] }, V),
    object("missing-field", "no memories field", { answer: A2 }, V2),
    object("extra-field", "a tone beside", { answer: A, memories: [1, 2], tone: "confident" }, V),
    object("malformed", "a memory number out of range beside a right one", { answer: A, memories: [1, 7] }, { answer: A, drewOn: [0] }),
    object("refusal", "empty answer", { answer: "", memories: [] }, "fallback"),
    rawAnswer("malformed", "plain speech", A2, V2),
    rawAnswer("cut-off", "cut in the answer", `{"answer": "By the ford road, every one`, "fallback", { finishReason: "length" }),
  ],
});
