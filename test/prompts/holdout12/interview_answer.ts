import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, emptyThink, eot, fence, footnote, granitEnd, guidedHead, guidedTail, python, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.interview_answer;
const A1 = "Eight tomorrow morning, if the new gates hold. I check them for leaks at five, and I'll not open the flight on a gate that weeps.";
const A2 = "We drained lock 4 at eight this morning and the new gates are going in as we speak. If they hold when I check them at five, the flight opens at eight tomorrow.";
const A3 = "Tomorrow at eight, all being well — and it had better be, with the festival on the wharf on Saturday. If the gates leak at five, you'll hear it from me before anyone.";
const A4 = "Lock 4 went dry at eight this morning, and Ravi only just got the Kingfisher through before it did. Eight tomorrow, if the gates behave.";
const V1: InterviewAnswer = { answer: A1, drewOn: [] };
const V2: InterviewAnswer = { answer: A2, drewOn: [0] };
const V3: InterviewAnswer = { answer: A3, drewOn: [2] };
const V4: InterviewAnswer = { answer: A4, drewOn: [0, 1] };
const j = (answer: string, memories: unknown[]) => JSON.stringify({ answer, memories });
const pretty = (answer: string, memories: unknown[]) => JSON.stringify({ answer, memories }, null, 2);
const why = "Anneke is exact and dry. The plan says: check the gates at five, reopen at eight tomorrow if they hold. Memory 1 (drained this morning) supports it.";
const HI = "अगर नए गेट ठीक रहे तो कल सुबह आठ बजे। मैं शाम पाँच बजे लीक की जाँच करूँगी।";
const JA = "新しいゲートが持てば、明日の朝八時です。五時に漏れがないか確かめます。";

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "mistral-medium-3", j(A2, [1]), V2),
    text("good", "phi-4-mini", j(A1, []), V1),
    text("good", "granite-4", j(A3, [3]), V3),
    text("good", "glm-4.5", j(A2, [1]), V2),
    text("good", "llama-4-maverick", j(A4, [1, 2]) + "\n", V4),
    text("good", "deepseek-v3.1", pretty(A2, [1]), V2),
    text("good", "gpt-4.1-nano", j(A1, []), V1),
    text("good", "ernie-4.5", j(A3, [3]), V3),
    text("good", "sarvam-m", j(A2, [1]), V2),
    text("good", "deepseek-r1-distill", think(why, j(A2, [1])), V2),
    text("format", "glm-4.5", emptyThink(j(A1, [])), V1),
    text("format", "lm-studio-q5", eot(j(A2, [1]) + "\n\n"), V2),
    text("format", "phi-4-mini", eot(j(A3, [3]), "<|end|>"), V3),
    text("format", "granite-4", granitEnd(j(A4, [1, 2])), V4),
    text("format", "mistral-medium-3", fence("json", pretty(A2, [1])), V2),
    text("format", "llama-4-maverick", tag("answer", j(A1, [])), V1),
    text("format", "gpt-4.1-nano", crlf(pretty(A3, [3])), V3),
    text("format", "qwen2.5-coder", python("response", `{"answer": ${JSON.stringify(A2)}, "memories": [1]}`), V2),
    text("format", "deepseek-v3.1", footnote(j(A2, [1]), "Memory 1 is the only one that bears on when the flight reopens."), V2),
    text("format", "mistral-medium-3", `Here is Anneke's answer:\n\n${j(A1, [])}`, V1),
    text("format", "sarvam-m", j(HI, []), { answer: HI, drewOn: [] }),
    text("format", "ernie-4.5", j(JA, []), { answer: JA, drewOn: [] }),
    text("string-value", "phi-4-mini", j(A4, ["1", "2"]), V4),
    text("batch-ids", "lm-studio-q5", j(A4, [0, 1]), "fallback"),
    text("batch-ids", "glm-4.5", j(A2, [4]), "fallback"),
    text("loop", "lm-studio-q5", `${j(A2, [1])}\n${j(A2, [1])}\n${j(A2, [1])}`, V2),
    text("loop", "lm-studio-q5", j("Eight tomorrow if the gates hold. Eight tomorrow if the gates hold. Eight tomorrow if the gates hold. Eight tomorrow if the gates hold. Eight tomorrow if the gates hold. Eight tomorrow if the gates hold.", []), "fallback"),
    text("format", "granite-4", `${j(A1, [])}\n\n${j(A3, [3])}`, "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} She would not promise anything she has not checked, so`, "fallback"),
    capped("mistral-medium-3", `{"answer": "We drained lock 4 at eight this morning and the new gates are going in as we`, "fallback"),
    text("refusal", "safety-tuned", "I'm an AI and can't give real information about when a canal lock will reopen. Please check with the navigation authority.", "fallback"),
    text("placeholder", "lm-studio-q5", `{"answer": "<what Anneke de Vries says>", "memories": [<numbers>]}`, "fallback"),
    text("ellipsis", "phi-4-mini", j("", []), "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: A2, memories: [1] }, V2),
    object("good", "no memories", { answer: A1, memories: [] }, V1),
    object("good", "two memories", { answer: A4, memories: [1, 2] }, V4),
    object("string-value", "numbers as strings", { answer: A3, memories: ["3"] }, V3),
    object("renamed-field", "response", { response: A2, memories: [1] }, V2),
    object("extra-field", "confidence beside", { answer: A3, memories: [3], confidence: "high" }, V3),
    object("nested-json", "nested text", { answer: { text: A1 }, memories: [] }, V1),
    object("batch-ids", "past the list", { answer: A2, memories: [1, 4] }, "fallback"),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(j(A2, [1])), V2),
    rawAnswer("format", "guided-JSON leading whitespace", guidedHead(j(A4, [1, 2])), V4),
    rawAnswer("format", "end token after", `${j(A1, [])}<|im_end|>`, V1),
    rawAnswer("cut-off", "cut", `{"answer": "Tomorrow at eight, all being well — and it had`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { answer: "", memories: [] }, "fallback"),
    object("placeholder", "slot echoed", { answer: "<what Anneke de Vries says>", memories: [] }, "fallback"),
  ],
});
