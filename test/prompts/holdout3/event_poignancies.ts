import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { lena } from "./fixtures.js";

const inputs = {
  identity: { ...lena, currTime: "2024-09-16T10:00:00" },
  descriptions: [
    "old Ferdi can only whisper",
    "a tourist is buying stamps at the counter",
    "Matthias Keller says the choir may stand on the inn's balcony on Saturday",
    "the letter rack is full",
    "the festival posters have arrived",
  ],
};
const S = [7, 1, 6, 1, 3];
const lines = (scores: number[], from = 1) => scores.map((s, i) => `${i + from}: ${s}`).join("\n");

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines([8, 1, 6, 1, 2]), [8, 1, 6, 1, 2]),
    text("good", "qwen2.5-7b", lines(S), S),
    text("good", "llama-3-8b", `Here are the scores:\n\n${lines(S)}`, S),
    text("good", "gpt-4o-mini", lines(S), S),
    text("good", "gpt-3.5", `Here are the scores:\n\n${lines(S)}\n\nFerdi's voice matters most to Lena, with the festival so close.`, S),
    text("good", "llama-3-8b", S.map((s, i) => `**${i + 1}:** ${s}`).join("\n"), S),
    text("good", "qwen2.5-7b", lines([7, 1, 5, 1, 3]), [7, 1, 5, 1, 3]),
    text("good", "reasoning", `<think>\nLet me think. Ferdi whispering: 7. Stamps: 1. Balcony: 6. Letter rack: 1. Posters: 3.\n</think>\n${lines(S)}`, S),
    text("batch-ids", "llama-3-8b", lines(S, 0), S),
    text("batch-ids", "gpt-3.5", "3: 6\n1: 7\n5: 3\n2: 1\n4: 1", S),
    text("batch-ids", "1b", "7\n1\n6\n1\n3", S),
    text("format", "qwen2.5-7b", "Event 1 (Ferdi can only whisper): 7\nEvent 2 (a tourist buying stamps): 1\nEvent 3 (the balcony on Saturday): 6\nEvent 4 (the letter rack is full): 1\nEvent 5 (the posters arrived): 3", S),
    text("format", "llama-3-8b", `| Event | Score |\n|:-----:|:-----:|\n${S.map((s, i) => `| ${i + 1} | ${s} |`).join("\n")}`, S),
    text("format", "qwen2.5-7b", S.map((s, i) => `event_${i + 1}: ${s}`).join("\n"), S),
    text("number-in-text", "gpt-4o-mini", "1: 7\n2: 1\n3: 6 (the balcony holds 20 singers)\n4: 1\n5: 3", S),
    text("refusal", "refusal", "I'm sorry, but I can't score these events for a real person.", "fallback"),
    capped("gpt-3.5", "1: 7\n2: 1\n3: 6\n4:", [7, 1, 6, null, null]),
  ],
  structured: [
    object("good", "other scores", { scores: [8, 1, 6, 1, 2].map((score, i) => ({ event: i + 1, score })) }, [8, 1, 6, 1, 2]),
    object("good", "valid", { scores: S.map((score, i) => ({ event: i + 1, score })) }, S),
    object("batch-ids", "numbered from 0", { scores: S.map((score, i) => ({ event: i, score })) }, S),
    object("batch-ids", "out of order", { scores: [4, 2, 0, 3, 1].map((i) => ({ event: i + 1, score: S[i] })) }, S),
    object("string-value", "scores as strings", { scores: S.map((score, i) => ({ event: i + 1, score: String(score) })) }, S),
    object("missing-field", "the fifth left out", { scores: S.slice(0, 4).map((score, i) => ({ event: i + 1, score })) }, [7, 1, 6, 1, null]),
    rawAnswer("cut-off", "cut off after three scores", '{"scores": [{"event": 1, "score": 7}, {"event": 2, "score": 1}, {"event": 3, "score": 6}, {"event": 4, "sc', [7, 1, 6, null, null], { finishReason: "length" }),
  ],
});
