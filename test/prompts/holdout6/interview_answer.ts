import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.interview_answer;
const A1 = "Tonight's the Leonids, love, they peak tonight. I open the dome at eight and the viewing starts at ten, if the cloud clears after nine as they say. Tobias is running a late ferry at half eleven to take everyone home.";
const A2 = "We're watching the Leonid meteor shower from ten o'clock. I'm just praying the cloud clears.";
const unknown = { ...inputs, question: "Who is playing at The Tillerman on Thursday?" };
const U = "Oh, I've no idea, I'm afraid. I don't go to The Tillerman much; ask Tobias, he plays dominoes there.";
const j = (a: string, m: number[]) => `{"answer": ${JSON.stringify(a)}, "memories": [${m.join(", ")}]}`;

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", j(A1, [1, 2, 3]), { answer: A1, drewOn: [0, 1, 2] }),
    text("good", "gemma-2-9b", `${j(A2, [1, 3])}\n`, { answer: A2, drewOn: [0, 2] }),
    text("good", "phi-3-mini", `${j(A1, [1, 2, 3])}\n\nAgnes mentions all three memories.`, { answer: A1, drewOn: [0, 1, 2] }),
    text("good", "llama-3.1-70b", j(A2, [1, 3]), { answer: A2, drewOn: [0, 2] }),
    text("good", "claude", `Here's Agnes's answer:\n\n${j(A1, [1, 2, 3])}`, { answer: A1, drewOn: [0, 1, 2] }),
    text("good", "command-r", j(A1, [1, 2, 3]), { answer: A1, drewOn: [0, 1, 2] }),
    text("good", "0.5b", j(A2, [1]), { answer: A2, drewOn: [0] }),
    text("good", "deepseek-r1-distill", `<think>\nLeonids tonight (1), ferry (2), cloud (3). Agnes is warm, exact.\n</think>\n\n${j(A1, [1, 2, 3])}`, { answer: A1, drewOn: [0, 1, 2] }),
    text("good", "gpt-4o-mini", j(U, []), { answer: U, drewOn: [] }, { inputs: unknown }),
    text("good", "claude", j(U, []), { answer: U, drewOn: [] }, { inputs: unknown }),
    text("format", "claude", "```json\n" + j(A2, [1, 3]) + "\n```", { answer: A2, drewOn: [0, 2] }),
    text("format", "gemma-2-9b", `{\n  "answer": ${JSON.stringify(A2)},\n  "memories": [1, 3],\n}`, { answer: A2, drewOn: [0, 2] }),
    text("format", "command-r", `{"answer": ${JSON.stringify(A2)}, "memories": ["1", "3"]}`, { answer: A2, drewOn: [0, 2] }),
    text("format", "llama-3.1-70b", `answer: "${A2}"\nmemories: [1, 3]`, { answer: A2, drewOn: [0, 2] }),
    text("format", "phi-3-mini", `${A2}\n\nMemories: 1, 3`, { answer: A2, drewOn: [0, 2] }),
    text("format", "qwen2.5-7b", j("Esta noche vemos las Leónidas desde las diez, si se despejan las nubes.", [1, 3]), { answer: "Esta noche vemos las Leónidas desde las diez, si se despejan las nubes.", drewOn: [0, 2] }),
    text("format", "gemma-2-9b", `${j(A2, [1])}\n\nCorrection, I also used memory 3: ${j(A2, [1, 3])}`, { answer: A2, drewOn: [0, 2] }),
    text("format", "llama-3.1-70b", `{"answer": "Tonight’s the Leonids — “the best show of the year”, I tell everyone.", "memories": [1]}`, { answer: "Tonight’s the Leonids — “the best show of the year”, I tell everyone.", drewOn: [0] }),
    text("missing-field", "command-r", `{"answer": ${JSON.stringify(A2)}}`, { answer: A2, drewOn: [] }),
    text("format", "phi-3-mini", `{"answer": ${JSON.stringify(A2)}, "memories": [1, 7]}`, "fallback"),
    text("placeholder", "0.5b", '{"answer": "<what Agnes Pruitt says>", "memories": [<numbers>]}', "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't pretend to be a real person in an interview.", "fallback"),
    capped("gemma-2-9b", `{"answer": "Tonight's the Leonids, love, they peak tonight. I open the dome at eight and the viewing starts at ten, if the cloud`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe interviewer asks what's happening tonight. Agnes knows: Leonids peak tonight (1), Tobias's late ferry at 11:30 (2), cloud until 9 (3). She'd answer warmly, and precisely. Something like", "fallback"),
    capped("claude", j(A2, [1, 3]).slice(0, -3), "fallback"),
    text("good", "llama-3.1-70b", j(A1, [1, 2, 3]), { answer: A1, drewOn: [0, 1, 2] }),
    text("good", "phi-3-mini", j(A2, [1, 3]), { answer: A2, drewOn: [0, 2] }),
    text("good", "command-r", j(U, []), { answer: U, drewOn: [] }, { inputs: unknown }),
    text("cut-off", "deepseek-r1-distill", "<think>\nLeonids tonight (1), ferry at 11:30 (2), cloud (3). Agnes would say", "fallback"),
    text("format", "claude", `${j(A2, [1, 3])}\n\nI hope that gives your readers a sense of the night!`, { answer: A2, drewOn: [0, 2] }),
    text("good", "qwen2.5-7b", j(A1, [1, 2, 3]), { answer: A1, drewOn: [0, 1, 2] }),
    text("good", "gemma-2-9b", j(U, []), { answer: U, drewOn: [] }, { inputs: unknown }),
    text("good", "claude", j(A2, [1, 3]), { answer: A2, drewOn: [0, 2] }),
  ],
  structured: [
    object("good", "valid", { answer: A1, memories: [1, 2, 3] }, { answer: A1, drewOn: [0, 1, 2] }),
    object("good", "unknown", { answer: U, memories: [] }, { answer: U, drewOn: [] }, { inputs: unknown }),
    object("string-value", "memories as strings", { answer: A2, memories: ["1", "3"] }, { answer: A2, drewOn: [0, 2] }),
    object("renamed-field", "response and sources", { response: A2, sources: [1, 3] }, { answer: A2, drewOn: [0, 2] }),
    object("extra-field", "tone beside", { answer: A2, memories: [1, 3], tone: "warm" }, { answer: A2, drewOn: [0, 2] }),
    object("missing-field", "no memories", { answer: A2 }, { answer: A2, drewOn: [] }),
    object("malformed", "memory out of range", { answer: A2, memories: [1, 9] }, "fallback"),
    object("refusal", "empty answer", { answer: "", memories: [] }, "fallback"),
    rawAnswer("format", "prose", A2, { answer: A2, drewOn: [] }),
    rawAnswer("cut-off", "cut", '{"answer": "Tonight\'s the Leonids, love', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ answer: A2, memories: [1, 3] })}\nLet me know if you need any changes.`, { answer: A2, drewOn: [0, 2] }),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ answer: A2, memories: [1, 3] }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", { answer: A2, drewOn: [0, 2] }),
  ],
});
