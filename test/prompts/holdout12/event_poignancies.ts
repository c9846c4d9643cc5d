import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, emptyThink, eot, fence, footnote, granitEnd, guidedTail, python, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancies;
const V: EventPoignancies = [1, 7, 3, 1];
const W: EventPoignancies = [1, 6, 4, 1];
const lines = (v: EventPoignancies = V, fmt = (i: number, s: number) => `${i}: ${s}`, ids = [1, 2, 3, 4]) => v.map((s, i) => fmt(ids[i]!, s!)).join("\n");
const body = lines();
const why = "The kettle and the clock are nothing. A leaking new gate on lock 4 is her whole week: the flight cannot reopen on a weeping mitre. A hire boat on the grating is a nuisance she has to log.";
const D = inputs.descriptions;
const objs = (v: EventPoignancies, ids = [1, 2, 3, 4]) => v.map((score, i) => ({ event: ids[i], score }));

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "mistral-medium-3", body, V),
    text("good", "phi-4-mini", body, V),
    text("good", "granite-4", lines(W), W),
    text("good", "glm-4.5", body, V),
    text("good", "llama-4-maverick", body + "\n", V),
    text("good", "deepseek-v3.1", body, V),
    text("good", "gpt-4.1-nano", body, V),
    text("good", "ernie-4.5", lines(V, (i, s) => `${i}：${s}`), V),
    text("good", "sarvam-m", lines(W), W),
    text("good", "deepseek-r1-distill", think(why, body), V),
    text("format", "glm-4.5", emptyThink(body), V),
    text("format", "lm-studio-q5", eot(body + "\n\n"), V),
    text("format", "phi-4-mini", eot(body, "<|end|>"), V),
    text("format", "granite-4", granitEnd(body), V),
    text("format", "gpt-4.1-nano", crlf(body), V),
    text("format", "mistral-medium-3", fence("", body), V),
    text("format", "llama-4-maverick", tag("scores", body), V),
    text("format", "mistral-medium-3", lines(V, (i, s) => `${i}. ${D[i - 1]}: ${s}`), V),
    text("format", "llama-4-maverick", lines(V, (i, s) => `**Event ${i}:** ${s}/10`), V),
    text("format", "deepseek-v3.1", footnote(body, "Event 2 scores high because Anneke cannot reopen the flight on a leaking gate."), V),
    text("format", "qwen2.5-coder", python("scores", "[1, 7, 3, 1]"), V),
    text("format", "qwen2.5-coder", fence("json", JSON.stringify({ "1": 1, "2": 7, "3": 3, "4": 1 })), V),
    text("format", "granite-4", ["| Event | Score |", "|---|---|", ...V.map((s, i) => `| ${i + 1} | ${s} |`)].join("\n"), V),
    text("label", "sarvam-m", `Here are the scores:\n\n${body}\n\nThe leaking gate matters most, since the flight's reopening depends on it.`, V),
    text("number-words", "ernie-4.5", lines(V, (i, s) => `${i}: ${["zero", "one", "two", "three", "four", "five", "six", "seven"][s]}`), V),
    text("batch-ids", "lm-studio-q5", lines(V, (i, s) => `${i}: ${s}`, [0, 1, 2, 3]), V),
    text("batch-ids", "phi-4-mini", V.join("\n"), V),
    text("batch-ids", "gpt-4.1-nano", "1\n7\n3", "fallback"),
    text("batch-ids", "glm-4.5", "1: 1\n2: 7\n4: 1", [1, 7, null, 1]),
    text("batch-ids", "deepseek-v3.1", "2: 7\n1: 1\n4: 1\n3: 3", V),
    text("format", "mistral-medium-3", "1: 1\n2: 7\n3: 0\n4: 1", [1, 7, null, 1]),
    text("format", "granite-4", "1: 1\n2: 6 or 7\n3: 3\n4: 1", [1, null, 3, 1]),
    text("loop", "lm-studio-q5", `${body}\n\n${body}\n\n${body}`, V),
    capped("lm-studio-q5", "1: 1\n2: 7\n3:", [1, 7, null, null]),
    text("refusal", "safety-tuned", "I can't judge how much events matter to a real person's life.", "fallback"),
    text("placeholder", "lm-studio-q5", "1: <score>\n2: <score>\n3: <score>\n4: <score>", "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { scores: objs(V) }, V),
    object("good", "another reading", { scores: objs(W) }, W),
    object("string-value", "scores as strings", { scores: V.map((s, i) => ({ event: i + 1, score: String(s) })) }, V),
    object("batch-ids", "numbered from 0", { scores: objs(V, [0, 1, 2, 3]) }, V),
    object("batch-ids", "event 3 missing", { scores: objs(V).filter((o) => o.event !== 3) }, [1, 7, null, 1]),
    object("renamed-field", "poignancy", { scores: V.map((s, i) => ({ event: i + 1, poignancy: s })) }, V),
    object("extra-field", "description beside", { scores: V.map((s, i) => ({ event: i + 1, description: D[i], score: s })) }, V),
    object("format", "bare numbers", { scores: [1, 7, 3, 1] }, V),
    object("malformed", "out of range", { scores: objs([1, 7, 3, 0]) }, [1, 7, 3, null]),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ scores: objs(V) })), V),
    rawAnswer("cut-off", "cut after two", JSON.stringify({ scores: objs(V) }).split(`,{"event":3`)[0]!, [1, 7, null, null], { finishReason: "length" }),
    object("ellipsis", "no scores", { scores: [] }, "fallback"),
  ],
});
