import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancies;
const S = [1, 8, 4, 2];
const S2 = [1, 9, 5, 3];
const lines = (s: number[], fmt = (i: number, n: number) => `${i + 1}: ${n}`) => s.map((n, i) => fmt(i, n)).join("\n");
const json = (s: number[]) => ({ scores: s.map((score, i) => ({ event: i + 1, score })) });

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", lines(S), S),
    text("good", "command-r-plus", lines(S2) + "\n", S2),
    text("good", "glm-4", lines(S), S),
    text("good", "internlm-2.5", lines(S), S),
    text("good", "minicpm", lines(S2), S2),
    text("good", "falcon-3", lines(S), S),
    text("good", "stablelm", lines(S), S),
    text("good", "zephyr", lines(S2), S2),
    text("good", "openchat", lines(S), S),
    text("good", "gemini-2-flash", lines(S) + "\n", S),
    text("good", "deepseek-r1-distill", think("Teapot routine 1. Brake cable the day before the inspection 8. Lost cat 4. Painted board 2.", lines(S)), S),
    text("format", "deepseek-r1-distill", unclosed("Scores: 1, 9, 5, 3.", lines(S2)), S2),
    text("format", "glm-4", tag("answer", "\n" + lines(S) + "\n"), S),
    text("format", "internlm-2.5", `<response>\n${lines(S)}\n</response>`, S),
    text("format", "command-r-plus", fence("yaml", lines(S)), S),
    text("format", "minicpm", fence("text", lines(S2)), S2),
    text("format", "falcon-3", bom(lines(S)), S),
    text("format", "stablelm", nbsp(lines(S)), S),
    text("format", "zephyr", lines(S, (i, n) => `${i + 1}: ${n}/10`), S),
    text("format", "openchat", lines(S, (i, n) => `Event ${i + 1}: ${n}`), S),
    text("format", "gemini-2-flash", lines(S, (i, n) => `${i + 1}: ${n} — ${["routine", "the inspection depends on it", "a child's upset", "cosmetic"][i]}`), S),
    text("format", "claude-3.5-haiku", lines(S, (i, n) => `${i + 1}: ${["one", "eight", "four", "two"][i]}`), S),
    text("format", "glm-4", lines(S, (i, n) => `${i + 1}：${n}`), S),
    text("format", "command-r-plus", JSON.stringify(json(S)), S),
    text("format", "internlm-2.5", "[1, 8, 4, 2]", S),
    text("batch-ids", "minicpm", lines(S, (i, n) => `${i}: ${n}`), S),
    text("batch-ids", "falcon-3", "2: 8\n1: 1\n4: 2\n3: 4", S),
    text("batch-ids", "stablelm", "1: 1\n2: 8\n4: 2", [1, 8, null, 2]),
    text("format", "zephyr", "1: 1\n2: 8-9\n3: 4\n4: 2", [1, null, 4, 2]),
    text("refusal", "gemini-2-flash", "I'm sorry, I can't score how much events matter to a real person.", "fallback"),
    capped("glm-4", "1: 1\n2: 8\n3: 4\n4:", [1, 8, 4, null]),
    capped("deepseek-r1-distill", "<think>\nHalvard, the day before the inspection. The teapot: routine, 1. The brake cable letter: that's serious, the inspection is tomorrow, 8 or 9. The cat", "fallback"),
    text("loop", "q2-8b", `${lines(S)}\n${lines(S)}`, S),
    text("format", "q2-8b", "1: 1\n2: 15\n3: 4\n4: 2", [1, null, 4, 2]),
  ],
  structured: [
    object("good", "valid", json(S), S),
    object("good", "second", json(S2), S2),
    object("format", "out of order", { scores: [json(S).scores[3], json(S).scores[0], json(S).scores[2], json(S).scores[1]] }, S),
    object("batch-ids", "numbered from 0", { scores: S.map((score, i) => ({ event: i, score })) }, S),
    object("missing-field", "event 3 left out", { scores: json(S).scores.filter((s) => s.event !== 3) }, [1, 8, null, 2]),
    object("renamed-field", "id and poignancy", { scores: S.map((poignancy, i) => ({ id: i + 1, poignancy })) }, S),
    object("extra-field", "reason beside", { scores: json(S).scores.map((s) => ({ ...s, reason: "" })) }, S),
    object("string-value", "scores as strings", { scores: S.map((score, i) => ({ event: i + 1, score: String(score) })) }, S),
    rawAnswer("format", "nested under data", JSON.stringify({ data: json(S) }), S),
    rawAnswer("format", "bare array of numbers", "[1, 8, 4, 2]", S),
    rawAnswer("cut-off", "cut in event 3", JSON.stringify(json(S)).slice(0, JSON.stringify(json(S)).indexOf('"event":3') + 12), [1, 8, null, null], { finishReason: "length" }),
    object("malformed", "score 0", { scores: [{ event: 1, score: 0 }, ...json(S).scores.slice(1)] }, [null, 8, 4, 2]),
  ],
});
