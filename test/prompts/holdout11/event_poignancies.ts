import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancies;
const V: EventPoignancies = [1, 6, 2, 2];
const W: EventPoignancies = [1, 7, 3, 2];
const lines = (v: EventPoignancies = V, fmt = (i: number, s: number) => `${i}: ${s}`, ids = [1, 2, 3, 4]) => v.map((s, i) => fmt(ids[i]!, s!)).join("\n");
const body = lines();
const why = "Toaster: nothing. The blast under-performing matters to a shot-firer: her planning. Hard hat: minor. Radio: minor.";
const D = inputs.descriptions;
const objs = (v: EventPoignancies, ids = [1, 2, 3, 4]) => v.map((score, i) => ({ event: ids[i], score }));

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", body, V),
    text("good", "claude-haiku-4.5", body, V),
    text("good", "gemini-2.5-flash", body + "\n", V),
    text("good", "qwen3-nothink", lines(W), W),
    text("good", "kimi-k2", body, V),
    text("good", "llama-3.3-70b", lines(W), W),
    text("good", "command-r", body, V),
    text("good", "gemma-3n", body, V),
    text("good", "smollm3", body, V),
    text("good", "magistral", magThink(why, body), V),
    text("good", "deepseek-r1-distill", think(why, body), V),
    text("good", "gpt-oss-20b", harmony(why, body), V),
    text("format", "ollama-q4", eot(body), V),
    text("format", "qwen3-nothink", ollamaThinking(why, body), V),
    text("format", "gpt-oss-20b", tag("final", body), V),
    text("format", "claude-haiku-4.5", preamble("Here are the scores:", body), V),
    text("format", "gemini-2.5-flash", lines(V, (i, s) => `Event ${i}: ${s}`), V),
    text("format", "llama-3.3-70b", lines(V, (i, s) => `**${i}:** ${s}`), V),
    text("format", "gpt-5-mini", lines(V, (i, s) => `${i} - ${s}`), V),
    text("format", "gemma-3n", lines(V, (i, s) => `${i}. ${D[i - 1]}: ${s}`), V),
    text("label", "command-r", lines(V, (i, s) => `${i}: ${s} (${["routine", "her blast plan fell short", "minor", "minor"][i - 1]})`), V),
    text("format", "kimi-k2", "| Event | Score |\n|---|---|\n" + V.map((s, i) => `| ${i + 1} | ${s} |`).join("\n"), V),
    text("format", "smollm3", '{"1": 1, "2": 6, "3": 2, "4": 2}', V),
    text("format", "gemini-2.5-flash", `${body}\n\nOnly the blast result really stays with her.`, V),
    text("batch-ids", "qwen3-nothink", "[1, 6, 2, 2]", V),
    text("batch-ids", "smollm3", lines(V, (i, s) => `${i}: ${s}`, [0, 1, 2, 3]), V),
    text("batch-ids", "llama-3.3-70b", "2: 6\n1: 1\n4: 2\n3: 2", V),
    text("batch-ids", "gemma-3n", "1: 1\n2: 6\n4: 2", [1, 6, null, 2]),
    text("number-words", "claude-haiku-4.5", "1: one\n2: six\n3: two\n4: two", V),
    text("number-in-text", "gemini-2.5-flash", "1: 1\n2: 6 (about 20% less rock than the 400 tonnes she planned)\n3: 2\n4: 2", V),
    text("format", "ollama-q4", "1: 1\n2: 12\n3: 2\n4: 2", [1, null, 2, 2]),
    capped("gemini-2.5-flash", "1: 1\n2: 6\n3:", [1, 6, null, null]),
    text("placeholder", "smollm3", "1: <score>\n2: <score>\n3: <score>\n4: <score>", "fallback"),
    text("refusal", "safety-tuned", "I can't rate how much events matter to a real person.", "fallback"),
    text("ellipsis", "gemma-3n", "1: ...\n2: ...\n3: ...\n4: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { scores: objs(V) }, V),
    object("good", "other scores", { scores: objs(W) }, W),
    object("missing-field", "no event numbers", { scores: V.map((score) => ({ score })) }, V),
    object("batch-ids", "0-based", { scores: objs(V, [0, 1, 2, 3]) }, V),
    object("batch-ids", "out of order", { scores: [objs(V)[3], objs(V)[0], objs(V)[2], objs(V)[1]] }, V),
    object("batch-ids", "three of four", { scores: objs(V).filter((o) => o.event !== 3) }, [1, 6, null, 2]),
    object("string-value", "strings", { scores: objs(V).map((o) => ({ event: String(o.event), score: String(o.score) })) }, V),
    object("format", "one out of range", { scores: objs([1, 6, 2, 11]) }, [1, 6, 2, null]),
    object("renamed-field", "ratings", { ratings: objs(V) }, V),
    object("extra-field", "reasons beside", { scores: objs(V).map((o) => ({ ...o, reason: "as judged" })) }, V),
    object("nested-json", "under result", { result: { scores: objs(V) } }, V),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ scores: objs(V) })), V),
    rawAnswer("cut-off", "cut after two", '{"scores": [{"event": 1, "score": 1}, {"event": 2, "score": 6}, {"event": 3, "sc', [1, 6, null, null], { finishReason: "length" }),
  ],
});
