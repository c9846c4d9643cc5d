import { interviewAnswerPrompt } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.interview_answer;
type Answer = { answer: string; drewOn: number[] };
const A1 = "A slip came down across the upper line at Scar Cutting this morning. Nobody was hurt, thank God. We're running Ossenby to Brackenfold only until it's cleared.";
const A2 = "The hillside at Scar Cutting let go this morning and buried the upper line. The engineers are coming to look at it tomorrow at nine, and until then nothing runs above Brackenfold.";
const A3 = "We had a landslip at Scar Cutting. That's all I can tell you until the engineers have been.";
// The answer's memory numbers are 1-based; the value's drewOn is 0-based.
const v = (answer: string, drewOn: number[]): Answer => ({ answer, drewOn });
const js = (a: string, ms: number[]) => JSON.stringify({ answer: a, memories: ms });

export default corpusOf<Answer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", js(A1, [1, 2]), v(A1, [0, 1])),
    text("good", "o3-mini", js(A3, [1]), v(A3, [0])),
    text("good", "mistral-7b", ` ${js(A2, [1, 3])}`, v(A2, [0, 2])),
    text("good", "mistral-nemo", js(A1, [1, 2]), v(A1, [0, 1])),
    text("good", "llama-3.2-3b", js(A2, [1, 2, 3]), v(A2, [0, 1, 2])),
    text("good", "qwen2.5-14b", js(A1, [1, 2]), v(A1, [0, 1])),
    text("good", "granite", js(A3, [1]), v(A3, [0])),
    text("good", "qwen3", `<think>\nShe'd be blunt: the slip, line shut above Brackenfold.\n</think>\n\n${js(A1, [1, 2])}`, v(A1, [0, 1])),
    text("good", "gemini", "```json\n" + JSON.stringify({ answer: A2, memories: [1, 3] }, null, 2) + "\n```", v(A2, [0, 2])),
    text("format", "o3-mini", `{'answer': "${A1}", 'memories': [1, 2]}`, v(A1, [0, 1])),
    text("format", "llama-3.2-3b", `{"name": "interview_answer", "arguments": ${js(A3, [1])}}`, v(A3, [0])),
    text("format", "gpt-4.1", `{\n  "answer": ${JSON.stringify(A1)},\n  "memories": [1, 2,],\n}`, v(A1, [0, 1])),
    text("format", "qwen2.5-14b", `{\n  "answer": ${JSON.stringify(A2)}, // in Ilse's voice\n  "memories": [1, 3]\n}`, v(A2, [0, 2])),
    text("format", "mistral-nemo", `{answer: ${JSON.stringify(A3)}, memories: [1]}`, v(A3, [0])),
    text("format", "granite", "```yaml\n" + js(A1, [1, 2]) + "\n```", v(A1, [0, 1])),
    text("format", "gemini", `**Ilse:** "${A1}"\n\n**Memories used:** 1, 2`, v(A1, [0, 1])),
    text("format", "mistral-7b", `${js(A1, [1, 2])}\n\n${js(A1, [1, 2])}`, v(A1, [0, 1])),
    text("format", "qwen2.5-14b", js("今朝、スカー・カッティングで上の線に土砂崩れがありました。けが人はいません。", [1]), v("今朝、スカー・カッティングで上の線に土砂崩れがありました。けが人はいません。", [0])),
    text("string-value", "llama-3.2-3b", `{"answer": ${JSON.stringify(A1)}, "memories": ["1", "2"]}`, v(A1, [0, 1])),
    text("empty-list", "gpt-4.1", js("I was in the booking office all morning, so I couldn't tell you much more than the phone did.", []), v("I was in the booking office all morning, so I couldn't tell you much more than the phone did.", [])),
    text("batch-ids", "mistral-nemo", js(A1, [0, 1]), "fallback"),
    text("format", "gemini", `${js(A3, [1])}\n\nLet me know if you'd like a longer quote for the article!`, v(A3, [0])),
    text("second-person", "llama-3.2-1b", js("Ilse Varga says a landslip came down at Scar Cutting this morning.", [1]), "fallback"),
    text("placeholder", "tinyllama", '{"answer": "<what Ilse Varga says>", "memories": [<numbers>]}', "fallback"),
    text("refusal", "granite", "Do you want Ilse to mention the engineers' visit, or keep it short? Let me know.", "fallback"),
    text("loop", "smollm", `${js(A3, [1])} ${js(A3, [1])} ${js(A3, [1])}`, v(A3, [0])),
    capped("mistral-7b", '{"answer": "A slip came down across the upper line at Scar Cutting this morning. Nobody was', "fallback"),
    capped("qwen3", "<think>\nIlse, blunt and patient, talking to the Gazette. Memories 1 and 2 are the core; 3 about tomorrow's inspection might be worth adding. Two to four sentences. Something like: 'A slip came down at Scar Cutting", "fallback"),
    text("good", "gpt-4.1", js(A2, [1, 3]), v(A2, [0, 2])),
    text("good", "llama-3.2-1b", js(A3, [1]), v(A3, [0])),
    text("good", "granite", js(A2, [1, 3]), v(A2, [0, 2])),
  ],
  structured: [
    object("good", "valid", { answer: A1, memories: [1, 2] }, v(A1, [0, 1])),
    object("good", "another", { answer: A2, memories: [1, 3] }, v(A2, [0, 2])),
    object("empty-list", "no memories", { answer: A3, memories: [] }, v(A3, [])),
    object("string-value", "memories as strings", { answer: A1, memories: ["1", "2"] }, v(A1, [0, 1])),
    object("renamed-field", "reply and evidence", { reply: A1, evidence: [1, 2] }, v(A1, [0, 1])),
    object("extra-field", "tone beside", { answer: A3, memories: [1], tone: "gruff" }, v(A3, [0])),
    object("missing-field", "no memories field", { answer: A2 }, v(A2, [])),
    object("nested-json", "tool-call wrapper", { name: "interview_answer", arguments: { answer: A1, memories: [1, 2] } }, v(A1, [0, 1])),
    object("malformed", "unknown memory", { answer: A1, memories: [1, 7] }, "fallback"),
    rawAnswer("format", "Python dict", `{'answer': "${A3}", 'memories': [1]}`, v(A3, [0])),
    rawAnswer("cut-off", "cut", '{"answer": "The hillside at Scar Cutting let go', "fallback", { finishReason: "length" }),
  ],
});
