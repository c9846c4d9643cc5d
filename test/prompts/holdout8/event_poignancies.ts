import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancies;
const V: EventPoignancies = [1, 7, 4, 2];
const V2: EventPoignancies = [1, 6, 5, 3];
const lines = (v: EventPoignancies, f = (s: number | null, i: number) => `${i + 1}: ${s}`) => v.map(f).join("\n");
const json = (v: EventPoignancies) => ({ scores: v.map((score, i) => ({ event: i + 1, score })) });

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", lines(V), V),
    text("good", "gemma-3", `${lines(V2)}\n`, V2),
    text("good", "phi-4", `${lines(V)}\n\nA broken mooring three days before the regatta is Beatriz's business.`, V),
    text("good", "deepseek-v3", lines(V), V),
    text("good", "mixtral", lines(V2), V2),
    text("good", "olmo-2", lines(V), V),
    text("good", "yi-34b", lines(V), V),
    text("good", "hermes", lines(V2), V2),
    text("good", "aya", lines(V), V),
    text("good", "gpt-4o-mini", lines(V), V),
    text("format", "qwq", `Okay, so four events. The kettle: routine, 1. A fishing boat breaking its mooring on the north quay: she's the harbourmaster, that's her job and a worry, maybe 7. The seal pup guarded by volunteers: nice, 4. The tide board chalked: she probably did it herself, 2.\n\n${lines(V)}`, V),
    text("format", "deepseek-v3", lines(V, (s, i) => `**${i + 1}:** ${s}`), V),
    text("format", "mixtral", `${lines(V)}</s>`, V),
    text("format", "llama-3.3-70b", lines(V, (s, i) => `${i + 1}: ${s}/10`), V),
    text("format", "hermes", lines(V).replace(/\n/g, "\\n"), V),
    text("format", "gemma-3", lines(V, (s, i) => `${i + 1}: ${["１", "７", "４", "２"][i]}`), V),
    text("format", "olmo-2", `${lines(V)}\n\nUser: Score these too.\nAssistant: 1: 5`, V),
    text("format", "phi-4", lines(V, (s, i) => `event=${i + 1},score=${s}`), V),
    text("format", "aya", `event,score\n${lines(V, (s, i) => `${i + 1},${s}`)}`, V),
    text("batch-ids", "yi-34b", lines(V, (s, i) => `${i}: ${s}`), V),
    text("batch-ids", "deepseek-v3", "2: 7\n4: 2\n1: 1\n3: 4", V),
    text("batch-ids", "gemma-3", "1: 1\n2: 7\n4: 2", [1, 7, null, 2]),
    text("number-words", "mixtral", "1: one\n2: seven\n3: four\n4: two", V),
    text("number-in-text", "llama-3.3-70b", "1: 1 (routine)\n2: 7 (three days before the regatta, 20 boats expected)\n3: 4\n4: 2", V),
    text("placeholder", "olmo-2", "1: 3", "fallback"),
    text("refusal", "aya", "I can't score personal events.", "fallback"),
    capped("llama-3.3-70b", "1: 1\n2: 7\n3: 4\n4:", [1, 7, 4, null]),
    capped("deepseek-v3", "1: 1\n2: 7\n3:", [1, 7, null, null]),
    capped("qwq", "Okay, four events. The kettle is nothing, 1. The broken mooring is serious for a harbourmaster, maybe 7 or", "fallback"),
    text("loop", "olmo-2", `${lines(V)}\n${lines(V)}\n${lines(V)}`, V),
    text("good", "qwq", `Okay: kettle 1, broken mooring 7, seal pup 4, tide board 2.\n\n${lines(V)}`, V),
    text("good", "phi-4", lines(V2), V2),
    text("good", "gemma-3", lines(V), V),
  ],
  structured: [
    object("good", "valid", json(V), V),
    object("format", "out of order", { scores: [...json(V).scores].reverse() }, V),
    object("batch-ids", "numbered from 0", { scores: V.map((score, i) => ({ event: i, score })) }, V),
    object("batch-ids", "partial", { scores: json(V).scores.slice(0, 2) }, [1, 7, null, null]),
    object("string-value", "scores as strings", { scores: json(V).scores.map((s) => ({ ...s, score: `${s.score}` })) }, V),
    object("renamed-field", "poignancy", { scores: V.map((poignancy, i) => ({ event: i + 1, poignancy })) }, V),
    object("extra-field", "reason beside", { scores: json(V).scores.map((s) => ({ ...s, reason: "—" })) }, V),
    object("format", "bare array", { scores: V }, V),
    rawAnswer("format", "streaming duplicate", JSON.stringify(json(V)).repeat(2), V),
    rawAnswer("cut-off", "cut", '{"scores": [{"event": 1, "score": 1}, {"event": 2, "score": 7}, {"event": 3, "sc', [1, 7, null, null], { finishReason: "length" }),
  ],
});
