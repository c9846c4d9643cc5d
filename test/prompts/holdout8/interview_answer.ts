import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.interview_answer;
const A1 = "The spring tide covers the causeway from six till ten tonight, so don't even think about driving across. I'm closing the gate at half five, and I'll be in the refuge box watching for anyone daft enough to try.";
const A2 = "Cross before half past five or wait until after ten. The sea takes the road tonight, and I'll be out there with a torch.";
const A3 = "Plan around the tide: the causeway is under water from 6pm to 10pm. And if you're coming for Saturday's regatta, come early in the day.";
const V1: InterviewAnswer = { answer: A1, drewOn: [0] };
const V2: InterviewAnswer = { answer: A2, drewOn: [0] };
const V3: InterviewAnswer = { answer: A3, drewOn: [0, 1] };
const js = (a: string, m: number[]) => JSON.stringify({ answer: a, memories: m });

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", js(A1, [1]), V1),
    text("good", "gemma-3", `${js(A2, [1])}\n`, V2),
    text("good", "phi-4", js(A3, [1, 2]), V3),
    text("good", "deepseek-v3", js(A1, [1]), V1),
    text("good", "mixtral", ` ${js(A2, [1])}`, V2),
    text("good", "olmo-2", js(A3, [1, 2]), V3),
    text("good", "yi-34b", js(A1, [1]), V1),
    text("good", "hermes", js(A1, [1]), V1),
    text("good", "aya", js(A2, [1]), V2),
    text("good", "gpt-4o-mini", js(A1, [1]), V1),
    text("format", "qwq", `Okay, so the reporter asks what people crossing should know tonight. Memory 1: the causeway is covered 6 to 10pm. Her plan: close the gate at 5:30, watch from the refuge box. She's blunt.\n\n${js(A1, [1])}`, V1),
    text("format", "deepseek-v3", "```json\n" + JSON.stringify({ answer: A2, memories: [1] }, null, 2) + "\n```", V2),
    text("format", "mixtral", `${js(A1, [1])}</s>`, V1),
    text("format", "llama-3.3-70b", `${js(A3, [1, 2])}<|eot_id|>`, V3),
    text("format", "hermes", `<tool_call>\n{"name": "answer", "arguments": ${js(A1, [1])}}\n</tool_call>`, V1),
    text("format", "phi-4", js(A1, [1]).replace("don't", "don&#39;t").replace("I'm", "I&#39;m").replace("I'll", "I&#39;ll"), V1),
    text("format", "gemma-3", js(A2, [1]) + js(A2, [1]), V2),
    text("format", "olmo-2", `${js(A1, [1])}\n\nUser: And the regatta?\nAssistant: {"answer": "Saturday, from ten.", "memories": [2]}`, V1),
    text("format", "aya", `{"answer": "${A2}", "memories": ["1"]}`, V2),
    text("format", "yi-34b", `Beatriz Lindqvist: ${A2}\nMemories: 1`, V2),
    text("batch-ids", "deepseek-v3", js(A3, [0, 1]), "fallback"),
    text("format", "mixtral", js(A1, [1, 7]), { answer: A1, drewOn: [0] }),
    text("placeholder", "olmo-2", '{"answer": "<what Beatriz Lindqvist says>", "memories": [<numbers>]}', "fallback"),
    text("refusal", "aya", "I'm sorry, I can't give safety advice about tides. Please check official tide tables.", "fallback"),
    capped("llama-3.3-70b", '{"answer": "The spring tide covers the causeway from six till ten tonight, so don\'t', "fallback"),
    capped("qwq", "Okay, so Beatriz is being asked about tonight. The spring tide, 6 to 10pm. She closes the gate at 5:30. She'd", "fallback"),
    text("good", "qwq", `Okay, she would warn about the hours and the gate.\n\n${js(A2, [1])}`, V2),
    text("good", "phi-4", js(A1, [1]), V1),
    text("good", "gemma-3", js(A3, [1, 2]), V3),
  ],
  structured: [
    object("good", "valid", { answer: A1, memories: [1] }, V1),
    object("good", "two memories", { answer: A3, memories: [1, 2] }, V3),
    object("string-value", "memories as strings", { answer: A2, memories: ["1"] }, V2),
    object("renamed-field", "drew_on", { answer: A1, drew_on: [1] }, V1),
    object("extra-field", "tone beside", { answer: A1, memories: [1], tone: "blunt" }, V1),
    object("missing-field", "no memories", { answer: A2 }, "fallback"),
    object("empty-list", "draws on none", { answer: "I'd rather not say much on the radio. Just check the tide board.", memories: [] }, { answer: "I'd rather not say much on the radio. Just check the tide board.", drewOn: [] }),
    rawAnswer("format", "streaming duplicate", js(A1, [1]) + js(A1, [1]), V1),
    rawAnswer("cut-off", "cut", '{"answer": "Cross before half past five or wait', "fallback", { finishReason: "length" }),
  ],
});
