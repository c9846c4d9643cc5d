import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancies;
const S: EventPoignancies = [1, 6, 5, 2];
const S2: EventPoignancies = [1, 7, 6, 1];
const lines = (s: EventPoignancies, f = (i: number, v: number | null) => `${i + 1}: ${v}`) => s.map((v, i) => f(i, v)).join("\n");

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(S), S),
    text("good", "gemma-2-9b", lines(S2), S2),
    text("good", "phi-3-mini", `${lines(S)}\n\nThe branch is the most worrying for Tobias.`, S),
    text("good", "llama-3.1-70b", lines(S), S),
    text("good", "claude", `Here are my scores:\n\n${lines(S)}`, S),
    text("good", "command-r", lines(S2), S2),
    text("good", "0.5b", lines(S), S),
    text("good", "deepseek-r1-distill", `<think>\nKettle 1. Branch hitting the hull on a high river, 6-7. The scarf, a kind gesture, 5. Wet landing, 2.\n</think>\n\n${lines(S)}`, S),
    text("format", "claude", lines(S, (i, v) => `**${i + 1}:** ${v}`), S),
    text("format", "gemma-2-9b", lines(S, (i, v) => `${i + 1}. ${v}`), S),
    text("format", "command-r", lines(S).replace(/\n/g, "\r\n"), S),
    text("format", "llama-3.1-70b", lines(S, (i, v) => `${i + 1}: ${v}/10`), S),
    text("format", "phi-3-mini", `1: 1\n2) 6\niii: 5\n4 - 2`, S),
    text("format", "gpt-4o-mini", "| Event | Score |\n|---|---|\n| 1 | 1 |\n| 2 | 6 |\n| 3 | 5 |\n| 4 | 2 |", S),
    text("format", "qwen2.5-7b", "事件1: 1\n事件2: 6\n事件3: 5\n事件4: 2", S),
    text("batch-ids", "gemma-2-9b", "0: 1\n1: 6\n2: 5\n3: 2", S),
    text("batch-ids", "command-r", "2: 6\n1: 1\n4: 2\n3: 5", S),
    text("batch-ids", "llama-3.1-70b", "1: 1\n2: 6\n4: 2", [1, 6, null, 2]),
    text("batch-ids", "claude", "1. The kettle: 1\n2. The branch: 6\n3. The scarf: 5\n4. The wet landing: 2", S),
    text("number-words", "gemma-2-9b", "1: one\n2: six\n3: five\n4: two", S),
    text("format", "phi-3-mini", "1: 1\n2: 6. Wait, actually 7, the river is dangerous.\n3: 5\n4: 2", [1, 7, 5, 2]),
    text("format", "command-r", "1: 1\n2: 6-7\n3: 5\n4: 2", [1, null, 5, 2]),
    text("label", "llama-3.1-70b", "1: 1 (routine)\n2: 6 (the hull could be damaged)\n3: 5 (a kind gift)\n4: 2 (the weather)", S),
    text("number-in-text", "claude", "1: 1\n2: 6 (a branch hit the hull at 3 pm)\n3: 5\n4: 2", S),
    text("placeholder", "0.5b", "1: 3", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't rate these events.", "fallback"),
    capped("gemma-2-9b", "1: 1\n2: 6\n3: 5\n4: 2", [1, 6, 5, null]),
    capped("llama-3.1-70b", "1: 1\n2: 6\n3: ", [1, 6, null, null]),
    capped("deepseek-r1-distill", "<think>\nFour events. The kettle boiling: routine, 1. A branch hit the hull: for a ferryman on a high river this is serious, maybe damage. 6 or 7. The scarf from Wen: kind,", "fallback"),
    text("cut-off", "phi-3-mini", "1: 1\n2: 6\n3:", [1, 6, null, null]),
    text("good", "llama-3.1-70b", lines(S2), S2),
    text("good", "claude", lines(S2), S2),
    text("good", "phi-3-mini", lines(S2), S2),
    text("cut-off", "deepseek-r1-distill", "<think>\nKettle 1. Branch on the hull 6. Scarf 5. Wet landing", "fallback"),
    text("format", "command-r", `${lines(S)}\n\nHope these scores help!`, S),
    text("general-value", "claude", "1: 1\n2: for most ferrymen a 4, but with the river this high, 7 for Tobias\n3: 5\n4: 2", [1, 7, 5, 2]),
    text("sub-bullets", "gemma-2-9b", "1: 1\n2: 6\n   - the hull may need checking\n3: 5\n   - a kind gesture\n4: 2", S),
    text("good", "qwen2.5-7b", lines(S), S),
    text("good", "gemma-2-9b", lines(S), S),
    text("good", "0.5b", lines(S2), S2),
  ],
  structured: [
    object("good", "valid", { scores: S.map((score, i) => ({ event: i + 1, score })) }, S),
    object("good", "another", { scores: S2.map((score, i) => ({ event: i + 1, score })) }, S2),
    object("batch-ids", "from 0", { scores: S.map((score, i) => ({ event: i, score })) }, S),
    object("batch-ids", "out of order", { scores: [1, 0, 3, 2].map((i) => ({ event: i + 1, score: S[i] })) }, S),
    object("batch-ids", "one missing", { scores: [0, 1, 3].map((i) => ({ event: i + 1, score: S[i] })) }, [1, 6, null, 2]),
    object("missing-field", "no event ids", { scores: S.map((score) => ({ score })) }, S),
    object("string-value", "scores as strings", { scores: S.map((score, i) => ({ event: i + 1, score: String(score) })) }, S),
    object("nested-json", "a plain array", { scores: S }, S),
    object("empty-list", "empty", { scores: [] }, "fallback"),
    rawAnswer("format", "text lines", lines(S), S),
    rawAnswer("cut-off", "cut", '{"scores": [{"event": 1, "score": 1}, {"event": 2, "score": 6}, {"event": 3, "sc', [1, 6, null, null], { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ scores: S.map((score, i) => ({ event: i + 1, score })) })}\nLet me know if you need any changes.`, S),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ scores: S.map((score, i) => ({ event: i + 1, score })) }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", S),
  ],
});
