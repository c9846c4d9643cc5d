import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.interview_answer;
const A1 = "Not by my railway, not today: she's shut for the inspection. And the lower road's been closed since Tuesday's landslip, so it's the footpath over the ridge or staying put.";
const A2 = "Mostly on foot, I'm afraid. The railway is closed all day for the inspection, and the lower road is still blocked by the landslip.";
const A3 = "The railway's shut today for the inspection, so folk are walking. If it passes, we open again at six tomorrow morning.";
const A4 = "I couldn't tell you how everyone manages, I've been with the inspector since eight. Ask at the market hall.";
/** The answer object (memory numbers 1-based, as shown) and the value (0-based). */
const j = (answer: string, memories: number[]) => JSON.stringify({ answer, memories });
const v = (answer: string, memories: number[]): InterviewAnswer => ({ answer, drewOn: memories.map((n) => n - 1) });

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", j(A1, [1, 2]), v(A1, [1, 2])),
    text("good", "command-r-plus", j(A2, [1, 2]) + "\n", v(A2, [1, 2])),
    text("good", "glm-4", j(A3, [1]), v(A3, [1])),
    text("good", "internlm-2.5", j(A1, [1, 2]), v(A1, [1, 2])),
    text("good", "minicpm", j(A2, [1, 2]), v(A2, [1, 2])),
    text("good", "falcon-3", j(A4, []), v(A4, [])),
    text("good", "stablelm", j(A3, [1]), v(A3, [1])),
    text("good", "zephyr", j(A1, [1, 2]), v(A1, [1, 2])),
    text("good", "openchat", j(A2, [1, 2]), v(A2, [1, 2])),
    text("good", "gemini-2-flash", j(A1, [1, 2]) + "\n", v(A1, [1, 2])),
    text("good", "deepseek-r1-distill", think("Railway closed today (1), lower road closed by landslip (2). So people walk.", j(A1, [1, 2])), v(A1, [1, 2])),
    text("format", "deepseek-r1-distill", unclosed("Memory 1 only, and the plan to reopen.", j(A3, [1])), v(A3, [1])),
    text("format", "glm-4", tag("answer", j(A2, [1, 2])), v(A2, [1, 2])),
    text("format", "internlm-2.5", `<response>\n${j(A1, [1, 2])}\n</response>`, v(A1, [1, 2])),
    text("format", "command-r-plus", fence("yaml", `answer: "${A2}"\nmemories: [1, 2]`), v(A2, [1, 2])),
    text("format", "minicpm", fence("json", JSON.stringify({ answer: A1, memories: [1, 2] }, null, 2)), v(A1, [1, 2])),
    text("format", "falcon-3", bom(j(A3, [1])), v(A3, [1])),
    text("format", "stablelm", `{answer: "${A2}", memories: [1, 2]}`, v(A2, [1, 2])),
    text("format", "zephyr", JSON.stringify({ answer: A1, memories: ["1", "2"] }), v(A1, [1, 2])),
    text("format", "openchat", JSON.stringify({ response: { answer: A2, memories: [1, 2] } }), v(A2, [1, 2])),
    text("format", "gemini-2-flash", JSON.stringify([{ answer: A3, memories: [1] }]), v(A3, [1])),
    text("format", "claude-3.5-haiku", `${j(A1, [1, 2])}\n\nHalvard sticks to what he knows: the closure and the landslip.`, v(A1, [1, 2])),
    text("format", "glm-4", j(`Halvard Quist: ${A2}`, [1, 2]), v(A2, [1, 2])),
    text("format", "command-r-plus", `Answer: ${A2}\nMemories: 1, 2`, v(A2, [1, 2])),
    text("batch-ids", "internlm-2.5", j(A1, [0, 1]), "fallback"),
    text("batch-ids", "minicpm", j(A2, [1, 5]), "fallback"),
    text("format", "falcon-3", j("Halvard says the railway is closed for the inspection and people are walking.", [1]), "fallback"),
    text("placeholder", "stablelm", '{"answer": "<what Halvard Quist says>", "memories": [<numbers>]}', "fallback"),
    text("refusal", "zephyr", "As an AI, I cannot speak for Halvard Quist, but I can tell you that the railway is closed today.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe reporter asks how people get up and down today. Memory 1: railway closed. Memory 2: the lower road closed. So", "fallback"),
    capped("openchat", `{"answer": "Not by my railway, not today: she's shut for the inspection. And the lower`, "fallback"),
    text("loop", "q2-8b", `${j(A2, [1, 2])}\n${j(A2, [1, 2])}`, v(A2, [1, 2])),
  ],
  structured: [
    object("good", "valid", { answer: A1, memories: [1, 2] }, v(A1, [1, 2])),
    object("good", "one memory", { answer: A3, memories: [1] }, v(A3, [1])),
    object("good", "none", { answer: A4, memories: [] }, v(A4, [])),
    object("string-value", "numbers as strings", { answer: A2, memories: ["1", "2"] }, v(A2, [1, 2])),
    object("renamed-field", "response and sources", { response: A1, sources: [1, 2] }, v(A1, [1, 2])),
    object("extra-field", "tone beside", { answer: A2, memories: [1, 2], tone: "gruff" }, v(A2, [1, 2])),
    object("batch-ids", "memory 4", { answer: A1, memories: [1, 4] }, "fallback"),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { answer: A2, memories: [1, 2] } }), v(A2, [1, 2])),
    rawAnswer("cut-off", "cut", `{"answer": "Mostly on foot, I'm afraid. The rail`, "fallback", { finishReason: "length" }),
    object("refusal", "third person", { answer: "Halvard says everyone is walking today.", memories: [1] }, "fallback"),
  ],
});
