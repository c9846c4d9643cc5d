import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.interview_answer;
const A1 = "He tasted it at ten this morning, and I'm writing his marks into the make book as we speak. The members get the full report tomorrow, so they'll hear it from me first, not from the lane.";
const A2 = "I'll not say much before the members have it. The grader was here at ten, and I'm not unhappy with what he wrote.";
const A3 = "Well enough that the Blue will be on the show bench on Saturday. He came at ten; I'm picking my three for the show at four.";
const A4 = "Ask me tomorrow, when the report has gone out to the members. I'd rather they hear it before the newsletter does.";
const V1: InterviewAnswer = { answer: A1, drewOn: [0] };
const V2: InterviewAnswer = { answer: A2, drewOn: [0] };
const V3: InterviewAnswer = { answer: A3, drewOn: [0, 2] };
const V4: InterviewAnswer = { answer: A4, drewOn: [] };
const j = (answer: string, memories: unknown[]) => JSON.stringify({ answer, memories });
const pretty = (answer: string, memories: unknown[]) => JSON.stringify({ answer, memories }, null, 2);
const why = "Ingrid is precise and proud but careful: the members should hear the marks first. Memory 1 is the tasting this morning.";
const RU = "Грейдер попробовал сыр сегодня в десять утра. Подробный отчёт члены кооператива получат завтра.";

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", j(A1, [1]), V1),
    text("good", "o4-mini", j(A2, [1]), V2),
    text("good", "internlm-3", j(A3, [1, 3]), V3),
    text("good", "yi-1.5", j(A1, [1]) + "\n", V1),
    text("good", "command-a", j(A4, []), V4),
    text("good", "claude-sonnet-4", j(A1, [1]), V1),
    text("good", "llamacpp-grammar", j(A2, [1]), V2),
    text("good", "hermes-3", j(A3, [1, 3]), V3),
    text("good", "nemotron-nano", think(why, j(A1, [1])), V1),
    text("format", "nemotron-nano", thinkOff(j(A2, [1])), V2),
    text("format", "claude-sonnet-4", tag("answer", j(A1, [1])), V1),
    text("format", "claude-sonnet-4", sonnetTags(why, j(A3, [1, 3])), V3),
    text("format", "tgi-stop", tgiStop(j(A1, [1])), V1),
    text("format", "internlm-3", eos(j(A4, []), "<|im_end|>"), V4),
    text("format", "grok-3-mini", grokReasoning(why, j(A2, [1])), V2),
    text("format", "jamba-1.7", jamba(fence("json", pretty(A1, [1])), "Ingrid keeps the marks for the members, as she would."), V1),
    text("format", "command-a", fence("json", pretty(A3, [1, 3])), V3),
    text("format", "gigachat", j(RU, [1]), { answer: RU, drewOn: [0] }),
    text("nested-json", "hermes-3", toolCall("answer_question", { answer: A2, memories: [1] }), V2),
    text("string-value", "yi-1.5", j(A3, ["1", "3"]), V3),
    text("format", "o4-mini", `{"answer": ${JSON.stringify(A1)}, "memories": [1]}\n\n(Memory 1: the grader tasted the Dale Blue at ten.)`, V1),
    text("placeholder", "yi-1.5", '{"answer": "<what Ingrid Halvorsen says>", "memories": [<numbers>]}', "fallback"),
    text("refusal", "safety-tuned", "I can't speak as a real person in an interview.", "fallback"),
    text("loop", "internlm-3", '{"answer": "The grader, the grader, the grader, '.padEnd(320, "the grader, "), "fallback"),
    capped("nemotron-nano", `<think>\n${why} Should she give away the mark itself? She is proud, but`, "fallback"),
    capped("grok-3-mini", `{"answer": "He tasted it at ten this morning, and I'm writing his marks into the`, "fallback"),
    text("ellipsis", "llamacpp-grammar", '{"answer": "", "memories": []}', "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: A1, memories: [1] }, V1),
    object("good", "no memories", { answer: A4, memories: [] }, V4),
    object("good", "two memories", { answer: A3, memories: [1, 3] }, V3),
    object("string-value", "numbers as strings", { answer: A2, memories: ["1"] }, V2),
    object("renamed-field", "response", { response: A1, memories: [1] }, V1),
    object("extra-field", "tone beside", { answer: A2, tone: "guarded", memories: [1] }, V2),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ answer: A3, memories: [1, 3] }), V3),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(j(A1, [1])), V1),
    rawAnswer("format", "stop sequence left in", tgiStop(j(A4, [])), V4),
    rawAnswer("cut-off", "cut", '{"answer": "Well enough that the Blue will be on the show bench on Sat', "fallback", { finishReason: "length" }),
    object("placeholder", "slot echoed", { answer: "<what Ingrid Halvorsen says>", memories: [] }, "fallback"),
    object("ellipsis", "empty", { answer: "", memories: [] }, "fallback"),
  ],
});
