import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.interview_answer;
const A1 = "We sound the siren ten minutes before, same as always, and the lane was shut from eleven till noon. Declan put a notice up in the shop window for me, so most folk knew the day before.";
const A2 = "Declan put a notice in the post office window, and I sounded the siren before eleven. Nobody was on the lane when it went.";
const A3 = "The blast went at eleven and Scar Lane was closed from eleven until noon. Declan had a notice in his window, so folk knew.";
const A4 = "Same as always: the siren ten minutes before, and a man on the gate. It's not complicated.";
const V1: InterviewAnswer = { answer: A1, drewOn: [1, 2] };
const V2: InterviewAnswer = { answer: A2, drewOn: [2] };
const V3: InterviewAnswer = { answer: A3, drewOn: [0, 1, 2] };
const V4: InterviewAnswer = { answer: A4, drewOn: [] };
const j = (answer: string, memories: unknown[]) => JSON.stringify({ answer, memories });
const why = "Marta is dry and matter-of-fact. Memory 2 (lane closed) and 3 (Declan's notice) answer the question.";
const ES = "Sonamos la sirena diez minutos antes y Declan puso un aviso en el escaparate de la tienda, así que casi todos lo sabían.";

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", j(A1, [2, 3]), V1),
    text("good", "claude-haiku-4.5", j(A2, [3]), V2),
    text("good", "gemini-2.5-flash", fence("json", JSON.stringify({ answer: A1, memories: [2, 3] }, null, 2)), V1),
    text("good", "qwen3-nothink", j(A3, [1, 2, 3]), V3),
    text("good", "kimi-k2", j(A1, [2, 3]), V1),
    text("good", "llama-3.3-70b", j(A2, [3]), V2),
    text("good", "command-r", j(A3, [1, 2, 3]), V3),
    text("good", "gemma-3n", fence("json", j(A1, [2, 3])), V1),
    text("good", "smollm3", j(A2, [3]), V2),
    text("good", "magistral", magThink(why, j(A1, [2, 3])), V1),
    text("good", "deepseek-r1-distill", think(why, j(A2, [3])), V2),
    text("good", "gpt-oss-20b", harmony(why, j(A3, [1, 2, 3])), V3),
    text("empty-list", "claude-haiku-4.5", j(A4, []), V4),
    text("format", "ollama-q4", eot(j(A1, [2, 3])), V1),
    text("format", "qwen3-nothink", ollamaThinking(why, j(A1, [2, 3])), V1),
    text("format", "gpt-oss-20b", tag("final", j(A2, [3])), V2),
    text("format", "claude-haiku-4.5", preamble("Here's Marta's answer:", j(A1, [2, 3])), V1),
    text("format", "gemini-2.5-flash", `${j(A2, [3])}\n\nShe leans on the notice memory most.`, V2),
    text("format", "gemma-3n", `{'answer': "${A2}", 'memories': [3]}`, V2),
    text("format", "llama-3.3-70b", JSON.stringify({ answer: A1, memories: [2, 3] }, null, 2).replace("]\n}", "],\n}"), V1),
    text("format", "kimi-k2", JSON.stringify({ memories: [2, 3], answer: A1 }), V1),
    text("string-value", "smollm3", j(A1, ["2", "3"]), V1),
    text("nested-json", "gemini-2.5-flash", JSON.stringify({ response: { answer: A2, memories: [3] } }), V2),
    text("format", "kimi-k2", j(ES, [3]), { answer: ES, drewOn: [2] }),
    text("batch-ids", "ollama-q4", j(A2, [0, 1]), "fallback"),
    text("format", "gemma-3n", j(A2, [3, 4]), "fallback"),
    text("placeholder", "smollm3", '{"answer": "<what Marta Kowalczyk says>", "memories": [<numbers>]}', "fallback"),
    text("refusal", "safety-tuned", "As an AI, I can't pretend to be a real person in an interview.", "fallback"),
    text("loop", "ollama-q4", `{"answer": "We sound the siren, we sound the siren, we sound the siren, we sound the siren, we sound the siren, we sound the siren", "memories": []}`, "fallback"),
    capped("gemini-2.5-flash", `{"answer": "We sound the siren ten minutes before, same as always, and the`, "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} How would she put it? Short sentences, a bit`, "fallback"),
    text("ellipsis", "gemma-3n", '{"answer": "...", "memories": []}', "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: A1, memories: [2, 3] }, V1),
    object("good", "all three", { answer: A3, memories: [1, 2, 3] }, V3),
    object("empty-list", "no memories", { answer: A4, memories: [] }, V4),
    object("string-value", "memories as strings", { answer: A2, memories: ["3"] }, V2),
    object("renamed-field", "drew_on", { answer: A1, drew_on: [2, 3] }, V1),
    object("extra-field", "tone beside", { answer: A2, memories: [3], tone: "dry" }, V2),
    object("nested-json", "under interview", { interview: { answer: A1, memories: [2, 3] } }, V1),
    object("format", "past the list", { answer: A2, memories: [4] }, "fallback"),
    rawAnswer("format", "fenced", fence("json", j(A1, [2, 3])), V1),
    rawAnswer("cut-off", "cut", `{"answer": "${A1.slice(0, 40)}`, "fallback", { finishReason: "length" }),
    object("placeholder", "placeholder", { answer: "<what Marta Kowalczyk says>", memories: [] }, "fallback"),
    object("ellipsis", "empty", { answer: "", memories: [] }, "fallback"),
  ],
});
