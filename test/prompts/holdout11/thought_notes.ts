import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import type { EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.thought_notes;
const D = "Declan Ferris";
const T: EventTriple[] = [[D, "find", "the two missing pounds"], [D, "print", "the running order"], [D, "hear", "Marta's cornet solo"]];
const S = [5, 4, 3];
const V: ThoughtNote[] = T.map((triple, i) => ({ triple, poignancy: S[i]! }));
const NONE: ThoughtNote = { triple: null, poignancy: null };
const line = (i: number, t: EventTriple, s: number | string, fmt = (n: number, tr: string, sc: number | string) => `${n}. ${tr} | ${sc}`) => fmt(i, `(${t.join(", ")})`, s);
const lines = (ids = [1, 2, 3], fmt?: (n: number, tr: string, sc: number | string) => string, scores: Array<number | string> = S) => T.map((t, i) => line(ids[i]!, t, scores[i]!, fmt)).join("\n");
const body = lines();
const why = "Missing money at the post office is worrying (5); the running order is a job (4); the solo is pleasant (3).";
const objs = (ids: Array<number | undefined> = [1, 2, 3]) => T.map(([subject, predicate, obj], i) => ({ ...(ids[i] === undefined ? {} : { thought: ids[i] }), subject, predicate, object: obj, score: S[i] }));

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", body, V),
    text("good", "claude-haiku-4.5", body, V),
    text("good", "gemini-2.5-flash", body + "\n", V),
    text("good", "qwen3-nothink", body, V),
    text("good", "kimi-k2", body, V),
    text("good", "llama-3.3-70b", body, V),
    text("good", "command-r", body, V),
    text("good", "gemma-3n", body, V),
    text("good", "smollm3", body, V),
    text("good", "magistral", magThink(why, body), V),
    text("good", "deepseek-r1-distill", think(why, body), V),
    text("good", "gpt-oss-20b", harmony(why, body), V),
    text("format", "ollama-q4", eot(body), V),
    text("format", "command-r", crlf(body + "\n"), V),
    text("format", "qwen3-nothink", ollamaThinking(why, body), V),
    text("format", "gpt-oss-20b", tag("final", body), V),
    text("format", "claude-haiku-4.5", preamble("Here are the triples and scores:", body), V),
    text("format", "gemini-2.5-flash", lines([1, 2, 3], (n, tr, sc) => `${n}) ${tr} | ${sc}`), V),
    text("format", "llama-3.3-70b", lines([1, 2, 3], (n, tr, sc) => `**${n}.** ${tr} | ${sc}`), V),
    text("format", "gpt-5-mini", lines([1, 2, 3], (n, tr, sc) => `${n}. ${tr} | score: ${sc}`), V),
    text("format", "gemma-3n", lines([1, 2, 3], (n, tr, sc) => `${n}. ${tr}|${sc}`), V),
    text("format", "kimi-k2", "| # | Triple | Score |\n|---|---|---|\n" + T.map((t, i) => `| ${i + 1} | (${t.join(", ")}) | ${S[i]} |`).join("\n"), V),
    text("format", "command-r", fence("json", JSON.stringify(objs(), null, 2)), V),
    text("format", "gemini-2.5-flash", `${body}\n\nThe missing money weighs on him most.`, V),
    text("batch-ids", "smollm3", lines([0, 1, 2]), V),
    text("batch-ids", "llama-3.3-70b", [line(3, T[2]!, 3), line(1, T[0]!, 5), line(2, T[1]!, 4)].join("\n"), V),
    text("batch-ids", "gemma-3n", [line(1, T[0]!, 5), line(3, T[2]!, 3)].join("\n"), [V[0]!, NONE, V[2]!]),
    text("number-words", "claude-haiku-4.5", lines([1, 2, 3], undefined, ["five", "four", "three"]), V),
    capped("gemini-2.5-flash", `${line(1, T[0]!, 5)}\n${line(2, T[1]!, 4)}\n3. (Declan Ferris, hear`, [V[0]!, V[1]!, NONE]),
    text("placeholder", "smollm3", "1. (Declan Ferris, <verb>, <object>) | <score>\n2. (Declan Ferris, <verb>, <object>) | <score>\n3. (Declan Ferris, <verb>, <object>) | <score>", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to score someone's private thoughts.", "fallback"),
    text("ellipsis", "gemma-3n", "1. ...\n2. ...\n3. ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { thoughts: objs() }, V),
    object("missing-field", "no thought numbers", { thoughts: objs([undefined, undefined, undefined]) }, V),
    object("missing-field", "no subject", { thoughts: objs().map(({ subject, ...rest }) => rest) }, V),
    object("batch-ids", "0-based", { thoughts: objs([0, 1, 2]) }, V),
    object("batch-ids", "out of order", { thoughts: [objs()[1], objs()[2], objs()[0]] }, V),
    object("batch-ids", "two of three", { thoughts: [objs()[0], objs()[2]] }, [V[0]!, NONE, V[2]!]),
    object("string-value", "score strings", { thoughts: objs().map((o) => ({ ...o, score: String(o.score) })) }, V),
    object("renamed-field", "notes", { notes: objs() }, V),
    object("extra-field", "reason beside", { thoughts: objs().map((o) => ({ ...o, reason: "as judged" })) }, V),
    object("nested-json", "triple as array", { thoughts: T.map((triple, i) => ({ thought: i + 1, triple, score: S[i] })) }, V),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ thoughts: objs() })), V),
    rawAnswer("cut-off", "cut in the third", JSON.stringify({ thoughts: objs() }).slice(0, JSON.stringify({ thoughts: objs() }).indexOf('{"thought":3') + 30), [V[0]!, V[1]!, NONE], { finishReason: "length" }),
  ],
});
