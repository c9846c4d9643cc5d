import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.interview_answer;
const A = "Round by Ashby bridge, I'm afraid, it's an hour each way. The ferry's been stopped since three because of the high water. I'll read the gauge again at six, and if it drops I open at half seven tomorrow.";
const V: InterviewAnswer = { answer: A, drewOn: [0] };
const B = "They can't, not here. I got Jozef's flour across last night before it rose, but since three o'clock nobody crosses. Go round by the bridge, or wait for the market on Saturday, I'll be running by then, I hope.";
const VB: InterviewAnswer = { answer: B, drewOn: [0, 1, 2] };
const j = (a: string, m: unknown) => `{"answer": ${JSON.stringify(a)}, "memories": ${JSON.stringify(m)}}`;

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", j(A, [1]), V),
    text("good", "llama-4-scout", j(A, [1]) + "\n", V),
    text("good", "granite-3", j(B, [1, 2, 3]), VB),
    text("good", "nemotron", j(A, [1]), V),
    text("good", "hermes-3", j(B, [1, 2, 3]), VB),
    text("good", "aya-expanse", j(A, [1]), V),
    text("good", "phi-4", j(A, [1]) + "\n\nShe answers plainly and only from what she knows.", V),
    text("good", "deepseek-v3", fence("json", j(A, [1])), V),
    text("good", "olmo-2", j(B, [1, 2, 3]), VB),
    text("good", "gemma-3", fence("json", `{\n  "answer": ${JSON.stringify(A)},\n  "memories": [1]\n}`), V),
    text("good", "qwen3-think", qthink("Ferry stopped at three (memory 1). Alternative: the bridge. Plan: gauge at six, open 7:30.", j(A, [1])), V),
    text("format", "gemma-3", `{'answer': "${A}", 'memories': [1]}`, V),
    text("format", "olmo-2", `{"answer": ${JSON.stringify(A)}, "memories": [1],}`, V),
    text("format", "mistral-small-3", `{\n  "answer": ${JSON.stringify(A)},\n  // memory 1: the ferry stopped at three\n  "memories": [1]\n}`, V),
    text("format", "llama-4-scout", `Here is Ines's answer: ${j(A, [1])}`, V),
    text("format", "granite-3", html(j(A, [1])), V),
    text("format", "nemotron", tag("response", j(B, [1, 2, 3])), VB),
    text("string-value", "hermes-3", j(A, ["1"]), V),
    text("string-value", "phi-4", j(A, "1"), V),
    text("format", "deepseek-v3", j(A, ["memory 1"]), V),
    text("format", "aya-expanse", j("Pela ponte de Ashby, receio bem. A balsa está parada desde as três por causa da cheia.", [1]), { answer: "Pela ponte de Ashby, receio bem. A balsa está parada desde as três por causa da cheia.", drewOn: [0] }),
    text("empty-list", "olmo-2", j("I couldn't tell you, love. Ask the water board.", []), { answer: "I couldn't tell you, love. Ask the water board.", drewOn: [] }),
    text("format", "gemma-3", j(A, [1, 5]), "fallback"),
    text("batch-ids", "llama-4-scout", j(A, [0, 1]), "fallback"),
    text("placeholder", "granite-3", j("<what Ines Varga says>", []), "fallback"),
    text("refusal", "safety-tuned", "I can't pretend to be a real person giving an interview.", "fallback"),
    text("loop", "q3-3b", j("The ferry is stopped. The ferry is stopped. The ferry is stopped. The ferry is stopped. The ferry is stopped. The ferry is stopped.", [1]), "fallback"),
    capped("nemotron", '{"answer": "Round by Ashby bridge, I\'m afraid, it\'s an hour each way. The ferry', "fallback"),
    text("ellipsis", "q3-3b", j("...", []), "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: A, memories: [1] }, V),
    object("good", "three memories", { answer: B, memories: [1, 2, 3] }, VB),
    object("string-value", "numbers as strings", { answer: A, memories: ["1"] }, V),
    object("renamed-field", "memory_ids", { answer: A, memory_ids: [1] }, V),
    object("extra-field", "tone beside", { answer: B, memories: [1, 2, 3], tone: "blunt" }, VB),
    rawAnswer("format", "python dict", `{'answer': "${A}", 'memories': [1]}`, V),
    rawAnswer("cut-off", "cut", '{"answer": "Round by Ashby bridge, I\'m', "fallback", { finishReason: "length" }),
    object("malformed", "memory 4 of 3", { answer: A, memories: [4] }, "fallback"),
  ],
});
