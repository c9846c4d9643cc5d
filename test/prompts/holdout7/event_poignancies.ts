import { eventPoignanciesPrompt } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancies;
type Scores = Array<number | null>;
const S: Scores = [1, 6, 7, 2];
const S2: Scores = [1, 7, 6, 1];
const lines = (s: Scores, fmt = (n: number, v: number | null) => `${n}: ${v}`) => s.map((v, i) => fmt(i + 1, v)).join("\n");
const json = (s: Scores) => ({ scores: s.map((score, i) => ({ event: i + 1, score })) });

export default corpusOf<Scores>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", lines(S), S),
    text("good", "o3-mini", lines(S2), S2),
    text("good", "mistral-7b", ` ${lines(S)}`, S),
    text("good", "mistral-nemo", lines(S), S),
    text("good", "llama-3.2-3b", lines(S2), S2),
    text("good", "qwen2.5-14b", lines(S), S),
    text("good", "granite", lines(S), S),
    text("good", "qwen3", `<think>\nKettle 1, landslip 6 — it stops her mail, lambs 7, muddy floor 2.\n</think>\n\n${lines(S)}`, S),
    text("good", "gemini", `${lines(S)}\n\nLet me know if you'd like reasons for each score!`, S),
    text("format", "gemini", lines(S, (n, v) => `**${n}:** ${v}`), S),
    text("format", "mistral-nemo", lines(S, (n, v) => `${n}) ${v}`), S),
    text("format", "granite", lines(S, (n, v) => `${"abcd"[n - 1]}) ${v}`), S),
    text("format", "llama-3.2-3b", lines(S, (n, v) => `• ${n}: ${v}`), S),
    text("format", "qwen2.5-14b", lines(S, (n, v) => `${n}: ${v}/10`), S),
    text("format", "o3-mini", `{'scores': [${S.map((v, i) => `{'event': ${i + 1}, 'score': ${v}}`).join(", ")}]}`, S),
    text("format", "gpt-4.1", "```json\n" + JSON.stringify(json(S), null, 2) + "\n```", S),
    text("format", "mistral-7b", lines(S, (n, v) => `${n}: ${v} - ${inputs.descriptions[n - 1]}`), S),
    text("format", "gemini", `| Event | Score |\n|---|---|\n${lines(S, (n, v) => `| ${n} | ${v} |`)}`, S),
    text("format", "llama-3.2-3b", "1: 1\n2: 6-7\n3: 7\n4: 2", [1, null, 7, 2]),
    text("number-words", "granite", "1: one\n2: six\n3: seven\n4: two", S),
    text("batch-ids", "mistral-nemo", lines(S, (n, v) => `${n - 1}: ${v}`), S),
    text("batch-ids", "gemini", "3: 7\n1: 1\n4: 2\n2: 6", S),
    text("batch-ids", "llama-3.2-3b", "1: 1\n3: 7\n4: 2", [1, null, 7, 2]),
    text("batch-ids", "qwen2.5-14b", "1\n6\n7\n2", S),
    text("placeholder", "tinyllama", "1: 3", "fallback"),
    text("refusal", "granite", "Should I score the landslip for the whole village or just for Noriko? Let me know.", "fallback"),
    text("loop", "smollm", "1: 1\n1: 1\n1: 1\n1: 1\n1: 1\n1: 1\n1: 1", "fallback"),
    capped("mistral-7b", "1: 1\n2: 6\n3: 7\n4:", [1, 6, 7, null]),
    capped("qwen3", "<think>\nEvent 1: kettle boiling — 1. Event 2: landslip closes railway, stops her mail train. That's significant for her work, 6 or 7. Event 3: lambs at Fell End, Morwenna showed her — a joyful thing, 7. Event 4:", "fallback"),
    capped("gemini", "1: 1\n2: 6\n3: 7", [1, 6, null, null]),
    text("good", "gpt-4.1", lines(S), S),
    text("good", "llama-3.2-1b", lines(S2), S2),
    text("good", "granite", `${lines(S2)}\n`, S2),
  ],
  structured: [
    object("good", "valid", json(S), S),
    object("batch-ids", "numbered from 0", { scores: S.map((score, i) => ({ event: i, score })) }, S),
    object("batch-ids", "out of order", { scores: [json(S).scores[2], json(S).scores[0], json(S).scores[3], json(S).scores[1]] }, S),
    object("missing-field", "no event numbers", { scores: S.map((score) => ({ score })) }, S),
    object("string-value", "scores as strings", { scores: S.map((score, i) => ({ event: i + 1, score: String(score) })) }, S),
    object("renamed-field", "id and poignancy", { scores: S.map((poignancy, i) => ({ id: i + 1, poignancy })) }, S),
    object("extra-field", "description beside", { scores: S.map((score, i) => ({ event: i + 1, description: inputs.descriptions[i], score })) }, S),
    object("empty-list", "empty", { scores: [] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "event_poignancies", arguments: json(S) }, S),
    rawAnswer("format", "a bare array of numbers", "[1, 6, 7, 2]", S),
    rawAnswer("cut-off", "cut after event 3", JSON.stringify(json(S)).slice(0, JSON.stringify(json(S)).indexOf('{"event":4') + 12), [1, 6, 7, null], { finishReason: "length" }),
  ],
});
