import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { hana } from "./fixtures.js";

const inputs = {
  identity: { ...hana, currTime: "2024-10-15T15:30:00" },
  descriptions: [
    "a child tore the paper on three lanterns",
    "the forecast says strong wind on Friday evening",
    "the classroom fan is squeaking",
    "Nadia Farouk promised six jars of date syrup for the Lantern Night stall",
  ],
};
const S = [3, 8, 1, 4];
const lines = (scores: Array<number | null>, from = 1, sep = ": ") => scores.map((s, i) => `${i + from}${sep}${s}`).join("\n");

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(S), S),
    text("good", "gpt-3.5", `Sure! Here are the scores:\n\n${lines(S)}\n\nThe wind matters most to Hana.`, S),
    text("good", "llama-3-8b", S.map((s, i) => `**${i + 1}:** ${s}`).join("\n"), S),
    text("good", "qwen2.5-7b", lines([2, 8, 1, 5]), [2, 8, 1, 5]),
    text("good", "1b", lines([3, 7, 1, 3]), [3, 7, 1, 3]),
    text("good", "reasoning", `<think>\nTorn lanterns: 3. Wind: 8. Fan: 1. Syrup: 4.\n</think>\n${lines(S)}`, S),
    text("good", "gpt-4o-mini", lines(S, 1, ") "), S),
    text("good", "qwen2.5-7b", "```\n" + lines(S) + "\n```", S),
    text("batch-ids", "llama-3-8b", lines(S, 0), S),
    text("batch-ids", "gpt-3.5", "2: 8\n4: 4\n1: 3\n3: 1", S),
    text("batch-ids", "1b", "3\n8\n1\n4", S),
    text("batch-ids", "qwen2.5-7b", "1: 3\n2: 8\n4: 4", [3, 8, null, 4]),
    text("format", "gpt-4o-mini", "Event 1 (torn lanterns): 3\nEvent 2 (wind on Friday): 8\nEvent 3 (squeaky fan): 1\nEvent 4 (Nadia's syrup): 4", S),
    text("format", "llama-3-8b", `| # | Event | Score |\n|---|---|---|\n${inputs.descriptions.map((d, i) => `| ${i + 1} | ${d} | ${S[i]} |`).join("\n")}`, S),
    text("format", "qwen2.5-7b", S.map((s, i) => `event_${i + 1}: ${s}`).join("\n"), S),
    text("format", "gpt-3.5", "```json\n" + JSON.stringify(Object.fromEntries(S.map((s, i) => [String(i + 1), s]))) + "\n```", S),
    text("number-words", "gpt-3.5", "1: three\n2: eight\n3: one\n4: four", S),
    text("number-in-text", "gpt-4o-mini", "1: 3 (only 3 of 200 lanterns)\n2: 8\n3: 1\n4: 4 (6 jars)", S),
    text("general-value", "llama-3-8b", "1: 3\n2: for most people a 4, but for Hana an 8\n3: 1\n4: 4", S),
    text("refusal", "refusal", "I'm sorry, but I can't assign scores to someone's experiences.", "fallback"),
    capped("gpt-3.5", "1: 3\n2: 8\n3:", [3, 8, null, null]),
  ],
  structured: [
    object("good", "valid", { scores: S.map((score, i) => ({ event: i + 1, score })) }, S),
    object("batch-ids", "numbered from 0", { scores: S.map((score, i) => ({ event: i, score })) }, S),
    object("batch-ids", "out of order", { scores: [3, 1, 0, 2].map((i) => ({ event: i + 1, score: S[i] })) }, S),
    object("string-value", "strings", { scores: S.map((score, i) => ({ event: String(i + 1), score: String(score) })) }, S),
    object("nested-json", "a plain list of numbers", { scores: S }, S),
    object("missing-field", "the third left out", { scores: [0, 1, 3].map((i) => ({ event: i + 1, score: S[i] })) }, [3, 8, null, 4]),
    object("renamed-field", "id / poignancy", { scores: S.map((poignancy, i) => ({ id: i + 1, poignancy })) }, S),
    rawAnswer("cut-off", "cut off after two", '{"scores": [{"event": 1, "score": 3}, {"event": 2, "score": 8}, {"event": 3, "sco', [3, 8, null, null], { finishReason: "length" }),
  ],
});
