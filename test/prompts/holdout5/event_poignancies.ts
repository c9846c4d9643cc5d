import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = {
  identity: { ...priya, currTime: "2024-11-05T18:00:00" },
  descriptions: [
    "Biscuit rolled in the mud by the river",
    "the council says the stone bridge stays closed until after the Fleece Fair",
    "a parcel of raffle tickets arrived from the printer",
    "Rafael Mbeki said his fifty skeins may be late",
    "the forecast gives rain on Saturday morning",
  ],
};
const SCORES: EventPoignancies = [2, 8, 3, 6, 7];
const lines = (s: EventPoignancies, f = (n: number, v: number | null) => `${n}: ${v}`) => s.map((v, i) => f(i + 1, v)).join("\n");

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(SCORES), SCORES),
    text("good", "gpt-3.5", lines([2, 8, 4, 6, 7]), [2, 8, 4, 6, 7]),
    text("good", "llama-3-8b", lines(SCORES, (n, v) => `**${n}:** ${v}`), SCORES),
    text("good", "qwen2.5-7b", lines(SCORES), SCORES),
    text("good", "mistral-7b", ` ${lines(SCORES)}`, SCORES),
    text("good", "1b", lines([1, 8, 3, 5, 7]), [1, 8, 3, 5, 7]),
    text("good", "reasoning", `<think>\nMuddy dog: 2. Bridge: 8, her fair. Raffle tickets: 3. Skeins late: 6. Rain Saturday: 7, the sheepdog trials.\n</think>\n${lines(SCORES)}`, SCORES),
    text("good", "gpt-3.5", lines(SCORES), SCORES),
    text("good", "llama-3-8b", lines([2, 9, 3, 6, 7]), [2, 9, 3, 6, 7]),
    text("good", "qwen2.5-7b", lines([1, 8, 2, 6, 6]), [1, 8, 2, 6, 6]),
    text("format", "gpt-4o-mini", lines(SCORES, (n, v) => `${n}. ${v}`), SCORES),
    text("format", "llama-3-8b", lines(SCORES, (n, v) => `${n}: ${v}/10`), SCORES),
    text("format", "qwen2.5-7b", `| Event | Score |\n|---|---|\n${lines(SCORES, (n, v) => `| ${n} | ${v} |`)}`, SCORES),
    text("format", "mistral-7b", lines(SCORES, (n, v) => `Event ${n}: ${v}`), SCORES),
    text("format", "gpt-3.5", `Final answer:\n${lines(SCORES)}`, SCORES),
    text("format", "qwen2.5-7b", "[2, 8, 3, 6, 7]", SCORES),
    text("label", "gpt-4o-mini", lines(SCORES, (n, v) => `${n}: ${v} (${["a muddy dog", "the bridge", "raffle tickets", "late skeins", "rain"][n - 1]})`), SCORES),
    text("label", "llama-3-8b", `1: 2 - routine\n2: 8 - threatens the fair\n3: 3 - small task\n4: 6 - a worry for the yarn stall\n5: 7 - the sheepdog trials`, SCORES),
    text("sub-bullets", "gpt-3.5", `1: 2\n2: 8\n   - every stall must use the ford road\n3: 3\n4: 6\n   - fifty skeins promised\n5: 7`, SCORES),
    text("number-words", "gpt-3.5", "1: two\n2: eight\n3: three\n4: six\n5: seven", SCORES),
    text("batch-ids", "llama-3-8b", "0: 2\n1: 8\n2: 3\n3: 6\n4: 7", SCORES),
    text("batch-ids", "qwen2.5-7b", "2: 8\n4: 6\n5: 7\n1: 2\n3: 3", SCORES),
    text("batch-ids", "mistral-7b", "1: 2\n2: 8\n3: 3", [2, 8, 3, null, null]),
    text("batch-ids", "1b", "2\n8\n3\n6\n7", SCORES),
    text("batch-ids", "gpt-4o-mini", "Biscuit rolled in the mud: 2\nBridge stays closed: 8\nRaffle tickets arrived: 3\nSkeins may be late: 6\nRain on Saturday: 7", SCORES),
    text("refusal", "refusal", "I'm sorry, but I can't assess the personal significance of events for a real person.", "fallback"),
    text("placeholder", "1b", "1: <score>\n2: <score>\n3: <score>\n4: <score>\n5: <score>", "fallback"),
    capped("gpt-4o-mini", "1: 2\n2: 8\n3: 3\n4:", [2, 8, 3, null, null]),
    capped("llama-3-8b", "1: 2\n2: 8\n3: 3\n4: 6\n5: 7", [2, 8, 3, 6, null]),
    text("cut-off", "reasoning", "<think>\nEvent 1, the dog: 2. Event 2, the bridge: this is her fair, so high. Event 3", "fallback"),
  ],
  structured: [
    object("good", "valid", { scores: SCORES.map((score, i) => ({ event: i + 1, score })) }, SCORES),
    object("batch-ids", "numbered from 0", { scores: SCORES.map((score, i) => ({ event: i, score })) }, SCORES),
    object("batch-ids", "out of order", { scores: [4, 0, 3, 1, 2].map((i) => ({ event: i + 1, score: SCORES[i] })) }, SCORES),
    object("batch-ids", "partial", { scores: [{ event: 1, score: 2 }, { event: 2, score: 8 }] }, [2, 8, null, null, null]),
    object("string-value", "scores as strings", { scores: SCORES.map((score, i) => ({ event: i + 1, score: String(score) })) }, SCORES),
    object("renamed-field", "id and poignancy", { scores: SCORES.map((poignancy, i) => ({ id: i + 1, poignancy })) }, SCORES),
    object("extra-field", "the event text beside", { scores: SCORES.map((score, i) => ({ event: i + 1, description: inputs.descriptions[i], score })) }, SCORES),
    object("malformed", "a plain list of numbers", { scores: SCORES }, SCORES),
    object("refusal", "empty", { scores: [] }, "fallback"),
    rawAnswer("malformed", "the text lines", lines(SCORES), SCORES),
    rawAnswer("cut-off", "cut in the fourth", `{"scores": [{"event": 1, "score": 2}, {"event": 2, "score": 8}, {"event": 3, "score": 3}, {"event": 4, "sc`, [2, 8, 3, null, null], { finishReason: "length" }),
  ],
});
